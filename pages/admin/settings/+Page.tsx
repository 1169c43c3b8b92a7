import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../components/admin/FormError.tsx'
import { Notice } from '../../../components/admin/Notice.tsx'
import { button, linkList } from '../../../components/admin/admin.styles.ts'
import {
  AddressFields,
  SettingField,
  SettingGroup,
} from '../../../components/admin/settings/SettingsFields.tsx'
import type { SettingsPageData } from '../../../server/admin/settingsPageData.ts'

const WEEKDAYS = [
  { day: 'monday', label: msg`Monday` },
  { day: 'tuesday', label: msg`Tuesday` },
  { day: 'wednesday', label: msg`Wednesday` },
  { day: 'thursday', label: msg`Thursday` },
  { day: 'friday', label: msg`Friday` },
  { day: 'saturday', label: msg`Saturday` },
  { day: 'sunday', label: msg`Sunday` },
]

const LEGAL_FIELDS = [
  { name: 'legalName', label: msg`Company name` },
  { name: 'legalForm', label: msg`Legal form (such as SAS)` },
  { name: 'shareCapital', label: msg`Share capital in euros` },
  { name: 'tradeRegisterCourt', label: msg`Registry court` },
  { name: 'tradeRegisterNumber', label: msg`Registration number (such as RCS Épinal 912 345 675)` },
  { name: 'vatId', label: msg`VAT number` },
  { name: 'publicationDirector', label: msg`Director of publication and legal representative` },
  { name: 'hostName', label: msg`Host's name` },
  { name: 'hostPhone', label: msg`Host's phone` },
]

/** The shop's settings (/admin/settings): contact details, opening hours and legal identity, for the shop or one store. */
export default function Page() {
  const data = useAdminData<SettingsPageData>()
  const inStore = data.scope !== 'shop'
  return (
    <>
      <h1>
        <Trans>Shop settings</Trans>
      </h1>
      <nav aria-labelledby="settings-scopes">
        <h2 id="settings-scopes">
          <Trans>Settings of</Trans>
        </h2>
        <ul className={linkList}>
          <li>
            <a href="/admin/settings" aria-current={inStore ? undefined : 'page'}>
              <Trans>the whole shop</Trans>
            </a>
          </li>
          {data.stores.map(({ key, path }) => (
            <li key={key}>
              <a href={`/admin/settings?store=${key}`} aria-current={data.scope === key ? 'page' : undefined}>
                <Trans>
                  the store {key} ({path})
                </Trans>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Notice />
      <AdminForm action="/admin/settings" labelledBy="settings-form-heading">
        <h2 id="settings-form-heading">
          {inStore ? (
            <Trans>What the store {data.scope} shows differently</Trans>
          ) : (
            <Trans>What every store shows</Trans>
          )}
        </h2>
        <input type="hidden" name="scope" value={data.scope} />
        <FormError form="settings" />
        <SettingGroup data={data} name="phone" legend={msg`Customer service phone`}>
          <SettingField data={data} field="phone" label={msg`Phone (international form)`} />
        </SettingGroup>
        <SettingGroup data={data} name="email" legend={msg`Customer service e-mail`}>
          <SettingField data={data} field="email" label={msg`E-mail address`} />
        </SettingGroup>
        <SettingGroup data={data} name="address" legend={msg`Address (registered office and returns)`}>
          <AddressFields data={data} name="address" />
        </SettingGroup>
        <SettingGroup data={data} name="openingHours" legend={msg`Opening hours (French time)`}>
          {WEEKDAYS.map(({ day, label }) => (
            <SettingField
              key={day}
              data={data}
              field={`openingHours.${day}`}
              label={label}
              hint={day === 'monday' ? msg`Such as 09:00-12:30, 13:30-18:00; empty when closed.` : undefined}
            />
          ))}
        </SettingGroup>
        {LEGAL_FIELDS.map(({ name, label }) => (
          <SettingGroup key={name} data={data} name={name} legend={label}>
            <SettingField data={data} field={name} label={label} />
          </SettingGroup>
        ))}
        <SettingGroup data={data} name="hostAddress" legend={msg`Host's address`}>
          <AddressFields data={data} name="hostAddress" />
        </SettingGroup>
        <button className={button} type="submit">
          <Trans>Save the settings</Trans>
        </button>
      </AdminForm>
    </>
  )
}

import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import type { SettingsPageData } from '../../../server/admin/settingsPageData.ts'
import { errorBox, fieldRow, panel } from '../admin.styles.ts'
import { SETTING_FIELD_ERRORS } from './settingFieldErrors.ts'

/** The settings form's values as the page shows them: what was sent back, else what is stored. */
function useSettingValue(data: SettingsPageData) {
  const sentBack = usePageContext().admin?.formState
  const kept = sentBack?.form === 'settings' ? sentBack : null
  return {
    value: (field: string) => (kept ? (kept.values[field] ?? '') : (data.fields[field] ?? '')),
    error: (field: string) => kept?.fields?.[field],
    overridden: (name: string) =>
      kept ? (kept.values[`override.${name}`] ?? '') !== '' : data.overridden.includes(name as never),
  }
}

/** One text field of the settings form, with its message when it was refused. */
export function SettingField({
  data,
  field,
  label,
  long = false,
  hint,
}: {
  data: SettingsPageData
  field: string
  label: MessageDescriptor
  long?: boolean
  hint?: MessageDescriptor
}) {
  const { i18n } = useLingui()
  const { value, error } = useSettingValue(data)
  const id = `setting-${field.replace('.', '-')}`
  const message = error(field)
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={fieldRow}>
      <label htmlFor={id}>{i18n._(label)}</label>
      {hint ? <span id={`${id}-hint`}>{i18n._(hint)}</span> : null}
      {long ? (
        <textarea
          id={id}
          name={field}
          rows={3}
          defaultValue={value(field)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      ) : (
        <input
          id={id}
          name={field}
          defaultValue={value(field)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      )}
      {message ? (
        <p id={`${id}-error`} className={errorBox}>
          {i18n._(SETTING_FIELD_ERRORS[message] ?? msg`Not right.`)}
        </p>
      ) : null}
    </div>
  )
}

/** A setting's group of fields; in a store, with the box that makes it the store's own. */
export function SettingGroup({
  data,
  name,
  legend,
  children,
}: {
  data: SettingsPageData
  name: string
  legend: MessageDescriptor
  children: ReactNode
}) {
  const { i18n } = useLingui()
  const { overridden } = useSettingValue(data)
  return (
    <fieldset className={panel}>
      <legend>{i18n._(legend)}</legend>
      {data.scope === 'shop' ? null : (
        <div className={fieldRow}>
          <span>
            <input
              id={`override-${name}`}
              name={`override.${name}`}
              type="checkbox"
              defaultChecked={overridden(name)}
            />{' '}
            <label htmlFor={`override-${name}`}>
              <Trans>Own value in this store (unticked: the whole shop's)</Trans>
            </label>
          </span>
        </div>
      )}
      {children}
    </fieldset>
  )
}

/** An address setting's four fields (street lines, postal code, town, country code). */
export function AddressFields({ data, name }: { data: SettingsPageData; name: 'address' | 'hostAddress' }) {
  return (
    <>
      <SettingField
        data={data}
        field={`${name}.street`}
        label={msg`Street (one line each, at most 3)`}
        long
      />
      <SettingField data={data} field={`${name}.postalCode`} label={msg`Postal code`} />
      <SettingField data={data} field={`${name}.locality`} label={msg`Town`} />
      <SettingField data={data} field={`${name}.country`} label={msg`Country (two-letter code)`} />
    </>
  )
}

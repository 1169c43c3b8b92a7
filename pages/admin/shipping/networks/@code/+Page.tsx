import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../../components/admin/Notice.tsx'
import { button } from '../../../../../components/admin/admin.styles.ts'
import { TextInput, useSentBack } from '../../../../../components/admin/catalogue/ProductFields.tsx'
import { SHIPPING_FIELD_ERRORS } from '../../../../../components/admin/shipping/shippingFieldErrors.ts'
import type { PickupNetworkPageData } from '../../../../../server/admin/shippingPageData.ts'

/** A pickup network's page (/admin/shipping/networks/<code>): its status and the countries it serves (one form). */
export default function Page() {
  const { network, shippable } = useAdminData<PickupNetworkPageData>()
  const { admin } = usePageContext()
  const { t } = useLingui()
  const sentBack = useSentBack(['pickupNetwork'])
  if (!network) return null
  const canEdit = admin?.allowed.includes('shipping.edit') ?? false
  const name = network.name
  const countries = network.countries.join(', ')
  const known = shippable.join(', ')
  return (
    <>
      <p>
        <a href="/admin/shipping">
          <Trans>All shipping rates</Trans>
        </a>
      </p>
      <h1>
        <Trans>Pickup network {name}</Trans>
      </h1>
      <Notice />
      <p>
        {network.enabled ? (
          <Trans>Switched on: parcel pickup is offered in the countries it serves.</Trans>
        ) : (
          <Trans>Switched off: it serves no country. Switch it on from the list of rates.</Trans>
        )}{' '}
        <Trans>It serves: {countries}.</Trans>
      </p>
      {canEdit ? (
        <AdminForm action={`/admin/shipping/networks/${network.code}`} labelledBy="network-countries-heading">
          <h2 id="network-countries-heading">
            <Trans>The countries it serves</Trans>
          </h2>
          <FormError form="pickupNetwork" />
          <TextInput
            name="countries"
            label={t`Countries (two-letter codes separated by commas)`}
            hint={t`Among the countries the shop ships to: ${known}. Parcel pickup also needs a pickup rate for the country.`}
            sentBack={sentBack}
            initial={countries}
            messages={SHIPPING_FIELD_ERRORS}
          />
          <button className={button} type="submit">
            <Trans>Save the countries</Trans>
          </button>
        </AdminForm>
      ) : null}
    </>
  )
}

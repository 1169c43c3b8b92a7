import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../components/admin/Notice.tsx'
import { button } from '../../../../components/admin/admin.styles.ts'
import { useSentBack } from '../../../../components/admin/catalogue/ProductFields.tsx'
import { ShippingRateFields } from '../../../../components/admin/shipping/ShippingRateFields.tsx'
import type { ShippingRatePageData } from '../../../../server/admin/shippingPageData.ts'

/** A shipping rate's page (/admin/shipping/<id>): switching it off or on, and its values (one form). */
export default function Page() {
  const { rate, fields, stores } = useAdminData<ShippingRatePageData>()
  const { admin } = usePageContext()
  const { t } = useLingui()
  const sentBack = useSentBack(['shippingRate'])
  if (!rate) return null
  const canEdit = admin?.allowed.includes('shipping.edit') ?? false
  const action = `/admin/shipping/${rate.id}`
  const countries = rate.countries.join(', ')
  return (
    <>
      <p>
        <a href="/admin/shipping">
          <Trans>All shipping rates</Trans>
        </a>
      </p>
      <h1>
        <Trans>Shipping rate to {countries}</Trans>
      </h1>
      <Notice />
      <p>
        {rate.enabled ? (
          <Trans>Switched on: the checkout offers it.</Trans>
        ) : (
          <Trans>Switched off: the checkout does not offer it.</Trans>
        )}
      </p>
      {canEdit ? (
        <AdminForm action={`${action}/enabled`} labelledBy="shipping-switch-heading">
          <h2 id="shipping-switch-heading">{rate.enabled ? t`Switch it off` : t`Switch it on`}</h2>
          <input type="hidden" name="enabled" value={rate.enabled ? '0' : '1'} />
          <button className={button} type="submit">
            {rate.enabled ? <Trans>Switch the rate off</Trans> : <Trans>Switch the rate on</Trans>}
          </button>
        </AdminForm>
      ) : null}
      {canEdit ? (
        <AdminForm action={action} labelledBy="shipping-rate-form-heading">
          <h2 id="shipping-rate-form-heading">
            <Trans>The rate</Trans>
          </h2>
          <FormError form="shippingRate" />
          <ShippingRateFields fields={fields} stores={stores} sentBack={sentBack} />
          <button className={button} type="submit">
            <Trans>Save the rate</Trans>
          </button>
        </AdminForm>
      ) : null}
    </>
  )
}

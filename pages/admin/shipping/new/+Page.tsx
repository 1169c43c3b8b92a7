import { Trans } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { button } from '../../../../components/admin/admin.styles.ts'
import { useSentBack } from '../../../../components/admin/catalogue/ProductFields.tsx'
import { ShippingRateFields } from '../../../../components/admin/shipping/ShippingRateFields.tsx'
import type { ShippingRatePageData } from '../../../../server/admin/shippingPageData.ts'

/** The new shipping rate page (/admin/shipping/new): one form. */
export default function Page() {
  const { fields, stores } = useAdminData<ShippingRatePageData>()
  const sentBack = useSentBack(['shippingRate'])
  return (
    <>
      <p>
        <a href="/admin/shipping">
          <Trans>All shipping rates</Trans>
        </a>
      </p>
      <h1>
        <Trans>New shipping rate</Trans>
      </h1>
      <AdminForm action="/admin/shipping/new" labelledBy="shipping-rate-form-heading">
        <h2 id="shipping-rate-form-heading">
          <Trans>The rate</Trans>
        </h2>
        <FormError form="shippingRate" />
        <ShippingRateFields fields={fields} stores={stores} sentBack={sentBack} />
        <button className={button} type="submit">
          <Trans>Create the rate</Trans>
        </button>
      </AdminForm>
    </>
  )
}

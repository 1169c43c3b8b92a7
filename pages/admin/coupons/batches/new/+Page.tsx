import { Trans } from '@lingui/react/macro'
import { useAdminData } from '../../../../../components/admin/useAdminData.ts'
import { AdminForm } from '../../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../../components/admin/FormError.tsx'
import { button, panel } from '../../../../../components/admin/admin.styles.ts'
import { TextInput, useSentBack } from '../../../../../components/admin/catalogue/ProductFields.tsx'
import { CouponRulesFields } from '../../../../../components/admin/promotions/CouponRulesFields.tsx'
import { PROMOTION_FIELD_ERRORS } from '../../../../../components/admin/promotions/promotionFieldErrors.ts'
import type { NewCouponPageData } from '../../../../../server/admin/promotionsPageData.ts'

/** The new batch page (/admin/coupons/batches/new): a prefix, how many single-use codes, and the rules they share. */
export default function Page() {
  const { couponChoices } = useAdminData<NewCouponPageData>()
  const sentBack = useSentBack(['couponBatch'])
  return (
    <>
      <p>
        <a href="/admin/coupons">
          <Trans>All coupons</Trans>
        </a>
      </p>
      <h1>
        <Trans>New batch of single-use codes</Trans>
      </h1>
      <p>
        <Trans>
          Each code is a coupon of its own, usable once, such as PREFIX-7KQ2M9XZ4T: download them as a CSV
          file once the batch is created.
        </Trans>
      </p>
      <AdminForm action="/admin/coupons/batches/new" labelledBy="batch-form-heading">
        <h2 id="batch-form-heading">
          <Trans>The batch</Trans>
        </h2>
        <FormError form="couponBatch" />
        <fieldset className={panel}>
          <legend>
            <Trans>Codes</Trans>
          </legend>
          <TextInput
            name="prefix"
            label={<Trans>Prefix (capital letters, digits, dashes)</Trans>}
            sentBack={sentBack}
            messages={PROMOTION_FIELD_ERRORS}
          />
          <TextInput
            name="count"
            label={<Trans>How many codes (1 to 5,000)</Trans>}
            sentBack={sentBack}
            messages={PROMOTION_FIELD_ERRORS}
          />
        </fieldset>
        <CouponRulesFields choices={couponChoices} sentBack={sentBack} initial={null} withLimits={false} />
        <button className={button} type="submit">
          <Trans>Create the codes</Trans>
        </button>
      </AdminForm>
    </>
  )
}

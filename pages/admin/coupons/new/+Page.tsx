import { Trans } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { button } from '../../../../components/admin/admin.styles.ts'
import { TextInput, useSentBack } from '../../../../components/admin/catalogue/ProductFields.tsx'
import { CouponRulesFields } from '../../../../components/admin/promotions/CouponRulesFields.tsx'
import { PROMOTION_FIELD_ERRORS } from '../../../../components/admin/promotions/promotionFieldErrors.ts'
import type { NewCouponPageData } from '../../../../server/admin/promotionsPageData.ts'

/** The new coupon page (/admin/coupons/new): its code and rules, one form. */
export default function Page() {
  const { couponChoices } = useAdminData<NewCouponPageData>()
  const sentBack = useSentBack(['coupon'])
  return (
    <>
      <p>
        <a href="/admin/coupons">
          <Trans>All coupons</Trans>
        </a>
      </p>
      <h1>
        <Trans>New coupon</Trans>
      </h1>
      <AdminForm action="/admin/coupons/new" labelledBy="coupon-form-heading">
        <h2 id="coupon-form-heading">
          <Trans>The coupon</Trans>
        </h2>
        <FormError form="coupon" />
        <TextInput
          name="code"
          label={<Trans>Code (capital letters, digits, dashes)</Trans>}
          sentBack={sentBack}
          messages={PROMOTION_FIELD_ERRORS}
        />
        <CouponRulesFields choices={couponChoices} sentBack={sentBack} initial={null} />
        <button className={button} type="submit">
          <Trans>Create the coupon</Trans>
        </button>
      </AdminForm>
    </>
  )
}

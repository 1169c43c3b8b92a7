import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../../components/admin/useAdminFormats.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../components/admin/Notice.tsx'
import { button, panel, table } from '../../../../components/admin/admin.styles.ts'
import { useSentBack } from '../../../../components/admin/catalogue/ProductFields.tsx'
import { CouponRulesFields } from '../../../../components/admin/promotions/CouponRulesFields.tsx'
import type { CouponPageData } from '../../../../server/admin/promotionsPageData.ts'

/** A coupon's page (/admin/coupons/<code>): its rules (one form), switching it off or on, and its uses. */
export default function Page() {
  const { coupon, couponChoices, couponUses } = useAdminData<CouponPageData>()
  const { admin } = usePageContext()
  const { t } = useLingui()
  const { dateTime } = useAdminFormats()
  const sentBack = useSentBack(['coupon'])
  if (!coupon) return null
  const canEdit = admin?.allowed.includes('promotions.edit') ?? false
  const action = `/admin/coupons/${encodeURIComponent(coupon.code)}`
  const { code, uses } = coupon
  return (
    <>
      <p>
        <a href="/admin/coupons">
          <Trans>All coupons</Trans>
        </a>
      </p>
      <h1>
        <Trans>Coupon {code}</Trans>
      </h1>
      <Notice />
      <p>
        {coupon.enabled ? <Trans>Switched on.</Trans> : <Trans>Switched off: it applies nowhere.</Trans>}{' '}
        <Plural value={uses} one="Used # time." other="Used # times." />
        {coupon.batchId !== null ? (
          <>
            {' '}
            <a href={`/admin/coupons/batches/${coupon.batchId}`}>
              <Trans>A code of a batch of single-use codes.</Trans>
            </a>
          </>
        ) : null}
      </p>
      {canEdit ? (
        <AdminForm action={`${action}/enabled`} labelledBy="coupon-switch-heading">
          <h2 id="coupon-switch-heading">{coupon.enabled ? t`Switch it off` : t`Switch it on`}</h2>
          <FormError form="couponEnabled" />
          <input type="hidden" name="enabled" value={coupon.enabled ? '0' : '1'} />
          <button className={button} type="submit">
            {coupon.enabled ? <Trans>Switch the coupon off</Trans> : <Trans>Switch the coupon on</Trans>}
          </button>
        </AdminForm>
      ) : null}
      {canEdit ? (
        <AdminForm action={action} labelledBy="coupon-form-heading">
          <h2 id="coupon-form-heading">
            <Trans>Rules</Trans>
          </h2>
          <FormError form="coupon" />
          <CouponRulesFields choices={couponChoices} sentBack={sentBack} initial={coupon.values} />
          <button className={button} type="submit">
            <Trans>Save the coupon</Trans>
          </button>
        </AdminForm>
      ) : null}
      <section className={panel} aria-labelledby="coupon-uses-heading">
        <h2 id="coupon-uses-heading">
          <Trans>Latest uses</Trans>
        </h2>
        {couponUses.length === 0 ? (
          <p>
            <Trans>Not used yet.</Trans>
          </p>
        ) : (
          <table className={table} aria-labelledby="coupon-uses-heading">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>When</Trans>
                </th>
                <th scope="col">
                  <Trans>Order</Trans>
                </th>
                <th scope="col">
                  <Trans>E-mail</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {couponUses.map((use, index) => (
                <tr key={index}>
                  <td>{dateTime(use.usedAt)}</td>
                  <td>
                    {use.orderId !== null && admin?.allowed.includes('orders.view') ? (
                      <a href={`/admin/orders/${use.orderId}`}>{use.orderNumber}</a>
                    ) : (
                      (use.orderNumber ?? '–')
                    )}
                  </td>
                  <td>{use.email ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  )
}

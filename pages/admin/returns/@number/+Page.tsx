import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../components/admin/Notice.tsx'
import { RETURN_ITEM_STATUS_NAMES, RETURN_STATUS_NAMES } from '../../../../components/admin/careLabels.ts'
import { localeOfStaffLanguage } from '../../../../components/admin/staffLanguage.ts'
import { formatDate } from '../../../../components/price/formatMoney.ts'
import { button, fieldRow, panel, table } from '../../../../components/admin/admin.styles.ts'
import type { ReturnPageData } from '../../../../server/admin/returnPageData.ts'
import { ReturnLineForms } from './ReturnLineForms.tsx'

/**
 * A return (/admin/returns/<number>): its lines, each authorised or denied, received in its
 * condition, approved or rejected; then the approved lines refunded to the card or store credit.
 */
export default function Page() {
  const { entry, conditions } = useAdminData<ReturnPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const locale = localeOfStaffLanguage(admin?.language ?? 'en')
  if (!entry) return null
  const { number, orderNumber, email } = entry
  const conditionLabel = (value: string | null) =>
    value === null ? '—' : (conditions.find((option) => option.value === value)?.label ?? value)
  const refundable = entry.items.some((item) => item.status === 'approved' && item.creditMemoId === null)
  return (
    <>
      <h1>
        <Trans>Return {number}</Trans>
      </h1>
      <Notice />
      <FormError form="refund" />
      <p>
        <Trans>
          Order <a href={`/admin/orders/${entry.orderId}`}>{orderNumber}</a> of {email}
        </Trans>
        {' · '}
        {i18n._(RETURN_STATUS_NAMES[entry.status])}
        {' · '}
        {formatDate(entry.createdAt, locale)}
      </p>
      <table className={table}>
        <caption>
          <Trans>Lines of the return</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Item</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Condition received</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {entry.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.name} ({item.sku})
              </td>
              <td>{item.quantity}</td>
              <td>
                {i18n._(RETURN_ITEM_STATUS_NAMES[item.status])}
                {item.decisionReason ? ` — ${item.decisionReason}` : ''}
                {item.creditMemoId !== null ? (
                  <>
                    {' '}
                    <Trans>(refunded)</Trans>
                  </>
                ) : null}
              </td>
              <td>{conditionLabel(item.receivedCondition)}</td>
              <td>
                <ReturnLineForms number={number} item={item} conditions={conditions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {refundable && admin?.allowed.includes('returns.manage') && admin.allowed.includes('orders.refund') ? (
        <RefundForm action={`/admin/returns/${number}/refund`} />
      ) : null}
    </>
  )
}

function RefundForm({ action }: { action: string }) {
  const destination = useKeptValue('refund', 'destination') || 'card'
  return (
    <section className={panel} aria-labelledby="refund-heading">
      <h2 id="refund-heading">
        <Trans>Refund the approved lines</Trans>
      </h2>
      <AdminForm action={action} labelledBy="refund-heading">
        <fieldset className={fieldRow}>
          <legend>
            <Trans>Refund to</Trans>
          </legend>
          <label>
            <input type="radio" name="destination" value="card" defaultChecked={destination === 'card'} />{' '}
            <Trans>The payment card</Trans>
          </label>
          <label>
            <input
              type="radio"
              name="destination"
              value="storeCredit"
              defaultChecked={destination === 'storeCredit'}
            />{' '}
            <Trans>Store credit</Trans>
          </label>
        </fieldset>
        <button className={button} type="submit">
          <Trans>Refund</Trans>
        </button>
      </AdminForm>
    </section>
  )
}

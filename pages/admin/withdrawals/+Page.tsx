import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../components/admin/FormError.tsx'
import { Notice } from '../../../components/admin/Notice.tsx'
import { Pager } from '../../../components/admin/Pager.tsx'
import { localeOfStaffLanguage } from '../../../components/admin/staffLanguage.ts'
import { formatDate } from '../../../components/price/formatMoney.ts'
import { inlineForm, linkButton, table } from '../../../components/admin/admin.styles.ts'
import type { WithdrawalsPageData } from '../../../server/admin/returnPageData.ts'

/** Withdrawals (/admin/withdrawals, customer service): declared through the withdrawal function, with their acknowledgment e-mail; refund. */
export default function Page() {
  const { waiting, page, pageSize, totalCount, withdrawals } = useAdminData<WithdrawalsPageData>()
  const { admin } = usePageContext()
  const { t } = useLingui()
  const locale = localeOfStaffLanguage(admin?.language ?? 'en')
  const day = (value: string) => formatDate(value, locale)
  const hrefOf = (to: number) =>
    `/admin/withdrawals?${new URLSearchParams({ waiting: waiting ? '1' : '0', page: String(to) })}`
  const mayRefund = admin?.allowed.includes('orders.refund') ?? false
  return (
    <>
      <h1>
        <Trans>Withdrawals</Trans>
      </h1>
      <Notice />
      <FormError form="refund" />
      <p>
        {waiting ? (
          <a href="/admin/withdrawals">
            <Trans>Show every withdrawal</Trans>
          </a>
        ) : (
          <a href="/admin/withdrawals?waiting=1">
            <Trans>Show only those waiting for their refund</Trans>
          </a>
        )}
      </p>
      {withdrawals.length === 0 ? (
        <p>
          <Trans>
            No withdrawal here. Customers declare one with the withdrawal function of their order.
          </Trans>
        </p>
      ) : (
        <table className={table}>
          <caption>
            <Plural value={totalCount} one="# withdrawal" other="# withdrawals, oldest first" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Order</Trans>
              </th>
              <th scope="col">
                <Trans>Customer</Trans>
              </th>
              <th scope="col">
                <Trans>Declared</Trans>
              </th>
              <th scope="col">
                <Trans>Pieces</Trans>
              </th>
              <th scope="col">
                <Trans>Acknowledgement</Trans>
              </th>
              <th scope="col">
                <Trans>Refund</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {withdrawals.map((entry) => {
              const sentAt = entry.acknowledgment?.sentAt ? day(entry.acknowledgment.sentAt) : ''
              return (
                <tr key={entry.id}>
                  <td>
                    <a href={`/admin/orders/${entry.orderId}`}>{entry.orderNumber}</a>
                  </td>
                  <td>
                    {entry.name} ({entry.email})
                  </td>
                  <td>{day(entry.submittedAt)}</td>
                  <td>
                    {entry.wholeOrder
                      ? t`The whole order`
                      : entry.items.map((item) => `${item.quantity} × ${item.name} (${item.sku})`).join(', ')}
                  </td>
                  <td>
                    {entry.acknowledgment === null
                      ? t`No e-mail found`
                      : entry.acknowledgment.status === 'sent'
                        ? t`Sent ${sentAt}`
                        : entry.acknowledgment.status === 'failed'
                          ? t`Failed: see the e-mails not sent on the dashboard`
                          : t`Waiting to be sent`}
                  </td>
                  <td>
                    {entry.creditMemoId !== null ? (
                      <Trans>Refunded</Trans>
                    ) : entry.refundUnderWay ? (
                      <Trans>Refund under way</Trans>
                    ) : mayRefund ? (
                      <RefundForm withdrawalId={entry.id} orderNumber={entry.orderNumber} />
                    ) : (
                      <Trans>Waiting</Trans>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <Pager page={page} pageSize={pageSize} totalCount={totalCount} hrefOf={hrefOf} />
    </>
  )
}

function RefundForm({ withdrawalId, orderNumber }: { withdrawalId: number; orderNumber: string }) {
  const id = `destination-${withdrawalId}`
  return (
    <>
      <AdminForm action="/admin/withdrawals/refund" className={inlineForm}>
        <input type="hidden" name="withdrawalId" value={withdrawalId} />
        <label htmlFor={id}>
          <Trans>Refund order {orderNumber} to</Trans>
        </label>
        <select id={id} name="destination" defaultValue="card">
          <option value="card">
            <Trans>The payment card</Trans>
          </option>
          <option value="storeCredit">
            <Trans>Store credit</Trans>
          </option>
        </select>
        <button className={linkButton} type="submit">
          <Trans>Refund</Trans>
        </button>
      </AdminForm>
    </>
  )
}

import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Selectable } from 'kysely'
import type { OrderAddressTable } from '../../../../db/tables.ts'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../../components/admin/useAdminFormats.ts'
import { Notice } from '../../../../components/admin/Notice.tsx'
import {
  ORDER_STATUS_NAMES,
  CARD_PAYMENT_STATUS_NAMES,
  nameOf,
  REFUND_DESTINATION_NAMES,
  REFUND_STATE_NAMES,
} from '../../../../components/admin/orders/orderNames.ts'
import { columns, panel, table } from '../../../../components/admin/admin.styles.ts'
import type { OrderPageData } from '../../../../server/admin/orderPageData.ts'
import { OrderForms } from './OrderForms.tsx'
import { OrderHistory } from './OrderHistory.tsx'

/** One order (/admin/orders/:orderId, every role): what it holds and what happened, and the forms the role may use. */
export default function Page() {
  const { detail } = useAdminData<OrderPageData>()
  const { i18n } = useLingui()
  const format = useAdminFormats()
  const { order } = detail
  const number = order.number
  return (
    <>
      <p>
        <a href="/admin/orders">
          <Trans>All orders</Trans>
        </a>
      </p>
      <h1>
        <Trans>Order {number}</Trans>
      </h1>
      <Notice />
      <p>
        {i18n._(ORDER_STATUS_NAMES[order.status])} · {order.storeKey} · {format.dateTime(order.createdAt)} ·{' '}
        {order.email}
      </p>
      <OrderLines />
      <div className={columns}>
        <Address title={<Trans>Shipping address</Trans>} address={detail.addresses.shipping} />
        <Address title={<Trans>Billing address</Trans>} address={detail.addresses.billing} />
      </div>
      <div className={columns}>
        <Payment />
        <Documents />
      </div>
      <OrderForms />
      <OrderHistory />
    </>
  )
}

function OrderLines() {
  const { detail } = useAdminData<OrderPageData>()
  const format = useAdminFormats()
  const { totals, order } = detail
  const money = (cents: number) => format.money(cents, order.currency)
  return (
    <table className={table}>
      <caption>
        <Trans>Lines</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Product</Trans>
          </th>
          <th scope="col">
            <Trans>Ordered</Trans>
          </th>
          <th scope="col">
            <Trans>Shipped</Trans>
          </th>
          <th scope="col">
            <Trans>Refunded</Trans>
          </th>
          <th scope="col">
            <Trans>Unit price</Trans>
          </th>
          <th scope="col">
            <Trans>Line total</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {detail.lines.map((line) => (
          <tr key={line.id}>
            <td>
              {line.name} ({line.variantSku ?? line.sku})
              {line.options.map((option) => (
                <span key={option.label}>
                  <br />
                  {option.label}: {option.value}
                </span>
              ))}
            </td>
            <td>{line.quantity}</td>
            <td>{line.isGiftCard ? '—' : line.shipped}</td>
            <td>{line.refunded}</td>
            <td>{money(line.unitPriceCents)}</td>
            <td>{money(line.rowTotalCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <TotalRow label={<Trans>Subtotal</Trans>} value={money(totals.subtotalCents)} />
        {totals.discountCents ? (
          <TotalRow label={<Trans>Discount</Trans>} value={money(-totals.discountCents)} />
        ) : null}
        <TotalRow label={<Trans>Shipping</Trans>} value={money(totals.shippingCents)} />
        <TotalRow label={<Trans>Of which VAT</Trans>} value={money(totals.taxCents)} />
        {totals.giftCardCents ? (
          <TotalRow label={<Trans>Paid by gift card</Trans>} value={money(totals.giftCardCents)} />
        ) : null}
        {totals.storeCreditCents ? (
          <TotalRow label={<Trans>Paid by store credit</Trans>} value={money(totals.storeCreditCents)} />
        ) : null}
        <TotalRow label={<Trans>Grand total</Trans>} value={money(totals.grandTotalCents)} />
        <TotalRow label={<Trans>Refunded</Trans>} value={money(totals.refundedCents)} />
      </tfoot>
    </table>
  )
}

function TotalRow({ label, value }: { label: ReactNode; value: string }) {
  return (
    <tr>
      <th scope="row" colSpan={5}>
        {label}
      </th>
      <td>{value}</td>
    </tr>
  )
}

function Address({ title, address }: { title: ReactNode; address: Selectable<OrderAddressTable> | null }) {
  return (
    <section className={panel}>
      <h2>{title}</h2>
      {address ? (
        <address>
          {[address.company, `${address.firstname} ${address.lastname}`, address.street, address.street_extra]
            .filter(Boolean)
            .map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
          {address.postcode} {address.city}
          <br />
          {address.country_code}
          {address.telephone ? (
            <>
              <br />
              {address.telephone}
            </>
          ) : null}
          {address.vat_id ? (
            <>
              <br />
              {address.vat_id}
            </>
          ) : null}
        </address>
      ) : (
        <p>—</p>
      )}
    </section>
  )
}

function Payment() {
  const { i18n } = useLingui()
  const { detail } = useAdminData<OrderPageData>()
  const format = useAdminFormats()
  const payment = detail.payment
  const currency = detail.order.currency
  return (
    <section className={panel}>
      <h2>
        <Trans>Payment</Trans>
      </h2>
      {payment ? (
        <ul>
          <li>
            {payment.provider} · {payment.method} ·{' '}
            {nameOf(CARD_PAYMENT_STATUS_NAMES, payment.status, (name) => i18n._(name))} ·{' '}
            {format.money(payment.amountCents, currency)}
            {payment.cardBrand ? ` · ${payment.cardBrand} ${payment.cardLast4 ?? ''}` : ''}
          </li>
          <li>
            <Trans>Created</Trans> {format.dateTime(payment.createdAt)}
          </li>
          {payment.capturedAt ? (
            <li>
              <Trans>Captured</Trans> {format.dateTime(payment.capturedAt)}
            </li>
          ) : null}
          {payment.refunds.map((refund) => (
            <li key={refund.id}>
              <Trans>Refund</Trans> {format.money(refund.amountCents, currency)} ·{' '}
              {nameOf(REFUND_STATE_NAMES, refund.status, (name) => i18n._(name))} ·{' '}
              {format.dateTime(refund.createdAt)}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>No card payment: paid by gift card or store credit.</Trans>
        </p>
      )}
    </section>
  )
}

function Documents() {
  const { detail } = useAdminData<OrderPageData>()
  const { i18n } = useLingui()
  const format = useAdminFormats()
  const { order } = detail
  return (
    <section className={panel}>
      <h2>
        <Trans>Invoices and credit memos</Trans>
      </h2>
      {detail.invoices.length === 0 && detail.creditMemos.length === 0 ? (
        <p>
          <Trans>No invoice yet: it is issued when the payment is captured.</Trans>
        </p>
      ) : null}
      <ul>
        {detail.invoices.map((invoice) => {
          const invoiceNumber = invoice.number
          return (
            <li key={invoice.id}>
              <a href={`/admin/orders/${order.id}/invoices/${invoice.id}/pdf`}>
                <Trans>Invoice {invoiceNumber} (PDF)</Trans>
              </a>{' '}
              {format.money(invoice.grandTotalCents, order.currency)}
            </li>
          )
        })}
        {detail.creditMemos.map((memo) => {
          const memoNumber = memo.number
          return (
            <li key={memo.id}>
              <a href={`/admin/orders/${order.id}/credit-memos/${memo.id}/pdf`}>
                <Trans>Credit memo {memoNumber} (PDF)</Trans>
              </a>{' '}
              {format.money(memo.grandTotalCents, order.currency)} ·{' '}
              {REFUND_DESTINATION_NAMES[memo.destination]
                ? i18n._(REFUND_DESTINATION_NAMES[memo.destination]!)
                : memo.destination}{' '}
              · {nameOf(REFUND_STATE_NAMES, memo.state, (name) => i18n._(name))} · {memo.reason}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

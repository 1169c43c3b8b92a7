import type { OrderStatus } from '../orders/orderStatus.ts'
import type { OrderDetail } from './orderDetail.ts'

/** One thing that happened to an order, as the order page's timeline lists it. */
export type TimelineEntry = { at: Date } & (
  | { kind: 'status'; status: OrderStatus }
  | { kind: 'payment'; event: 'created' | 'captured'; amountCents: number }
  | { kind: 'payment_refund'; amountCents: number; status: string }
  | { kind: 'shipment'; number: string; carrierTitle: string; trackingNumber: string }
  | { kind: 'credit_memo'; number: string; grandTotalCents: number; destination: string; state: string }
  | { kind: 'invoice'; number: string }
  | { kind: 'comment'; author: string; body: string }
  | { kind: 'email'; template: string; status: string; emailId: number }
  | { kind: 'audit'; action: string; actor: string; clientAddress: string }
)

/**
 * The order's timeline, oldest first: its statuses, payment events, invoices, parcels, credit
 * memos, e-mails, comments and audit rows. Entries of one moment keep that order (a sort that
 * keeps ties), so a status and the audit row that made it stay together.
 */
export function buildOrderTimeline(
  detail: Omit<OrderDetail, 'timeline'>,
  history: { status: OrderStatus; changed_at: Date }[],
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...history.map((row) => ({ at: row.changed_at, kind: 'status' as const, status: row.status })),
    ...(detail.payment
      ? [
          {
            at: detail.payment.createdAt,
            kind: 'payment' as const,
            event: 'created' as const,
            amountCents: detail.payment.amountCents,
          },
          ...(detail.payment.capturedAt
            ? [
                {
                  at: detail.payment.capturedAt,
                  kind: 'payment' as const,
                  event: 'captured' as const,
                  amountCents: detail.payment.amountCents,
                },
              ]
            : []),
          ...detail.payment.refunds.map((refund) => ({
            at: refund.createdAt,
            kind: 'payment_refund' as const,
            amountCents: refund.amountCents,
            status: refund.status,
          })),
        ]
      : []),
    ...detail.invoices.map((invoice) => ({
      at: invoice.createdAt,
      kind: 'invoice' as const,
      number: invoice.number,
    })),
    ...detail.shipments.map((shipment) => ({
      at: shipment.createdAt,
      kind: 'shipment' as const,
      number: shipment.number,
      carrierTitle: shipment.carrierTitle,
      trackingNumber: shipment.trackingNumber,
    })),
    ...detail.creditMemos.map((memo) => ({
      at: memo.createdAt,
      kind: 'credit_memo' as const,
      number: memo.number,
      grandTotalCents: memo.grandTotalCents,
      destination: memo.destination,
      state: memo.state,
    })),
    ...detail.emails.map((email) => ({
      at: email.sentAt ?? email.createdAt,
      kind: 'email' as const,
      template: email.template,
      status: email.status,
      emailId: email.id,
    })),
    ...detail.comments.map((comment) => ({
      at: comment.createdAt,
      kind: 'comment' as const,
      author: comment.author,
      body: comment.body,
    })),
    ...[...detail.audit].reverse().map((record) => ({
      at: record.at,
      kind: 'audit' as const,
      action: record.action,
      actor: record.actor,
      clientAddress: record.clientAddress,
    })),
  ]
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime())
}

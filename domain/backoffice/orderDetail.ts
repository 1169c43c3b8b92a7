import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database, OrderAddressTable } from '../../db/tables.ts'
import { listAudit, type AuditRecord } from '../audit/auditLog.ts'
import { carrierTitleOf, trackingUrlOf } from '../orders/carriers.ts'
import { nextOrderStatuses, type OrderStatus } from '../orders/orderStatus.ts'
import { orderEmailsQuery } from './orderNotes.ts'
import { buildOrderTimeline, type TimelineEntry } from './orderTimeline.ts'
import { allowed, type BackOfficeActor } from './backOfficeActor.ts'
import { type Refused } from './orderDesk.ts'

/** A line of the order with the pieces shipped and refunded so far. */
export interface OrderDetailLine {
  id: number
  sku: string
  variantSku: string | null
  name: string
  options: { label: string; value: string }[]
  quantity: number
  unitPriceCents: number
  rowTotalCents: number
  discountCents: number
  taxPercent: number
  taxCents: number
  /** Gift cards and files are not shipped. */
  shipped: number
  refunded: number
  isGiftCard: boolean
}

/** A parcel with its tracking page and the pieces it carried (none listed for a parcel older than migration 0055). */
export interface OrderDetailShipment {
  id: number
  number: string
  carrier: string
  carrierTitle: string
  trackingNumber: string
  trackingUrl: string | null
  createdAt: Date
  lines: { orderItemId: number; quantity: number }[]
}

/** An e-mail of the order in the outbox, to show and to send again. */
export interface OrderDetailEmail {
  id: number
  template: string
  recipient: string
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  lastError: string | null
  createdAt: Date
  sentAt: Date | null
}

/** Everything the order page shows. */
export interface OrderDetail {
  order: {
    id: number
    number: string
    storeKey: string
    locale: string
    status: OrderStatus
    /** Where the status may go next (orderStatus.ts). */
    nextStatuses: OrderStatus[]
    createdAt: Date
    shippedAt: Date | null
    deliveredAt: Date | null
    email: string
    customerId: number | null
    currency: string
    shippingMethod: 'home' | 'pickup' | null
    pickupLocationCode: string | null
    paymentMethod: string
    couponCode: string | null
  }
  totals: {
    subtotalCents: number
    discountCents: number
    shippingCents: number
    taxCents: number
    giftCardCents: number
    storeCreditCents: number
    grandTotalCents: number
    /** Every credit memo not refused, to the card or to store credit. */
    refundedCents: number
  }
  lines: OrderDetailLine[]
  addresses: { shipping: Selectable<OrderAddressTable> | null; billing: Selectable<OrderAddressTable> | null }
  payment: {
    id: number
    provider: string
    method: string
    status: string
    amountCents: number
    cardBrand: string | null
    cardLast4: string | null
    createdAt: Date
    capturedAt: Date | null
    refunds: { id: number; amountCents: number; status: string; reason: string; createdAt: Date }[]
  } | null
  /** With their ids, for the PDF links. */
  invoices: { id: number; number: string; grandTotalCents: number; createdAt: Date }[]
  creditMemos: {
    id: number
    number: string
    state: string
    destination: string
    grandTotalCents: number
    reason: string
    createdAt: Date
  }[]
  shipments: OrderDetailShipment[]
  emails: OrderDetailEmail[]
  comments: { id: number; author: string; body: string; createdAt: Date }[]
  /** The customer's (or, for a guest, the e-mail address's) other orders, newest first, at most 20. */
  otherOrders: { id: number; number: string; status: OrderStatus; createdAt: Date; grandTotalCents: number }[]
  audit: AuditRecord[]
  /** Everything that happened, oldest first. */
  timeline: TimelineEntry[]
}

/**
 * The back office's order page (docs/back-office.md#orders): the order with its lines, totals,
 * addresses, payment and its events, invoices and credit memos, parcels, e-mails, comments, the
 * customer's other orders and the timeline of all of them. Null when no order has this id.
 */
export async function orderDetail(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  orderId: number,
): Promise<{ ok: true; detail: OrderDetail | null } | Refused<never>> {
  if (!allowed(actor, 'orders.view')) return { ok: false, error: 'FORBIDDEN' }
  const order = await db.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirst()
  if (!order) return { ok: true, detail: null }
  const id = Number(order.id)
  const [items, shippedRows, refundedRows, addresses, paymentRow, invoices, memos, shipments, parcelLines] =
    await Promise.all([
      db.selectFrom('order_item').selectAll().where('order_id', '=', id).orderBy('id').execute(),
      db
        .selectFrom('order_shipment_item')
        .innerJoin('order_shipment', 'order_shipment.id', 'order_shipment_item.shipment_id')
        .select([
          'order_shipment_item.order_item_id',
          sql<number>`sum(order_shipment_item.quantity)::int`.as('quantity'),
        ])
        .where('order_shipment.order_id', '=', id)
        .groupBy('order_shipment_item.order_item_id')
        .execute(),
      db
        .selectFrom('credit_memo_item')
        .innerJoin('credit_memo', 'credit_memo.id', 'credit_memo_item.credit_memo_id')
        .select([
          'credit_memo_item.order_item_id',
          sql<number>`sum(credit_memo_item.quantity)::int`.as('quantity'),
        ])
        .where('credit_memo.order_id', '=', id)
        .where('credit_memo.state', '<>', 'failed')
        .groupBy('credit_memo_item.order_item_id')
        .execute(),
      db.selectFrom('order_address').selectAll().where('order_id', '=', id).execute(),
      db
        .selectFrom('order_payment')
        .innerJoin('payment', 'payment.id', 'order_payment.payment_id')
        .select([
          'payment.id',
          'payment.provider',
          'payment.method',
          'payment.status',
          'payment.amount_cents',
          'payment.created_at',
          'payment.captured_at',
          'order_payment.card_brand',
          'order_payment.card_last4',
        ])
        .where('order_payment.order_id', '=', id)
        .executeTakeFirst(),
      db
        .selectFrom('invoice')
        .select(['id', 'number', 'grand_total_cents', 'created_at'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('credit_memo')
        .select(['id', 'number', 'state', 'destination', 'grand_total_cents', 'reason', 'created_at'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute(),
      db.selectFrom('order_shipment').selectAll().where('order_id', '=', id).orderBy('id').execute(),
      db
        .selectFrom('order_shipment_item')
        .innerJoin('order_shipment', 'order_shipment.id', 'order_shipment_item.shipment_id')
        .select([
          'order_shipment_item.shipment_id',
          'order_shipment_item.order_item_id',
          'order_shipment_item.quantity',
        ])
        .where('order_shipment.order_id', '=', id)
        .execute(),
    ])
  const [refunds, emails, comments, others, history, audit] = await Promise.all([
    paymentRow
      ? db
          .selectFrom('payment_refund')
          .selectAll()
          .where('payment_id', '=', paymentRow.id)
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
    orderEmailsQuery(db, order)
      .select(['id', 'template', 'recipient', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
      .orderBy('id')
      .execute(),
    db.selectFrom('order_comment').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('shop_order')
      .select(['id', 'number', 'status', 'created_at', 'grand_total_cents'])
      .where((eb) =>
        order.customer_id === null
          ? eb(sql`lower(email)`, '=', order.email.toLowerCase())
          : eb('customer_id', '=', order.customer_id),
      )
      .where('id', '<>', id)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('changed_at')
      .execute(),
    listAudit(db, { subjectType: 'order', subjectId: order.number, limit: 500 }),
  ])
  const countOf = (rows: { order_item_id: number; quantity: number }[], itemId: number) =>
    Number(rows.find((row) => Number(row.order_item_id) === itemId)?.quantity ?? 0)
  const detail: OrderDetail = {
    order: {
      id,
      number: order.number,
      storeKey: order.store_key,
      locale: order.locale,
      status: order.status,
      nextStatuses: nextOrderStatuses(order.status, { shipsGoods: order.shipping_method !== null }),
      createdAt: order.created_at,
      shippedAt: order.shipped_at,
      deliveredAt: order.delivered_at,
      email: order.email,
      customerId: order.customer_id,
      currency: order.currency,
      shippingMethod: order.shipping_method,
      pickupLocationCode: order.pickup_location_code,
      paymentMethod: order.payment_method,
      couponCode: order.coupon_code,
    },
    totals: {
      subtotalCents: order.subtotal_cents,
      discountCents: order.discount_cents,
      shippingCents: order.shipping_cents,
      taxCents: order.tax_cents,
      giftCardCents: order.gift_card_cents,
      storeCreditCents: order.store_credit_cents,
      grandTotalCents: order.grand_total_cents,
      refundedCents: memos
        .filter((memo) => memo.state !== 'failed')
        .reduce((sum, memo) => sum + memo.grand_total_cents, 0),
    },
    lines: items.map((item) => ({
      id: Number(item.id),
      sku: item.sku,
      variantSku: item.variant_sku,
      name: item.name,
      options: item.options,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
      rowTotalCents: item.row_total_cents,
      discountCents: item.discount_cents,
      taxPercent: Number(item.tax_percent),
      taxCents: item.tax_cents,
      // A parcel older than its lines (migration 0055) carried the whole order.
      shipped:
        parcelLines.length === 0 && shipments.length > 0 && !item.giftcard
          ? item.quantity
          : countOf(shippedRows, Number(item.id)),
      refunded: countOf(refundedRows, Number(item.id)),
      isGiftCard: item.giftcard !== null,
    })),
    addresses: {
      shipping: addresses.find((address) => address.kind === 'shipping') ?? null,
      billing: addresses.find((address) => address.kind === 'billing') ?? null,
    },
    payment: paymentRow
      ? {
          id: Number(paymentRow.id),
          provider: paymentRow.provider,
          method: paymentRow.method,
          status: paymentRow.status,
          amountCents: paymentRow.amount_cents,
          cardBrand: paymentRow.card_brand,
          cardLast4: paymentRow.card_last4,
          createdAt: paymentRow.created_at,
          capturedAt: paymentRow.captured_at,
          refunds: refunds.map((refund) => ({
            id: Number(refund.id),
            amountCents: refund.amount_cents,
            status: refund.status,
            reason: refund.reason,
            createdAt: refund.created_at,
          })),
        }
      : null,
    invoices: invoices.map((invoice) => ({
      id: Number(invoice.id),
      number: invoice.number,
      grandTotalCents: invoice.grand_total_cents,
      createdAt: invoice.created_at,
    })),
    creditMemos: memos.map((memo) => ({
      id: Number(memo.id),
      number: memo.number,
      state: memo.state,
      destination: memo.destination,
      grandTotalCents: memo.grand_total_cents,
      reason: memo.reason,
      createdAt: memo.created_at,
    })),
    shipments: shipments.map((shipment) => ({
      id: Number(shipment.id),
      number: shipment.number,
      carrier: shipment.carrier_code,
      carrierTitle: carrierTitleOf(shipment.carrier_code),
      trackingNumber: shipment.tracking_number,
      trackingUrl: trackingUrlOf(shipment.carrier_code, shipment.tracking_number),
      createdAt: shipment.created_at,
      lines: parcelLines
        .filter((line) => Number(line.shipment_id) === Number(shipment.id))
        .map((line) => ({ orderItemId: Number(line.order_item_id), quantity: line.quantity })),
    })),
    emails: emails.map((email) => ({
      id: Number(email.id),
      template: email.template,
      recipient: email.recipient,
      status: email.status,
      attempts: email.attempts,
      lastError: email.last_error,
      createdAt: email.created_at,
      sentAt: email.sent_at,
    })),
    comments: comments.map((comment) => ({
      id: Number(comment.id),
      author: comment.author,
      body: comment.body,
      createdAt: comment.created_at,
    })),
    otherOrders: others.map((other) => ({
      id: Number(other.id),
      number: other.number,
      status: other.status,
      createdAt: other.created_at,
      grandTotalCents: other.grand_total_cents,
    })),
    audit,
    timeline: [],
  }
  detail.timeline = buildOrderTimeline(detail, history)
  return { ok: true, detail }
}

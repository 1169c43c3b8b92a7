import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import {
  customerWithPaidOrder,
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from './helpers/checkoutFixtures.ts'
import { createOutboxWorker, type OutboxRow } from '../../server/email/outboxWorker.ts'
import type { OrderConfirmationEmailData } from '../../domain/email/emailData.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { refundOrder } from '../../domain/invoices/refundOrder.ts'
import { listOrders } from '../../domain/backoffice/orderList.ts'
import { generateOrders } from '../../db/seed/generatedOrders.ts'
import { GENERATED_NAMES } from '../../db/seed/generatedNames.ts'
import { orderDetail } from '../../domain/backoffice/orderDetail.ts'
import { cancelOrder, refundOrderAsStaff } from '../../domain/backoffice/orderRefunds.ts'
import { markOrderDelivered, moveOrderAsStaff, shipOrder } from '../../domain/backoffice/orderShipping.ts'
import { addOrderComment, resendOrderEmail } from '../../domain/backoffice/orderNotes.ts'
import { COMMAND_LINE_STAFF, type BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { type OrderDesk } from '../../domain/backoffice/orderDesk.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
let desk: OrderDesk
const staff: Record<'owner' | 'otherOwner' | 'service' | 'warehouse', BackOfficeActor> = {} as never

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
  desk = {
    db: app.shopDatabase.db,
    stores: app.config.stores,
    orderLinks: app.orderLinks,
    payments: app.payments,
  }
  const member = async (email: string, role: StaffRole): Promise<BackOfficeActor> => {
    const { id } = await app.shopDatabase.db
      .insertInto('staff_member')
      .values({ email, name: email, role })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { staffId: id, email, role, ip: '192.0.2.10' }
  }
  staff.owner = await member('owner@back-office.test', 'owner')
  staff.otherOwner = await member('owner2@back-office.test', 'owner')
  staff.service = await member('service@back-office.test', 'customer_service')
  staff.warehouse = await member('warehouse@back-office.test', 'warehouse')
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db

async function paidOrder(
  options: { quantity?: number; store?: '/fr' | '/en' | '/de' | '/it'; email?: string } = {},
) {
  const placed = await customerWithPaidOrder(app, {
    store: options.store ?? '/fr',
    quantity: options.quantity ?? 2,
    email: options.email,
  })
  const order = await db()
    .selectFrom('shop_order')
    .selectAll()
    .where('number', '=', placed.order.order_number)
    .executeTakeFirstOrThrow()
  const lines = await db()
    .selectFrom('order_item')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute()
  return { ...placed, id: Number(order.id), number: order.number, order, lines }
}

/** What a staff member could see change: the order, its parcels, memos, money, comments, e-mails and audit rows. */
async function snapshot(orderId: number) {
  const order = await db()
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  const count = async (table: 'order_shipment' | 'credit_memo' | 'order_comment') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const audit = await db()
    .selectFrom('audit_log')
    .select(sql<number>`count(*)`.as('n'))
    .where('subject_id', '=', order.number)
    .executeTakeFirstOrThrow()
  const emails = await db()
    .selectFrom('email_outbox')
    .select(sql<number>`count(*)`.as('n'))
    .where('recipient', '=', order.email)
    .executeTakeFirstOrThrow()
  const stock = await db()
    .selectFrom('product')
    .select(['sku', 'qty'])
    .where(
      'sku',
      'in',
      (
        await db()
          .selectFrom('order_item')
          .select(sql<string>`coalesce(variant_sku, sku)`.as('sku'))
          .where('order_id', '=', orderId)
          .execute()
      ).map((row) => row.sku),
    )
    .orderBy('sku')
    .execute()
  return {
    status: order.status,
    shipments: await count('order_shipment'),
    memos: await count('credit_memo'),
    comments: await count('order_comment'),
    audit: Number(audit.n),
    emails: Number(emails.n),
    stock,
  }
}

async function refundedOnPayment(orderId: number) {
  const { cents } = await db()
    .selectFrom('payment_refund')
    .innerJoin('order_payment', 'order_payment.payment_id', 'payment_refund.payment_id')
    .select(sql<number>`coalesce(sum(payment_refund.amount_cents), 0)`.as('cents'))
    .where('order_payment.order_id', '=', orderId)
    .where('payment_refund.status', '<>', 'failed')
    .executeTakeFirstOrThrow()
  return Number(cents)
}

async function auditActions(orderNumber: string) {
  return await db()
    .selectFrom('audit_log')
    .select(['action', 'actor', 'client_address', 'before', 'after'])
    .where('subject_type', '=', 'order')
    .where('subject_id', '=', orderNumber)
    .orderBy('id')
    .execute()
}

describe('shipping', () => {
  it('ships part of an order, then the rest: the shopper is e-mailed each time and the order is shipped with its last piece', async () => {
    const order = await paidOrder({ quantity: 3 })
    const [line] = order.lines
    const first = await shipOrder(desk, staff.warehouse, {
      orderId: order.id,
      carrier: 'colissimo',
      trackingNumber: '6A12345678901',
      lines: [{ orderItemId: Number(line!.id), quantity: 1 }],
    })
    expect(first).toEqual({
      ok: true,
      shipmentNumber: `${order.number}-1`,
      status: 'processing',
      piecesLeft: 2,
    })
    const second = await shipOrder(desk, staff.warehouse, {
      orderId: order.id,
      carrier: 'dhl',
      trackingNumber: 'JD0142',
    })
    expect(second).toEqual({
      ok: true,
      shipmentNumber: `${order.number}-2`,
      status: 'shipped',
      piecesLeft: 0,
    })
    expect(
      await shipOrder(desk, staff.warehouse, { orderId: order.id, carrier: 'dhl', trackingNumber: 'JD0143' }),
    ).toEqual({
      ok: false,
      error: 'NOT_SHIPPABLE',
    })
    const shipped = await db()
      .selectFrom('email_outbox')
      .select('data')
      .where('recipient', '=', order.email)
      .where('template', '=', 'orderShipped')
      .orderBy('id')
      .execute()
    expect(shipped).toHaveLength(2)
    expect(shipped[1]!.data).toMatchObject({
      number: order.number,
      parcels: [
        { carrier: 'Colissimo', trackingNumber: '6A12345678901' },
        { carrier: 'DHL', trackingNumber: 'JD0142' },
      ],
    })
    expect(await markOrderDelivered(desk, staff.warehouse, { orderId: order.id })).toMatchObject({
      ok: true,
      to: 'delivered',
    })
    const audit = await auditActions(order.number)
    expect(audit.map((row) => [row.action, row.actor, row.client_address])).toEqual([
      ['orders.ship', 'warehouse@back-office.test', '192.0.2.10'],
      ['orders.ship', 'warehouse@back-office.test', '192.0.2.10'],
      ['orders.deliver', 'warehouse@back-office.test', '192.0.2.10'],
    ])
    expect(audit[0]!.before).toEqual({ status: 'processing', piecesLeft: 3 })
    expect(audit[0]!.after).toMatchObject({
      status: 'processing',
      piecesLeft: 2,
      carrier: 'colissimo',
      lines: [{ quantity: 1 }],
    })
  })

  it('refuses more pieces than are left, an unknown line, carrier or tracking number, changing nothing', async () => {
    const order = await paidOrder({ quantity: 2 })
    const itemId = Number(order.lines[0]!.id)
    const before = await snapshot(order.id)
    const ship = (input: Partial<Parameters<typeof shipOrder>[2]>) =>
      shipOrder(desk, staff.owner, {
        orderId: order.id,
        carrier: 'gls',
        trackingNumber: 'GLS-0001',
        ...input,
      })
    expect(await ship({ lines: [{ orderItemId: itemId, quantity: 3 }] })).toEqual({
      ok: false,
      error: 'QUANTITY_TOO_LARGE',
    })
    expect(await ship({ lines: [{ orderItemId: itemId + 100_000, quantity: 1 }] })).toEqual({
      ok: false,
      error: 'LINE_NOT_FOUND',
    })
    expect(await ship({ carrier: 'pigeon' })).toEqual({ ok: false, error: 'UNKNOWN_CARRIER' })
    expect(await ship({ trackingNumber: 'no spaces please' })).toEqual({
      ok: false,
      error: 'INVALID_TRACKING_NUMBER',
    })
    expect(await ship({ orderId: 987_654_321 })).toEqual({ ok: false, error: 'ORDER_NOT_FOUND' })
    expect(await snapshot(order.id)).toEqual(before)
  })
})

describe('cancelling', () => {
  it('gives the stock back, refunds the card in full with the refund e-mail, and then refuses shipping', async () => {
    const order = await paidOrder({ quantity: 2 })
    const before = await snapshot(order.id)
    const cancelled = await cancelOrder(desk, staff.service, { orderId: order.id, reason: 'customer called' })
    expect(cancelled).toMatchObject({
      ok: true,
      refundFailed: false,
      refund: {
        destination: 'payment',
        totalCents: order.order.subtotal_cents - order.order.discount_cents + order.order.shipping_cents,
      },
    })
    const after = await snapshot(order.id)
    expect(after.status).toBe('cancelled')
    expect(after.stock.map((row) => row.qty)).toEqual(before.stock.map((row) => row.qty + 2))
    expect(await refundedOnPayment(order.id)).toBe(order.order.grand_total_cents)
    const templates = (
      await db().selectFrom('email_outbox').select('template').where('recipient', '=', order.email).execute()
    ).map((row) => row.template)
    expect(templates).toContain('creditMemo')

    expect(
      await shipOrder(desk, staff.warehouse, {
        orderId: order.id,
        carrier: 'colissimo',
        trackingNumber: '6A00000000001',
      }),
    ).toEqual({
      ok: false,
      error: 'NOT_SHIPPABLE',
    })
    expect(await snapshot(order.id)).toEqual(after)
    expect((await auditActions(order.number)).map((row) => row.action)).toEqual(['orders.cancel'])
  })

  it('refuses an order of which a parcel left', async () => {
    const order = await paidOrder({ quantity: 2 })
    await shipOrder(desk, staff.warehouse, {
      orderId: order.id,
      carrier: 'colissimo',
      trackingNumber: '6A00000000002',
      lines: [{ orderItemId: Number(order.lines[0]!.id), quantity: 1 }],
    })
    const before = await snapshot(order.id)
    expect(await cancelOrder(desk, staff.owner, { orderId: order.id })).toEqual({
      ok: false,
      error: 'ALREADY_SHIPPED',
    })
    expect(await snapshot(order.id)).toEqual(before)
  })

  it('racing a shipment: exactly one wins, and the order is either shipped or cancelled and refunded', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await paidOrder({ quantity: 1 })
      const [cancelled, shipped] = await Promise.all([
        cancelOrder(desk, staff.service, { orderId: order.id }),
        shipOrder(desk, staff.warehouse, {
          orderId: order.id,
          carrier: 'brt',
          trackingNumber: `BRT-${round}-0001`,
        }),
      ])
      expect([cancelled.ok, shipped.ok].filter(Boolean)).toHaveLength(1)
      const after = await snapshot(order.id)
      if (shipped.ok) {
        expect(cancelled).toMatchObject({ ok: false })
        expect(after).toMatchObject({ status: 'shipped', shipments: 1, memos: 0 })
      } else {
        expect(shipped).toEqual({ ok: false, error: 'NOT_SHIPPABLE' })
        expect(after).toMatchObject({ status: 'cancelled', shipments: 0, memos: 1 })
      }
    }
  })
})

describe('refunds', () => {
  it('two staff refunding the same order at once never refund more than was paid', async () => {
    const order = await paidOrder({ quantity: 2 })
    const refund = (actor: BackOfficeActor) =>
      refundOrderAsStaff(desk, actor, { orderId: order.id, toStoreCredit: false, reason: 'parcel lost' })
    const outcomes = await Promise.all([refund(staff.owner), refund(staff.otherOwner)])
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/NOTHING_TO_REFUND|AMOUNT_TOO_LARGE/),
    })
    expect(await refundedOnPayment(order.id)).toBe(order.order.grand_total_cents)
    const memos = await db()
      .selectFrom('credit_memo')
      .select(['state', 'reason'])
      .where('order_id', '=', order.id)
      .execute()
    expect(memos).toEqual([{ state: 'refunded', reason: 'parcel lost' }])
  })

  it('refunds chosen pieces to store credit with a reason, and a racing return refund of the same pieces pays once', async () => {
    const order = await paidOrder({ quantity: 2 })
    const sku = order.lines[0]!.variant_sku ?? order.lines[0]!.sku
    const [staffRefund, returnRefund] = await Promise.all([
      refundOrderAsStaff(desk, staff.service, {
        orderId: order.id,
        items: [{ sku, quantity: 2 }],
        toStoreCredit: true,
        reason: 'damaged',
      }),
      // What a shopper's approved return refunds (scripts/advanceReturn.ts): the same pieces, to the card.
      refundOrder(desk, { orderId: order.id, items: [{ sku, quantity: 2 }], toStoreCredit: false }).then(
        (outcome) => ({ ok: true as const, ...outcome }),
        (error: { code: string }) => ({ ok: false as const, error: error.code }),
      ),
    ])
    expect([staffRefund.ok, returnRefund.ok].filter(Boolean)).toHaveLength(1)
    const memos = await db()
      .selectFrom('credit_memo')
      .innerJoin('credit_memo_item', 'credit_memo_item.credit_memo_id', 'credit_memo.id')
      .select(['credit_memo.state', 'credit_memo_item.quantity'])
      .where('credit_memo.order_id', '=', order.id)
      .where('credit_memo.state', '<>', 'failed')
      .execute()
    expect(memos.reduce((sum, memo) => sum + memo.quantity, 0)).toBe(2)
    if (staffRefund.ok) {
      expect(staffRefund.destination).toBe('store_credit')
      expect(await refundedOnPayment(order.id)).toBe(0)
    } else {
      expect(staffRefund.error).toBe('QUANTITY_TOO_LARGE')
    }
  })

  it('keeps customer service within its refund limit per order, all refunds counted', async () => {
    // An order above the limit (200.00): the dearest variant with stock for 6 pieces.
    const placed = await paidOrder({ quantity: 1 })
    const { rows } = await sql<{ sku: string; colour: string; size: string }>`
      select p.sku, v.colour, v.size from product p
      join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 6 and v.size is not null and v.colour is not null
      where p.type = 'configurable' and p.is_in_stock
        and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
      order by v.final_price desc, v.sku limit 1`.execute(db())
    const { cartId } = await readyCart(placed.agent, {
      store: '/fr',
      items: [itemOf(rows[0]!, 6)],
      country: 'FR',
      email: null,
    })
    const number = (await placeOrderPaid(app, placed.agent, cartId, { store: '/fr' })).data?.placeOrder?.order
      .order_number
    const order = await db()
      .selectFrom('shop_order')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow()
    const orderId = Number(order.id)
    const cost = order.subtotal_cents - order.discount_cents + order.shipping_cents
    expect(cost).toBeGreaterThan(20_000)
    const refund = (actor: BackOfficeActor, items?: { sku: string; quantity: number }[]) =>
      refundOrderAsStaff(desk, actor, { orderId, items, toStoreCredit: true, reason: 'goodwill' })
    const line = await db()
      .selectFrom('order_item')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
    const onePiece = [{ sku: line.variant_sku ?? line.sku, quantity: 1 }]
    expect(await refund(staff.service, onePiece)).toMatchObject({ ok: true })
    const before = await snapshot(orderId)
    // What is left is above the limit once the first piece is counted.
    expect(await refund(staff.service)).toEqual({ ok: false, error: 'OVER_REFUND_LIMIT' })
    expect(await snapshot(orderId)).toEqual(before)
    expect(await refund(staff.owner)).toMatchObject({ ok: true })
  })

  it('asks for a reason', async () => {
    const order = await paidOrder({ quantity: 1 })
    expect(
      await refundOrderAsStaff(desk, staff.owner, { orderId: order.id, toStoreCredit: true, reason: '  ' }),
    ).toEqual({
      ok: false,
      error: 'REASON_REQUIRED',
    })
  })
})

describe('role refusals', () => {
  it('answer FORBIDDEN and change nothing', async () => {
    const order = await paidOrder({ quantity: 2 })
    const before = await snapshot(order.id)
    const refusals = await Promise.all([
      shipOrder(desk, staff.service, {
        orderId: order.id,
        carrier: 'colissimo',
        trackingNumber: '6A00000000003',
      }),
      cancelOrder(desk, staff.warehouse, { orderId: order.id }),
      refundOrderAsStaff(desk, staff.warehouse, { orderId: order.id, toStoreCredit: true, reason: 'no' }),
      markOrderDelivered(desk, staff.service, { orderId: order.id }),
      moveOrderAsStaff(desk, staff.warehouse, { orderId: order.id, to: 'cancelled' }),
    ])
    expect(refusals).toEqual(refusals.map(() => ({ ok: false, error: 'FORBIDDEN' })))
    expect(await snapshot(order.id)).toEqual(before)
  })
})

describe('comments, e-mails and the order page', () => {
  it('shows lines, totals, parcels, memos, e-mails, comments, other orders and a timeline in time order', async () => {
    const email = `detail-${Date.now()}@example.com`
    const first = await paidOrder({ quantity: 2, email })
    const order = await paidOrder({ quantity: 2, email: `other-${email}` })
    const itemId = Number(order.lines[0]!.id)
    const sku = order.lines[0]!.variant_sku ?? order.lines[0]!.sku
    await shipOrder(desk, staff.warehouse, {
      orderId: order.id,
      carrier: 'colissimo',
      trackingNumber: '6A00000000004',
      lines: [{ orderItemId: itemId, quantity: 1 }],
    })
    await refundOrderAsStaff(desk, staff.service, {
      orderId: order.id,
      items: [{ sku, quantity: 1 }],
      toStoreCredit: true,
      reason: 'not sent',
    })
    expect(
      await addOrderComment(desk.db, staff.warehouse, {
        orderId: order.id,
        body: '  Only one left on the shelf  ',
      }),
    ).toMatchObject({ ok: true })
    expect(await addOrderComment(desk.db, staff.warehouse, { orderId: order.id, body: '   ' })).toEqual({
      ok: false,
      error: 'EMPTY_COMMENT',
    })

    const answer = await orderDetail(desk.db, staff.warehouse, order.id)
    if (!answer.ok || !answer.detail) throw new Error('no detail')
    const { detail } = answer
    expect(detail.lines).toEqual([
      expect.objectContaining({ id: itemId, quantity: 2, shipped: 1, refunded: 1 }),
    ])
    expect(detail.totals).toMatchObject({
      grandTotalCents: order.order.grand_total_cents,
      refundedCents: expect.any(Number),
    })
    expect(detail.addresses.shipping).toMatchObject({ lastname: 'Martin', postcode: '69002' })
    expect(detail.payment).toMatchObject({ status: 'succeeded', amountCents: order.order.grand_total_cents })
    expect(detail.invoices).toHaveLength(1)
    expect(detail.creditMemos).toEqual([
      expect.objectContaining({ destination: 'store_credit', reason: 'not sent' }),
    ])
    expect(detail.shipments).toEqual([
      expect.objectContaining({ carrierTitle: 'Colissimo', lines: [{ orderItemId: itemId, quantity: 1 }] }),
    ])
    expect(detail.emails.map((row) => row.template)).toEqual([
      'orderConfirmation',
      'orderShipped',
      'creditMemo',
    ])
    expect(detail.comments).toEqual([
      expect.objectContaining({ author: 'warehouse@back-office.test', body: 'Only one left on the shelf' }),
    ])
    const times = detail.timeline.map((entry) => entry.at.getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(new Set(detail.timeline.map((entry) => entry.kind))).toEqual(
      new Set(['status', 'payment', 'invoice', 'shipment', 'credit_memo', 'email', 'comment', 'audit']),
    )

    const shippedEmail = detail.emails.find((row) => row.template === 'orderShipped')!
    const resent = await resendOrderEmail(desk.db, staff.service, {
      orderId: order.id,
      emailId: shippedEmail.id,
    })
    expect(resent).toMatchObject({ ok: true })
    const again = await orderDetail(desk.db, staff.service, order.id)
    expect(again.ok && again.detail?.emails.map((row) => row.template)).toEqual([
      'orderConfirmation',
      'orderShipped',
      'creditMemo',
      'orderShipped',
    ])
    // An e-mail of another order is not this order's to send.
    const foreign = (await orderDetail(desk.db, staff.owner, first.id)) as {
      ok: true
      detail: { emails: { id: number }[] }
    }
    expect(
      await resendOrderEmail(desk.db, staff.service, {
        orderId: order.id,
        emailId: foreign.detail.emails[0]!.id,
      }),
    ).toEqual({
      ok: false,
      error: 'EMAIL_NOT_FOUND',
    })
    expect((await auditActions(order.number)).map((row) => row.action)).toEqual([
      'orders.ship',
      'orders.refund',
      'orders.comment',
      'orders.email_resend',
    ])
  })

  it("still lists an e-mail once sent, and sends it again whole, a guest's order link signed anew", async () => {
    const variant = await orderableVariant(app, 5)
    const guest = newGuest(app)
    const { cartId } = await readyCart(guest, {
      store: '/en',
      items: [itemOf(variant, 1)],
      email: 'sent.once@example.org',
    })
    const placed = (await placeOrderPaid(app, guest, cartId)).data?.placeOrder.order as {
      order_id: string
      order_number: string
    }
    const orderId = Number(placed.order_id)
    // The outbox worker sends what is due (this app runs none), keeping what each message held.
    const delivered = new Map<number, OutboxRow>()
    const sendDueEmails = () =>
      createOutboxWorker({
        db: desk.db,
        log: app.log,
        pollIntervalMs: 60_000,
        deliver: async (row) => void delivered.set(Number(row.id), row),
      }).drain()
    await sendDueEmails()
    const listed = await orderDetail(desk.db, staff.service, orderId)
    if (!listed.ok || !listed.detail) throw new Error('no detail')
    const [confirmation] = listed.detail.emails
    expect(confirmation).toMatchObject({ template: 'orderConfirmation', status: 'sent' })

    const later = new Date(Date.now() + 20 * 24 * 3600 * 1000)
    const resent = await resendOrderEmail(
      desk.db,
      staff.service,
      { orderId, emailId: confirmation!.id },
      later,
      desk.orderLinks,
    )
    if (!resent.ok) throw new Error(resent.error)
    // Sent 20 days later: due now for this test's worker.
    await desk.db
      .updateTable('email_outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', resent.emailId)
      .execute()
    await sendDueEmails()
    const again = await orderDetail(desk.db, staff.service, orderId)
    expect(again.ok && again.detail?.emails.map((row) => [row.template, row.status])).toEqual([
      ['orderConfirmation', 'sent'],
      ['orderConfirmation', 'sent'],
    ])
    const first = delivered.get(confirmation!.id)!.data as unknown as OrderConfirmationEmailData
    const second = delivered.get(resent.emailId)!.data as unknown as OrderConfirmationEmailData
    const withoutTokens = (data: OrderConfirmationEmailData) =>
      JSON.parse(JSON.stringify(data).replace(/token=[^"&]+/g, 'token=')) as unknown
    expect(withoutTokens(second)).toEqual(withoutTokens(first))
    expect(second).toMatchObject({ number: placed.order_number, items: [expect.anything()] })
    // The guest's link opens the order for 30 days from the resend, not from the order.
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!
    const lastDay = new Date(later.getTime() + 29 * 24 * 3600 * 1000)
    expect(desk.orderLinks!.verify(tokenOf(first.orderUrl), lastDay)).toBeNull()
    expect(desk.orderLinks!.verify(tokenOf(second.orderUrl), lastDay)).toBe(orderId)
  })

  it("lists the customer's other orders", async () => {
    const placed = await paidOrder({ quantity: 1 })
    const { cartId } = await readyCart(placed.agent, {
      store: '/fr',
      items: [itemOf(placed.variant, 1)],
      country: 'FR',
      email: null,
    })
    const second = (await placeOrderPaid(app, placed.agent, cartId, { store: '/fr' })).data?.placeOrder?.order
    const answer = await orderDetail(desk.db, staff.owner, placed.id)
    expect(answer.ok && answer.detail?.otherOrders.map((other) => other.number)).toEqual([
      second.order_number,
    ])
  })

  it('records the npm commands as "command line"', async () => {
    const order = await paidOrder({ quantity: 1 })
    expect(
      await moveOrderAsStaff(desk, COMMAND_LINE_STAFF, {
        orderId: order.id,
        to: 'shipped',
        shipment: { carrier: 'colissimo', trackingNumber: '6A00000000005' },
      }),
    ).toMatchObject({ ok: true, to: 'shipped' })
    expect(await auditActions(order.number)).toEqual([
      expect.objectContaining({
        action: 'orders.status',
        actor: 'command line',
        client_address: '',
        before: { status: 'processing' },
      }),
    ])
  })
})

describe('the order list', () => {
  it('finds an order by number, e-mail, name and postcode, filters and sorts it, with the count of every match', async () => {
    const email = `Searchable.${Date.now()}@Example.com`
    const order = await paidOrder({ quantity: 1, store: '/de', email })
    await db()
      .updateTable('order_address')
      .set({ firstname: 'Zéphyrine', lastname: 'Quagliarello', postcode: 'ZX9 8QQ' })
      .where('order_id', '=', order.id)
      .execute()
    const search = async (query: Parameters<typeof listOrders>[2]) => {
      const page = await listOrders(desk.db, staff.warehouse, query)
      if (!page.ok) throw new Error('refused')
      return page
    }
    const numbers = async (query: Parameters<typeof listOrders>[2]) =>
      (await search(query)).rows.map((row) => row.number)
    expect(await numbers({ search: order.number })).toEqual([order.number])
    expect(await numbers({ search: email.toLowerCase() })).toEqual([order.number])
    expect(await numbers({ search: email.slice(0, 15) })).toEqual([order.number])
    expect(await numbers({ search: email.slice(3, 15) })).toEqual([])
    expect(await numbers({ search: 'quagliarello' })).toEqual([order.number])
    expect(await numbers({ search: 'Zéphyrine Quag' })).toEqual([order.number])
    expect(await numbers({ search: 'zx98' })).toEqual([order.number])
    expect(
      await numbers({
        search: 'ZX9 8QQ',
        storeKey: 'b2c_de',
        status: 'processing',
        deliveryMethod: 'home',
        paymentStatus: 'paid',
      }),
    ).toEqual([order.number])
    expect(await numbers({ search: 'quagliarello', storeKey: 'b2c_fr' })).toEqual([])
    expect(await numbers({ search: 'quagliarello', status: 'shipped' })).toEqual([])
    expect(await numbers({ search: 'quagliarello', paymentStatus: 'refunded' })).toEqual([])
    expect(await numbers({ search: 'quagliarello', to: order.order.created_at })).toEqual([])
    expect(await numbers({ search: 'quagliarello', from: order.order.created_at })).toEqual([order.number])
    const [row] = (await search({ search: order.number })).rows
    expect(row).toMatchObject({
      id: order.id,
      storeKey: 'b2c_de',
      email,
      name: 'Zéphyrine Quagliarello',
      postcode: 'ZX9 8QQ',
      paymentStatus: 'paid',
      deliveryMethod: 'home',
    })

    await refundOrderAsStaff(desk, staff.owner, { orderId: order.id, toStoreCredit: true, reason: 'test' })
    expect(await numbers({ search: 'quagliarello', paymentStatus: 'refunded' })).toEqual([order.number])

    const all = await search({ pageSize: 5 })
    expect(all.rows).toHaveLength(5)
    const total = Number(
      (
        await db()
          .selectFrom('shop_order')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    expect(all.total).toBe(total)
    const dates = all.rows.map((entry) => entry.createdAt.getTime())
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const byTotal = (await search({ sort: 'total_asc', pageSize: 20 })).rows.map(
      (entry) => entry.grandTotalCents,
    )
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b))
    const second = await search({ pageSize: 5, page: 2 })
    expect(second.rows.map((entry) => entry.id)).not.toContain(all.rows[0]!.id)
  })
})

describe('db:generate --orders', () => {
  it('adds orders spread over the stores, statuses and delivery methods, each with its addresses and line, found by the list', async () => {
    const before = Number(
      (
        await db()
          .selectFrom('shop_order')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    await generateOrders(db(), 600)
    const generated = await db()
      .selectFrom('shop_order')
      .select(['id', 'store_key', 'status', 'shipping_method', 'email', 'number'])
      .where('cart_id', 'like', 'generated-%')
      .execute()
    expect(generated).toHaveLength(600)
    expect(
      Number(
        (
          await db()
            .selectFrom('shop_order')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before + 600)
    expect(new Set(generated.map((order) => order.store_key))).toEqual(
      new Set(['b2c_fr', 'b2c_de', 'b2c_it', 'b2c_en']),
    )
    expect(new Set(generated.map((order) => order.status))).toEqual(
      new Set(['processing', 'shipped', 'delivered', 'cancelled', 'closed']),
    )
    expect(new Set(generated.map((order) => order.shipping_method))).toEqual(
      new Set(['home', 'pickup', null]),
    )
    const ids = generated.map((order) => Number(order.id))
    const addresses = await db()
      .selectFrom('order_address')
      .select('order_id')
      .where('order_id', 'in', ids)
      .execute()
    const lines = await db()
      .selectFrom('order_item')
      .select('order_id')
      .where('order_id', 'in', ids)
      .execute()
    expect([addresses.length, lines.length]).toEqual([1200, 600])
    // Each buyer is named in their store's language.
    const names = await db()
      .selectFrom('order_address')
      .innerJoin('shop_order', 'shop_order.id', 'order_address.order_id')
      .select(['shop_order.store_key', 'order_address.firstname', 'order_address.lastname'])
      .where('order_address.order_id', 'in', ids)
      .execute()
    const languages = { b2c_fr: 'fr', b2c_de: 'de', b2c_it: 'it', b2c_en: 'en' } as const
    const strangers = names.filter(({ store_key, firstname, lastname }) => {
      const language = GENERATED_NAMES[languages[store_key as keyof typeof languages]]
      return !language.first.includes(firstname) || !language.last.includes(lastname)
    })
    expect(strangers).toEqual([])
    expect(new Set(names.map((name) => name.lastname)).size).toBeGreaterThan(100)
    const sample = generated[123]!
    const found = await listOrders(desk.db, staff.owner, { search: sample.email })
    expect(found.ok && found.rows.map((row) => row.number)).toContain(sample.number)
  })
})

describe('a search that matches more than 1 000 orders', () => {
  it('counts up to 1 000, shows the newest first, and pages on past the count until the last page', async () => {
    const { last } = await db()
      .selectFrom('shop_order')
      .select(sql<number>`coalesce(max(id), 0)`.as('last'))
      .executeTakeFirstOrThrow()
    await generateOrders(db(), 1100)
    await db()
      .updateTable('order_address')
      .set({ lastname: 'Zanzibarotti' })
      .where('order_id', '>', Number(last))
      .execute()
    const newest = (
      await db()
        .selectFrom('shop_order')
        .select('number')
        .where('id', '>', Number(last))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((order) => order.number)
    const search = async (page: number) => {
      const found = await listOrders(desk.db, staff.warehouse, { search: 'Zanzibarotti', page })
      if (!found.ok) throw new Error('refused')
      return {
        total: found.total,
        totalCapped: found.totalCapped,
        numbers: found.rows.map((row) => row.number),
      }
    }
    expect(await search(1)).toEqual({ total: 1000, totalCapped: true, numbers: newest.slice(0, 50) })
    // Past the cap, the count reaches one page further: the pager still knows a next page exists.
    expect(await search(21)).toEqual({ total: 1050, totalCapped: true, numbers: newest.slice(1000, 1050) })
    expect(await search(22)).toEqual({ total: 1100, totalCapped: false, numbers: newest.slice(1050) })
  })
})

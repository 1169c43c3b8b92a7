import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { TZDate } from '@date-fns/tz'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import {
  customerWithPaidOrder,
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
  readyGiftCardCart,
} from './helpers/checkoutFixtures.ts'
import { giftCardItem } from './helpers/cartFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import type { GraphqlAgent } from './helpers/graphqlAgent.ts'
import { withdrawalCalendarOf, withdrawalDeadline } from '../../domain/withdrawal/withdrawalPeriod.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { CONTACT } from '../../config/shopConfig.ts'
import { listWithdrawals } from '../../domain/backoffice/withdrawalQueue.ts'
import { COMMAND_LINE_STAFF } from '../../domain/backoffice/backOfficeActor.ts'
import { createOutboxWorker } from '../../server/email/outboxWorker.ts'

const FUNCTION_FIELDS =
  'withdrawal { state available deadline revision items { order_item_id product_name product_sku quantity_ordered quantity_left is_gift_card } }'
const WITHDRAWAL_FIELDS =
  'id order_number submitted_at name email whole_order items { order_item_id product_name product_sku quantity selected_options { label value } }'
const CUSTOMER_ORDER = `query ($id: ID!) { customer { order(orderId: $id) { order_id order_number ${FUNCTION_FIELDS} withdrawals { ${WITHDRAWAL_FIELDS} } } } }`
const GUEST_ORDER = `query ($token: String!) { guestOrderByToken(input: { token: $token }) { order_id order_number ${FUNCTION_FIELDS} withdrawals { ${WITHDRAWAL_FIELDS} } } }`
const WITHDRAW = `mutation ($input: WithdrawFromContractInput!) { withdrawFromContract(input: $input) { success errorCode errorMessage errorField withdrawal { ${WITHDRAWAL_FIELDS} } } }`
const STATEMENT = `query ($input: WithdrawFromContractInput!) { withdrawalStatement(input: $input) { success errorCode errorField statement { order_number name email whole_order items { order_item_id product_sku quantity } } } }`

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db
const withdrawalRows = async (orderId: string) =>
  db().selectFrom('order_withdrawal').selectAll().where('order_id', '=', Number(orderId)).execute()
/** The withdrawal e-mails queued for an order, oldest first (an order's e-mails keep their data once sent). */
async function withdrawalEmails(orderNumber: string) {
  const rows = await db()
    .selectFrom('email_outbox')
    .selectAll()
    .where('template', 'in', ['withdrawalAcknowledgment', 'withdrawalReceived'])
    .where('order_number', '=', orderNumber)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    ...row,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
  }))
}
const orderOf = async (agent: GraphqlAgent, id: string, store = '/fr') =>
  (await agent.query(CUSTOMER_ORDER, { id }, { store })).data?.customer.order
/** Midday, `days` calendar days before today in the time zone: delivered then, the period's last day is today + 14 − days. */
function middayDaysAgo(days: number, timeZone: string): Date {
  const today = new TZDate(Date.now(), timeZone)
  return new Date(
    new TZDate(today.getFullYear(), today.getMonth(), today.getDate() - days, 12, 0, timeZone).getTime(),
  )
}
async function deliver(orderId: string, deliveredAt: Date, status = 'delivered') {
  await db()
    .updateTable('shop_order')
    .set({ status: status as 'delivered', delivered_at: deliveredAt })
    .where('id', '=', Number(orderId))
    .execute()
}

describe('the withdrawal function of a customer’s order', () => {
  it('is open from the moment the order is placed, for every piece, without a deadline before delivery', async () => {
    const { agent, order, variant } = await customerWithPaidOrder(app, { store: '/fr', quantity: 2 })
    const placed = await orderOf(agent, order.order_id)
    expect(placed.withdrawal).toEqual({
      state: 'OPEN',
      available: true,
      deadline: null,
      revision: 0,
      items: [
        {
          order_item_id: expect.any(String),
          product_name: expect.any(String),
          product_sku: variant.variant_sku,
          quantity_ordered: 2,
          quantity_left: 2,
          is_gift_card: false,
        },
      ],
    })
    expect(placed.withdrawals).toEqual([])
  })

  it('checks a statement without recording it, then withdraws from the whole order once, with its date and time, and queues both e-mails', async () => {
    const { agent, order, email } = await customerWithPaidOrder(app, { store: '/fr', quantity: 2 })
    const input = {
      orderId: order.order_id,
      name: ' Léa Martin ',
      email: ' Lea.Martin@Example.org ',
      revision: 0,
    }
    const checked = (await agent.query(STATEMENT, { input }, { store: '/fr' })).data?.withdrawalStatement
    expect(checked).toMatchObject({
      success: true,
      statement: {
        order_number: order.order_number,
        name: 'Léa Martin',
        email: 'Lea.Martin@Example.org',
        whole_order: true,
        items: [{ quantity: 2 }],
      },
    })
    expect(await withdrawalRows(order.order_id)).toEqual([])
    expect(await withdrawalEmails(order.order_number)).toEqual([])

    const before = Date.now()
    const answer = (await agent.query(WITHDRAW, { input }, { store: '/fr' })).data?.withdrawFromContract
    expect(answer).toMatchObject({
      success: true,
      errorCode: null,
      withdrawal: {
        order_number: order.order_number,
        name: 'Léa Martin',
        email: 'Lea.Martin@Example.org',
        whole_order: true,
        items: [{ quantity: 2 }],
      },
    })
    const submittedAt = Date.parse(answer.withdrawal.submitted_at)
    expect(submittedAt).toBeGreaterThanOrEqual(before - 1000)
    expect(submittedAt).toBeLessThanOrEqual(Date.now() + 1000)

    const after = await orderOf(agent, order.order_id)
    expect(after.withdrawal).toMatchObject({
      state: 'WITHDRAWN',
      available: false,
      revision: 1,
      items: [{ quantity_left: 0 }],
    })
    expect(after.withdrawals).toEqual([answer.withdrawal])
    const [row] = await withdrawalRows(order.order_id)
    expect(row).toMatchObject({
      store_key: 'b2c_fr',
      locale: 'fr-FR',
      customer_id: expect.anything(),
      whole_order: true,
      client_ip_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })

    const emails = await withdrawalEmails(order.order_number)
    expect(emails.map((mail) => [mail.template, mail.recipient, mail.reply_to, mail.store_key])).toEqual([
      ['withdrawalAcknowledgment', 'Lea.Martin@Example.org', null, 'b2c_fr'],
      ['withdrawalReceived', CONTACT.email, 'Lea.Martin@Example.org', 'b2c_fr'],
    ])
    expect(emails[0]!.data).toMatchObject({
      orderNumber: order.order_number,
      name: 'Léa Martin',
      submittedAt: answer.withdrawal.submitted_at,
      wholeOrder: true,
      byCustomer: true,
      orderUrl: `http://localhost:3000/fr/user/orders/${order.order_id}/`,
    })
    expect(emails[0]!.data.returnAddress).toMatchObject({
      postalCode: '88400',
      locality: 'Gérardmer',
      country: 'FR',
    })
    // The order's own address is not where the acknowledgment goes: the consumer gave another one.
    expect(email).not.toBe('Lea.Martin@Example.org')
    // Once sent, the back office's list still finds the acknowledgment, and its content is kept.
    expect(Number(row!.acknowledgment_email_id)).toBe(Number(emails[0]!.id))
    await createOutboxWorker({
      db: db(),
      log: app.log,
      pollIntervalMs: 60_000,
      deliver: async () => {},
    }).drain()
    const listed = await listWithdrawals(db(), COMMAND_LINE_STAFF, { pageSize: 100 })
    if (!listed.ok) throw new Error('no withdrawals')
    expect(
      listed.withdrawals.find((entry) => entry.orderNumber === order.order_number)?.acknowledgment,
    ).toEqual({
      status: 'sent',
      sentAt: expect.any(Date),
    })
    expect((await withdrawalEmails(order.order_number))[0]!.data).toEqual(emails[0]!.data)

    const again = (await agent.query(WITHDRAW, { input: { ...input, revision: 1 } }, { store: '/fr' })).data
      ?.withdrawFromContract
    expect(again).toMatchObject({ success: false, errorCode: 'ALREADY_WITHDRAWN', withdrawal: null })
  })

  it('withdraws chosen pieces, then the rest, each statement with its own revision', async () => {
    const { agent, order } = await customerWithPaidOrder(app, { store: '/de', quantity: 3 })
    const lineId = (await orderOf(agent, order.order_id, '/de')).withdrawal.items[0].order_item_id
    const first = (
      await agent.query(
        WITHDRAW,
        {
          input: {
            orderId: order.order_id,
            name: 'Jonas Weber',
            email: 'jonas@example.org',
            items: [{ order_item_id: lineId, quantity: 1 }],
            revision: 0,
          },
        },
        { store: '/de' },
      )
    ).data?.withdrawFromContract
    expect(first).toMatchObject({
      success: true,
      withdrawal: { whole_order: false, items: [{ order_item_id: lineId, quantity: 1 }] },
    })
    expect((await orderOf(agent, order.order_id, '/de')).withdrawal).toMatchObject({
      state: 'OPEN',
      revision: 1,
      items: [{ quantity_left: 2 }],
    })
    // Choosing every piece left is the rest of the order.
    const rest = (
      await agent.query(
        WITHDRAW,
        {
          input: {
            orderId: order.order_id,
            name: 'Jonas Weber',
            email: 'jonas@example.org',
            items: [{ order_item_id: lineId, quantity: 2 }],
            revision: 1,
          },
        },
        { store: '/de' },
      )
    ).data?.withdrawFromContract
    expect(rest).toMatchObject({ success: true, withdrawal: { whole_order: true, items: [{ quantity: 2 }] } })
    const after = await orderOf(agent, order.order_id, '/de')
    expect(after.withdrawal.state).toBe('WITHDRAWN')
    expect(
      after.withdrawals.map((withdrawal: { items: { quantity: number }[] }) => withdrawal.items[0]!.quantity),
    ).toEqual([1, 2])
    expect(
      (await withdrawalEmails(order.order_number)).filter(
        (mail) => mail.template === 'withdrawalAcknowledgment',
      ),
    ).toHaveLength(2)
  })

  it('refuses bad statements with the field at fault, recording nothing', async () => {
    const { agent, order } = await customerWithPaidOrder(app, { store: '/fr', quantity: 2 })
    const lineId = (await orderOf(agent, order.order_id)).withdrawal.items[0].order_item_id
    const base = { orderId: order.order_id, name: 'Léa Martin', email: 'lea@example.org', revision: 0 }
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'REQUIRED', 'name'],
      [{ name: 'L'.repeat(101) }, 'INVALID_LENGTH', 'name'],
      [{ email: '' }, 'REQUIRED', 'email'],
      [{ email: 'lea at example' }, 'INVALID_EMAIL', 'email'],
      [{ items: [{ order_item_id: lineId, quantity: 3 }] }, 'INVALID_QUANTITY', 'items'],
      [{ items: [{ order_item_id: lineId, quantity: -1 }] }, 'INVALID_QUANTITY', 'items'],
      [{ items: [{ order_item_id: '999999999', quantity: 1 }] }, 'INVALID_QUANTITY', 'items'],
      [
        {
          items: [
            { order_item_id: lineId, quantity: 1 },
            { order_item_id: lineId, quantity: 1 },
          ],
        },
        'INVALID_QUANTITY',
        'items',
      ],
      [{ items: [{ order_item_id: lineId, quantity: 0 }] }, 'NO_ITEMS_CHOSEN', 'items'],
      [{ items: [] }, 'NO_ITEMS_CHOSEN', 'items'],
    ]
    for (const [change, code, field] of refusals) {
      const input = { ...base, ...change }
      expect(
        (await agent.query(STATEMENT, { input }, { store: '/fr' })).data?.withdrawalStatement,
        JSON.stringify(change),
      ).toMatchObject({ success: false, errorCode: code, errorField: field, statement: null })
      expect(
        (await agent.query(WITHDRAW, { input }, { store: '/fr' })).data?.withdrawFromContract,
        JSON.stringify(change),
      ).toMatchObject({ success: false, errorCode: code, errorField: field, withdrawal: null })
    }
    expect(await withdrawalRows(order.order_id)).toEqual([])
    expect(await withdrawalEmails(order.order_number)).toEqual([])
  })
})

describe('the withdrawal period', () => {
  it('runs until the end of the 14th day after delivery in the store’s time zone: open on that day, over after it', async () => {
    const { agent, order } = await customerWithPaidOrder(app, { store: '/fr', quantity: 1 })
    // Delivered through the order's lifecycle: the period starts counting.
    for (const to of ['shipped', 'delivered'] as const) {
      const moved = await moveOrder(
        db(),
        {
          orderNumber: order.order_number,
          to,
          ...(to === 'shipped'
            ? { shipment: { carrier: 'colissimo', trackingNumber: '6A12345678901' } }
            : {}),
        },
        { stores: app.config.stores, orderLinks: null },
      )
      expect(moved.moved).toBe(true)
    }
    const delivered = await db()
      .selectFrom('shop_order')
      .select('delivered_at')
      .where('id', '=', Number(order.order_id))
      .executeTakeFirstOrThrow()
    expect((await orderOf(agent, order.order_id)).withdrawal).toMatchObject({
      state: 'OPEN',
      available: true,
      deadline: withdrawalDeadline(
        delivered.delivered_at!,
        await withdrawalCalendarOf('b2c_fr'),
      ).toISOString(),
    })

    // Delivered 14 days ago: today is the last day (a weekend only moves it later).
    const lastDayToday = middayDaysAgo(14, 'Europe/Paris')
    await deliver(order.order_id, lastDayToday)
    const open = (await orderOf(agent, order.order_id)).withdrawal
    expect(open).toMatchObject({ state: 'OPEN', available: true })
    expect(Date.parse(open.deadline)).toBeGreaterThan(Date.now())
    expect(new TZDate(Date.parse(open.deadline), 'Europe/Paris').getHours()).toBe(0)

    // Delivered 17 days ago: the last day was 3 days ago (a Saturday or Sunday moves it to a Monday, still past).
    // 21 days: even a holiday and a weekend after the 14th day (Easter: four days) have ended it.
    await deliver(order.order_id, middayDaysAgo(21, 'Europe/Paris'))
    const over = (await orderOf(agent, order.order_id)).withdrawal
    expect(over).toMatchObject({ state: 'PERIOD_OVER', available: false })
    expect(Date.parse(over.deadline)).toBeLessThanOrEqual(Date.now())
    const input = { orderId: order.order_id, name: 'Léa Martin', email: 'lea@example.org', revision: 0 }
    expect(
      (await agent.query(WITHDRAW, { input }, { store: '/fr' })).data?.withdrawFromContract,
    ).toMatchObject({ success: false, errorCode: 'WITHDRAWAL_PERIOD_OVER', withdrawal: null })
    expect(await withdrawalRows(order.order_id)).toEqual([])

    // Back on the last day, the same statement goes through.
    await deliver(order.order_id, lastDayToday)
    expect(
      (await agent.query(WITHDRAW, { input }, { store: '/fr' })).data?.withdrawFromContract.success,
    ).toBe(true)
  })

  it('is closed for cancelled and closed orders', async () => {
    for (const status of ['cancelled', 'closed']) {
      const { agent, order } = await customerWithPaidOrder(app, { store: '/it', quantity: 1 })
      await db()
        .updateTable('shop_order')
        .set({ status: status as 'cancelled' })
        .where('id', '=', Number(order.order_id))
        .execute()
      expect((await orderOf(agent, order.order_id, '/it')).withdrawal).toMatchObject({
        state: 'ENDED',
        available: false,
      })
      const answer = (
        await agent.query(
          WITHDRAW,
          {
            input: {
              orderId: order.order_id,
              name: 'Giulia Rossi',
              email: 'giulia@example.org',
              revision: 0,
            },
          },
          { store: '/it' },
        )
      ).data?.withdrawFromContract
      expect(answer).toMatchObject({ success: false, errorCode: 'WITHDRAWAL_NOT_AVAILABLE' })
    }
  })
})

describe('the same statement sent twice', () => {
  it('makes one withdrawal and one acknowledgment, however many requests arrive together', async () => {
    const { agent, order } = await customerWithPaidOrder(app, { store: '/fr', quantity: 2 })
    const input = { orderId: order.order_id, name: 'Léa Martin', email: 'lea@example.org', revision: 0 }
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => agent.query(WITHDRAW, { input }, { store: '/fr' })),
    )
    const outcomes = answers.map((answer) => answer.data?.withdrawFromContract)
    expect(outcomes.every((outcome) => outcome.success)).toBe(true)
    expect(new Set(outcomes.map((outcome) => outcome.withdrawal.id)).size).toBe(1)
    expect(new Set(outcomes.map((outcome) => outcome.withdrawal.submitted_at)).size).toBe(1)
    expect(await withdrawalRows(order.order_id)).toHaveLength(1)
    expect((await withdrawalEmails(order.order_number)).map((mail) => mail.template)).toEqual([
      'withdrawalAcknowledgment',
      'withdrawalReceived',
    ])
  })

  it('never withdraws more pieces than were bought when different statements race', async () => {
    const { agent, order } = await customerWithPaidOrder(app, { store: '/fr', quantity: 2 })
    const lineId = (await orderOf(agent, order.order_id)).withdrawal.items[0].order_item_id
    const statement = (quantity: number | null) => ({
      orderId: order.order_id,
      name: 'Léa Martin',
      email: 'lea@example.org',
      revision: 0,
      ...(quantity === null ? {} : { items: [{ order_item_id: lineId, quantity }] }),
    })
    const outcomes = (
      await Promise.all(
        [statement(null), statement(2), statement(1)].map((input) =>
          agent.query(WITHDRAW, { input }, { store: '/fr' }),
        ),
      )
    ).map((answer) => answer.data?.withdrawFromContract)
    const withdrawn = (await orderOf(agent, order.order_id)).withdrawals.flatMap(
      (withdrawal: { items: { quantity: number }[] }) => withdrawal.items.map((item) => item.quantity),
    )
    expect(withdrawn.reduce((sum: number, quantity: number) => sum + quantity, 0)).toBe(2)
    for (const outcome of outcomes.filter((answer) => !answer.success))
      expect(['ALREADY_WITHDRAWN', 'INVALID_QUANTITY']).toContain(outcome.errorCode)
  })
})

describe('guests', () => {
  async function guestOrder(quantity = 1) {
    const agent = newGuest(app)
    const variant = await orderableVariant(app, 5, 3)
    const { cartId } = await readyCart(agent, {
      store: '/en',
      items: [itemOf(variant, quantity)],
      email: 'amelia.hughes@example.org',
    })
    const order = (await placeOrderPaid(app, agent, cartId)).data?.placeOrder.order
    return { agent, order: order as { order_id: string; order_number: string; token: string } }
  }

  it('withdraw through the signed order link, the acknowledgment linking back to it', async () => {
    const { agent, order } = await guestOrder(2)
    const seen = (await agent.query(GUEST_ORDER, { token: order.token })).data?.guestOrderByToken
    expect(seen.withdrawal).toMatchObject({ state: 'OPEN', available: true, revision: 0 })
    // Another browser with the link: a guest has no session to prove the order is theirs, the link does.
    const elsewhere = newGuest(app)
    const answer = (
      await elsewhere.query(WITHDRAW, {
        input: { token: order.token, name: 'Amelia Hughes', email: 'amelia.hughes@example.org', revision: 0 },
      })
    ).data?.withdrawFromContract
    expect(answer).toMatchObject({
      success: true,
      withdrawal: { whole_order: true, items: [{ quantity: 2 }] },
    })
    const [acknowledgment] = await withdrawalEmails(order.order_number)
    expect(acknowledgment!.data).toMatchObject({
      byCustomer: false,
      orderUrl: expect.stringMatching(/^http:\/\/localhost:3000\/en\/orders\/\?token=/),
    })
    expect((await withdrawalRows(order.order_id))[0]).toMatchObject({
      customer_id: null,
      store_key: 'b2c_en',
    })
    expect(
      (await agent.query(GUEST_ORDER, { token: order.token })).data?.guestOrderByToken.withdrawals,
    ).toEqual([answer.withdrawal])
  })

  it('get nothing with a forged, expired or foreign-store link, nor by order id', async () => {
    const { order } = await guestOrder()
    const intruder = newGuest(app)
    const expired = app.orderLinks.sign(Number(order.order_id), new Date(Date.now() - 31 * 86_400_000))
    const forged = `${order.order_id}.9999999999.${'A'.repeat(43)}`
    const statement = { name: 'Eve', email: 'eve@example.org', revision: 0 }
    for (const token of [
      expired,
      forged,
      `${order.token}x`,
      order.token.replace(/^\d+/, String(Number(order.order_id) + 1)),
    ]) {
      expect(
        (await intruder.query(WITHDRAW, { input: { ...statement, token } })).data?.withdrawFromContract,
        token,
      ).toMatchObject({ success: false, errorCode: 'ORDER_NOT_FOUND', withdrawal: null })
      expect(
        (await intruder.query(STATEMENT, { input: { ...statement, token } })).data?.withdrawalStatement
          .errorCode,
      ).toBe('ORDER_NOT_FOUND')
    }
    // The right link in another store's API is not found either.
    expect(
      (await intruder.query(WITHDRAW, { input: { ...statement, token: order.token } }, { store: '/de' })).data
        ?.withdrawFromContract.errorCode,
    ).toBe('ORDER_NOT_FOUND')
    // By id, an anonymous shopper is asked to sign in.
    expect(
      (await intruder.query(WITHDRAW, { input: { ...statement, orderId: order.order_id } })).data
        ?.withdrawFromContract.errorCode,
    ).toBe('SIGN_IN_REQUIRED')
    expect(await withdrawalRows(order.order_id)).toEqual([])
  })
})

describe('gift cards', () => {
  it('can be withdrawn while unused, and no longer once a card is spent', async () => {
    const agent = newGuest(app)
    const cartId = await readyGiftCardCart(agent, { items: [giftCardItem({ amount: '50' }, 2)] })
    const order = (await placeOrderPaid(app, agent, cartId)).data?.placeOrder.order
    const seen = (await agent.query(GUEST_ORDER, { token: order.token })).data?.guestOrderByToken.withdrawal
    expect(seen.items).toEqual([
      expect.objectContaining({ is_gift_card: true, quantity_ordered: 2, quantity_left: 2 }),
    ])
    // One card is spent in part: only the other one can still be withdrawn.
    const [card] = await db()
      .selectFrom('gift_card_account')
      .select('id')
      .where('order_id', '=', Number(order.order_id))
      .orderBy('id')
      .execute()
    await db()
      .updateTable('gift_card_account')
      .set({ balance_cents: 1000 })
      .where('id', '=', card!.id)
      .execute()
    const after = (await agent.query(GUEST_ORDER, { token: order.token })).data?.guestOrderByToken.withdrawal
    expect(after.items[0].quantity_left).toBe(1)
    const lineId = after.items[0].order_item_id
    const tooMany = (
      await agent.query(WITHDRAW, {
        input: {
          token: order.token,
          name: 'Paul Durand',
          email: 'paul@example.org',
          items: [{ order_item_id: lineId, quantity: 2 }],
          revision: 0,
        },
      })
    ).data?.withdrawFromContract
    expect(tooMany.errorCode).toBe('INVALID_QUANTITY')
    const withdrawn = (
      await agent.query(WITHDRAW, {
        input: { token: order.token, name: 'Paul Durand', email: 'paul@example.org', revision: 0 },
      })
    ).data?.withdrawFromContract
    expect(withdrawn).toMatchObject({
      success: true,
      withdrawal: { whole_order: true, items: [{ quantity: 1 }] },
    })
    expect((await withdrawalEmails(order.order_number))[0]!.data.items).toEqual([
      expect.objectContaining({ giftCard: true, quantity: 1 }),
    ])
  })
})

describe('the budget', () => {
  it('allows 10 statements an hour per client address, then answers 429 with Retry-After', async () => {
    const { agent, order } = await customerWithPaidOrder(app, { store: '/fr', quantity: 1 })
    const input = { orderId: order.order_id, name: 'Léa Martin', email: 'lea@example.org', revision: 0 }
    expect(
      (await agent.query(WITHDRAW, { input }, { store: '/fr' })).data?.withdrawFromContract.success,
    ).toBe(true)
    for (let attempt = 2; attempt <= 10; attempt += 1)
      expect(
        (await agent.query(WITHDRAW, { input: { ...input, revision: attempt } }, { store: '/fr' })).data
          ?.withdrawFromContract.errorCode,
      ).toBe('ALREADY_WITHDRAWN')
    const refused = await agent.query(WITHDRAW, { input: { ...input, revision: 11 } }, { store: '/fr' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.data?.withdrawFromContract.errorCode).toBe('TOO_MANY_ATTEMPTS')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import {
  AliasNode,
  SelectQueryNode,
  TableNode,
  type KyselyPlugin,
  type OperationNode,
  type QueryId,
} from 'kysely'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { APPLY_COUPON } from './helpers/cartFixtures.ts'
import type { GraphqlAgent } from './helpers/graphqlAgent.ts'
import {
  APPLY_GIFT_CARD,
  PLACE_ORDER,
  SET_PAYMENT,
  itemOf,
  newGuest,
  orderableVariant,
  payWithCard,
  readyCart,
} from './helpers/checkoutFixtures.ts'
import { issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'

let app: FastifyInstance

/** The table a statement reads from first; null for any other statement. */
function tableReadBy(node: OperationNode): string | null {
  if (!SelectQueryNode.is(node)) return null
  const from = node.from?.froms[0]
  const table = from && AliasNode.is(from) ? from.node : from
  return table && TableNode.is(table) ? table.table.identifier.name : null
}

/**
 * Runs a task once, right after the next statement that reads a table answers and before the
 * code that sent it goes on: what another request does between two of a resolver's reads,
 * made certain instead of left to timing.
 */
function betweenReads() {
  const reads = new Map<QueryId, string>()
  let armed: { table: string; task: () => Promise<unknown> } | null = null
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const table = armed ? tableReadBy(node) : null
      if (table === armed?.table) reads.set(queryId, table)
      return node
    },
    async transformResult({ result, queryId }) {
      const read = reads.get(queryId)
      reads.delete(queryId)
      if (armed && read === armed.table) {
        const { task } = armed
        armed = null
        await task()
      }
      return result
    },
  }
  return { plugin, after: (table: string, task: () => Promise<unknown>) => (armed = { table, task }) }
}
const interleave = betweenReads()

beforeAll(async () => {
  app = await buildApiApp({ databasePlugins: [interleave.plugin] })
})
afterAll(async () => app?.close())

/** Runs `task` for each item, `width` at a time (setting carts up is not what is raced). */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += width)
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))))
  return results
}

/** A guest's whole checkout from placeOrder on: pay when asked, then come back; the last answer and every HTTP status. */
async function checkOut(agent: GraphqlAgent, cartId: string) {
  const first = await agent.query(PLACE_ORDER, { id: cartId })
  const statuses = [first.status]
  const payment = first.data?.placeOrder?.payment
  if (!payment) return { answer: first.data?.placeOrder, statuses }
  await payWithCard(app, payment)
  const second = await agent.query(PLACE_ORDER, { id: cartId })
  statuses.push(second.status)
  return { answer: second.data?.placeOrder, statuses }
}

/** A variant of the seed with 500 pieces in stock: what is raced is the checkout, not the stock. */
async function plentifulVariant(offset: number) {
  const variant = await orderableVariant(app, 1, offset)
  await app.shopDatabase.db
    .updateTable('product')
    .set({ qty: 500, is_in_stock: true })
    .where('sku', '=', variant.variant_sku)
    .execute()
  return variant
}

/** Free carts: each guest's cart is paid in full by a gift card of their own, so only the order's transaction is raced. */
async function freeCarts(count: number, options: { offset: number; coupon?: string }) {
  const variant = await plentifulVariant(options.offset)
  return inBatches(
    Array.from({ length: count }, (_, index) => index),
    10,
    async () => {
      const agent = newGuest(app)
      const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
      if (options.coupon)
        expect(
          (await agent.query(APPLY_COUPON, { id: cartId, code: options.coupon })).data?.applyCouponToCart
            .success,
        ).toBe(true)
      const { code } = await issueGiftCard(app.shopDatabase.db, { amountCents: 100_000, store: 'b2c_en' })
      await agent.query(APPLY_GIFT_CARD, { id: cartId, code })
      expect(
        (await agent.query(SET_PAYMENT, { id: cartId, code: 'free' })).data?.setPaymentMethodOnCart.success,
      ).toBe(true)
      return { agent, cartId }
    },
  )
}

describe('checking out at the same time', () => {
  it('sells the last 10 pieces of a size to exactly 10 of 100 guests; the 90 others get a clear error, never a 5xx', async () => {
    const variant = await plentifulVariant(10)
    const guests = await inBatches(
      Array.from({ length: 100 }, (_, index) => index),
      20,
      async () => {
        const agent = newGuest(app)
        return { agent, ...(await readyCart(agent, { items: [itemOf(variant, 1)] })) }
      },
    )
    await app.shopDatabase.db
      .updateTable('product')
      .set({ qty: 10, is_in_stock: true })
      .where('sku', '=', variant.variant_sku)
      .execute()

    const outcomes = await Promise.all(guests.map(({ agent, cartId }) => checkOut(agent, cartId)))

    expect(outcomes.flatMap((outcome) => outcome.statuses).every((status) => status === 200)).toBe(true)
    const placed = outcomes.filter((outcome) => outcome.answer?.order)
    const refused = outcomes.filter((outcome) => !outcome.answer?.order)
    expect(placed).toHaveLength(10)
    expect(refused.map((outcome) => outcome.answer?.errors[0]?.code)).toEqual(
      Array.from({ length: 90 }, () => 'INSUFFICIENT_STOCK'),
    )
    expect(
      refused.every((outcome) => outcome.answer?.errors[0]?.message.includes('no longer in stock')),
    ).toBe(true)
    const stock = await app.shopDatabase.db
      .selectFrom('product')
      .select(['qty', 'is_in_stock'])
      .where('sku', '=', variant.variant_sku)
      .executeTakeFirstOrThrow()
    expect(stock).toEqual({ qty: 0, is_in_stock: false })
    const orders = await app.shopDatabase.db
      .selectFrom('shop_order')
      .select('id')
      .where(
        'cart_id',
        'in',
        guests.map((guest) => guest.cartId),
      )
      .execute()
    expect(orders).toHaveLength(10)
  }, 120_000)

  it('places one order and takes one payment when placeOrder is sent 20 times at once while the card is confirmed', async () => {
    const variant = await orderableVariant(app, 3, 11)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    const payment = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.payment
    const [confirmed, ...answers] = await Promise.all([
      payWithCard(app, payment),
      ...Array.from({ length: 20 }, () => agent.query(PLACE_ORDER, { id: cartId })),
    ])
    expect(confirmed.status).toBe('succeeded')
    expect(
      answers.every(
        (answer) =>
          answer.status === 200 && (answer.data?.placeOrder.order || answer.data?.placeOrder.payment),
      ),
    ).toBe(true)
    const last = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder
    const numbers = new Set([
      last.order.order_number,
      ...answers.map((answer) => answer.data?.placeOrder.order?.order_number).filter(Boolean),
    ])
    expect(numbers.size).toBe(1)
    expect(
      await app.shopDatabase.db.selectFrom('shop_order').select('id').where('cart_id', '=', cartId).execute(),
    ).toHaveLength(1)
    const captures = await app.shopDatabase.db
      .selectFrom('payment')
      .select('id')
      .where('owner_key', '=', `cart:${cartId}`)
      .where('captured_at', 'is not', null)
      .execute()
    expect(captures).toHaveLength(1)
  })

  it('answers the order the webhook placed between two of its reads, not a new payment for the total read after it', async () => {
    const variant = await plentifulVariant(15)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 2)] })
    // A gift card pays part: read after the order spent it, the cart's total is the whole price.
    const { code } = await issueGiftCard(app.shopDatabase.db, { amountCents: 500, store: 'b2c_en' })
    await agent.query(APPLY_GIFT_CARD, { id: cartId, code })
    const payment = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.payment
    // The shopper's return reads the cart's lines; the card is paid and the webhook places the order; the return reads on.
    interleave.after('cart_item', () => payWithCard(app, payment))
    const answer = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder
    expect(answer.errors).toEqual([])
    expect(answer.payment).toBeNull()
    const orders = await app.shopDatabase.db
      .selectFrom('shop_order')
      .select('number')
      .where('cart_id', '=', cartId)
      .execute()
    expect(orders.map((order) => order.number)).toEqual([answer.order.order_number])
    const payments = await app.shopDatabase.db
      .selectFrom('payment')
      .select('amount_cents')
      .where('owner_key', '=', `cart:${cartId}`)
      .execute()
    expect(payments).toEqual([{ amount_cents: Math.round(payment.amount.amount * 100) }])
  })

  it('places one order when a free cart is placed 20 times at once, all answering the same order', async () => {
    const [{ agent, cartId }] = (await freeCarts(1, { offset: 12 })) as [
      { agent: GraphqlAgent; cartId: string },
    ]
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => agent.query(PLACE_ORDER, { id: cartId })),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(new Set(answers.map((answer) => answer.data?.placeOrder.order?.order_number)).size).toBe(1)
    expect(answers[0]!.data?.placeOrder.order).not.toBeNull()
    expect(
      await app.shopDatabase.db.selectFrom('shop_order').select('id').where('cart_id', '=', cartId).execute(),
    ).toHaveLength(1)
  })

  it('uses a single-use coupon once among 20 orders placed at once', async () => {
    await app.shopDatabase.db
      .insertInto('coupon')
      .values({
        code: 'ONLYONCE',
        store_keys: ['b2c_en'],
        discount_type: 'fixed',
        discount_amount: 5,
        usage_limit: 1,
      })
      .execute()
    const carts = await freeCarts(20, { offset: 13, coupon: 'ONLYONCE' })
    const answers = await Promise.all(
      carts.map(({ agent, cartId }) => agent.query(PLACE_ORDER, { id: cartId })),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(answers.filter((answer) => answer.data?.placeOrder.order)).toHaveLength(1)
    expect(
      answers.filter((answer) => answer.data?.placeOrder.errors[0]?.code === 'COUPON_NOT_VALID'),
    ).toHaveLength(19)
    expect(
      await app.shopDatabase.db
        .selectFrom('coupon_usage')
        .select('id')
        .where('coupon_code', '=', 'ONLYONCE')
        .execute(),
    ).toHaveLength(1)
  })

  it('never debits a 100 € gift card by more than 100 € when orders spend it at once', async () => {
    const variant = await plentifulVariant(14)
    const { code, id } = await issueGiftCard(app.shopDatabase.db, { amountCents: 10_000, store: 'b2c_en' })
    const quantity = Math.max(1, Math.ceil(40 / Number(variant.price)))
    const carts = await inBatches(
      Array.from({ length: 10 }, (_, index) => index),
      10,
      async () => {
        const agent = newGuest(app)
        const { cartId } = await readyCart(agent, { items: [itemOf(variant, quantity)] })
        const applied = (await agent.query(APPLY_GIFT_CARD, { id: cartId, code })).data?.applyGiftCardToCart
        expect(applied.cart.prices.grand_total.amount).toBe(0)
        await agent.query(SET_PAYMENT, { id: cartId, code: 'free' })
        return { agent, cartId }
      },
    )
    const answers = await Promise.all(
      carts.map(({ agent, cartId }) => agent.query(PLACE_ORDER, { id: cartId })),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const placed = answers.filter((answer) => answer.data?.placeOrder.order)
    expect(placed.length).toBeGreaterThanOrEqual(1)
    expect(
      answers
        .filter((answer) => !answer.data?.placeOrder.order)
        .every((answer) => answer.data?.placeOrder.errors[0]?.code === 'GIFT_CARD_NOT_VALID'),
    ).toBe(true)
    const debits = await app.shopDatabase.db
      .selectFrom('gift_card_movement')
      .select('amount_cents')
      .where('gift_card_id', '=', id)
      .where('kind', '=', 'debit')
      .execute()
    const debited = -debits.reduce((sum, debit) => sum + debit.amount_cents, 0)
    expect(debited).toBeLessThanOrEqual(10_000)
    const card = await app.shopDatabase.db
      .selectFrom('gift_card_account')
      .select('balance_cents')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(card.balance_cents).toBe(10_000 - debited)
    const charged = placed.reduce(
      (sum, answer) => sum + Math.round(answer.data?.placeOrder.order.total.gift_cards.amount * 100),
      0,
    )
    expect(charged).toBe(debited)
  })
})

describe('idempotency keys', () => {
  it('answers a retried placeOrder with the same order, and refuses the key with another cart', async () => {
    const [first, second] = (await freeCarts(2, { offset: 15 })) as [
      { agent: GraphqlAgent; cartId: string },
      { agent: GraphqlAgent; cartId: string },
    ]
    const key = `checkout-${first.cartId}`
    const placed = (await first.agent.query(PLACE_ORDER, { id: first.cartId, key })).data?.placeOrder
    expect(placed.order.order_number).toMatch(/^\d+$/)
    const retried = (await first.agent.query(PLACE_ORDER, { id: first.cartId, key })).data?.placeOrder
    expect(retried.order.order_number).toBe(placed.order.order_number)
    const reused = (await second.agent.query(PLACE_ORDER, { id: second.cartId, key })).data?.placeOrder
    expect(reused).toMatchObject({ order: null, errors: [{ code: 'IDEMPOTENCY_KEY_REUSED' }] })
    expect(
      await app.shopDatabase.db
        .selectFrom('shop_order')
        .select('id')
        .where('cart_id', '=', second.cartId)
        .execute(),
    ).toEqual([])
  })

  it('lets only one of two carts claim the same key at once', async () => {
    const carts = await freeCarts(2, { offset: 16 })
    const key = `shared-key-${Date.now()}`
    const answers = await Promise.all(
      carts.map(({ agent, cartId }) => agent.query(PLACE_ORDER, { id: cartId, key })),
    )
    expect(answers.filter((answer) => answer.data?.placeOrder.order)).toHaveLength(1)
    expect(
      answers.filter((answer) => answer.data?.placeOrder.errors[0]?.code === 'IDEMPOTENCY_KEY_REUSED'),
    ).toHaveLength(1)
  })
})

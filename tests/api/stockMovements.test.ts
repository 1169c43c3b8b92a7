import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import {
  APPLY_GIFT_CARD,
  PLACE_ORDER,
  SET_PAYMENT,
  customerWithPaidOrder,
  itemOf,
  newGuest,
  orderableVariant,
  readyCart,
} from './helpers/checkoutFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { customerWithReturnRequested } from './helpers/returnFixtures.ts'
import { staffActor } from './helpers/staffFixtures.ts'
import { COMMAND_LINE_STAFF, type BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { decideReturn } from '../../domain/backoffice/returnQueue.ts'
import { setStock, setStockFromList } from '../../domain/backoffice/stockEditing.ts'
import { issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'

const NOW = new Date('2026-11-29T09:00:00Z')

let app: FastifyInstance
let OWNER: BackOfficeActor
let SERVICE: BackOfficeActor
beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
  OWNER = await staffActor(app, 'ledger.owner@example.org', 'owner', '198.51.100.11')
  SERVICE = await staffActor(app, 'ledger.cs@example.org', 'customer_service', '198.51.100.12')
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db

/** The movements of a size since `afterId`, oldest first. */
async function movementsOf(sku: string, afterId = 0) {
  return db()
    .selectFrom('stock_movement')
    .select(['kind', 'delta', 'qty_after', 'reference'])
    .where('sku', '=', sku)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute()
}

/** The last movement's id (0 when there is none). */
async function lastMovementId(): Promise<number> {
  const row = await db()
    .selectFrom('stock_movement')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow()
  return Number(row.id ?? 0)
}

/** A size's quantity and the sum of its ledger, which must be equal. */
async function quantityAndLedger(sku: string): Promise<[number, number]> {
  const { rows } = await sql<{ qty: number; ledger: string | null }>`
    select p.qty, (select sum(delta) from stock_movement m where m.sku = p.sku) as ledger
    from product p where p.sku = ${sku}`.execute(db())
  return [rows[0]!.qty, Number(rows[0]!.ledger ?? 0)]
}

describe('the stock ledger', () => {
  it('holds the seed’s stock as an import, so every size’s movements add up to its quantity', async () => {
    const { rows } = await sql<{ wrong: string }>`
      select count(*) as wrong from product p
      where p.type <> 'configurable'
        and p.qty <> coalesce((select sum(delta) from stock_movement m where m.sku = p.sku), 0)`.execute(db())
    expect(Number(rows[0]!.wrong)).toBe(0)
    const variant = await orderableVariant(app, 1, 40)
    const seeded = await db()
      .selectFrom('stock_movement')
      .select(['kind', 'reference'])
      .where('sku', '=', variant.variant_sku)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(seeded).toEqual({ kind: 'import', reference: 'seed' })
  })

  it('records an order under its number, and its cancellation giving the pieces back', async () => {
    const before = await lastMovementId()
    const { order, variant } = await customerWithPaidOrder(app, { quantity: 2 })
    const sku = variant.variant_sku
    const [qtyAfterOrder] = await quantityAndLedger(sku)
    expect(await movementsOf(sku, before)).toEqual([
      { kind: 'order', delta: -2, qty_after: qtyAfterOrder, reference: order.order_number },
    ])
    const cancelled = await moveOrder(
      db(),
      { orderNumber: order.order_number, to: 'cancelled', notify: false },
      { stores: app.config.stores, orderLinks: null },
    )
    expect(cancelled).toMatchObject({ moved: true })
    expect(await movementsOf(sku, before)).toEqual([
      { kind: 'order', delta: -2, qty_after: qtyAfterOrder, reference: order.order_number },
      { kind: 'cancellation', delta: 2, qty_after: qtyAfterOrder + 2, reference: order.order_number },
    ])
    const [qty, ledger] = await quantityAndLedger(sku)
    expect(ledger).toBe(qty)
  })

  it('records a returned piece back in stock when the return is approved, under the return’s number', async () => {
    const { number, sku } = await customerWithReturnRequested(app)
    const services = { db: db(), stores: app.config.stores, payments: app.payments, orderLinks: null }
    await decideReturn(services, SERVICE, { number, to: 'authorized' }, NOW)
    await decideReturn(services, SERVICE, { number, to: 'received', conditions: { [sku]: 'unopened' } }, NOW)
    const before = await lastMovementId()
    const [qtyBefore] = await quantityAndLedger(sku)
    expect(await decideReturn(services, SERVICE, { number, to: 'approved' }, NOW)).toMatchObject({
      ok: true,
    })
    expect(await movementsOf(sku, before)).toEqual([
      { kind: 'return', delta: 1, qty_after: qtyBefore + 1, reference: number },
    ])
    const [qty, ledger] = await quantityAndLedger(sku)
    expect([qty, ledger]).toEqual([qtyBefore + 1, qtyBefore + 1])
  })

  it('records a manual change under the staff member’s e-mail or “command line”, a pasted list line by line, and nothing for a refused list', async () => {
    const one = (await orderableVariant(app, 1, 41)).variant_sku
    const two = (await orderableVariant(app, 1, 42)).variant_sku
    const before = await lastMovementId()
    const [qtyOne] = await quantityAndLedger(one)
    expect(await setStock(db(), OWNER, app.config.stores, { sku: one, qty: qtyOne + 5 }, NOW)).toMatchObject({
      ok: true,
    })
    expect(
      await setStock(db(), COMMAND_LINE_STAFF, app.config.stores, { sku: one, qty: 4 }, NOW),
    ).toMatchObject({
      ok: true,
    })
    // The same quantity again is no movement.
    await setStock(db(), OWNER, app.config.stores, { sku: one, qty: 4, inStock: false }, NOW)
    expect(await movementsOf(one, before)).toEqual([
      { kind: 'manual', delta: 5, qty_after: qtyOne + 5, reference: 'ledger.owner@example.org' },
      { kind: 'manual', delta: 4 - (qtyOne + 5), qty_after: 4, reference: 'command line' },
    ])

    const refused = await setStockFromList(db(), OWNER, app.config.stores, `${one};9\nNO-SUCH-SKU;1`, NOW)
    expect(refused).toMatchObject({ ok: false, error: 'INVALID_LINES' })
    expect(await movementsOf(one, before)).toHaveLength(2)

    const [qtyTwo] = await quantityAndLedger(two)
    const listed = await setStockFromList(
      db(),
      OWNER,
      app.config.stores,
      `${two};${qtyTwo + 1}\n${one};9`,
      NOW,
    )
    expect(listed).toMatchObject({ ok: true })
    expect(await movementsOf(one, before)).toHaveLength(3)
    expect((await movementsOf(one, before))[2]).toEqual({
      kind: 'manual',
      delta: 5,
      qty_after: 9,
      reference: 'ledger.owner@example.org',
    })
    expect(await movementsOf(two, before)).toEqual([
      { kind: 'manual', delta: 1, qty_after: qtyTwo + 1, reference: 'ledger.owner@example.org' },
    ])
    for (const sku of [one, two]) {
      const [qty, ledger] = await quantityAndLedger(sku)
      expect(ledger).toBe(qty)
    }
  })

  it('still records a change whose writer gave no reason, as unknown, and nothing for a change rolled back', async () => {
    const sku = (await orderableVariant(app, 1, 43)).variant_sku
    const before = await lastMovementId()
    await db()
      .updateTable('product')
      .set({ qty: sql`qty + 3` })
      .where('sku', '=', sku)
      .execute()
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('product')
            .set({ qty: sql`qty + 7` })
            .where('sku', '=', sku)
            .execute()
          throw new Error('rolled back')
        }),
    ).rejects.toThrow('rolled back')
    const [qty, ledger] = await quantityAndLedger(sku)
    expect(await movementsOf(sku, before)).toEqual([
      { kind: 'unknown', delta: 3, qty_after: qty, reference: null },
    ])
    expect(ledger).toBe(qty)
  })

  it('leaves one order movement and a ledger at 0 when two guests order the last piece at once', async () => {
    const variant = await orderableVariant(app, 1, 44)
    const sku = variant.variant_sku
    const carts = await Promise.all(
      [0, 1].map(async () => {
        const agent = newGuest(app)
        const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
        const { code } = await issueGiftCard(db(), { amountCents: 100_000, store: 'b2c_en' })
        await agent.query(APPLY_GIFT_CARD, { id: cartId, code })
        expect(
          (await agent.query(SET_PAYMENT, { id: cartId, code: 'free' })).data?.setPaymentMethodOnCart.success,
        ).toBe(true)
        return { agent, cartId }
      }),
    )
    await setStock(db(), OWNER, app.config.stores, { sku, qty: 1 }, NOW)
    const before = await lastMovementId()
    const answers = await Promise.all(
      carts.map(({ agent, cartId }) =>
        agent.query(PLACE_ORDER, { id: cartId }).then((r) => r.data?.placeOrder),
      ),
    )
    const placed = answers.filter((answer) => answer?.order)
    expect(placed).toHaveLength(1)
    expect(await movementsOf(sku, before)).toEqual([
      { kind: 'order', delta: -1, qty_after: 0, reference: placed[0].order.order_number },
    ])
    expect(await quantityAndLedger(sku)).toEqual([0, 0])
  })
})

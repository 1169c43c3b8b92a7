import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { ADD, createCart } from './helpers/cartFixtures.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { addTierPrice, removeTierPrice } from '../../domain/backoffice/catalogue/tierPrices.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
let shopper: GraphqlAgent
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date()

beforeAll(async () => {
  app = await buildApiApp()
  shopper = createGraphqlAgent(app)
  Object.assign(staff, await staffOfEachRole(app, 'types.test', '192.0.2.31'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db
const cents = (money: { amount: number }) => Math.round(money.amount * 100)

/** A seeded simple product on sale everywhere, in stock, without options or tier prices: the n-th one. */
async function plainProduct(index: number): Promise<{ sku: string; regular: number; final: number }> {
  const { rows } = await sql<{ sku: string; regular: string; final: string }>`
    select p.sku, p.regular_price as regular, p.final_price as final from product p
    where p.type = 'simple' and p.parent_sku is null and p.is_in_stock and p.qty >= 20
      and cardinality(p.disabled_stores) = 0
      and not exists (select 1 from custom_option o where o.sku = p.sku)
      and not exists (select 1 from tier_price t where t.sku = p.sku)
    order by p.id offset ${index} limit 1`.execute(db())
  const row = rows[0]
  if (!row) throw new Error('the seed has no plain simple product')
  return {
    sku: row.sku,
    regular: Math.round(Number(row.regular) * 100),
    final: Math.round(Number(row.final) * 100),
  }
}

/** Runs a change and answers the page-cache tags it purged. */
async function purgedBy(change: () => Promise<unknown>, until: string): Promise<string> {
  const purged: string[] = []
  const stop = await app.shopDatabase.listen('page_cache_purge', (payload) => purged.push(payload))
  try {
    await change()
    await expect.poll(() => purged.join(' ')).toContain(until)
  } finally {
    await stop()
  }
  return purged.join(' ')
}

/** The unit price of a cart line of `quantity` pieces of a simple product, in cents, in /fr. */
async function cartUnitPrice(sku: string, quantity: number, extra: Record<string, unknown> = {}) {
  const cartId = await createCart(shopper, '/fr')
  const { data } = await shopper.query(
    ADD,
    { cartId, items: [{ sku, quantity, ...extra }] },
    { store: '/fr' },
  )
  expect(data?.addProductsToCart).toMatchObject({ success: true, user_errors: [] })
  return cents(data?.addProductsToCart.cart.items[0].prices.price)
}

async function auditOf(sku: string, action: string) {
  return db()
    .selectFrom('audit_log')
    .select(['actor', 'before', 'after'])
    .where('subject_id', '=', sku)
    .where('action', '=', action)
    .orderBy('id')
    .execute()
}

describe('tier prices', () => {
  it('a tier price saved shows in the shop API’s tierPrice and prices the cart from its quantity on; its pages are purged and it is audited', async () => {
    const product = await plainProduct(0)
    const tier = product.regular - 500
    const purged = await purgedBy(
      async () =>
        expect(
          await addTierPrice(db(), staff.merchandiser, product.sku, { qty: 3, price: tier }, NOW),
        ).toEqual({
          ok: true,
        }),
      `product:${product.sku}`,
    )
    expect(purged).not.toMatch(/\ball\b/)
    const { body } = await postGraphql(
      app,
      'query ($sku: String!) { product(sku: $sku) { prices { tierPrice { qty price { priceInclTax { value { amount } } } } } } }',
      { sku: product.sku },
      '/fr',
    )
    expect(body.errors).toBeUndefined()
    expect(
      body.data?.product.prices.tierPrice.map(
        (row: { qty: number; price: { priceInclTax: { value: { amount: number } } } }) => ({
          qty: row.qty,
          cents: cents(row.price.priceInclTax.value),
        }),
      ),
    ).toEqual([{ qty: 3, cents: tier }])
    expect(await cartUnitPrice(product.sku, 2)).toBe(product.final)
    expect(await cartUnitPrice(product.sku, 3)).toBe(Math.min(product.final, tier))
    expect(await auditOf(product.sku, 'catalogue.tierprice.add')).toEqual([
      {
        actor: 'merchandiser@types.test',
        before: { tierPrices: [] },
        after: { tierPrices: [{ qty: 3, price: tier }] },
      },
    ])

    expect(await removeTierPrice(db(), staff.merchandiser, product.sku, 3, NOW)).toEqual({ ok: true })
    expect(await cartUnitPrice(product.sku, 3)).toBe(product.final)
    expect(await auditOf(product.sku, 'catalogue.tierprice.remove')).toEqual([
      {
        actor: 'merchandiser@types.test',
        before: { tierPrices: [{ qty: 3, price: tier }] },
        after: { tierPrices: [] },
      },
    ])
  })

  it('refuses a quantity under 2, a taken quantity, a price not below the regular price, an unknown product and other roles, changing nothing', async () => {
    const product = await plainProduct(1)
    expect(
      await addTierPrice(
        db(),
        staff.merchandiser,
        product.sku,
        { qty: 5, price: product.regular - 100 },
        NOW,
      ),
    ).toEqual({ ok: true })
    const tiersOf = () =>
      db().selectFrom('tier_price').select(['qty', 'price']).where('sku', '=', product.sku).execute()
    const before = await tiersOf()
    expect(
      await addTierPrice(db(), staff.merchandiser, product.sku, { qty: 1, price: product.regular }, NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { qty: 'QTY_INVALID', price: 'NOT_BELOW_REGULAR' },
    })
    expect(await addTierPrice(db(), staff.merchandiser, product.sku, { qty: 5, price: null }, NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { qty: 'QTY_TAKEN', price: 'AMOUNT_INVALID' },
    })
    expect(await addTierPrice(db(), staff.merchandiser, 'NO-SUCH-SKU', { qty: 3, price: 100 }, NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(await removeTierPrice(db(), staff.merchandiser, product.sku, 4, NOW)).toEqual({
      ok: false,
      error: 'TIER_NOT_FOUND',
    })
    for (const role of ['customer_service', 'warehouse'] as const) {
      expect(await addTierPrice(db(), staff[role], product.sku, { qty: 7, price: 100 }, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
      expect(await removeTierPrice(db(), staff[role], product.sku, 5, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    }
    expect(await tiersOf()).toEqual(before)
    expect(await auditOf(product.sku, 'catalogue.tierprice.add')).toHaveLength(1)
  })
})

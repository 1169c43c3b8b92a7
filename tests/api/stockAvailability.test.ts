import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { ADD, createCart, uid } from './helpers/cartFixtures.ts'

/**
 * Availability is one rule (docs/stock-alerts.md, "One availability rule"): wherever a product
 * is shown, it is in stock exactly when the cart takes it. Three products are made unsellable
 * in three ways before the shop answers anything: a bundle whose one part is sold out, a
 * configurable product with every size sold out, a simple product sold out.
 */
let app: FastifyInstance
let shopper: GraphqlAgent
const unsellable = { bundle: '', configurable: '', simple: '' }
let configurableChoice = { colour: '', size: '' }
let soldOutPart = ''

const STOCK = 'sku stock { isInStock qty }'

beforeAll(async () => {
  app = await buildApiApp()
  shopper = createGraphqlAgent(app)
  const db = app.shopDatabase.db
  const bundle = await sql<{ sku: string; part: string }>`
    select b.sku, s.product_sku as part from product b join bundle_option o on o.sku = b.sku join bundle_selection s on s.option_id = o.id
    where b.type = 'bundle' and b.is_in_stock order by b.sku, o.position limit 1`.execute(db)
  unsellable.bundle = bundle.rows[0]!.sku
  soldOutPart = bundle.rows[0]!.part
  await db.updateTable('product').set({ qty: 0, is_in_stock: false }).where('sku', '=', soldOutPart).execute()
  const configurable = await sql<{ sku: string; colour: string; size: string }>`
    select p.sku, v.colour, v.size from product p join product v on v.parent_sku = p.sku
    where p.type = 'configurable' and p.is_in_stock and v.is_in_stock and v.qty > 0
      and not exists (select 1 from custom_option c where c.sku = p.sku and c.is_required)
    order by p.sku desc limit 1`.execute(db)
  unsellable.configurable = configurable.rows[0]!.sku
  configurableChoice = { colour: configurable.rows[0]!.colour, size: configurable.rows[0]!.size }
  await db.updateTable('product').set({ qty: 0 }).where('parent_sku', '=', unsellable.configurable).execute()
  const simple = await db
    .selectFrom('product')
    .select('sku')
    .where('type', '=', 'simple')
    .where('parent_sku', 'is', null)
    .where('is_in_stock', '=', true)
    .where('sku', 'not in', (query) => query.selectFrom('bundle_selection').select('product_sku'))
    .orderBy('sku', 'desc')
    .executeTakeFirstOrThrow()
  unsellable.simple = simple.sku
  await db.updateTable('product').set({ qty: 0 }).where('sku', '=', unsellable.simple).execute()
})
afterAll(async () => app?.close())

const cases = () => Object.entries(unsellable) as [keyof typeof unsellable, string][]

describe('one availability rule for every page and the cart', () => {
  it('shows each unsellable product out of stock on its product page, the listing of its category and the search', async () => {
    const foundBySearch: string[] = []
    for (const [kind, sku] of cases()) {
      const { data } = await shopper.query(
        `query ($sku: String!) { product(sku: $sku) { ${STOCK} name categories { id } configurations { product { stock { isInStock } } } } }`,
        { sku },
      )
      const product = data!.product
      expect(product.stock, kind).toEqual({ isInStock: false, qty: 0 })
      expect(
        product.configurations.every(
          (variant: { product: { stock: { isInStock: boolean } } }) => !variant.product.stock.isInStock,
        ),
        kind,
      ).toBe(true)
      const listedIn: string[] = []
      for (const category of product.categories as { id: string }[]) {
        const listing = await shopper.query(
          `query ($id: ID!) { category(id: $id) { products(params: { pageLength: 200 }) { items { ${STOCK} } } } }`,
          { id: category.id },
        )
        const card = listing.data!.category.products.items.find((item: { sku: string }) => item.sku === sku)
        if (card) listedIn.push(category.id)
        if (card) expect(card.stock.isInStock, `${kind} in category ${category.id}`).toBe(false)
      }
      // A wide category's first 200 cards may not reach it, but some listing of its categories shows it.
      expect(listedIn.length, `${kind} listed in a category`).toBeGreaterThan(0)
      const found = await shopper.query(
        `query ($query: String!) { search(query: $query, params: { pageLength: 100 }) { items { ${STOCK} } } }`,
        { query: product.name },
      )
      const hit = found.data!.search.items.find((item: { sku: string }) => item.sku === sku)
      if (hit) foundBySearch.push(kind)
      if (hit) expect(hit.stock.isInStock, kind).toBe(false)
    }
    // Search ranking is not this rule's business: enough that the products it finds say the same.
    expect(foundBySearch.length).toBeGreaterThanOrEqual(2)
  })

  it('refuses each of them on add with the same message, chosen options or not', async () => {
    const cartId = await createCart(shopper)
    const items = [
      { sku: unsellable.bundle, quantity: 1 },
      { sku: unsellable.configurable, quantity: 1 },
      {
        sku: unsellable.configurable,
        quantity: 1,
        selected_options: [uid.colour(configurableChoice.colour), uid.size(configurableChoice.size)],
      },
      { sku: unsellable.simple, quantity: 1 },
    ]
    for (const item of items) {
      const { data } = await shopper.query(ADD, { cartId, items: [item] })
      expect(data!.addProductsToCart.user_errors, item.sku).toEqual([
        { code: 'NOT_SALABLE', message: 'This product is sold out.' },
      ])
    }
  })

  it('shows them out of stock in a wishlist too', async () => {
    const customer = createGraphqlAgent(app, { clientIp: '10.71.0.1' })
    expect((await registerCustomer(customer, { email: 'stock.rule@example.org' })).success).toBe(true)
    for (const sku of Object.values(unsellable)) {
      const { data } = await customer.query(
        'mutation ($input: WishlistItemInput!) { addToWishlist(input: $input) { success } }',
        { input: { sku } },
      )
      expect(data!.addToWishlist.success).toBe(true)
    }
    const { data } = await customer.query(`{ me { wishlist { items { product { ${STOCK} } } } } }`)
    const items = data!.me.wishlist.items as { product: { sku: string; stock: { isInStock: boolean } } }[]
    expect(items.map((item) => item.product.sku).sort()).toEqual(Object.values(unsellable).sort())
    expect(items.every((item) => !item.product.stock.isInStock)).toBe(true)
  })

  it('shows a bundle in stock again, and takes it, once its parts are back', async () => {
    const db = app.shopDatabase.db
    const parts = db
      .selectFrom('bundle_selection')
      .innerJoin('bundle_option', 'bundle_option.id', 'bundle_selection.option_id')
      .select('bundle_selection.product_sku')
      .where('bundle_option.sku', '=', unsellable.bundle)
    await db
      .updateTable('product')
      .set({ qty: 4, is_in_stock: true })
      .where('sku', 'in', parts)
      .where('qty', '<', 4)
      .execute()
    expect(soldOutPart).not.toBe('')
    const fresh = createGraphqlAgent(app)
    // Another store: the stock was changed behind the shop's back, so the first store's cached answer was not purged.
    const { data } = await fresh.query(
      `query ($sku: String!) { product(sku: $sku) { ${STOCK} } }`,
      { sku: unsellable.bundle },
      { store: '/de' },
    )
    expect(data!.product.stock).toEqual({ isInStock: true, qty: 4 })
    const cartId = await createCart(fresh, '/de')
    const added = await fresh.query(
      ADD,
      { cartId, items: [{ sku: unsellable.bundle, quantity: 1 }] },
      { store: '/de' },
    )
    expect(added.data!.addProductsToCart.user_errors).toEqual([])
  })
})

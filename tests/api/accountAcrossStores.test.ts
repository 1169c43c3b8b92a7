import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { signIn } from './helpers/accountFixtures.ts'
import { DEMO_CUSTOMER } from '../../db/seed/demoOrders.ts'

/**
 * A customer's account is one across stores (docs/orders.md, "One account in every store"): the
 * demo customer's orders, returns and files, placed in /fr, are listed in every store, with the
 * products named in that store's language and the amounts as charged.
 */
let app: FastifyInstance
let customer: GraphqlAgent

const ORDERS =
  '{ customer { orders { order_id number store_key grandTotal { amount currency } items { product_sku product_name } } } }'
const RETURNS =
  '{ customer { returns { number items { name order_item_id } order { items { id product_sku } } } } }'
const FILES = '{ customerDownloadableProducts { items { order_increment_id product_sku product_name } } }'
const STORES = [
  { base: '/fr', language: 'fr' },
  { base: '/de', language: 'de' },
  { base: '/en', language: 'en' },
  { base: '/it', language: 'it' },
] as const

beforeAll(async () => {
  app = await buildApiApp()
  customer = createGraphqlAgent(app)
  expect((await signIn(customer, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).success).toBe(true)
})
afterAll(async () => app?.close())

async function catalogueName(sku: string, language: string): Promise<string> {
  const row = await app.shopDatabase.db
    .selectFrom('product_translation')
    .select('name')
    .where('sku', '=', sku)
    .where('language', '=', language as 'fr')
    .executeTakeFirstOrThrow()
  return row.name
}

describe('one account in every store', () => {
  it('lists the orders placed in /fr in every store, products named in the store’s language, amounts as charged', async () => {
    const inFrance = (await customer.query(ORDERS, {}, { store: '/fr' })).data!.customer.orders as {
      number: string
      store_key: string
      grandTotal: unknown
      items: { product_sku: string; product_name: string }[]
    }[]
    expect(inFrance.length).toBeGreaterThan(0)
    expect(inFrance.every((order) => order.store_key === 'b2c_fr')).toBe(true)
    for (const { base, language } of STORES) {
      const orders = (await customer.query(ORDERS, {}, { store: base })).data!.customer
        .orders as typeof inFrance
      expect(
        orders.map((order) => [order.number, order.grandTotal]),
        base,
      ).toEqual(inFrance.map((order) => [order.number, order.grandTotal]))
      const item = orders[0]!.items[0]!
      expect(item.product_name, base).toBe(await catalogueName(item.product_sku, language))
    }
  })

  it('lists the returns and the files bought in /fr in every store', async () => {
    const returnsInFrance = (await customer.query(RETURNS, {}, { store: '/fr' })).data!.customer.returns as {
      number: string
      items: { name: string; order_item_id: string }[]
      order: { items: { id: string; product_sku: string }[] }
    }[]
    const filesInFrance = (await customer.query(FILES, {}, { store: '/fr' })).data!
      .customerDownloadableProducts.items as { order_increment_id: string }[]
    expect(returnsInFrance.length).toBeGreaterThan(0)
    for (const { base, language } of STORES) {
      const returns = (await customer.query(RETURNS, {}, { store: base })).data!.customer
        .returns as typeof returnsInFrance
      expect(
        returns.map((rma) => rma.number),
        base,
      ).toEqual(returnsInFrance.map((rma) => rma.number))
      const item = returns[0]!.items[0]!
      const ordered = returns[0]!.order.items.find((line) => line.id === item.order_item_id)!
      expect(item.name, base).toBe(await catalogueName(ordered.product_sku, language))
      const files = (await customer.query(FILES, {}, { store: base })).data!.customerDownloadableProducts
        .items as typeof filesInFrance
      expect(
        files.map((file) => file.order_increment_id),
        base,
      ).toEqual(filesInFrance.map((file) => file.order_increment_id))
    }
  })

  it('opens each order in every store, and reorders it into that store’s cart', async () => {
    const orders = (await customer.query(ORDERS, {}, { store: '/fr' })).data!.customer.orders as {
      order_id: string
      number: string
    }[]
    for (const { base } of STORES) {
      const { data } = await customer.query(
        'query ($id: ID!) { customer { order(orderId: $id) { number } } }',
        { id: orders[0]!.order_id },
        { store: base },
      )
      expect(data!.customer.order.number, base).toBe(orders[0]!.number)
    }
    const reordered = await customer.query(
      'mutation ($number: String!) { reorderItems(orderNumber: $number) { cart { id total_quantity } userInputErrors { code } } }',
      { number: orders[0]!.number },
      { store: '/it' },
    )
    expect(reordered.errors).toBeUndefined()
    expect(reordered.data!.reorderItems.cart.total_quantity).toBeGreaterThan(0)
  })
})

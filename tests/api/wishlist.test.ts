import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { CART, createCart } from './helpers/cartFixtures.ts'

let app: FastifyInstance
let agents = 0
/** A signed-in customer of their own, with a client address of their own. */
async function newCustomer(): Promise<GraphqlAgent> {
  agents += 1
  const agent = createGraphqlAgent(app, { clientIp: `10.70.0.${agents}` })
  expect((await registerCustomer(agent, { email: `wisher${agents}@example.org` })).success).toBe(true)
  return agent
}

const RESULT = 'success errorCode errorField'
const WISHLIST =
  'id isShareable items { id product { sku name } selectedOptions { option_id option_value } selectedCustomOptions { option_id option_value } selectedBundleOptions { option_id option_value option_qty } }'
const LOAD = `{ me { id wishlist { ${WISHLIST} } } }`
const ADD = `mutation ($input: WishlistItemInput!) { addToWishlist(input: $input) { ${RESULT} wishlist { ${WISHLIST} } } }`
const ADD_MANY = `mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(items: $items) { ${RESULT} wishlist { ${WISHLIST} } } }`
const REMOVE = `mutation ($id: ID!) { removeFromWishlist(itemId: $id) { ${RESULT} wishlist { ${WISHLIST} } } }`
const MOVE = `mutation ($id: ID!, $cartId: String!) { moveWishlistItemToCart(itemId: $id, cartId: $cartId) { ${RESULT} added user_errors { code message } wishlist { ${WISHLIST} } } }`
const SHARE = `mutation { shareWishlist { ${RESULT} shareCode wishlist { isShareable } } }`
const REVOKE = `mutation { revokeWishlistShare { ${RESULT} wishlist { isShareable } } }`
const SHARED = `query ($code: String!) { sharedWishlist(shareCode: $code) { ${WISHLIST} } }`
const ADD_SHARED = `mutation ($code: String!, $cartId: String!, $itemId: ID) { addSharedWishlistItemsToCart(shareCode: $code, cartId: $cartId, itemId: $itemId) { ${RESULT} added user_errors { code message } } }`

/** Two in-stock variants of configurable products without required custom options: colour and size chosen. */
let variants: { sku: string; colour: string; size: string }[]
const choiceOf = (variant: { sku: string; colour: string; size: string }) => ({
  sku: variant.sku,
  selectedOptions: [
    { option_id: '93', option_value: variant.colour },
    { option_id: '144', option_value: variant.size },
  ],
})

beforeAll(async () => {
  app = await buildApiApp()
  const { rows } = await sql<{ sku: string; colour: string; size: string }>`
    select distinct on (p.sku) p.sku, v.colour, v.size
    from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 5 and v.colour is not null and v.size is not null
    where p.type = 'configurable' and p.is_in_stock and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
    order by p.sku, v.sku limit 2`.execute(app.shopDatabase.db)
  variants = rows
  expect(variants).toHaveLength(2)
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

describe('a customer’s wishlist', () => {
  it('starts empty, keeps a product with its options once, and loses it when removed', async () => {
    const customer = await newCustomer()
    const empty = (await customer.query(LOAD)).data?.me.wishlist
    expect(empty).toMatchObject({ isShareable: false, items: [] })
    const added = (await customer.query(ADD, { input: choiceOf(variants[0]!) })).data?.addToWishlist
    expect(added).toMatchObject({ success: true, errorCode: null })
    expect(added.wishlist.items).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ sku: variants[0]!.sku }),
        selectedOptions: choiceOf(variants[0]!).selectedOptions,
      }),
    ])
    // The same options in another order are the same item.
    const again = (
      await customer.query(ADD, {
        input: {
          ...choiceOf(variants[0]!),
          selectedOptions: [...choiceOf(variants[0]!).selectedOptions].reverse(),
        },
      })
    ).data?.addToWishlist
    expect(again.wishlist.items).toHaveLength(1)
    const removed = (await customer.query(REMOVE, { id: added.wishlist.items[0].id })).data
      ?.removeFromWishlist
    expect(removed).toMatchObject({ success: true, wishlist: { items: [] } })
    expect(
      (await customer.query(REMOVE, { id: added.wishlist.items[0].id })).data?.removeFromWishlist,
    ).toMatchObject({ success: false, errorCode: 'WISHLIST_ITEM_NOT_FOUND' })
  })

  it('refuses a product that is not sold, naming the field', async () => {
    const customer = await newCustomer()
    expect((await customer.query(ADD, { input: { sku: 'NO-SUCH-SKU' } })).data?.addToWishlist).toMatchObject({
      success: false,
      errorCode: 'PRODUCT_NOT_FOUND',
      errorField: 'sku',
      wishlist: null,
    })
  })

  it('takes in what a guest kept in the browser, once, next to what the account had', async () => {
    const customer = await newCustomer()
    await customer.query(ADD, { input: choiceOf(variants[0]!) })
    const merged = (
      await customer.query(ADD_MANY, {
        items: [choiceOf(variants[0]!), choiceOf(variants[1]!), { sku: 'GONE-SKU' }],
      })
    ).data?.addProductsToWishlist
    expect(merged.success).toBe(true)
    expect(
      merged.wishlist.items.map((item: { product: { sku: string } }) => item.product.sku).sort(),
    ).toEqual([variants[0]!.sku, variants[1]!.sku].sort())
  })

  it('moves an item to the cart with its options, and keeps an item the cart refuses with the cart’s message', async () => {
    const customer = await newCustomer()
    const cartId = await createCart(customer)
    const kept = (
      await customer.query(ADD_MANY, { items: [choiceOf(variants[0]!), { sku: variants[1]!.sku }] })
    ).data?.addProductsToWishlist.wishlist.items as { id: string; product: { sku: string } }[]
    const withOptions = kept.find((item) => item.product.sku === variants[0]!.sku)!
    const withoutSize = kept.find((item) => item.product.sku === variants[1]!.sku)!
    const moved = (await customer.query(MOVE, { id: withOptions.id, cartId })).data?.moveWishlistItemToCart
    expect(moved).toMatchObject({ success: true, added: 1, user_errors: [] })
    expect(moved.wishlist.items.map((item: { id: string }) => item.id)).toEqual([withoutSize.id])
    const cart = (await customer.query(CART, { id: cartId })).data?.cart
    expect(cart.total_quantity).toBe(1)
    const refused = (await customer.query(MOVE, { id: withoutSize.id, cartId })).data?.moveWishlistItemToCart
    expect(refused).toMatchObject({ success: false, added: 0 })
    expect(refused.user_errors[0].message).not.toBe('')
    expect(refused.wishlist.items).toHaveLength(1)
  })

  it('is shared by a code that opens it for anyone, until revoked', async () => {
    const owner = await newCustomer()
    await owner.query(ADD_MANY, { items: [choiceOf(variants[0]!), choiceOf(variants[1]!)] })
    const shared = (await owner.query(SHARE)).data?.shareWishlist
    expect(shared).toMatchObject({ success: true, wishlist: { isShareable: true } })
    const code = shared.shareCode as string
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/)
    // Only its hash is stored.
    const stored = await app.shopDatabase.db
      .selectFrom('wishlist')
      .select('share_code_hash')
      .where('share_code_hash', 'is not', null)
      .execute()
    expect(stored.map((row) => row.share_code_hash)).not.toContain(code)

    const friend = createGraphqlAgent(app, { clientIp: '10.71.0.1' })
    const seen = (await friend.query(SHARED, { code })).data?.sharedWishlist
    expect(seen.items).toHaveLength(2)
    const cartId = await createCart(friend)
    const one = (await friend.query(ADD_SHARED, { code, cartId, itemId: seen.items[0].id })).data
      ?.addSharedWishlistItemsToCart
    expect(one).toMatchObject({ success: true, added: 1 })
    const all = (await friend.query(ADD_SHARED, { code, cartId })).data?.addSharedWishlistItemsToCart
    expect(all).toMatchObject({ success: true, added: 2 })
    expect((await friend.query(CART, { id: cartId })).data?.cart.total_quantity).toBe(3)
    // The shared wishlist stays as it was.
    expect((await owner.query(LOAD)).data?.me.wishlist.items).toHaveLength(2)

    const newCode = (await owner.query(SHARE)).data?.shareWishlist.shareCode
    expect((await friend.query(SHARED, { code })).data?.sharedWishlist).toBeNull()
    expect((await friend.query(SHARED, { code: newCode })).data?.sharedWishlist.items).toHaveLength(2)
    expect((await owner.query(REVOKE)).data?.revokeWishlistShare).toMatchObject({
      success: true,
      wishlist: { isShareable: false },
    })
    expect((await friend.query(SHARED, { code: newCode })).data?.sharedWishlist).toBeNull()
    expect(
      (await friend.query(ADD_SHARED, { code: newCode, cartId })).data?.addSharedWishlistItemsToCart,
    ).toMatchObject({ success: false, errorCode: 'SHARE_CODE_NOT_FOUND', added: 0 })
  })

  it('answers nothing and changes nothing while the feature is off', async () => {
    const customer = await newCustomer()
    await customer.query(ADD, { input: choiceOf(variants[0]!) })
    const code = (await customer.query(SHARE)).data?.shareWishlist.shareCode
    await app.shopDatabase.db
      .updateTable('feature_flag')
      .set({ is_active: false })
      .where('name', '=', 'wishlist')
      .execute()
    try {
      expect((await customer.query(LOAD)).data?.me.wishlist).toBeNull()
      expect((await customer.query(SHARED, { code })).data?.sharedWishlist).toBeNull()
      expect(
        (await customer.query(ADD, { input: choiceOf(variants[1]!) })).data?.addToWishlist,
      ).toMatchObject({ success: false, errorCode: 'WISHLIST_DISABLED' })
    } finally {
      await app.shopDatabase.db
        .updateTable('feature_flag')
        .set({ is_active: true })
        .where('name', '=', 'wishlist')
        .execute()
    }
    expect((await customer.query(LOAD)).data?.me.wishlist.items).toHaveLength(1)
  })
})

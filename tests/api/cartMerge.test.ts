import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { API_APP_START_TIMEOUT_MS, buildApiApp, postGraphql } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer } from './helpers/graphqlAgent.ts'
import { signIn } from './helpers/accountFixtures.ts'
import {
  ADD,
  APPLY_COUPON,
  CART,
  CART_FIELDS,
  configurableWithOptions,
  createCart,
  productWithTierPrices,
  variantItem,
} from './helpers/cartFixtures.ts'

let app: FastifyInstance
let clientIp = 0
const nextIp = () => `10.1.0.${(clientIp += 1)}`
const CUSTOMER_CART = `{ customerCart { ${CART_FIELDS} } }`

beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app.close())

/** A customer with a cart holding `quantity` of a variant, signed out again: their next sign-in merges. */
async function customerWithCart(email: string, items: unknown[], store = '/en') {
  const agent = createGraphqlAgent(app, { clientIp: nextIp() })
  expect((await registerCustomer(agent, { email })).success).toBe(true)
  const cartId = (await agent.query('{ customerCart { id } }', {}, { store })).data?.customerCart.id
  if (items.length > 0)
    expect((await agent.query(ADD, { cartId, items }, { store })).data?.addProductsToCart.success).toBe(true)
  await agent.query('mutation { signOut { success } }')
  return cartId as string
}

describe('merging the guest cart at sign-in', () => {
  it('adds the quantities of the same product and options, keeps other lines and the guest coupon', async () => {
    const slipper = await configurableWithOptions(app, 6)
    const sock = await productWithTierPrices(app)
    const customerCartId = await customerWithCart('merge.one@example.org', [variantItem(slipper, 2)])
    const guest = createGraphqlAgent(app, { clientIp: nextIp() })
    const guestCartId = await createCart(guest)
    await guest.query(ADD, { cartId: guestCartId, items: [variantItem(slipper, 3), variantItem(sock, 1)] })
    await guest.query(APPLY_COUPON, { id: guestCartId, code: 'WELCOME10' })

    expect((await signIn(guest, 'merge.one@example.org')).success).toBe(true)
    const cart = (await guest.query(CUSTOMER_CART)).data?.customerCart
    expect(cart.id).toBe(customerCartId)
    expect(
      cart.items.map((item: { product: { sku: string }; quantity: number }) => [
        item.product.sku,
        item.quantity,
      ]),
    ).toEqual([
      [slipper.sku, 5],
      [sock.sku, 1],
    ])
    expect(cart.notices).toEqual([])
    expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }])
    expect(cart.email).toBe('merge.one@example.org')
    expect((await guest.query(CART, { id: guestCartId })).data?.cart).toBeNull()
    expect(
      await app.shopDatabase.db
        .selectFrom('cart')
        .select('id')
        .where('id', '=', guestCartId)
        .executeTakeFirst(),
    ).toBeUndefined()
  })

  it('reduces a line to the stock of its size and tells the shopper, in the store language', async () => {
    const slipper = await configurableWithOptions(app, 6)
    await customerWithCart('merge.two@example.org', [variantItem(slipper, 4)], '/fr')
    const guest = createGraphqlAgent(app, { clientIp: nextIp() })
    const guestCartId = await createCart(guest, '/fr')
    await guest.query(ADD, { cartId: guestCartId, items: [variantItem(slipper, 4)] }, { store: '/fr' })
    await app.shopDatabase.db
      .updateTable('product')
      .set({ qty: 6 })
      .where('sku', '=', slipper.variant_sku)
      .execute()
    try {
      expect((await signIn(guest, 'merge.two@example.org')).success).toBe(true)
      const french = (await guest.query(CUSTOMER_CART, {}, { store: '/fr' })).data?.customerCart
      expect(french.items.map((item: { quantity: number }) => item.quantity)).toEqual([6])
      expect(french.notices).toEqual([
        {
          code: 'QUANTITY_REDUCED',
          sku: slipper.sku,
          message: expect.stringMatching(
            /^Seuls 6 des 8 «\u202f.+\u202f» choisis sont en stock\u202f: votre panier en contient 6\.$/,
          ),
        },
      ])
      // The customer's cart of another store is a cart of its own, untouched.
      expect((await guest.query(CUSTOMER_CART)).data?.customerCart.items).toEqual([])
      const { data } = await guest.query(
        ADD,
        { cartId: french.id, items: [variantItem(slipper, 1)] },
        { store: '/fr' },
      )
      expect(data?.addProductsToCart.errorCode).toBe('INSUFFICIENT_STOCK')
      expect(
        (await guest.query(CUSTOMER_CART, {}, { store: '/fr' })).data?.customerCart.notices,
      ).toHaveLength(1)
    } finally {
      await app.shopDatabase.db
        .updateTable('product')
        .set({ qty: slipper.qty })
        .where('sku', '=', slipper.variant_sku)
        .execute()
    }
  })

  it('removes a sold-out line with a notice rather than silently', async () => {
    const slipper = await configurableWithOptions(app, 2)
    await customerWithCart('merge.three@example.org', [])
    const guest = createGraphqlAgent(app, { clientIp: nextIp() })
    const guestCartId = await createCart(guest)
    await guest.query(ADD, { cartId: guestCartId, items: [variantItem(slipper, 2)] })
    await app.shopDatabase.db
      .updateTable('product')
      .set({ qty: 0 })
      .where('sku', '=', slipper.variant_sku)
      .execute()
    try {
      expect((await signIn(guest, 'merge.three@example.org')).success).toBe(true)
      const cart = (await guest.query(CUSTOMER_CART)).data?.customerCart
      expect(cart.items).toEqual([])
      expect(cart.notices).toEqual([
        {
          code: 'ITEM_REMOVED',
          sku: slipper.sku,
          message: expect.stringMatching(/is no longer available and was removed from your cart\.$/),
        },
      ])
    } finally {
      await app.shopDatabase.db
        .updateTable('product')
        .set({ qty: slipper.qty })
        .where('sku', '=', slipper.variant_sku)
        .execute()
    }
  })

  it('gives a new account the guest cart, and forgets the cart at sign-out', async () => {
    const slipper = await configurableWithOptions(app)
    const guest = createGraphqlAgent(app, { clientIp: nextIp() })
    const guestCartId = await createCart(guest)
    await guest.query(ADD, { cartId: guestCartId, items: [variantItem(slipper, 1)] })
    expect((await registerCustomer(guest, { email: 'merge.four@example.org' })).success).toBe(true)
    const cart = (await guest.query(CUSTOMER_CART)).data?.customerCart
    expect(cart.total_quantity).toBe(1)
    await guest.query('mutation { signOut { success } }')
    expect((await guest.query(CART, { id: cart.id })).data?.cart).toBeNull()
    expect((await guest.query(CUSTOMER_CART)).data?.customerCart).toBeNull()
  })
})

describe('the public answers cache', () => {
  it(
    'stays warm through 100 cart mutations',
    async () => {
      const cached = await buildApiApp({ responseCacheSeconds: 30 })
      try {
        const slipper = await configurableWithOptions(cached)
        const PRODUCT =
          'query ($sku: String!) { product(sku: $sku) { sku name prices { finalPrice { priceInclTax { value { amount } } } } } }'
        const run = async () => {
          const before = cached.shopDatabase.statementCount()
          const { body } = await postGraphql(cached, PRODUCT, { sku: slipper.sku })
          expect(body.errors).toBeUndefined()
          return { statements: cached.shopDatabase.statementCount() - before, product: body.data?.product }
        }
        const first = await run()
        expect(first.statements).toBeGreaterThan(0)
        const shopper = createGraphqlAgent(cached, { clientIp: '10.9.0.1' })
        const cartId = await createCart(shopper)
        for (let index = 0; index < 50; index += 1) {
          const added = await shopper.query(ADD, { cartId, items: [variantItem(slipper, 1)] })
          const itemId = added.data?.addProductsToCart.cart.items[0].item_id
          expect(
            (
              await shopper.query(
                'mutation ($id: String!, $item: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_id: $item }) { success } }',
                { id: cartId, item: itemId },
              )
            ).data?.removeItemFromCart.success,
          ).toBe(true)
        }
        expect(await run()).toEqual({ statements: 0, product: first.product })
      } finally {
        await cached.close()
      }
    },
    API_APP_START_TIMEOUT_MS,
  )
})

import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import {
  ADD,
  APPLY_COUPON,
  CART,
  REMOVE,
  REMOVE_COUPON,
  UPDATE,
  configurableWithOptions,
  createCart,
  variantItem,
} from './helpers/cartFixtures.ts'
import {
  ADDRESSES,
  APPLY_GIFT_CARD,
  APPLY_STORE_CREDIT,
  PLACE_ORDER,
  REMOVE_GIFT_CARD,
  REMOVE_STORE_CREDIT,
  SET_BILLING_ADDRESS,
  SET_BILLING_SAME,
  SET_EMAIL,
  SET_PAYMENT,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
} from './helpers/checkoutFixtures.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers differ per operation
type Data = Record<string, any>

let app: FastifyInstance
let owner: GraphqlAgent
let guestCartId: string
let customerCartId: string
let itemId: string
let product: Awaited<ReturnType<typeof configurableWithOptions>>
let intruderCount = 0

/** Every operation that takes a cart id, and how it refuses one that is not the caller's. */
const CART_OPERATIONS: {
  name: string
  send: (agent: GraphqlAgent, cartId: string) => Promise<{ data?: Data }>
  refused: (data: Data) => void
}[] = [
  {
    name: 'cart(cart_id)',
    send: (agent, id) => agent.query(CART, { id }),
    refused: (data) => expect(data.cart).toBeNull(),
  },
  {
    name: 'addProductsToCart',
    send: (agent, id) => agent.query(ADD, { cartId: id, items: [variantItem(product, 1)] }),
    refused: (data) =>
      expect(data.addProductsToCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        user_errors: [],
        cart: null,
      }),
  },
  {
    name: 'updateCartItems',
    send: (agent, id) => agent.query(UPDATE, { id, items: [{ cart_item_id: itemId, quantity: 3 }] }),
    refused: (data) =>
      expect(data.updateCartItems).toMatchObject({ success: false, errorCode: 'CART_NOT_FOUND', cart: null }),
  },
  {
    name: 'removeItemFromCart',
    send: (agent, id) => agent.query(REMOVE, { id, item: itemId }),
    refused: (data) =>
      expect(data.removeItemFromCart).toMatchObject({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        cart: null,
      }),
  },
  {
    name: 'applyCouponToCart',
    send: (agent, id) => agent.query(APPLY_COUPON, { id, code: 'WELCOME10' }),
    refused: (data) =>
      expect(data.applyCouponToCart).toMatchObject({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        cart: null,
      }),
  },
  {
    name: 'removeCouponFromCart',
    send: (agent, id) => agent.query(REMOVE_COUPON, { id }),
    refused: (data) =>
      expect(data.removeCouponFromCart).toMatchObject({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        cart: null,
      }),
  },
  {
    name: 'setGuestEmailOnCart',
    send: (agent, id) => agent.query(SET_EMAIL, { id, email: 'intruder@example.org' }),
    refused: (data) =>
      expect(data.setGuestEmailOnCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        errorField: null,
        cart: null,
      }),
  },
  {
    name: 'setShippingAddressesOnCart',
    send: (agent, id) => agent.query(SET_SHIPPING_ADDRESS, { id, address: ADDRESSES.GB }),
    refused: (data) =>
      expect(data.setShippingAddressesOnCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        errorField: null,
        cart: null,
      }),
  },
  {
    name: 'setShippingMethodsOnCart',
    send: (agent, id) => agent.query(SET_SHIPPING_METHOD, { id, carrier: 'flatrate', method: 'home' }),
    refused: (data) =>
      expect(data.setShippingMethodsOnCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        errorField: null,
        cart: null,
      }),
  },
  {
    name: 'setBillingAddressOnCart (same as shipping)',
    send: (agent, id) => agent.query(SET_BILLING_SAME, { id }),
    refused: (data) =>
      expect(data.setBillingAddressOnCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        errorField: null,
        cart: null,
      }),
  },
  {
    name: 'setBillingAddressOnCart',
    send: (agent, id) => agent.query(SET_BILLING_ADDRESS, { id, address: ADDRESSES.GB }),
    refused: (data) =>
      expect(data.setBillingAddressOnCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        errorField: null,
        cart: null,
      }),
  },
  {
    name: 'setPaymentMethodOnCart',
    send: (agent, id) => agent.query(SET_PAYMENT, { id, code: 'offline_card' }),
    refused: (data) =>
      expect(data.setPaymentMethodOnCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        errorField: null,
        cart: null,
      }),
  },
  {
    name: 'applyGiftCardToCart',
    send: (agent, id) => agent.query(APPLY_GIFT_CARD, { id, code: 'WARM-FEET-CADE-AU75' }),
    refused: (data) =>
      expect(data.applyGiftCardToCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        errorField: null,
        cart: null,
      }),
  },
  {
    name: 'removeGiftCardFromCart',
    send: (agent, id) => agent.query(REMOVE_GIFT_CARD, { id, code: 'WARM-FEET-CADE-AU75' }),
    refused: (data) =>
      expect(data.removeGiftCardFromCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        errorField: null,
        cart: null,
      }),
  },
  {
    name: 'applyStoreCreditToCart',
    send: (agent, id) => agent.query(APPLY_STORE_CREDIT, { id }),
    refused: (data) =>
      expect(data.applyStoreCreditToCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        errorField: null,
        cart: null,
      }),
  },
  {
    name: 'removeStoreCreditFromCart',
    send: (agent, id) => agent.query(REMOVE_STORE_CREDIT, { id }),
    refused: (data) =>
      expect(data.removeStoreCreditFromCart).toEqual({
        success: false,
        errorCode: 'CART_NOT_FOUND',
        errorMessage: 'This cart could not be found. Please reload the page.',
        errorField: null,
        cart: null,
      }),
  },
  {
    name: 'placeOrder',
    send: (agent, id) => agent.query(PLACE_ORDER, { id, key: `intruder-${id}` }),
    refused: (data) =>
      expect(data.placeOrder).toEqual({
        order: null,
        errors: [
          { code: 'CART_NOT_FOUND', message: 'This cart could not be found. Please reload the page.' },
        ],
        payment: null,
      }),
  },
]

beforeAll(async () => {
  app = await buildApiApp()
  product = await configurableWithOptions(app)
  owner = createGraphqlAgent(app, { clientIp: '10.0.0.1' })
  guestCartId = await createCart(owner)
  const added = await owner.query(ADD, { cartId: guestCartId, items: [variantItem(product, 1)] })
  itemId = added.data?.addProductsToCart.cart.items[0].item_id
  const customer = createGraphqlAgent(app, { clientIp: '10.0.0.2' })
  expect((await registerCustomer(customer, { email: 'cart.owner@example.org' })).success).toBe(true)
  customerCartId = (await customer.query('{ customerCart { id } }')).data?.customerCart.id
  await customer.query(ADD, { cartId: customerCartId, items: [variantItem(product, 1)] })
})
afterAll(async () => app.close())

async function cartsUnchanged() {
  const rows = await app.shopDatabase.db
    .selectFrom('cart_item')
    .select(['cart_id', 'quantity'])
    .where('cart_id', 'in', [guestCartId, customerCartId])
    .execute()
  const carts = await app.shopDatabase.db
    .selectFrom('cart')
    .select(['id', 'coupon_code'])
    .where('id', 'in', [guestCartId, customerCartId])
    .execute()
  expect(rows.map((row) => row.quantity)).toEqual([1, 1])
  expect(carts.map((cart) => cart.coupon_code)).toEqual([null, null])
  // Checkout state: nothing set by an intruder, no gift card applied, no order placed.
  const checkout = await app.shopDatabase.db
    .selectFrom('cart')
    .select([
      'email',
      'shipping_address',
      'billing_address',
      'shipping_method',
      'payment_method',
      'use_store_credit',
      'idempotency_key',
    ])
    .where('id', 'in', [guestCartId, customerCartId])
    .execute()
  expect(checkout).toEqual(
    [0, 1].map(() => ({
      email: null,
      shipping_address: null,
      billing_address: null,
      shipping_method: null,
      payment_method: null,
      use_store_credit: false,
      idempotency_key: null,
    })),
  )
  expect(
    await app.shopDatabase.db
      .selectFrom('cart_gift_card')
      .selectAll()
      .where('cart_id', 'in', [guestCartId, customerCartId])
      .execute(),
  ).toEqual([])
  expect(
    await app.shopDatabase.db
      .selectFrom('shop_order')
      .selectAll()
      .where('cart_id', 'in', [guestCartId, customerCartId])
      .execute(),
  ).toEqual([])
}

describe('cart ids are unguessable and bound to their owner', () => {
  it('makes ids of 128 random bits, not a sequence', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => createCart(createGraphqlAgent(app))))
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(16)
    expect(new Set(ids).size).toBe(5)
  })

  it('answers the owner, in a session of its own', async () => {
    expect((await owner.query(CART, { id: guestCartId })).data?.cart.total_quantity).toBe(1)
    expect((await owner.query(CART, { id: guestCartId }, { store: '/de' })).data?.cart).toBeNull()
  })

  const intruders: { name: string; agent: () => Promise<GraphqlAgent> }[] = [
    {
      name: 'another guest session with a cart of its own',
      agent: async () => {
        const agent = createGraphqlAgent(app, { clientIp: '10.0.0.9' })
        await createCart(agent)
        return agent
      },
    },
    {
      name: 'a request without a session',
      agent: async () => createGraphqlAgent(app, { clientIp: '10.0.0.9' }),
    },
    {
      name: 'another signed-in customer',
      agent: async () => {
        // Each from an address of its own: registrations have a budget per client.
        const agent = createGraphqlAgent(app, { clientIp: `10.0.3.${(intruderCount += 1)}` })
        expect(
          (await registerCustomer(agent, { email: `intruder.${randomBytes(4).toString('hex')}@example.org` }))
            .success,
        ).toBe(true)
        return agent
      },
    },
  ]
  for (const { name, agent } of intruders) {
    for (const operation of CART_OPERATIONS) {
      for (const target of ['guest', 'customer'] as const) {
        it(`refuses ${operation.name} on the ${target} cart of someone else from ${name}`, async () => {
          const intruder = await agent()
          const response = await operation.send(intruder, target === 'guest' ? guestCartId : customerCartId)
          operation.refused(response.data ?? {})
          await cartsUnchanged()
        })
      }
    }
  }

  for (const operation of CART_OPERATIONS) {
    it(`answers ${operation.name} on a guessed id exactly like on another's cart`, async () => {
      const guessed = await operation.send(owner, randomBytes(16).toString('base64url'))
      const foreign = await operation.send(createGraphqlAgent(app), guestCartId)
      expect(guessed.data).toEqual(foreign.data)
      operation.refused(guessed.data ?? {})
    })
  }

  it('never lets a public request (no cookie) reach a cart', async () => {
    const { body } = await postGraphql(app, CART, { id: guestCartId })
    expect(body.data?.cart).toBeNull()
  })
})

describe('adding to the cart is rate-limited per session', () => {
  it('refuses adds beyond the budget with 429, without touching the cart', async () => {
    const agent = createGraphqlAgent(app, { clientIp: '10.0.1.1' })
    const cartId = await createCart(agent)
    let refused: Data | undefined
    let status = 200
    for (let attempt = 0; attempt < 80 && !refused; attempt += 1) {
      // Invalid quantities are cheap and still counted.
      const response = await agent.query(ADD, { cartId, items: [variantItem(product, 0)] })
      if (response.data?.addProductsToCart.errorCode === 'TOO_MANY_ATTEMPTS') {
        refused = response.data
        status = response.status
      }
    }
    expect(refused?.addProductsToCart).toMatchObject({
      success: false,
      errorCode: 'TOO_MANY_ATTEMPTS',
      cart: { id: cartId, total_quantity: 0 },
    })
    expect(status).toBe(429)
    const other = createGraphqlAgent(app, { clientIp: '10.0.1.1' })
    const otherCart = await createCart(other)
    expect(
      (await other.query(ADD, { cartId: otherCart, items: [variantItem(product, 1)] })).data
        ?.addProductsToCart.success,
    ).toBe(true)
  })
})

describe('concurrent adds', () => {
  it('never put more in a line than the stock of its size, however many arrive at once', async () => {
    const agent = createGraphqlAgent(app, { clientIp: '10.0.2.1' })
    const cartId = await createCart(agent)
    await app.shopDatabase.db
      .updateTable('product')
      .set({ qty: 3 })
      .where('sku', '=', product.variant_sku)
      .execute()
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => agent.query(ADD, { cartId, items: [variantItem(product, 1)] })),
      )
      const added = answers.filter((answer) => answer.data?.addProductsToCart.success).length
      expect(added).toBe(3)
      expect(
        answers.filter((answer) => answer.data?.addProductsToCart.errorCode === 'INSUFFICIENT_STOCK'),
      ).toHaveLength(5)
      expect((await agent.query(CART, { id: cartId })).data?.cart.total_quantity).toBe(3)
    } finally {
      await app.shopDatabase.db
        .updateTable('product')
        .set({ qty: product.qty })
        .where('sku', '=', product.variant_sku)
        .execute()
    }
  })
})

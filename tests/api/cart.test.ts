import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import {
  ADD,
  APPLY_COUPON,
  CART,
  REMOVE,
  REMOVE_COUPON,
  UPDATE,
  configurableWithOptions,
  createCart,
  productWithTierPrices,
  uid,
  variantItem,
} from './helpers/cartFixtures.ts'

let app: FastifyInstance
let shopper: GraphqlAgent

beforeAll(async () => {
  app = await buildApiApp()
  shopper = createGraphqlAgent(app)
})
afterAll(async () => app.close())

const cents = (money: { amount: number }) => Math.round(money.amount * 100)

describe('adding to the cart', () => {
  it('prices a configurable product with colour, size and custom options from the catalogue', async () => {
    const product = await configurableWithOptions(app)
    expect(product).toMatchObject({ sku: 'CL-00007', variant_sku: 'CL-00007-GREY-L' })
    const cartId = await createCart(shopper)
    const { data } = await shopper.query(ADD, {
      cartId,
      items: [
        variantItem(product, 2, {
          selected_options: [
            uid.colour(product.colour),
            uid.size(product.size),
            uid.customValue(product.choice_option, product.choice_value),
          ],
          entered_options: [{ uid: uid.customText(product.text_option), value: 'LÉA' }],
        }),
      ],
    })
    const result = data?.addProductsToCart
    expect(result).toMatchObject({ success: true, errorCode: null, user_errors: [] })
    const [item] = result.cart.items
    // The seed's prices: the variant €50.90, the chosen value €2.50, the engraved text €5.00; 20 % VAT included.
    expect(cents(item.prices.price)).toBe(5840)
    expect(cents(item.prices.row_total_including_tax)).toBe(11680)
    expect(cents(item.prices.row_total)).toBe(9733)
    expect(item.configurable_options.map((option: { value_id: string }) => option.value_id)).toEqual([
      product.colour,
      product.size,
    ])
    expect(
      item.customizable_options.map((option: { values: { value: string }[] }) => option.values[0]?.value),
    ).toContain('LÉA')
    expect(result.cart.total_quantity).toBe(2)
    expect(cents(result.cart.prices.grand_total)).toBe(11680)
    expect(result.cart.prices.applied_taxes[0].label).toBe('Including 20% VAT')
  })

  it('pictures a line in its chosen colour: the configured variant has its own sku and its colour’s image', async () => {
    const { rows } = await sql<{
      sku: string
      colour: string
      size: string
      image_id: string
      parent_image: string
    }>`
      select p.sku, v.colour, v.size, v.image_id, p.image_id as parent_image
      from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty > 0
      where p.type = 'configurable' and v.image_id <> p.image_id
        and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
      order by p.sku, v.sku limit 1`.execute(app.shopDatabase.db)
    const variant = rows[0]!
    const painter = createGraphqlAgent(app)
    const cartId = await createCart(painter)
    const { data } = await painter.query(
      `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { success cart { items { product { sku imageUrl } configured_variant { sku imageUrl } } } } }`,
      {
        cartId,
        items: [
          {
            sku: variant.sku,
            quantity: 1,
            selected_options: [uid.colour(variant.colour), uid.size(variant.size)],
          },
        ],
      },
    )
    const [item] = data!.addProductsToCart.cart.items
    expect(item.product.sku).toBe(variant.sku)
    expect(item.configured_variant.sku).not.toBe(variant.sku)
    expect(item.configured_variant.imageUrl).not.toBe(item.product.imageUrl)
    expect(item.configured_variant.imageUrl).toContain(variant.colour)
  })

  it('applies the tier price the line quantity reaches, and adds to the same line', async () => {
    // The seed's SO-00014 in navy 39-42: €13.90 a pair, €12.00 from 3 pairs, €11.00 from 6.
    const product = await productWithTierPrices(app)
    expect(product).toMatchObject({ sku: 'SO-00014', variant_sku: 'SO-00014-NAVY-39-42', tier_qty: 6 })
    const cartId = await createCart(createGraphqlAgent(app))
    const agent = createGraphqlAgent(app)
    const ownCart = await createCart(agent)
    expect(ownCart).not.toBe(cartId)
    const one = await agent.query(ADD, { cartId: ownCart, items: [variantItem(product, 1)] })
    expect(cents(one.data?.addProductsToCart.cart.items[0].prices.price)).toBe(1390)
    const more = await agent.query(ADD, {
      cartId: ownCart,
      items: [variantItem(product, product.tier_qty - 1)],
    })
    const items = more.data?.addProductsToCart.cart.items
    expect(items).toHaveLength(1)
    expect(items[0].quantity).toBe(product.tier_qty)
    expect(cents(items[0].prices.price)).toBe(1100)
  })

  it('has no price input: a price sent by the client is refused by the schema', async () => {
    const product = await configurableWithOptions(app)
    const cartId = await createCart(shopper)
    const before = await shopper.query(CART, { id: cartId })
    const response = await shopper.query(ADD, { cartId, items: [variantItem(product, 1, { price: 0.01 })] })
    expect(response.errors?.[0]?.message).toMatch(/price/)
    expect((await shopper.query(CART, { id: cartId })).data).toEqual(before.data)
  })
})

describe('refused items leave the cart unchanged', () => {
  let cartId: string
  let before: unknown
  let product: Awaited<ReturnType<typeof configurableWithOptions>>
  beforeAll(async () => {
    product = await configurableWithOptions(app)
    cartId = await createCart(shopper)
    await shopper.query(ADD, { cartId, items: [variantItem(product, 1)] })
    before = (await shopper.query(CART, { id: cartId })).data
  })

  const cases: {
    name: string
    items: () => unknown[]
    errorCode: string
    userCode: string
    message: RegExp
  }[] = [
    {
      name: 'quantity 0',
      items: () => [variantItem(product, 0)],
      errorCode: 'INVALID_QUANTITY',
      userCode: 'INVALID_PARAMETER_VALUE',
      message: /whole quantity from 1 to 999/,
    },
    {
      name: 'quantity 10000',
      items: () => [variantItem(product, 10_000)],
      errorCode: 'INVALID_QUANTITY',
      userCode: 'INVALID_PARAMETER_VALUE',
      message: /from 1 to 999/,
    },
    {
      name: 'quantity 1.5',
      items: () => [variantItem(product, 1.5)],
      errorCode: 'INVALID_QUANTITY',
      userCode: 'INVALID_PARAMETER_VALUE',
      message: /whole quantity/,
    },
    {
      name: 'an unknown sku',
      items: () => [{ sku: 'NO-SUCH-SKU', quantity: 1 }],
      errorCode: 'INVALID_CART_ITEMS',
      userCode: 'PRODUCT_NOT_FOUND',
      message: /NO-SUCH-SKU does not exist/,
    },
    {
      name: 'a missing size',
      items: () => [{ sku: product.sku, quantity: 1, selected_options: [uid.colour(product.colour)] }],
      errorCode: 'INVALID_CART_ITEMS',
      userCode: 'REQUIRED_PARAMETER_MISSING',
      message: /^Please choose a size\.$/,
    },
    {
      name: 'no options at all',
      items: () => [{ sku: product.sku, quantity: 1 }],
      errorCode: 'INVALID_CART_ITEMS',
      userCode: 'REQUIRED_PARAMETER_MISSING',
      message: /^Please choose a colour and a size\.$/,
    },
    {
      name: 'more than the stock',
      items: () => [variantItem(product, product.qty)],
      errorCode: 'INSUFFICIENT_STOCK',
      userCode: 'INSUFFICIENT_STOCK',
      message: /Only \d+ left in stock/,
    },
    {
      name: 'a good item with a bad one',
      items: () => [variantItem(product, 1), { sku: 'NO-SUCH-SKU', quantity: 1 }],
      errorCode: 'INVALID_CART_ITEMS',
      userCode: 'PRODUCT_NOT_FOUND',
      message: /does not exist/,
    },
  ]
  for (const { name, items, errorCode, userCode, message } of cases) {
    it(`refuses ${name} with a clear message`, async () => {
      const { data } = await shopper.query(ADD, { cartId, items: items() })
      expect(data?.addProductsToCart).toMatchObject({ success: false, errorCode })
      expect(data?.addProductsToCart.user_errors[0]).toMatchObject({
        code: userCode,
        message: expect.stringMatching(message),
      })
      expect((await shopper.query(CART, { id: cartId })).data).toEqual(before)
    })
  }

  it('answers in the store language', async () => {
    const german = createGraphqlAgent(app)
    const germanCart = await createCart(german, '/de')
    const { data } = await german.query(
      ADD,
      { cartId: germanCart, items: [variantItem(product, 0)] },
      { store: '/de' },
    )
    expect(data?.addProductsToCart.user_errors[0].message).toBe(
      'Bitte wählen Sie eine ganze Menge von 1 bis 999.',
    )
    expect(data?.addProductsToCart.errorMessage).not.toMatch(/quantity/)
  })

  it('refuses updates to 0, 10000 or beyond the stock, all or nothing', async () => {
    const itemId = (before as { cart: { items: { item_id: string }[] } }).cart.items[0]?.item_id
    for (const [quantity, errorCode] of [
      [0, 'INVALID_QUANTITY'],
      [10_000, 'INVALID_QUANTITY'],
      [product.qty + 1, 'INSUFFICIENT_STOCK'],
    ] as const) {
      const { data } = await shopper.query(UPDATE, {
        id: cartId,
        items: [{ cart_item_id: itemId, quantity }],
      })
      expect(data?.updateCartItems).toMatchObject({ success: false, errorCode })
      expect((await shopper.query(CART, { id: cartId })).data).toEqual(before)
    }
    const partly = await shopper.query(UPDATE, {
      id: cartId,
      items: [
        { cart_item_id: itemId, quantity: 2 },
        { cart_item_id: '999999999', quantity: 1 },
      ],
    })
    expect(partly.data?.updateCartItems).toMatchObject({ success: false, errorCode: 'CART_ITEM_NOT_FOUND' })
    expect((await shopper.query(CART, { id: cartId })).data).toEqual(before)
  })
})

describe("the shopper's current cart", () => {
  it("is null until the session has a cart, then the session's own, without creating one", async () => {
    const agent = createGraphqlAgent(app)
    const SHOPPER_CART = '{ shopperCart { id total_quantity } }'
    const carts = async () =>
      Number(
        (
          await app.shopDatabase.db
            .selectFrom('cart')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await carts()
    expect((await agent.query(SHOPPER_CART)).data?.shopperCart).toBeNull()
    expect(await carts()).toBe(before)
    const cartId = await createCart(agent)
    await agent.query(ADD, { cartId, items: [variantItem(await configurableWithOptions(app), 2)] })
    expect((await agent.query(SHOPPER_CART)).data?.shopperCart).toEqual({ id: cartId, total_quantity: 2 })
    expect((await createGraphqlAgent(app).query(SHOPPER_CART)).data?.shopperCart).toBeNull()
    expect((await agent.query(SHOPPER_CART, {}, { store: '/de' })).data?.shopperCart).toBeNull()
  })
})

describe('changing lines', () => {
  it('updates a quantity and removes a line', async () => {
    const product = await configurableWithOptions(app)
    const cartId = await createCart(createGraphqlAgent(app))
    const agent = createGraphqlAgent(app)
    const ownCart = await createCart(agent)
    expect(cartId).not.toBe(ownCart)
    const added = await agent.query(ADD, { cartId: ownCart, items: [variantItem(product, 1)] })
    const itemId = added.data?.addProductsToCart.cart.items[0].item_id
    const updated = await agent.query(UPDATE, { id: ownCart, items: [{ cart_item_id: itemId, quantity: 3 }] })
    expect(updated.data?.updateCartItems).toMatchObject({ success: true, cart: { total_quantity: 3 } })
    const removed = await agent.query(REMOVE, { id: ownCart, item: itemId })
    expect(removed.data?.removeItemFromCart).toMatchObject({
      success: true,
      cart: { total_quantity: 0, items: [] },
    })
    const again = await agent.query(REMOVE, { id: ownCart, item: itemId })
    expect(again.data?.removeItemFromCart).toMatchObject({
      success: false,
      errorCode: 'CART_ITEM_NOT_FOUND',
      errorMessage: 'This item is no longer in your cart.',
    })
  })
})

describe('coupons', () => {
  let agent: GraphqlAgent
  let cartId: string
  let product: Awaited<ReturnType<typeof configurableWithOptions>>
  beforeAll(async () => {
    agent = createGraphqlAgent(app)
    cartId = await createCart(agent)
    product = await configurableWithOptions(app)
  })

  it('takes a percentage off, spread over the lines to the cent', async () => {
    await agent.query(ADD, { cartId, items: [variantItem(product, 3)] })
    const { data } = await agent.query(APPLY_COUPON, { id: cartId, code: ' welcome10 ' })
    const cart = data?.applyCouponToCart.cart
    expect(data?.applyCouponToCart.success).toBe(true)
    expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }])
    const subtotal = cents(cart.prices.subtotal_including_tax)
    const discount = Math.round(subtotal / 10)
    expect(cart.prices.discounts).toEqual([{ label: 'Coupon WELCOME10', amount: { amount: discount / 100 } }])
    expect(cents(cart.prices.grand_total)).toBe(subtotal - discount)
    expect(
      cart.items.reduce(
        (sum: number, item: { prices: { total_item_discount: { amount: number } } }) =>
          sum + cents(item.prices.total_item_discount),
        0,
      ),
    ).toBe(discount)
  })

  it('takes a fixed amount off from its minimum subtotal only', async () => {
    // SO-00014 in navy 39-42: one pair €13.90, three pairs €36.00 (its €12.00 tier price).
    const socks = await productWithTierPrices(app)
    expect(socks).toMatchObject({ sku: 'SO-00014', variant_sku: 'SO-00014-NAVY-39-42' })
    const small = createGraphqlAgent(app)
    const smallCart = await createCart(small)
    await small.query(ADD, { cartId: smallCart, items: [variantItem(socks, 1)] })
    const first = await small.query(APPLY_COUPON, { id: smallCart, code: 'SOCKS5' })
    expect(first.data?.applyCouponToCart).toMatchObject({
      success: false,
      errorCode: 'COUPON_MINIMUM_NOT_REACHED',
      errorMessage: 'This coupon code applies from a subtotal of €30.00.',
    })
    expect(first.data?.applyCouponToCart.cart.applied_coupons).toEqual([])
    await small.query(ADD, { cartId: smallCart, items: [variantItem(socks, 2)] })
    const { data } = await small.query(APPLY_COUPON, { id: smallCart, code: 'SOCKS5' })
    expect(data?.applyCouponToCart.success).toBe(true)
    const cart = data?.applyCouponToCart.cart
    expect(cents(cart.prices.subtotal_including_tax)).toBe(3600)
    expect(cents(cart.prices.grand_total)).toBe(3100)
    const removed = await small.query(REMOVE_COUPON, { id: smallCart })
    expect(removed.data?.removeCouponFromCart.cart.prices.discounts).toEqual([])
  })

  it('refuses an expired, a future, an unknown and another store’s coupon, cart unchanged', async () => {
    const before = (await agent.query(CART, { id: cartId })).data
    for (const [code, errorCode] of [
      ['WINTER2024', 'COUPON_EXPIRED'],
      ['SUMMER2099', 'COUPON_EXPIRED'],
      ['NOPE', 'COUPON_NOT_FOUND'],
      ['BIENVENUE15', 'COUPON_NOT_FOUND'],
    ]) {
      const { data } = await agent.query(APPLY_COUPON, { id: cartId, code })
      expect(data?.applyCouponToCart).toMatchObject({ success: false, errorCode })
      expect((await agent.query(CART, { id: cartId })).data).toEqual(before)
    }
    const french = createGraphqlAgent(app)
    const frenchCart = await createCart(french, '/fr')
    await french.query(ADD, { cartId: frenchCart, items: [variantItem(product, 1)] }, { store: '/fr' })
    expect(
      (await french.query(APPLY_COUPON, { id: frenchCart, code: 'BIENVENUE15' }, { store: '/fr' })).data
        ?.applyCouponToCart.success,
    ).toBe(true)
  })

  it('refuses a single-use coupon once it was used', async () => {
    await app.shopDatabase.db
      .insertInto('coupon_usage')
      .values({ coupon_code: 'ONEGIFT', customer_id: null, order_ref: 'test' })
      .execute()
    const { data } = await agent.query(APPLY_COUPON, { id: cartId, code: 'ONEGIFT' })
    expect(data?.applyCouponToCart).toMatchObject({ success: false, errorCode: 'COUPON_USAGE_EXCEEDED' })
  })
})

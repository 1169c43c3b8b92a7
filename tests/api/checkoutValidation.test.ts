import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { ADD, APPLY_COUPON, CART, createCart } from './helpers/cartFixtures.ts'
import { createGraphqlAgent, registerCustomer } from './helpers/graphqlAgent.ts'
import {
  ADDRESSES,
  APPLY_GIFT_CARD,
  PLACE_ORDER,
  SET_EMAIL,
  SET_PAYMENT,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  itemOf,
  newGuest,
  orderableVariant,
  payWithCard,
  placeOrderPaid,
  readyCart,
} from './helpers/checkoutFixtures.ts'
import { debitGiftCard, issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

const setStock = (sku: string, qty: number) =>
  app.shopDatabase.db
    .updateTable('product')
    .set({ qty, is_in_stock: qty > 0 })
    .where('sku', '=', sku)
    .execute()
const ordersOf = (cartId: string) =>
  app.shopDatabase.db.selectFrom('shop_order').select('id').where('cart_id', '=', cartId).execute()

describe('addresses', () => {
  it.each([
    ['a missing first name', { firstname: ' ' }, 'REQUIRED', 'firstname'],
    ['a missing street', { street: [] }, 'REQUIRED', 'street'],
    ['a missing city', { city: '' }, 'REQUIRED', 'city'],
    ['a postcode of another format', { postcode: '750' }, 'INVALID_POSTCODE', 'postcode'],
    ['a missing telephone', { telephone: '' }, 'INVALID_TELEPHONE', 'telephone'],
    ['an implausible telephone', { telephone: 'call me' }, 'INVALID_TELEPHONE', 'telephone'],
    [
      'a country the shop does not deliver to',
      { country_code: 'CH', postcode: '8001', city: 'Zürich' },
      'INVALID_COUNTRY',
      'country_code',
    ],
    ['an unknown country', { country_code: 'ZZ' }, 'INVALID_COUNTRY', 'country_code'],
  ])('refuses %s, naming the field, and keeps the cart as it was', async (_, change, code, field) => {
    const agent = newGuest(app)
    const cartId = await createCart(agent, '/fr')
    const answer = (
      await agent.query(
        SET_SHIPPING_ADDRESS,
        { id: cartId, address: { ...ADDRESSES.FR, ...change } },
        { store: '/fr' },
      )
    ).data?.setShippingAddressesOnCart
    expect(answer).toMatchObject({
      success: false,
      errorCode: code,
      errorField: field,
      cart: { shipping_addresses: [] },
    })
    expect(answer.errorMessage).toMatch(/^[A-ZÀ-Ü]/)
  })

  it('answers in the store language', async () => {
    const agent = newGuest(app)
    const cartId = await createCart(agent, '/fr')
    const answer = (
      await agent.query(
        SET_SHIPPING_ADDRESS,
        { id: cartId, address: { ...ADDRESSES.FR, postcode: '6900' } },
        { store: '/fr' },
      )
    ).data?.setShippingAddressesOnCart
    expect(answer.errorMessage).toBe('Ce code postal ne correspond pas au pays.')
  })

  it('refuses an address book entry of another customer, and any for a guest', async () => {
    const owner = newGuest(app)
    await registerCustomer(owner, { email: `book-${Date.now()}@example.com` })
    const created = await owner.query(
      'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { address { id } } }',
      {
        input: {
          firstname: 'A',
          lastname: 'B',
          street: ['1 High St'],
          postcode: 'EC1V 9HL',
          city: 'London',
          countryCode: 'GB',
          telephone: '+44 20 7946 0001',
        },
      },
    )
    const addressId = Number(created.data?.createCustomerAddress.address.id)
    const guest = newGuest(app)
    const guestCart = await createCart(guest)
    expect(
      (await guest.query(SET_SHIPPING_ADDRESS, { id: guestCart, addressId })).data
        ?.setShippingAddressesOnCart,
    ).toMatchObject({ success: false, errorCode: 'SIGN_IN_REQUIRED' })
    const other = newGuest(app)
    await registerCustomer(other, { email: `other-${Date.now()}@example.com` })
    const otherCart = (await other.query('{ customerCart { id } }')).data?.customerCart.id
    expect(
      (await other.query(SET_SHIPPING_ADDRESS, { id: otherCart, addressId })).data
        ?.setShippingAddressesOnCart,
    ).toMatchObject({ success: false, errorCode: 'ADDRESS_NOT_FOUND' })
    const ownCart = (await owner.query('{ customerCart { id } }')).data?.customerCart.id
    expect(
      (await owner.query(SET_SHIPPING_ADDRESS, { id: ownCart, addressId })).data?.setShippingAddressesOnCart,
    ).toMatchObject({ success: true, cart: { shipping_addresses: [{ postcode: 'EC1V 9HL' }] } })
  })

  it('refuses a malformed guest e-mail', async () => {
    const agent = newGuest(app)
    const cartId = await createCart(agent)
    expect(
      (await agent.query(SET_EMAIL, { id: cartId, email: 'not-an-address' })).data?.setGuestEmailOnCart,
    ).toMatchObject({ success: false, errorCode: 'INVALID_EMAIL', errorField: 'email' })
  })
})

describe('shipping methods', () => {
  it.each([
    ['an unknown pickup point', 'FR', 'PP-FR-XXX-99', 'PICKUP_LOCATION_NOT_FOUND'],
    ['a pickup point of another country', 'FR', 'PP-DE-BER-01', 'PICKUP_LOCATION_NOT_FOUND'],
    ['no pickup point at all', 'FR', null, 'PICKUP_LOCATION_NOT_FOUND'],
    // Belgium has home delivery but no pickup points, so no pickup rate.
    ['pickup where the shop offers none', 'BE', 'PP-FR-PAR-01', 'SHIPPING_METHOD_NOT_AVAILABLE'],
  ])('refuses %s', async (_, country, pickup, code) => {
    const agent = newGuest(app)
    const cartId = await createCart(agent)
    const belgium = {
      firstname: 'Lotte',
      lastname: 'Peeters',
      street: ['Rue Neuve 1'],
      city: 'Bruxelles',
      postcode: '1000',
      country_code: 'BE',
      telephone: '+32 2 123 45 67',
    }
    await agent.query(SET_SHIPPING_ADDRESS, {
      id: cartId,
      address: country === 'BE' ? belgium : ADDRESSES[country as 'FR'],
    })
    const answer = (
      await agent.query(SET_SHIPPING_METHOD, { id: cartId, carrier: 'pickup', method: 'pickup', pickup })
    ).data?.setShippingMethodsOnCart
    expect(answer).toMatchObject({
      success: false,
      errorCode: code,
      cart: { shipping_addresses: [{ selected_shipping_method: null }] },
    })
  })

  it('refuses an unknown method and any method before an address', async () => {
    const agent = newGuest(app)
    const cartId = await createCart(agent)
    expect(
      (await agent.query(SET_SHIPPING_METHOD, { id: cartId, carrier: 'flatrate', method: 'home' })).data
        ?.setShippingMethodsOnCart.errorCode,
    ).toBe('SHIPPING_ADDRESS_MISSING')
    await agent.query(SET_SHIPPING_ADDRESS, { id: cartId, address: ADDRESSES.GB })
    expect(
      (await agent.query(SET_SHIPPING_METHOD, { id: cartId, carrier: 'ups', method: 'express' })).data
        ?.setShippingMethodsOnCart.errorCode,
    ).toBe('SHIPPING_METHOD_NOT_AVAILABLE')
  })

  it('prices home delivery from the rate table and makes it free from the threshold', async () => {
    const variant = await orderableVariant(app, 12)
    const agent = newGuest(app)
    const unit = Number(variant.price)
    const quantity = Math.max(1, Math.ceil(49 / unit))
    const { cart } = await readyCart(agent, { items: [itemOf(variant, 1)], store: '/fr', country: 'FR' })
    expect(cart.prices.shipping_including_tax.amount).toBe(unit >= 49 ? 0 : 4.9)
    const cartId = cart.id
    if (quantity > 1) {
      const more = (
        await agent.query(ADD, { cartId, items: [itemOf(variant, quantity - 1)] }, { store: '/fr' })
      ).data?.addProductsToCart
      expect(more.success).toBe(true)
    }
    const priced = (
      await agent.query(
        CART.replace(
          'cart(cart_id: $id) {',
          'cart(cart_id: $id) { prices { shipping_including_tax { amount } } ',
        ),
        { id: cartId },
        { store: '/fr' },
      )
    ).data?.cart
    expect(priced.prices.shipping_including_tax.amount).toBe(0)
  })
})

describe('placing an order that cannot be placed', () => {
  it('says what is missing, step by step', async () => {
    const variant = await orderableVariant(app, 3)
    const agent = newGuest(app)
    const cartId = await createCart(agent)
    const place = async () => (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.errors[0].code
    expect(await place()).toBe('EMPTY_CART')
    await agent.query(ADD, { cartId, items: [itemOf(variant, 1)] })
    expect(await place()).toBe('GUEST_EMAIL_MISSING')
    await agent.query(SET_EMAIL, { id: cartId, email: 'steps@example.com' })
    expect(await place()).toBe('SHIPPING_ADDRESS_MISSING')
    await agent.query(SET_SHIPPING_ADDRESS, { id: cartId, address: ADDRESSES.GB })
    expect(await place()).toBe('SHIPPING_METHOD_MISSING')
    await agent.query(SET_SHIPPING_METHOD, { id: cartId, carrier: 'flatrate', method: 'home' })
    expect(await place()).toBe('BILLING_ADDRESS_MISSING')
  })

  it('refuses a quantity the stock no longer covers before any payment', async () => {
    const variant = await orderableVariant(app, 4, 1)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 3)] })
    await setStock(variant.variant_sku, 2)
    expect((await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder).toMatchObject({
      order: null,
      payment: null,
      errors: [{ code: 'INSUFFICIENT_STOCK' }],
    })
    await setStock(variant.variant_sku, variant.qty)
  })

  it('refuses the order when the stock went between payment and order, keeps the cart and never goes below 0', async () => {
    const variant = await orderableVariant(app, 3, 2)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    const payment = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.payment
    await setStock(variant.variant_sku, 0)
    expect((await payWithCard(app, payment)).status).toBe('succeeded')
    const answer = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder
    expect(answer).toMatchObject({
      order: null,
      errors: [{ code: 'INSUFFICIENT_STOCK', message: expect.stringContaining('no longer in stock') }],
    })
    expect(await ordersOf(cartId)).toEqual([])
    expect((await agent.query(CART, { id: cartId })).data?.cart.id).toBe(cartId)
    expect(
      (
        await app.shopDatabase.db
          .selectFrom('product')
          .select('qty')
          .where('sku', '=', variant.variant_sku)
          .executeTakeFirstOrThrow()
      ).qty,
    ).toBe(0)
    await setStock(variant.variant_sku, variant.qty)
  })

  it('never asks for a second payment when the cart changed after the shopper paid', async () => {
    const variant = await orderableVariant(app, 4, 8)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    const payment = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.payment
    expect(
      (await agent.query(ADD, { cartId, items: [itemOf(variant, 1)] })).data?.addProductsToCart.success,
    ).toBe(true)
    expect((await payWithCard(app, payment)).status).toBe('succeeded')
    // The webhook's completion refused the order and refunded the payment; the return says so and asks for the new total.
    expect((await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder).toMatchObject({
      order: null,
      payment: { status: 'REQUIRES_PAYMENT_METHOD' },
      errors: [{ code: 'PAYMENT_AMOUNT_MISMATCH', message: expect.stringContaining('refunded') }],
    })
    expect(await ordersOf(cartId)).toEqual([])
    const payments = await app.shopDatabase.db
      .selectFrom('payment')
      .select(['id', 'amount_cents'])
      .where('owner_key', '=', `cart:${cartId}`)
      .orderBy('id')
      .execute()
    expect(payments).toHaveLength(2)
    expect(
      await app.shopDatabase.db
        .selectFrom('payment_refund')
        .select('amount_cents')
        .where('payment_id', '=', payments[0]!.id)
        .execute(),
    ).toEqual([{ amount_cents: payments[0]!.amount_cents }])
  })

  it('refuses a coupon that expired after it was applied', async () => {
    const variant = await orderableVariant(app, 3, 3)
    await app.shopDatabase.db
      .insertInto('coupon')
      .values({ code: 'SHORTLIVED', store_keys: ['b2c_en'], discount_type: 'percent', discount_amount: 10 })
      .execute()
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    expect(
      (await agent.query(APPLY_COUPON, { id: cartId, code: 'SHORTLIVED' })).data?.applyCouponToCart.success,
    ).toBe(true)
    await app.shopDatabase.db
      .updateTable('coupon')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('code', '=', 'SHORTLIVED')
      .execute()
    expect((await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder).toMatchObject({
      order: null,
      errors: [{ code: 'COUPON_NOT_VALID' }],
    })
    expect(await ordersOf(cartId)).toEqual([])
  })

  it("counts a guest's uses of a once-per-customer coupon by e-mail address", async () => {
    const first = newGuest(app)
    const { cartId } = await readyCart(first, {
      items: [itemOf(await orderableVariant(app, 3, 7), 1)],
      email: 'Once.Only@example.com',
    })
    expect(
      (await first.query(APPLY_COUPON, { id: cartId, code: 'WELCOME10' })).data?.applyCouponToCart.success,
    ).toBe(true)
    expect((await placeOrderPaid(app, first, cartId)).data?.placeOrder.order).not.toBeNull()
    const again = newGuest(app)
    const { cartId: secondCart } = await readyCart(again, {
      items: [itemOf(await orderableVariant(app, 3, 7), 1)],
      email: 'once.only@EXAMPLE.com',
    })
    expect(
      (await again.query(APPLY_COUPON, { id: secondCart, code: 'WELCOME10' })).data?.applyCouponToCart
        .success,
    ).toBe(true)
    // Refused before any payment is asked for.
    expect((await again.query(PLACE_ORDER, { id: secondCart })).data?.placeOrder).toEqual({
      order: null,
      payment: null,
      errors: [{ code: 'COUPON_NOT_VALID', message: expect.any(String) }],
    })
  })

  it('refuses a gift card spent elsewhere since it was applied', async () => {
    const variant = await orderableVariant(app, 3, 4)
    const { code, id } = await issueGiftCard(app.shopDatabase.db, { amountCents: 500, store: 'b2c_en' })
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    expect(
      (await agent.query(APPLY_GIFT_CARD, { id: cartId, code })).data?.applyGiftCardToCart.cart
        .applied_gift_cards,
    ).toEqual([
      {
        code: expect.stringMatching(/^XXXX-XXXX-XXXX-/),
        applied_balance: { amount: 5 },
        current_balance: { amount: 5 },
      },
    ])
    await debitGiftCard(app.shopDatabase.db, { giftCardId: id, amountCents: 500, reference: 'elsewhere' })
    expect((await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder).toMatchObject({
      order: null,
      errors: [{ code: 'GIFT_CARD_NOT_VALID' }],
    })
  })
})

describe('what a client cannot choose', () => {
  it('has no price input: a client price is refused by the schema and the order is priced from the catalogue', async () => {
    const variant = await orderableVariant(app, 3, 5)
    const agent = newGuest(app)
    const cartId = await createCart(agent)
    const tampered = await agent.query(ADD, { cartId, items: [{ ...itemOf(variant, 1), price: 0.01 }] })
    expect(tampered.errors?.[0]?.message).toContain('price')
    expect(tampered.data?.addProductsToCart).toBeUndefined()
    expect((await agent.query(CART, { id: cartId })).data?.cart.items).toEqual([])
    const { cartId: paidCart } = await readyCart(agent, { cartId, items: [itemOf(variant, 1)] })
    expect(
      (await agent.query(SET_PAYMENT, { id: paidCart, code: 'free' })).data?.setPaymentMethodOnCart,
    ).toMatchObject({ success: false, errorCode: 'PAYMENT_METHOD_NOT_AVAILABLE' })
    const placed = (await placeOrderPaid(app, agent, paidCart)).data?.placeOrder.order
    expect(placed.items[0].product_sale_price.amount).toBe(Number(variant.price))
    const payment = await app.shopDatabase.db
      .selectFrom('payment')
      .innerJoin('order_payment', 'order_payment.payment_id', 'payment.id')
      .select('amount_cents')
      .where('order_payment.order_id', '=', Number(placed.order_id))
      .executeTakeFirstOrThrow()
    expect(payment.amount_cents).toBe(Math.round(placed.total.grand_total.amount * 100))
  })

  it('answers unknown gift card codes alike, an expired one with its own error, and limits attempts per client address', async () => {
    const agent = createGraphqlAgent(app, { clientIp: '10.99.0.1' })
    const cartId = await createCart(agent)
    const wrong = (await agent.query(APPLY_GIFT_CARD, { id: cartId, code: 'AAAA-BBBB-CCCC-DDDD' })).data
      ?.applyGiftCardToCart
    const expired = (await agent.query(APPLY_GIFT_CARD, { id: cartId, code: 'LATE-CARD-EXPD-2324' })).data
      ?.applyGiftCardToCart
    expect(wrong).toMatchObject({ success: false, errorCode: 'INVALID_GIFT_CARD' })
    // An expired code says so (GIFT_CARD_EXPIRED, docs/gift-cards.md): codes carry 80 random bits, so this tells a guesser nothing.
    expect(expired).toMatchObject({ success: false, errorCode: 'GIFT_CARD_EXPIRED' })
    const otherWrong = (await agent.query(APPLY_GIFT_CARD, { id: cartId, code: 'ZZZZ-YYYY-XXXX-WWWW' })).data
      ?.applyGiftCardToCart
    expect({ ...otherWrong, cart: null }).toEqual({ ...wrong, cart: null })
    for (let attempt = 3; attempt < 10; attempt += 1)
      await agent.query(APPLY_GIFT_CARD, { id: cartId, code: `WRNG-CODE-XXXX-${1000 + attempt}` })
    const limited = await agent.query(APPLY_GIFT_CARD, { id: cartId, code: 'WARM-FEET-CADE-AU75' })
    expect(limited.status).toBe(429)
    expect(limited.data?.applyGiftCardToCart).toMatchObject({
      success: false,
      errorCode: 'TOO_MANY_ATTEMPTS',
    })
  })

  it('never shows another customer their order, nor a placed cart to another session', async () => {
    const variant = await orderableVariant(app, 3, 6)
    const owner = newGuest(app)
    await registerCustomer(owner, { email: `orders-${Date.now()}@example.com` })
    const cartId = (await owner.query('{ customerCart { id } }')).data?.customerCart.id
    await readyCart(owner, { cartId, items: [itemOf(variant, 1)], email: null })
    const order = (await placeOrderPaid(app, owner, cartId)).data?.placeOrder.order
    const intruder = newGuest(app)
    await registerCustomer(intruder, { email: `intruder-${Date.now()}@example.com` })
    expect(
      (
        await intruder.query(
          'query ($id: ID!) { customer { order(orderId: $id) { order_number } orders { order_number } } }',
          { id: order.order_id },
        )
      ).data?.customer,
    ).toEqual({ order: null, orders: [] })
    expect(
      (
        await owner.query('query ($id: ID!) { customer { order(orderId: $id) { order_number } } }', {
          id: order.order_id,
        })
      ).data?.customer.order,
    ).toEqual({ order_number: order.order_number })
    expect((await intruder.query(PLACE_ORDER, { id: cartId })).data?.placeOrder).toMatchObject({
      order: null,
      errors: [{ code: 'CART_NOT_FOUND' }],
    })
    expect(
      (
        await newGuest(app).query(
          `query ($input: GuestOrderInformationInput!) { guestOrder(input: $input) { order_number } }`,
          { input: { number: order.order_number, email: order.email, postcode: 'EC1V 9HL' } },
        )
      ).data?.guestOrder,
    ).toBeNull()
    const stock = await sql<{
      qty: number
    }>`select qty from product where sku = ${variant.variant_sku}`.execute(app.shopDatabase.db)
    expect(stock.rows[0]!.qty).toBe(variant.qty - 1)
  })
})

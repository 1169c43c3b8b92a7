import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { API_APP_START_TIMEOUT_MS, buildApiApp, postGraphql } from './helpers/buildApiApp.ts'
import { APPLY_COUPON, CART } from './helpers/cartFixtures.ts'
import { registerCustomer } from './helpers/graphqlAgent.ts'
import { answerHostedPage } from './helpers/paymentFixtures.ts'
import {
  ADDRESSES,
  APPLY_GIFT_CARD,
  APPLY_STORE_CREDIT,
  ORDER_FIELDS,
  PLACE_ORDER,
  REMOVE_GIFT_CARD,
  SET_BILLING_ADDRESS,
  SET_PAYMENT,
  SET_SHIPPING_ADDRESS,
  STORES,
  itemOf,
  newGuest,
  orderableVariant,
  payWithCard,
  placeOrderPaid,
  readyCart,
} from './helpers/checkoutFixtures.ts'
import { issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'
import { creditStoreCredit } from '../../domain/storecredit/storeCredit.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp(process.env.DEBUG_LOG ? { logStream: process.stderr } : {})
})
afterAll(async () => app?.close())

const stockOf = async (sku: string) =>
  (
    await app.shopDatabase.db
      .selectFrom('product')
      .select('qty')
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow()
  ).qty

describe('checkout and placing an order', () => {
  it.each(STORES)(
    'places a paid guest order in $store: stock taken, cart gone, confirmation queued in the store language',
    async ({ store, country }) => {
      const variant = await orderableVariant(app, 5)
      const before = await stockOf(variant.variant_sku)
      const agent = newGuest(app)
      const { cartId, cart } = await readyCart(agent, { store, items: [itemOf(variant, 2)], country })
      const unit = Number(variant.price)
      expect(cart.prices.subtotal_including_tax.amount).toBeCloseTo(unit * 2, 2)
      const shipping = cart.prices.shipping_including_tax.amount
      expect(cart.prices.grand_total.amount).toBeCloseTo(unit * 2 + shipping, 2)
      expect(cart.available_payment_methods.map((method: { code: string }) => method.code)).toEqual([
        'offline_card',
        'offline_wallet',
      ])

      const first = await agent.query(PLACE_ORDER, { id: cartId }, { store })
      expect(first.data?.placeOrder).toMatchObject({
        order: null,
        errors: [],
        payment: {
          status: 'REQUIRES_PAYMENT_METHOD',
          method: 'CARD',
          amount: { amount: cart.prices.grand_total.amount },
        },
      })
      expect((await agent.query(CART, { id: cartId }, { store })).data?.cart).not.toBeNull()
      expect((await payWithCard(app, first.data?.placeOrder.payment)).status).toBe('succeeded')

      const second = await agent.query(PLACE_ORDER, { id: cartId }, { store })
      if (!second.data?.placeOrder) throw new Error(JSON.stringify(second))
      const placed = second.data.placeOrder
      expect(placed.errors).toEqual([])
      expect(placed.order).toMatchObject({
        order_number: expect.stringMatching(/^\d{9}$/),
        status: 'processing',
        items: [{ product_sku: variant.sku, variant_sku: variant.variant_sku, quantity_ordered: 2 }],
        total: {
          grand_total: { amount: cart.prices.grand_total.amount, currency: 'EUR' },
          total_shipping: { amount: shipping },
        },
        shipping_address: { country_code: country, postcode: ADDRESSES[country].postcode },
        payment_methods: [{ type: 'offline_card', card_brand: 'visa', card_last4: '4242' }],
        token: expect.any(String),
      })
      expect(await stockOf(variant.variant_sku)).toBe(before - 2)
      expect((await agent.query(CART, { id: cartId }, { store })).data?.cart).toBeNull()
      const mail = await app.shopDatabase.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('template', '=', 'orderConfirmation')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(mail.store_key).toBe(
        STORES.find((candidate) => candidate.store === store) && `b2c_${store.slice(1)}`,
      )
      expect(JSON.stringify(mail.data)).toContain(placed.order.order_number)
    },
  )
})

describe('delivery, payment and credits', () => {
  it('delivers to a pickup point of the country, and the order and its e-mail name it', async () => {
    const variant = await orderableVariant(app, 3, 1)
    const agent = newGuest(app)
    const { cartId, cart } = await readyCart(agent, {
      store: '/fr',
      items: [itemOf(variant, 1)],
      country: 'FR',
      pickup: 'PP-FR-LYS-01',
    })
    expect(cart.shipping_addresses[0]).toMatchObject({
      selected_shipping_method: { carrier_code: 'pickup', method_code: 'pickup' },
      pickup_location: { pickup_location_code: 'PP-FR-LYS-01' },
    })
    expect(
      cart.shipping_addresses[0].available_shipping_methods.map(
        (method: { method_code: string }) => method.method_code,
      ),
    ).toEqual(['home', 'pickup'])
    const placed = (await placeOrderPaid(app, agent, cartId, { store: '/fr' })).data?.placeOrder
    expect(placed.order).toMatchObject({
      pickup_location: { pickup_location_code: 'PP-FR-LYS-01' },
      shipping_method: 'Point relais – Retrait en point relais',
    })
    const mail = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select('data')
      .where('template', '=', 'orderConfirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(mail.data).toMatchObject({
      number: placed.order.order_number,
      shippingMethod: placed.order.shipping_method,
      deliverTo: [placed.order.pickup_location.name, expect.any(String), expect.any(String)],
    })
  })

  it('asks for 3-D Secure with the next action URL, keeps the cart, and places the order once when the payment is captured', async () => {
    const variant = await orderableVariant(app, 3, 2)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    const payment = (await agent.query(PLACE_ORDER, { id: cartId, key: `3ds-${cartId}` })).data?.placeOrder
      .payment
    const confirmed = await payWithCard(app, payment, '4000 0000 0000 3220')
    expect(confirmed.status).toBe('requires_action')
    const waiting = (await agent.query(PLACE_ORDER, { id: cartId, key: `3ds-${cartId}` })).data?.placeOrder
    expect(waiting).toMatchObject({
      order: null,
      errors: [],
      payment: { status: 'REQUIRES_ACTION', next_action_url: confirmed.nextActionUrl },
    })
    expect((await agent.query(CART, { id: cartId })).data?.cart.id).toBe(cartId)
    // Completing the challenge captures the payment; its webhook places the order before the shopper returns.
    await answerHostedPage(app, confirmed.nextActionUrl!, 'complete')
    const orders = await app.shopDatabase.db
      .selectFrom('shop_order')
      .select(['number'])
      .where('cart_id', '=', cartId)
      .execute()
    expect(orders).toHaveLength(1)
    const back = (await agent.query(PLACE_ORDER, { id: cartId, key: `3ds-${cartId}` })).data?.placeOrder
    expect(back.order.order_number).toBe(orders[0]!.number)
    expect(
      await app.shopDatabase.db
        .selectFrom('order_payment')
        .innerJoin('shop_order', 'shop_order.id', 'order_payment.order_id')
        .selectAll()
        .where('cart_id', '=', cartId)
        .execute(),
    ).toHaveLength(1)
  })

  it('keeps the cart after a declined card, says why in the store language, and lets the shopper retry', async () => {
    const variant = await orderableVariant(app, 3, 3)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { store: '/de', country: 'DE', items: [itemOf(variant, 1)] })
    const payment = (await agent.query(PLACE_ORDER, { id: cartId }, { store: '/de' })).data?.placeOrder
      .payment
    expect((await payWithCard(app, payment, '4000 0000 0000 0002')).declineCode).toBe('declined')
    const declined = (await agent.query(PLACE_ORDER, { id: cartId }, { store: '/de' })).data?.placeOrder
    expect(declined).toMatchObject({
      order: null,
      errors: [
        {
          code: 'PAYMENT_DECLINED',
          message:
            'Ihre Zahlung wurde abgelehnt. Bitte versuchen Sie es mit einer anderen Karte oder Zahlungsart.',
        },
      ],
      payment: { intent_id: payment.intent_id, decline_code: 'DECLINED' },
    })
    expect((await agent.query(CART, { id: cartId }, { store: '/de' })).data?.cart.id).toBe(cartId)
    expect((await payWithCard(app, declined.payment, '4242 4242 4242 4242')).status).toBe('succeeded')
    const placed = (await agent.query(PLACE_ORDER, { id: cartId }, { store: '/de' })).data?.placeOrder
    expect(placed.order.payment_methods).toEqual([
      { type: 'offline_card', name: expect.any(String), card_brand: 'visa', card_last4: '4242' },
    ])
  })

  it('places an order paid in full by a gift card with the free method, and debits the card', async () => {
    const variant = await orderableVariant(app, 3, 4)
    const { code, id } = await issueGiftCard(app.shopDatabase.db, { amountCents: 100_000, store: 'b2c_en' })
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    const applied = (await agent.query(APPLY_GIFT_CARD, { id: cartId, code })).data?.applyGiftCardToCart
    expect(applied.cart.prices.grand_total.amount).toBe(0)
    expect(applied.cart.available_payment_methods).toEqual([{ code: 'free', title: 'No payment needed' }])
    expect(
      (await agent.query(SET_PAYMENT, { id: cartId, code: 'free' })).data?.setPaymentMethodOnCart.success,
    ).toBe(true)
    const placed = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder
    expect(placed).toMatchObject({
      errors: [],
      payment: null,
      order: { payment_methods: [{ type: 'free' }], total: { grand_total: { amount: 0 } } },
    })
    const total = placed.order.total.gift_cards.amount
    const card = await app.shopDatabase.db
      .selectFrom('gift_card_account')
      .select('balance_cents')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(card.balance_cents).toBe(100_000 - Math.round(total * 100))
  })

  it('spends store credit for customers only while the store_credit flag is on, and the order appears in customer { orders }', async () => {
    const variant = await orderableVariant(app, 3, 5)
    const guest = newGuest(app)
    const { cartId: guestCart } = await readyCart(guest, { items: [itemOf(variant, 1)] })
    expect(
      (await guest.query(APPLY_STORE_CREDIT, { id: guestCart })).data?.applyStoreCreditToCart,
    ).toMatchObject({ success: false, errorCode: 'SIGN_IN_REQUIRED' })

    const agent = newGuest(app)
    const created = await registerCustomer(agent, { email: `credit-${Date.now()}@example.com` })
    const customerId = Number(created.customer?.id)
    await creditStoreCredit(app.shopDatabase.db, {
      customerId,
      amountCents: 1000,
      reason: 'adjustment',
      reference: 'test',
    })
    const cartId = (await agent.query('{ customerCart { id } }')).data?.customerCart.id
    await readyCart(agent, { cartId, items: [itemOf(variant, 1)], email: null })
    expect(
      (await agent.query(APPLY_STORE_CREDIT, { id: cartId })).data?.applyStoreCreditToCart,
    ).toMatchObject({
      success: false,
      errorCode: 'STORE_CREDIT_DISABLED',
      cart: { applied_store_credit: null },
    })
    await app.shopDatabase.db
      .updateTable('feature_flag')
      .set({ is_active: true })
      .where('name', '=', 'store_credit')
      .execute()
    const withCredit = (await agent.query(APPLY_STORE_CREDIT, { id: cartId })).data?.applyStoreCreditToCart
    expect(withCredit.cart.applied_store_credit).toEqual({
      applied_balance: { amount: 10 },
      current_balance: { amount: 10 },
    })
    expect(withCredit.cart.prices.grand_total.amount).toBeCloseTo(
      withCredit.cart.prices.total_before_credits.amount - 10,
      2,
    )
    const placed = (await placeOrderPaid(app, agent, cartId)).data?.placeOrder
    expect(placed.order.total.store_credit.amount).toBe(10)
    expect(placed.order.token).toBeNull()
    const { data } = await agent.query(
      `{ customer { orders { order_number total { grand_total { amount } } } } }`,
    )
    expect(data?.customer.orders).toEqual([
      {
        order_number: placed.order.order_number,
        total: { grand_total: { amount: placed.order.total.grand_total.amount } },
      },
    ])
    expect(
      (
        await app.shopDatabase.db
          .selectFrom('store_credit_balance')
          .select('balance_cents')
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).balance_cents,
    ).toBe(0)
  })

  it('applies a coupon to the order and counts its use', async () => {
    const variant = await orderableVariant(app, 3, 6)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    const couponed = (await agent.query(APPLY_COUPON, { id: cartId, code: 'WELCOME10' })).data
      ?.applyCouponToCart
    expect(couponed.success).toBe(true)
    const placed = (await placeOrderPaid(app, agent, cartId)).data?.placeOrder
    expect(placed.order.total.discounts[0].amount.amount).toBeGreaterThan(0)
    const uses = await app.shopDatabase.db
      .selectFrom('coupon_usage')
      .selectAll()
      .where('order_ref', '=', placed.order.order_number)
      .execute()
    expect(uses).toHaveLength(1)
  })
})

describe('addresses and gift cards on the cart', () => {
  it("keeps a typed address in the customer's book on request, and bills another address than it ships to", async () => {
    const variant = await orderableVariant(app, 3, 10)
    const agent = newGuest(app)
    await registerCustomer(agent, { email: `book-${Date.now()}@example.com` })
    const cartId = (await agent.query('{ customerCart { id } }')).data?.customerCart.id
    await readyCart(agent, { cartId, items: [itemOf(variant, 1)], email: null })
    expect(
      (
        await agent.query(SET_SHIPPING_ADDRESS, {
          id: cartId,
          address: { ...ADDRESSES.GB, save_in_address_book: true },
        })
      ).data?.setShippingAddressesOnCart.success,
    ).toBe(true)
    const billed = (await agent.query(SET_BILLING_ADDRESS, { id: cartId, address: ADDRESSES.FR })).data
      ?.setBillingAddressOnCart
    expect(billed.cart.billing_address).toEqual({
      firstname: 'Léa',
      postcode: '69002',
      same_as_shipping: false,
    })
    const book = (await agent.query('{ customer { addresses { postcode countryCode } } }')).data?.customer
      .addresses
    expect(book).toEqual([{ postcode: 'EC1V 9HL', countryCode: 'GB' }])
    const order = (await placeOrderPaid(app, agent, cartId)).data?.placeOrder.order
    expect(order).toMatchObject({
      shipping_address: { postcode: 'EC1V 9HL' },
      billing_address: { postcode: '69002' },
    })
  })

  it('removes an applied gift card by its masked code', async () => {
    const variant = await orderableVariant(app, 3, 11)
    const { code } = await issueGiftCard(app.shopDatabase.db, { amountCents: 1000, store: 'b2c_en' })
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    const applied = (await agent.query(APPLY_GIFT_CARD, { id: cartId, code })).data?.applyGiftCardToCart.cart
    expect(applied.prices.gift_cards_total.amount).toBe(10)
    const removed = (
      await agent.query(REMOVE_GIFT_CARD, { id: cartId, code: applied.applied_gift_cards[0].code })
    ).data?.removeGiftCardFromCart
    expect(removed).toMatchObject({
      success: true,
      cart: { applied_gift_cards: [], prices: { gift_cards_total: { amount: 0 } } },
    })
    expect(removed.cart.prices.grand_total.amount).toBe(removed.cart.prices.total_before_credits.amount)
  })
})

describe('finding an order again', () => {
  it('shows a guest order by number, e-mail and postcode only when all three match, and by its signed link', async () => {
    const variant = await orderableVariant(app, 3, 7)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, {
      items: [itemOf(variant, 1)],
      email: 'Lookup.Guest@example.com',
    })
    const order = (await placeOrderPaid(app, agent, cartId)).data?.placeOrder.order
    const lookup = (input: Record<string, string>) =>
      newGuest(app).query(
        `query ($input: GuestOrderInformationInput!) { guestOrder(input: $input) { order_number email } }`,
        { input },
      )
    const right = { number: order.order_number, email: 'lookup.guest@EXAMPLE.com', postcode: 'ec1v9hl' }
    expect((await lookup(right)).data?.guestOrder).toEqual({
      order_number: order.order_number,
      email: 'Lookup.Guest@example.com',
    })
    expect((await lookup({ ...right, postcode: 'EC1V 9HM' })).data?.guestOrder).toBeNull()
    expect((await lookup({ ...right, email: 'other@example.com' })).data?.guestOrder).toBeNull()
    expect(
      (await lookup({ ...right, number: String(Number(order.order_number) + 1) })).data?.guestOrder,
    ).toBeNull()
    const byToken = (token: string) =>
      newGuest(app).query(
        `query ($token: String!) { guestOrderByToken(input: { token: $token }) { ${ORDER_FIELDS} } }`,
        { token },
      )
    expect((await byToken(order.token)).data?.guestOrderByToken.order_number).toBe(order.order_number)
    expect(
      (await byToken(order.token.replace(/^\d+/, (id: string) => String(Number(id) + 1)))).data
        ?.guestOrderByToken,
    ).toBeNull()
  })

  it('limits guest order look-ups per client address', async () => {
    const agent = newGuest(app)
    const query = `query { guestOrder(input: { number: "000000000", email: "x@example.com", postcode: "75001" }) { order_number } }`
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await agent.query(query)).status).toBe(200)
    const refused = await agent.query(query)
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
  })
})

describe('wallet payments', () => {
  it('sends the shopper to the wallet sheet and places the order once they pay there', async () => {
    const variant = await orderableVariant(app, 3, 8)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)], payment: 'offline_wallet' })
    const waiting = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder
    expect(waiting).toMatchObject({
      order: null,
      errors: [],
      payment: {
        method: 'WALLET',
        status: 'REQUIRES_ACTION',
        next_action_url: expect.stringContaining('/payment-provider/test/'),
      },
    })
    await answerHostedPage(app, waiting.payment.next_action_url, 'pay')
    const placed = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder
    expect(placed.order.payment_methods).toEqual([
      { type: 'offline_wallet', name: 'Wallet', card_brand: null, card_last4: null },
    ])
  })
})

describe('cached catalogue answers', () => {
  let cachedApp: FastifyInstance
  beforeAll(async () => {
    cachedApp = await buildApiApp({ responseCacheSeconds: 600 })
  }, API_APP_START_TIMEOUT_MS)
  afterAll(async () => cachedApp?.close())

  it('drops the cached product answers of what an order took from stock', async () => {
    const variant = await orderableVariant(cachedApp, 3, 9)
    const query =
      'query ($sku: String!) { product(sku: $sku) { sku configurations { product { sku stock { qty } } } } }'
    const stockShown = async () =>
      (await postGraphql(cachedApp, query, { sku: variant.sku })).body.data?.product.configurations.find(
        (configuration: { product: { sku: string } }) => configuration.product.sku === variant.variant_sku,
      ).product.stock.qty
    expect(await stockShown()).toBe(variant.qty)
    const agent = newGuest(cachedApp)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 2)] })
    expect((await placeOrderPaid(cachedApp, agent, cartId)).data?.placeOrder.order).not.toBeNull()
    expect(await stockShown()).toBe(variant.qty - 2)
  })
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { APPLY_COUPON, GIFT_CARD_PEOPLE, createCart, giftCardItem, uid } from './helpers/cartFixtures.ts'
import type { GraphqlAgent } from './helpers/graphqlAgent.ts'
import {
  ADDRESSES,
  APPLY_GIFT_CARD,
  SET_BILLING_ADDRESS,
  SET_BILLING_SAME,
  SET_EMAIL,
  SET_PAYMENT,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  expectSuccess,
  itemOf,
  newGuest,
  orderableVariant,
  payWithCard,
  readyCart,
  readyGiftCardCart,
} from './helpers/checkoutFixtures.ts'
import { answerHostedPage } from './helpers/paymentFixtures.ts'
import { issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp(process.env.DEBUG_LOG ? { logStream: process.stderr } : {})
})
afterAll(async () => app?.close())

const GIFT_CARD_DETAILS =
  'gift_card { amount { amount currency } sender_name sender_email recipient_name recipient_email message }'
const CART_FIELDS = `id is_virtual total_quantity applied_coupons { code }
  items { item_id quantity is_available available_quantity product { sku } ${GIFT_CARD_DETAILS}
    prices { price { amount } row_total { amount } row_total_including_tax { amount } total_item_discount { amount } } }
  shipping_addresses { postcode }
  prices { subtotal_including_tax { amount } subtotal_excluding_tax { amount } applied_taxes { label amount { amount } } discounts { amount { amount } }
    shipping_including_tax { amount } gift_cards_total { amount } total_before_credits { amount } grand_total { amount } }`
const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { success errorCode user_errors { code message } cart { ${CART_FIELDS} } } }`
const CART = `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`
const ORDER = `order_id order_number shipping_method shipping_address { postcode } billing_address { postcode }
  items { product_sku quantity_ordered product_sale_price { amount } row_total { amount } selected_options { label value } ${GIFT_CARD_DETAILS} }
  total { subtotal { amount } total_shipping { amount } total_tax { amount } gift_cards { amount } grand_total { amount } }`
const PLACE_ORDER = `mutation ($id: String!, $key: String) { placeOrder(input: { cart_id: $id, idempotency_key: $key }) {
  order { ${ORDER} } errors { code message } payment { status confirmation_url client_secret next_action_url decline_code } } }`
const BALANCE =
  'query ($code: String!) { giftCardAccount(input: { gift_card_code: $code }) { balance { value currency } expiration_date } }'

const stockOf = async (sku: string) =>
  app.shopDatabase.db
    .selectFrom('product')
    .select(['qty', 'is_in_stock'])
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow()
const cardsFor = (recipientEmail: string) =>
  app.shopDatabase.db
    .selectFrom('gift_card_account')
    .selectAll()
    .where('recipient_email', '=', recipientEmail)
    .orderBy('id')
    .execute()
const codeEmailsTo = (recipientEmail: string) =>
  app.shopDatabase.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('template', '=', 'giftCard')
    .where('recipient', '=', recipientEmail)
    .orderBy('id')
    .execute()

/** placeOrder (this file's fields), paying by card when it asks for a payment, then placeOrder again as the shopper's return does. */
async function placeOrderPaid(agent: GraphqlAgent, cartId: string, store = '/en') {
  const first = (await agent.query(PLACE_ORDER, { id: cartId }, { store })).data?.placeOrder
  if (!first.payment) return first
  await payWithCard(app, first.payment)
  return (await agent.query(PLACE_ORDER, { id: cartId }, { store })).data?.placeOrder
}

/** A recipient no other test writes to, so the cards and e-mails found are this test's. */
const newRecipient = () => ({
  recipient_name: 'Mia Keller',
  recipient_email: `mia-${randomUUID()}@example.org`,
})

describe('gift cards in the cart', () => {
  it('adds a listed and a typed amount at the amount chosen, without VAT and without taking stock', async () => {
    const agent = newGuest(app)
    const cartId = await createCart(agent, '/fr')
    const added = (
      await agent.query(
        ADD,
        {
          cartId,
          items: [
            giftCardItem({ amount: '50.00', message: 'Joyeux anniversaire !' }),
            giftCardItem({ amount: '37,50' }, 2),
          ],
        },
        { store: '/fr' },
      )
    ).data?.addProductsToCart
    expect(added).toMatchObject({ success: true, user_errors: [] })
    const cart = added.cart
    expect(cart.is_virtual).toBe(true)
    expect(cart.items).toEqual([
      {
        item_id: expect.any(String),
        quantity: 1,
        is_available: true,
        available_quantity: expect.any(Number),
        product: { sku: 'GIFTCARD' },
        gift_card: {
          amount: { amount: 50, currency: 'EUR' },
          ...GIFT_CARD_PEOPLE,
          message: 'Joyeux anniversaire !',
        },
        prices: {
          price: { amount: 50 },
          row_total: { amount: 50 },
          row_total_including_tax: { amount: 50 },
          total_item_discount: { amount: 0 },
        },
      },
      {
        item_id: expect.any(String),
        quantity: 2,
        is_available: true,
        available_quantity: expect.any(Number),
        product: { sku: 'GIFTCARD' },
        gift_card: { amount: { amount: 37.5, currency: 'EUR' }, ...GIFT_CARD_PEOPLE, message: null },
        prices: {
          price: { amount: 37.5 },
          row_total: { amount: 75 },
          row_total_including_tax: { amount: 75 },
          total_item_discount: { amount: 0 },
        },
      },
    ])
    expect(cart.prices).toMatchObject({
      subtotal_including_tax: { amount: 125 },
      subtotal_excluding_tax: { amount: 125 },
      applied_taxes: [],
      grand_total: { amount: 125 },
    })
    // The catalogue row keeps no stock: a gift card is e-mailed.
    expect(await stockOf('GIFTCARD')).toEqual({ qty: 0, is_in_stock: true })
  })

  it('has no price input: a client price is refused by the schema, and the line costs the amount chosen', async () => {
    const agent = newGuest(app)
    const cartId = await createCart(agent)
    const tampered = await agent.query(ADD, {
      cartId,
      items: [{ ...giftCardItem({ amount: '100' }), price: 1 }],
    })
    expect(tampered.errors?.[0]?.message).toContain('price')
    const added = (await agent.query(ADD, { cartId, items: [giftCardItem({ amount: '100' })] })).data
      ?.addProductsToCart
    expect(added.cart.items[0].prices.price.amount).toBe(100)
  })

  it('refuses an amount out of range or badly typed, a missing or bad field and a long message, with a message in the store language, adding nothing', async () => {
    const agent = newGuest(app)
    const cartId = await createCart(agent, '/fr')
    const refusal = async (items: unknown[]) => {
      const answer = (await agent.query(ADD, { cartId, items }, { store: '/fr' })).data?.addProductsToCart
      expect(answer).toMatchObject({ success: false, cart: { items: [] } })
      return answer.user_errors
    }
    const euros = (amount: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount)
    const range = [
      {
        code: 'INVALID_PARAMETER_VALUE',
        message: `Veuillez choisir l’un des montants de carte cadeau proposés, ou saisir un montant de ${euros(10)} à ${euros(500)} (2 décimales au maximum).`,
      },
    ]
    for (const amount of ['9.99', '500.01', '37.505', '-20', '1 000', 'cinquante'])
      expect(await refusal([giftCardItem({ amount })])).toEqual(range)
    expect(await refusal([giftCardItem({ amount: '' })])).toEqual([
      { code: 'REQUIRED_PARAMETER_MISSING', message: 'Veuillez choisir le montant de la carte cadeau.' },
    ])
    expect(await refusal([giftCardItem({ amount: '50', recipient_name: undefined })])).toEqual([
      {
        code: 'REQUIRED_PARAMETER_MISSING',
        message: 'Veuillez remplir le champ de la carte cadeau\u202f: Nom du destinataire.',
      },
    ])
    expect(await refusal([giftCardItem({ amount: '50', recipient_email: undefined })])).toEqual([
      {
        code: 'REQUIRED_PARAMETER_MISSING',
        message: 'Veuillez remplir le champ de la carte cadeau\u202f: E-mail du destinataire.',
      },
    ])
    expect(await refusal([giftCardItem({ amount: '50', recipient_email: 'mia.keller@example' })])).toEqual([
      {
        code: 'INVALID_PARAMETER_VALUE',
        message:
          'Veuillez saisir une adresse e-mail valide dans le champ de la carte cadeau\u202f: E-mail du destinataire.',
      },
    ])
    expect(await refusal([giftCardItem({ amount: '50', sender_email: 'paul at example.org' })])).toEqual([
      {
        code: 'INVALID_PARAMETER_VALUE',
        message:
          'Veuillez saisir une adresse e-mail valide dans le champ de la carte cadeau\u202f: Votre e-mail.',
      },
    ])
    expect(await refusal([giftCardItem({ amount: '50', message: 'x'.repeat(301) })])).toEqual([
      {
        code: 'INVALID_PARAMETER_VALUE',
        message: 'Le champ Message de la carte cadeau peut comporter au maximum 300 caractères.',
      },
    ])
    expect(await refusal([giftCardItem({ amount: '50', sender_name: 'P'.repeat(101) })])).toEqual([
      {
        code: 'INVALID_PARAMETER_VALUE',
        message: 'Le champ Votre nom de la carte cadeau peut comporter au maximum 100 caractères.',
      },
    ])
    // An unknown field, a chosen option, and gift card fields on another product are no options of theirs.
    const unknownField = giftCardItem({ amount: '50' })
    unknownField.entered_options.push({ uid: uid.giftCard('price'), value: '1' })
    expect((await refusal([unknownField]))[0].code).toBe('INVALID_PARAMETER_VALUE')
    const variant = await orderableVariant(app, 3, 20)
    expect(
      (
        await refusal([
          { ...itemOf(variant, 1), entered_options: [{ uid: uid.giftCard('amount'), value: '50' }] },
        ])
      )[0].code,
    ).toBe('INVALID_PARAMETER_VALUE')
    // All or nothing: a good card beside a refused one is not added either.
    expect(await refusal([giftCardItem({ amount: '50' }), giftCardItem({ amount: '5' })])).toEqual(range)
    expect((await agent.query(CART, { id: cartId }, { store: '/fr' })).data?.cart.items).toEqual([])
  })

  it('makes two lines of two recipients, and adds the same card again to its line', async () => {
    const agent = newGuest(app)
    const cartId = await createCart(agent)
    await agent.query(ADD, {
      cartId,
      items: [giftCardItem({ amount: '25', recipient_name: 'Mia', recipient_email: 'mia@example.org' })],
    })
    await agent.query(ADD, {
      cartId,
      items: [giftCardItem({ amount: '25', recipient_name: 'Noah', recipient_email: 'noah@example.org' })],
    })
    const again = (
      await agent.query(ADD, {
        cartId,
        items: [
          giftCardItem({ amount: '25.00', recipient_name: ' Mia ', recipient_email: 'mia@example.org' }),
        ],
      })
    ).data?.addProductsToCart.cart
    expect(
      again.items.map((item: { quantity: number; gift_card: { recipient_name: string } }) => [
        item.gift_card.recipient_name,
        item.quantity,
      ]),
    ).toEqual([
      ['Mia', 2],
      ['Noah', 1],
    ])
    expect(again.total_quantity).toBe(3)
  })

  it('never discounts a gift card line with a coupon, nor counts it towards free delivery', async () => {
    const variant = await orderableVariant(app, 3, 21)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, {
      items: [itemOf(variant, 1), giftCardItem({ amount: '100' })],
    })
    const couponed = (await agent.query(APPLY_COUPON, { id: cartId, code: 'WELCOME10' })).data
      ?.applyCouponToCart
    expect(couponed.success).toBe(true)
    const cart = (await agent.query(CART, { id: cartId })).data?.cart
    const unit = Math.round(Number(variant.price) * 100)
    const [goods, giftCard] = cart.items
    expect(cart.is_virtual).toBe(false)
    expect(Math.round(goods.prices.total_item_discount.amount * 100)).toBe(Math.round((unit * 10) / 100))
    expect(giftCard.prices.total_item_discount.amount).toBe(0)
    expect(Math.round(cart.prices.discounts[0].amount.amount * 100)).toBe(Math.round((unit * 10) / 100))
    // The 100 € card does not make delivery free: only the goods shipped count (free from 49 €).
    expect(cart.prices.shipping_including_tax.amount).toBe(
      unit - Math.round((unit * 10) / 100) >= 4900 ? 0 : 12.9,
    )
  })

  it('lets gift cards pay the goods and the delivery but never a gift card bought', async () => {
    const variant = await orderableVariant(app, 3, 22)
    const { code } = await issueGiftCard(app.shopDatabase.db, { amountCents: 100_000, store: 'b2c_en' })
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1), giftCardItem({ amount: '40' })] })
    const cart = (await agent.query(APPLY_GIFT_CARD, { id: cartId, code })).data?.applyGiftCardToCart.cart
    expect(cart.prices.gift_cards_total.amount).toBeCloseTo(cart.prices.total_before_credits.amount - 40, 2)
    expect(cart.prices.grand_total.amount).toBe(40)
    expect(cart.available_payment_methods.map((method: { code: string }) => method.code)).toEqual([
      'offline_card',
      'offline_wallet',
    ])
  })
})

describe('a virtual cart at checkout', () => {
  it('takes no shipping address nor method, bills its own address, ships for nothing, and places its order without either', async () => {
    const agent = newGuest(app)
    const cartId = await createCart(agent)
    await agent.query(ADD, { cartId, items: [giftCardItem({ amount: '60', ...newRecipient() })] })
    expect(
      (await agent.query(SET_SHIPPING_ADDRESS, { id: cartId, address: ADDRESSES.GB })).data
        ?.setShippingAddressesOnCart,
    ).toMatchObject({
      success: false,
      errorCode: 'CART_IS_VIRTUAL',
      errorMessage:
        'Nothing in your cart is shipped (gift cards are e-mailed, files downloaded): no delivery address or method is needed.',
    })
    expect(
      (await agent.query(SET_SHIPPING_METHOD, { id: cartId, carrier: 'flatrate', method: 'home' })).data
        ?.setShippingMethodsOnCart,
    ).toMatchObject({ success: false, errorCode: 'CART_IS_VIRTUAL' })
    expect((await agent.query(SET_BILLING_SAME, { id: cartId })).data?.setBillingAddressOnCart).toMatchObject(
      { success: false, errorCode: 'CART_IS_VIRTUAL', errorField: 'same_as_shipping' },
    )
    expectSuccess(
      (await agent.query(SET_EMAIL, { id: cartId, email: 'buyer@example.com' })).data?.setGuestEmailOnCart,
      'setGuestEmailOnCart',
    )
    expectSuccess(
      (await agent.query(SET_BILLING_ADDRESS, { id: cartId, address: ADDRESSES.GB })).data
        ?.setBillingAddressOnCart,
      'setBillingAddressOnCart',
    )
    const ready = expectSuccess(
      (await agent.query(SET_PAYMENT, { id: cartId, code: 'offline_card' })).data?.setPaymentMethodOnCart,
      'setPaymentMethodOnCart',
    ).cart
    expect(ready).toMatchObject({
      shipping_addresses: [],
      prices: { shipping_including_tax: { amount: 0 }, grand_total: { amount: 60 } },
    })
    const placed = await placeOrderPaid(agent, cartId)
    expect(placed.errors).toEqual([])
    expect(placed.order).toMatchObject({
      shipping_method: null,
      shipping_address: null,
      billing_address: { postcode: ADDRESSES.GB.postcode },
      total: {
        subtotal: { amount: 60 },
        total_shipping: { amount: 0 },
        total_tax: { amount: 0 },
        grand_total: { amount: 60 },
      },
      items: [
        {
          product_sku: 'GIFTCARD',
          quantity_ordered: 1,
          product_sale_price: { amount: 60 },
          gift_card: { amount: { amount: 60 }, sender_name: GIFT_CARD_PEOPLE.sender_name },
        },
      ],
    })
  })

  it('keeps a shipping address given while the cart held goods, but neither needs nor shows it once only gift cards are left', async () => {
    const variant = await orderableVariant(app, 3, 23)
    const agent = newGuest(app)
    const { cartId, cart } = await readyCart(agent, {
      items: [itemOf(variant, 1), giftCardItem({ amount: '30' })],
    })
    const goods = cart.items.find((item: { product: { sku: string } }) => item.product.sku === variant.sku)
    await agent.query(
      `mutation ($id: String!, $item: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_id: $item }) { success } }`,
      { id: cartId, item: goods.item_id },
    )
    const virtual = (await agent.query(CART, { id: cartId })).data?.cart
    expect(virtual).toMatchObject({
      is_virtual: true,
      shipping_addresses: [],
      prices: { shipping_including_tax: { amount: 0 }, grand_total: { amount: 30 } },
    })
    const placed = await placeOrderPaid(agent, cartId)
    expect(placed.order).toMatchObject({
      shipping_method: null,
      shipping_address: null,
      billing_address: { postcode: ADDRESSES.GB.postcode },
    })
  })
})

describe('placing an order of gift cards', () => {
  it('issues one card per piece, e-mails each code to the recipient in the store language, and the code then shows its balance', async () => {
    const recipient = newRecipient()
    const agent = newGuest(app)
    const cartId = await readyGiftCardCart(agent, {
      store: '/de',
      items: [giftCardItem({ amount: '75', message: 'Alles Gute!', ...recipient }, 3)],
      billing: 'DE',
    })
    const placed = await placeOrderPaid(agent, cartId, '/de')
    expect(placed.errors).toEqual([])
    const orderId = Number(placed.order.order_id)
    const cards = await cardsFor(recipient.recipient_email)
    expect(cards).toHaveLength(3)
    for (const card of cards)
      expect(card).toMatchObject({
        order_id: orderId,
        initial_cents: 7500,
        balance_cents: 7500,
        state: 'active',
        store_key: 'b2c_de',
        sender_name: GIFT_CARD_PEOPLE.sender_name,
        recipient_name: recipient.recipient_name,
        message: 'Alles Gute!',
      })
    const emails = await codeEmailsTo(recipient.recipient_email)
    expect(emails).toHaveLength(3)
    expect(
      emails.every(
        (email) =>
          email.store_key === 'b2c_de' &&
          email.data.amount === 75 &&
          email.data.senderName === GIFT_CARD_PEOPLE.sender_name,
      ),
    ).toBe(true)
    const codes = emails.map((email) => String(email.data.code))
    expect(new Set(codes).size).toBe(3)
    expect(codes.map((code) => code.slice(-4)).sort()).toEqual(cards.map((card) => card.code_last4).sort())
    // Never in clear in the database but in the outbox row until it is sent.
    const stored = JSON.stringify(cards)
    for (const code of codes) expect(stored).not.toContain(code.replaceAll('-', '').slice(0, 12))
    const confirmations = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select('data')
      .where('template', '=', 'orderConfirmation')
      .execute()
    const confirmation = confirmations.find((email) => email.data.number === placed.order.order_number)!
    expect(JSON.stringify(confirmation.data)).toContain(recipient.recipient_email)
    for (const code of codes) expect(JSON.stringify(confirmation.data)).not.toContain(code)
    const checker = newGuest(app)
    for (const code of codes) {
      const balance = (await checker.query(BALANCE, { code }, { store: '/de' })).data?.giftCardAccount
      expect(balance).toMatchObject({
        balance: { value: 75, currency: 'EUR' },
        expiration_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      })
    }
    expect(await stockOf('GIFTCARD')).toEqual({ qty: 0, is_in_stock: true })
  })

  it('issues nothing while the card is declined, then the cards once it is paid', async () => {
    const recipient = newRecipient()
    const agent = newGuest(app)
    const cartId = await readyGiftCardCart(agent, { items: [giftCardItem({ amount: '20', ...recipient })] })
    const payment = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.payment
    expect((await payWithCard(app, payment, '4000 0000 0000 0002')).declineCode).toBe('declined')
    const declined = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder
    expect(declined).toMatchObject({ order: null, errors: [{ code: 'PAYMENT_DECLINED' }] })
    expect(await cardsFor(recipient.recipient_email)).toEqual([])
    expect(await codeEmailsTo(recipient.recipient_email)).toEqual([])
    expect((await payWithCard(app, declined.payment, '4242 4242 4242 4242')).status).toBe('succeeded')
    expect((await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.order).not.toBeNull()
    expect(await cardsFor(recipient.recipient_email)).toHaveLength(1)
  })

  it('issues the cards once when 3-D Secure completes, whether the webhook or the return places the order, and retries of the same key issue nothing more', async () => {
    const recipient = newRecipient()
    const agent = newGuest(app)
    const key = `giftcard-${randomUUID()}`
    const cartId = await readyGiftCardCart(agent, {
      items: [giftCardItem({ amount: '45', ...recipient }, 2)],
    })
    const payment = (await agent.query(PLACE_ORDER, { id: cartId, key })).data?.placeOrder.payment
    const confirmed = await payWithCard(app, payment, '4000 0000 0000 3220')
    expect(confirmed.status).toBe('requires_action')
    expect(await cardsFor(recipient.recipient_email)).toEqual([])
    // The challenge's webhook and the shopper's returns race: whichever locks the cart first places the order.
    const returns = () => agent.query(PLACE_ORDER, { id: cartId, key })
    await Promise.all([answerHostedPage(app, confirmed.nextActionUrl!, 'complete'), returns(), returns()])
    const answers = await Promise.all([returns(), returns(), returns()])
    const numbers = new Set(answers.map((answer) => answer.data?.placeOrder.order?.order_number))
    expect(numbers.size).toBe(1)
    expect([...numbers][0]).toMatch(/^\d+$/)
    expect(await cardsFor(recipient.recipient_email)).toHaveLength(2)
    expect(await codeEmailsTo(recipient.recipient_email)).toHaveLength(2)
  })
})

describe('a gift card line whose amount the shop stopped offering', () => {
  it('keeps its amount, is flagged in the store language and is not ordered until the shopper chooses another', async () => {
    const db = app.shopDatabase.db
    const saved = await db
      .selectFrom('giftcard_product')
      .selectAll()
      .where('sku', '=', 'GIFTCARD')
      .executeTakeFirstOrThrow()
    const agent = newGuest(app)
    const cartId = await createCart(agent, '/fr')
    await agent.query(
      ADD,
      { cartId, items: [giftCardItem({ amount: '60', ...newRecipient() })] },
      { store: '/fr' },
    )
    for (const [mutation, variables] of [
      [SET_EMAIL, { id: cartId, email: 'buyer@example.com' }],
      [SET_BILLING_ADDRESS, { id: cartId, address: ADDRESSES.FR }],
      [SET_PAYMENT, { id: cartId, code: 'offline_card' }],
    ] as const)
      expect((await agent.query(mutation, variables, { store: '/fr' })).errors).toBeUndefined()
    const LINE = `query ($id: String!) { cart(cart_id: $id) { items { is_available not_available_message errors { code message }
      prices { price { amount } } } prices { grand_total { amount } } } }`
    const lineOf = async () => (await agent.query(LINE, { id: cartId }, { store: '/fr' })).data?.cart

    try {
      // The merchant now lists 25 and 50 only, without a typed amount (as the back office's form saves it).
      await db
        .updateTable('giftcard_product')
        .set({ amounts_cents: [2500, 5000], open_amount_min_cents: null, open_amount_max_cents: null })
        .where('sku', '=', 'GIFTCARD')
        .execute()
      const message =
        'Ce montant de carte cadeau n’est plus proposé. Veuillez retirer cette carte cadeau et l’ajouter à nouveau avec un autre montant.'
      expect(await lineOf()).toEqual({
        items: [
          {
            is_available: false,
            not_available_message: message,
            errors: [{ code: 'UNDEFINED', message }],
            prices: { price: { amount: 60 } },
          },
        ],
        prices: { grand_total: { amount: 60 } },
      })
      const refused = (await agent.query(PLACE_ORDER, { id: cartId }, { store: '/fr' })).data?.placeOrder
      expect(refused.order).toBeNull()
      expect(refused.errors).toEqual([
        {
          code: 'GIFT_CARD_AMOUNT_NOT_OFFERED',
          message:
            'Un montant de carte cadeau de votre panier n’est plus proposé. Veuillez retirer cette carte cadeau et l’ajouter à nouveau avec un autre montant.',
        },
      ])
      expect(await cardsFor('buyer@example.com')).toEqual([])
    } finally {
      await db
        .updateTable('giftcard_product')
        .set({
          amounts_cents: saved.amounts_cents,
          open_amount_min_cents: saved.open_amount_min_cents,
          open_amount_max_cents: saved.open_amount_max_cents,
        })
        .where('sku', '=', 'GIFTCARD')
        .execute()
    }
    // Offered again, the same line is ordered at its amount.
    expect((await lineOf())?.items[0]).toMatchObject({ is_available: true, errors: [] })
  })
})

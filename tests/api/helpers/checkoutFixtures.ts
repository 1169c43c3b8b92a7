import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { ADD, createCart, uid } from './cartFixtures.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './graphqlAgent.ts'

export const CHECKOUT_CART_FIELDS = `id email total_quantity
  items { item_id quantity is_available product { sku } prices { price { amount } } }
  applied_coupons { code }
  shipping_addresses { firstname lastname street city postcode country { code label } telephone
    available_shipping_methods { carrier_code method_code amount { amount } available }
    selected_shipping_method { carrier_code method_code amount { amount } }
    pickup_location { pickup_location_code name } }
  billing_address { firstname postcode same_as_shipping }
  available_payment_methods { code title }
  selected_payment_method { code title }
  applied_gift_cards { code applied_balance { amount } current_balance { amount } }
  applied_store_credit { applied_balance { amount } current_balance { amount } }
  prices { subtotal_including_tax { amount } shipping_including_tax { amount } gift_cards_total { amount } store_credit_total { amount } total_before_credits { amount }
    discounts { amount { amount } } grand_total { amount currency } }`

const OUTCOME = `success errorCode errorMessage errorField cart { ${CHECKOUT_CART_FIELDS} }`

export const SET_EMAIL = `mutation ($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { ${OUTCOME} } }`
export const SET_SHIPPING_ADDRESS = `mutation ($id: String!, $address: CartAddressInput, $addressId: Int) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address, customer_address_id: $addressId }] }) { ${OUTCOME} } }`
export const SET_SHIPPING_METHOD = `mutation ($id: String!, $carrier: String!, $method: String!, $pickup: String) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method, pickup_location_code: $pickup }] }) { ${OUTCOME} } }`
export const SET_BILLING_SAME = `mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { ${OUTCOME} } }`
export const SET_BILLING_ADDRESS = `mutation ($id: String!, $address: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { ${OUTCOME} } }`
export const SET_PAYMENT = `mutation ($id: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { ${OUTCOME} } }`
export const APPLY_GIFT_CARD = `mutation ($id: String!, $code: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: $code }) { ${OUTCOME} } }`
export const REMOVE_GIFT_CARD = `mutation ($id: String!, $code: String!) { removeGiftCardFromCart(input: { cart_id: $id, gift_card_code: $code }) { ${OUTCOME} } }`
export const APPLY_STORE_CREDIT = `mutation ($id: String!) { applyStoreCreditToCart(input: { cart_id: $id }) { ${OUTCOME} } }`
export const REMOVE_STORE_CREDIT = `mutation ($id: String!) { removeStoreCreditFromCart(input: { cart_id: $id }) { ${OUTCOME} } }`

export const ORDER_FIELDS = `order_id order_number number email status store_key token shipping_method
  items { product_sku variant_sku product_name quantity_ordered product_sale_price { amount } row_total { amount } selected_options { label value } }
  total { subtotal { amount } total_shipping { amount } total_tax { amount } gift_cards { amount } store_credit { amount } grand_total { amount currency } discounts { amount { amount } } }
  shipping_address { firstname street city postcode country_code }
  billing_address { postcode }
  pickup_location { pickup_location_code name }
  payment_methods { type name card_brand card_last4 }
  applied_gift_cards { code applied_balance { amount } }`

export const PLACE_ORDER = `mutation ($id: String!, $key: String) { placeOrder(input: { cart_id: $id, idempotency_key: $key }) {
  order { ${ORDER_FIELDS} } errors { code message }
  payment { intent_id client_secret confirmation_url status method amount { amount } next_action_url decline_code } } }`

/** A valid address of each store's country (postcode rules of the country). */
export const ADDRESSES = {
  GB: {
    firstname: 'Amelia',
    lastname: 'Hughes',
    street: ['12 Old Street'],
    city: 'London',
    postcode: 'EC1V 9HL',
    country_code: 'GB',
    telephone: '+44 20 7946 0000',
  },
  FR: {
    firstname: 'Léa',
    lastname: 'Martin',
    street: ['4 rue de la République'],
    city: 'Lyon',
    postcode: '69002',
    country_code: 'FR',
    telephone: '+33 4 72 00 00 00',
  },
  DE: {
    firstname: 'Jonas',
    lastname: 'Weber',
    street: ['Marienplatz 8'],
    city: 'München',
    postcode: '80331',
    country_code: 'DE',
    telephone: '+49 89 123456',
  },
  IT: {
    firstname: 'Giulia',
    lastname: 'Rossi',
    street: ['Via Roma 1'],
    city: 'Torino',
    postcode: '10121',
    country_code: 'IT',
    telephone: '+39 011 123456',
  },
} as const

/** The store path of each storefront and the country of its address. */
export const STORES = [
  { store: '/en', country: 'GB' },
  { store: '/fr', country: 'FR' },
  { store: '/de', country: 'DE' },
  { store: '/it', country: 'IT' },
] as const

/** A variant (size and colour) of a configurable product without required custom options, with at least `minStock` pieces. */
export async function orderableVariant(app: FastifyInstance, minStock = 5, offset = 0) {
  const { rows } = await sql<{
    sku: string
    variant_sku: string
    colour: string
    size: string
    qty: number
    price: string
  }>`
    select p.sku, v.sku as variant_sku, v.colour, v.size, v.qty, v.final_price as price
    from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= ${minStock} and v.size is not null and v.colour is not null
    where p.type = 'configurable' and p.is_in_stock
      and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
    order by p.sku, v.sku offset ${offset} limit 1`.execute(app.shopDatabase.db)
  if (!rows[0]) throw new Error('the seed has no orderable variant')
  return rows[0]
}

/** The cart item input of a variant. */
export function itemOf(variant: { sku: string; colour: string; size: string }, quantity: number) {
  return {
    sku: variant.sku,
    quantity,
    selected_options: [uid.colour(variant.colour), uid.size(variant.size)],
  }
}

let guests = 0

/** A new anonymous shopper from an address of their own (so per-address budgets are not shared). */
export function newGuest(app: FastifyInstance): GraphqlAgent {
  guests += 1
  return createGraphqlAgent(app, { clientIp: `10.23.${Math.floor(guests / 250)}.${(guests % 250) + 1}` })
}

/** Fails with the GraphQL answer when a checkout step was refused. */
export function expectSuccess<T extends { success: boolean }>(outcome: T | undefined, step: string): T {
  if (!outcome?.success) throw new Error(`${step} failed: ${JSON.stringify(outcome)}`)
  return outcome
}

/**
 * A cart ready to order: items, e-mail (guests), shipping address of the store's country, home
 * delivery (or a pickup point), billing same as shipping and the card of the offline provider.
 */
export async function readyCart(
  agent: GraphqlAgent,
  options: {
    store?: string
    items: unknown[]
    country?: keyof typeof ADDRESSES
    email?: string | null
    pickup?: string
    payment?: string
    cartId?: string
  },
) {
  const store = options.store ?? '/en'
  const cartId = options.cartId ?? (await createCart(agent, store))
  const added = await agent.query(ADD, { cartId, items: options.items }, { store })
  expectSuccess(added.data?.addProductsToCart, 'addProductsToCart')
  if (options.email !== null)
    expectSuccess(
      (
        await agent.query(
          SET_EMAIL,
          { id: cartId, email: options.email ?? `guest-${randomUUID()}@example.com` },
          { store },
        )
      ).data?.setGuestEmailOnCart,
      'setGuestEmailOnCart',
    )
  expectSuccess(
    (
      await agent.query(
        SET_SHIPPING_ADDRESS,
        { id: cartId, address: ADDRESSES[options.country ?? 'GB'] },
        { store },
      )
    ).data?.setShippingAddressesOnCart,
    'setShippingAddressesOnCart',
  )
  const method = options.pickup
    ? { carrier: 'pickup', method: 'pickup', pickup: options.pickup }
    : { carrier: 'flatrate', method: 'home' }
  expectSuccess(
    (await agent.query(SET_SHIPPING_METHOD, { id: cartId, ...method }, { store })).data
      ?.setShippingMethodsOnCart,
    'setShippingMethodsOnCart',
  )
  expectSuccess(
    (await agent.query(SET_BILLING_SAME, { id: cartId }, { store })).data?.setBillingAddressOnCart,
    'setBillingAddressOnCart',
  )
  const payment = await agent.query(
    SET_PAYMENT,
    { id: cartId, code: options.payment ?? 'offline_card' },
    { store },
  )
  return { cartId, cart: expectSuccess(payment.data?.setPaymentMethodOnCart, 'setPaymentMethodOnCart').cart }
}

/** A virtual cart (gift cards only) ready to pay: the items, a guest e-mail, a billing address of its own (no shipping) and the card. */
export async function readyGiftCardCart(
  agent: GraphqlAgent,
  options: { store?: string; items: unknown[]; email?: string; billing?: keyof typeof ADDRESSES },
) {
  const store = options.store ?? '/en'
  const cartId = await createCart(agent, store)
  expectSuccess(
    (await agent.query(ADD, { cartId, items: options.items }, { store })).data?.addProductsToCart,
    'addProductsToCart',
  )
  expectSuccess(
    (
      await agent.query(
        SET_EMAIL,
        { id: cartId, email: options.email ?? `buyer-${randomUUID()}@example.com` },
        { store },
      )
    ).data?.setGuestEmailOnCart,
    'setGuestEmailOnCart',
  )
  expectSuccess(
    (
      await agent.query(
        SET_BILLING_ADDRESS,
        { id: cartId, address: ADDRESSES[options.billing ?? 'GB'] },
        { store },
      )
    ).data?.setBillingAddressOnCart,
    'setBillingAddressOnCart',
  )
  expectSuccess(
    (await agent.query(SET_PAYMENT, { id: cartId, code: 'offline_card' }, { store })).data
      ?.setPaymentMethodOnCart,
    'setPaymentMethodOnCart',
  )
  return cartId
}

/** A cart of downloadable products only (virtual): the items, a guest's e-mail (none for a customer), a billing address of its own and the card. */
export async function readyDownloadCart(
  agent: GraphqlAgent,
  items: unknown[],
  options: { guestEmail?: string; store?: string; billing?: keyof typeof ADDRESSES } = {},
) {
  const store = options.store ?? '/en'
  const cartId = await createCart(agent, store)
  const added = expectSuccess(
    (await agent.query(ADD, { cartId, items }, { store })).data?.addProductsToCart,
    'addProductsToCart',
  )
  if (options.guestEmail)
    expectSuccess(
      (await agent.query(SET_EMAIL, { id: cartId, email: options.guestEmail }, { store })).data
        ?.setGuestEmailOnCart,
      'setGuestEmailOnCart',
    )
  expectSuccess(
    (
      await agent.query(
        SET_BILLING_ADDRESS,
        { id: cartId, address: ADDRESSES[options.billing ?? 'GB'] },
        { store },
      )
    ).data?.setBillingAddressOnCart,
    'setBillingAddressOnCart',
  )
  expectSuccess(
    (await agent.query(SET_PAYMENT, { id: cartId, code: 'offline_card' }, { store })).data
      ?.setPaymentMethodOnCart,
    'setPaymentMethodOnCart',
  )
  return { cartId, cart: added.cart }
}

let cardForms = 0

/** Posts a card to the provider's confirmation URL that placeOrder answered, as the card form does (each from a browser of its own, as the provider limits confirmations per address). */
export async function payWithCard(
  app: FastifyInstance,
  payment: { confirmation_url: string; client_secret: string },
  number = '4242 4242 4242 4242',
) {
  cardForms += 1
  const response = await app.inject({
    method: 'POST',
    url: payment.confirmation_url,
    remoteAddress: `10.42.${Math.floor(cardForms / 250)}.${(cardForms % 250) + 1}`,
    headers: { 'content-type': 'application/json' },
    payload: {
      client_secret: payment.client_secret,
      number,
      expiry: '12/39',
      cvc: '123',
      name: 'Amelia Hughes',
    },
  })
  return response.json() as { status: string; declineCode: string | null; nextActionUrl: string | null }
}

/** placeOrder, paying by card when it asks for a payment, then placeOrder again (the shopper's return). */
export async function placeOrderPaid(
  app: FastifyInstance,
  agent: GraphqlAgent,
  cartId: string,
  options: { store?: string; key?: string; card?: string } = {},
) {
  const store = options.store ?? '/en'
  const first = await agent.query(PLACE_ORDER, { id: cartId, key: options.key }, { store })
  const payment = first.data?.placeOrder?.payment
  if (!payment) return first
  await payWithCard(app, payment, options.card)
  return agent.query(PLACE_ORDER, { id: cartId, key: options.key }, { store })
}

/**
 * A new customer (from an address of their own) with a paid order in `store`: `quantity`
 * pieces of an orderable variant, delivered at home in the store's country, paid by card.
 */
export async function customerWithPaidOrder(
  app: FastifyInstance,
  options: { store?: (typeof STORES)[number]['store']; quantity?: number; email?: string } = {},
) {
  const store = options.store ?? '/en'
  const country = STORES.find((entry) => entry.store === store)!.country
  const agent = newGuest(app)
  const email = options.email ?? `customer-${randomUUID()}@example.com`
  const created = await registerCustomer(agent, { email }, store)
  if (!created.customer) throw new Error(`registration failed: ${created.errorCode}`)
  const variant = await orderableVariant(app, 5)
  const { cartId } = await readyCart(agent, {
    store,
    items: [itemOf(variant, options.quantity ?? 2)],
    country,
    email: null,
  })
  const placed = await placeOrderPaid(app, agent, cartId, { store })
  const order = placed.data?.placeOrder?.order
  if (!order)
    throw new Error(`placeOrder failed: ${JSON.stringify(placed.data?.placeOrder ?? placed.errors)}`)
  return {
    agent,
    email,
    customerId: Number(created.customer.id),
    variant,
    order: order as { order_id: string; order_number: string; total: { grand_total: { amount: number } } },
  }
}

import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { GraphqlAgent } from './graphqlAgent.ts'

const b64 = (path: string) => Buffer.from(path, 'utf8').toString('base64')

/** Magento option uids, as a client builds them. */
export const uid = {
  colour: (value: string) => b64(`configurable/93/${value}`),
  size: (value: string) => b64(`configurable/144/${value}`),
  customValue: (option: number, value: number) => b64(`custom-option/${option}/${value}`),
  customText: (option: number) => b64(`custom-option/${option}`),
  giftCard: (field: string) => b64(`giftcard/am_giftcard_${field}`),
}

/** What the gift card form of the product page sends, by field (`amount` as typed, in euros). */
export interface GiftCardFormValues {
  amount: string
  sender_name?: string
  sender_email?: string
  recipient_name?: string
  recipient_email?: string
  message?: string
}

/** The sender and recipient a gift card item has unless a test says otherwise. */
export const GIFT_CARD_PEOPLE = {
  sender_name: 'Paul Durand',
  sender_email: 'paul.durand@example.org',
  recipient_name: 'Mia Keller',
  recipient_email: 'mia.keller@example.org',
} as const

/** A gift card item as the product page's form sends it (a field set to undefined is left out, as an empty message is). */
export function giftCardItem(values: GiftCardFormValues, quantity = 1) {
  const fields: Record<string, string | undefined> = { ...GIFT_CARD_PEOPLE, ...values }
  const entered = Object.entries(fields).flatMap(([field, value]) =>
    value === undefined ? [] : [{ uid: uid.giftCard(field), value }],
  )
  return { sku: 'GIFTCARD', quantity, entered_options: entered }
}

export const CART_FIELDS = `id total_quantity email is_virtual applied_coupons { code } notices { code sku message }
  prices { subtotal_including_tax { amount currency } subtotal_excluding_tax { amount } grand_total { amount } discounts { label amount { amount } } applied_taxes { label amount { amount } } }
  items { item_id quantity is_available available_quantity not_available_message product { sku name }
    prices { price { amount } row_total { amount } row_total_including_tax { amount } total_item_discount { amount } }
    configurable_options { option_label value_id value_label } customizable_options { label values { value price { amount } } } }`

export const CREATE_GUEST_CART = `mutation { createGuestCart { success errorCode cart { id } } }`
export const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { success errorCode errorMessage user_errors { code message } cart { ${CART_FIELDS} } } }`
export const CART = `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`
export const UPDATE = `mutation ($id: String!, $items: [CartItemUpdateInput!]!) { updateCartItems(input: { cart_id: $id, cart_items: $items }) { success errorCode errorMessage cart { ${CART_FIELDS} } } }`
export const REMOVE = `mutation ($id: String!, $item: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_id: $item }) { success errorCode errorMessage cart { ${CART_FIELDS} } } }`
export const APPLY_COUPON = `mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { success errorCode errorMessage cart { ${CART_FIELDS} } } }`
export const REMOVE_COUPON = `mutation ($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { success errorCode errorMessage cart { ${CART_FIELDS} } } }`

/** Creates a guest cart for an agent and returns its id. */
export async function createCart(agent: GraphqlAgent, store = '/en'): Promise<string> {
  const response = await agent.query(CREATE_GUEST_CART, {}, { store })
  const id = response.data?.createGuestCart.cart?.id
  if (typeof id !== 'string') throw new Error(`no cart: ${JSON.stringify(response)}`)
  return id
}

/** A configurable product with custom options (a choice and a text) and a variant with `minStock` pieces or more. */
export async function configurableWithOptions(app: FastifyInstance, minStock = 5) {
  const { rows } = await sql<{
    sku: string
    variant_sku: string
    colour: string
    size: string
    qty: number
    price: string
    choice_option: number
    choice_value: number
    text_option: number
    others: number
  }>`
    select p.sku, v.sku as variant_sku, v.colour, v.size, v.qty, v.final_price as price,
      choice.id as choice_option, value.id as choice_value, text.id as text_option,
      (select count(*)::int from product o where o.parent_sku = p.sku) as others
    from product p
    join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= ${minStock} and v.size is not null and v.colour is not null
    join custom_option choice on choice.sku = p.sku and choice.type = 'drop_down'
    join custom_option_value value on value.option_id = choice.id and value.price_type = 'fixed'
    join custom_option text on text.sku = p.sku and text.type = 'field'
    where p.type = 'configurable' and p.is_in_stock order by p.sku, v.sku limit 1`.execute(
    app.shopDatabase.db,
  )
  if (!rows[0]) throw new Error('the seed has no configurable product with custom options')
  return rows[0]
}

/** A configurable product with tier prices and a variant with enough stock for the highest tier. */
export async function productWithTierPrices(app: FastifyInstance) {
  const { rows } = await sql<{
    sku: string
    variant_sku: string
    colour: string
    size: string
    qty: number
    tier_qty: number
  }>`
    select p.sku, v.sku as variant_sku, v.colour, v.size, v.qty, t.qty as tier_qty
    from product p join tier_price t on t.sku = p.sku
    join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= t.qty + 2 and v.colour is not null
    where p.type = 'configurable' and v.size is not null order by t.qty desc, p.sku limit 1`.execute(
    app.shopDatabase.db,
  )
  if (!rows[0]) throw new Error('the seed has no product with tier prices')
  return rows[0]
}

/** The items of a configurable product's variant (colour and size). */
export function variantItem(
  product: { sku: string; colour: string; size: string },
  quantity: number,
  extra: Record<string, unknown> = {},
) {
  return {
    sku: product.sku,
    quantity,
    selected_options: [uid.colour(product.colour), uid.size(product.size)],
    ...extra,
  }
}

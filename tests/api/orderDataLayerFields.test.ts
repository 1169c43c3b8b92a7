import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { configurableWithOptions, giftCardItem, uid, variantItem } from './helpers/cartFixtures.ts'
import {
  expectSuccess,
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from './helpers/checkoutFixtures.ts'

// What the order confirmation's data layer reads (`purchase`): the coupon and each line's colour and size alone.
const ORDER = `query ($id: ID!) { customer { order(orderId: $id) { order_id order_number applied_coupons { code }
  items { product_sku variant_sku selected_options { label value } configurable_options { label value } } } } }`
const APPLY_COUPON = `mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { success errorCode errorMessage } }`

let app: FastifyInstance
let customer: GraphqlAgent
let withOptions: Awaited<ReturnType<typeof configurableWithOptions>>
let plain: Awaited<ReturnType<typeof orderableVariant>>

beforeAll(async () => {
  app = await buildApiApp()
  customer = newGuest(app)
  await registerCustomer(customer, { email: 'datalayer.order@example.org' }, '/en')
  withOptions = await configurableWithOptions(app, 4)
  plain = await orderableVariant(app, 4)
  for (let offset = 1; plain.sku === withOptions.sku; offset += 1)
    plain = await orderableVariant(app, 4, offset)
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

async function placeWith(items: unknown[], coupon: string | null) {
  const cartId = (await customer.query('{ customerCart { id } }', {}, { store: '/en' })).data?.customerCart.id
  await readyCart(customer, { store: '/en', country: 'GB', cartId, items, email: null })
  if (coupon)
    expectSuccess(
      (await customer.query(APPLY_COUPON, { id: cartId, code: coupon }, { store: '/en' })).data
        ?.applyCouponToCart,
      'applyCouponToCart',
    )
  const placed = (await placeOrderPaid(app, customer, cartId, { store: '/en' })).data?.placeOrder.order
  return (await customer.query(ORDER, { id: placed.order_id }, { store: '/en' })).data?.customer.order
}

describe('an order’s fields for the data layer', () => {
  it('gives each line’s colour and size without its custom options, and no coupon when none was used', async () => {
    const order = await placeWith(
      [
        itemOf(plain, 1),
        variantItem(withOptions, 1, {
          selected_options: [
            uid.colour(withOptions.colour),
            uid.size(withOptions.size),
            uid.customValue(withOptions.choice_option, withOptions.choice_value),
          ],
          entered_options: [{ uid: uid.customText(withOptions.text_option), value: 'Léa' }],
        }),
        giftCardItem({
          amount: '30',
          recipient_name: 'Chloé Petit',
          recipient_email: 'chloe.petit@example.org',
          message: 'Joyeux anniversaire',
        }),
      ],
      null,
    )
    expect(order.applied_coupons).toEqual([])
    const [first, second, giftCard] = order.items
    expect(first.configurable_options).toEqual(first.selected_options)
    expect(first.configurable_options).toHaveLength(2)
    expect(second.variant_sku).toBe(withOptions.variant_sku)
    // Colour and size first; the chosen custom value and the typed text are not the variant.
    expect(second.selected_options.length).toBeGreaterThan(2)
    expect(second.configurable_options).toEqual(second.selected_options.slice(0, 2))
    expect(JSON.stringify(second.configurable_options)).not.toContain('Léa')
    expect(giftCard.configurable_options).toEqual([])
  })

  it('names each line’s main category in the store’s language: the deepest category, as the product’s breadcrumb and cart line do', async () => {
    const order = await placeWith([itemOf(plain, 1)], null)
    const product = `query ($sku: String!) { product(sku: $sku) { main_category { name level } categories { name level } } }`
    const [line] = order.items
    for (const store of ['/en', '/de']) {
      const { main_category, categories } = (await customer.query(product, { sku: plain.sku }, { store }))
        .data!.product
      const deepest = Math.max(...categories.map((category: { level: number }) => category.level))
      expect(main_category.level).toBe(deepest)
      expect(categories.map((category: { name: string }) => category.name)).toContain(main_category.name)
      const named = (
        await customer.query(
          `query ($id: ID!) { customer { order(orderId: $id) { items { product_main_category } } } }`,
          { id: order.order_id },
          { store },
        )
      ).data?.customer.order.items[0]
      expect(named.product_main_category).toBe(main_category.name)
    }
    expect(line.product_sku).toBe(plain.sku)
  })

  it('names the coupon the order used', async () => {
    const order = await placeWith([itemOf(plain, 2)], 'WELCOME10')
    expect(order.applied_coupons).toEqual([{ code: 'WELCOME10' }])
  })
})

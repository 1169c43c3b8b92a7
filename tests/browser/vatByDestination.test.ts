import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { sql } from 'kysely'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { formatMoney } from '../../components/price/formatMoney.ts'
import type { StoreLocale } from '../../config/stores.ts'
import { uid } from '../api/helpers/cartFixtures.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 180_000)
afterAll(async () => {
  await testbed?.close()
})

const ADDRESSES = {
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
  GB: {
    firstname: 'Amelia',
    lastname: 'Hughes',
    street: ['12 Old Street'],
    city: 'London',
    postcode: 'EC1V 9HL',
    country_code: 'GB',
    telephone: '+44 20 7946 0000',
  },
} as const

/** Each store ordering to its own country, one across a border, and children's wear to the UK: the VAT line the shopper reads. */
const CASES = [
  { base: '/fr', locale: 'fr-FR', country: 'FR', kids: false, label: 'Dont TVA 20\u202f%' },
  { base: '/de', locale: 'de-DE', country: 'DE', kids: false, label: 'inkl. 19\u00a0% MwSt.' },
  { base: '/it', locale: 'it-IT', country: 'IT', kids: false, label: 'Di cui IVA 22%' },
  { base: '/en', locale: 'en-GB', country: 'GB', kids: false, label: 'Including 20% VAT' },
  { base: '/de', locale: 'de-DE', country: 'IT', kids: false, label: 'inkl. 22\u00a0% MwSt.' },
  { base: '/en', locale: 'en-GB', country: 'GB', kids: true, label: 'Including 0% VAT' },
] as const

const CART_READY = `
  mutation ($id: String!, $address: CartAddressInput) {
    setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { success }
    setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "home" }] }) { success }
    setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { success }
    setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "offline_card" } }) { success cart { prices { applied_taxes { label amount { amount } } } } }
  }`
const PLACE_ORDER = `mutation ($id: String!, $key: String) { placeOrder(input: { cart_id: $id, idempotency_key: $key }) {
  errors { code } order { token total { taxes { title amount { amount } } } } payment { confirmation_url client_secret } } }`

/** Calls the shop API with the tab's cookies, as its scripts would (the session's cart). */
async function api(page: Page, base: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post(`${testbed.origin}${base}/graphql`, {
    headers: { origin: testbed.origin },
    data: { query, variables },
  })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query answers its own shape
  const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] }
  if (!body.data || body.errors) throw new Error(`API call failed: ${JSON.stringify(body)}`)
  return body.data
}

/** An in-stock variant of an adults' or a kids' product without required options, under the free delivery threshold. */
async function variantOf(kids: boolean) {
  const { rows } = await sql<{ sku: string; colour: string; size: string }>`
    select p.sku, v.colour, v.size
    from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 10 and v.size is not null and v.colour is not null
    where p.type = 'configurable' and p.is_in_stock and (p.gender = '301') = ${kids} and v.final_price < 45
      and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
    order by p.sku desc, v.sku limit 1`.execute(testbed.server.app.shopDatabase.db)
  return rows[0]!
}

/** The VAT rows of the totals list on the page: each label with its amount as shown. */
async function vatRows(page: Page) {
  return page
    .locator('main dt')
    .evaluateAll((terms) =>
      terms
        .filter((term) => /TVA|MwSt|IVA|VAT/.test(term.textContent ?? ''))
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    )
}

describe('VAT by destination in Chromium', () => {
  it.each(CASES)(
    '$base to $country (kids: $kids): “$label” in the cart, the checkout and the confirmation',
    async ({ base, locale, country, kids, label }) => {
      await testbed.context.clearCookies()
      const page = await testbed.context.newPage()
      const variant = await variantOf(kids)
      const cartId = (await api(page, base, 'mutation { createGuestCart { cart { id } } }')).createGuestCart
        .cart.id as string
      const item = {
        sku: variant.sku,
        quantity: 1,
        selected_options: [uid.colour(variant.colour), uid.size(variant.size)],
      }
      const added = await api(
        page,
        base,
        'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { success errorCode user_errors { message } } }',
        { id: cartId, items: [item] },
      )
      expect(added.addProductsToCart).toMatchObject({ success: true })
      await api(
        page,
        base,
        'mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "vat@example.org" }) { success } }',
        { id: cartId },
      )
      const ready = await api(page, base, CART_READY, { id: cartId, address: ADDRESSES[country] })
      const taxes = ready.setPaymentMethodOnCart.cart.prices.applied_taxes as {
        label: string
        amount: { amount: number }
      }[]
      expect(taxes.map((tax) => tax.label)).toEqual([label])
      const shown = [[label, formatMoney(taxes[0]!.amount.amount, 'EUR', locale as StoreLocale)]]

      await page.goto(`${testbed.origin}${base}/cart`, { waitUntil: 'load' })
      expect(await vatRows(page)).toEqual(shown)
      await page.goto(`${testbed.origin}${base}/checkout/`, { waitUntil: 'load' })
      expect(await vatRows(page)).toEqual(shown)

      const key = `vat-${base}-${country}-${kids}`
      const first = await api(page, base, PLACE_ORDER, { id: cartId, key })
      const payment = first.placeOrder.payment as { confirmation_url: string; client_secret: string }
      const paid = await page.request.post(new URL(payment.confirmation_url, testbed.origin).href, {
        data: {
          client_secret: payment.client_secret,
          number: '4242 4242 4242 4242',
          expiry: '12/39',
          cvc: '123',
          name: 'Léa Martin',
        },
      })
      expect(paid.ok()).toBe(true)
      const placed = await api(page, base, PLACE_ORDER, { id: cartId, key })
      expect(placed.placeOrder.order.total.taxes.map((tax: { title: string }) => tax.title)).toEqual([label])

      await page.goto(
        `${testbed.origin}${base}/checkout/success?token=${encodeURIComponent(placed.placeOrder.order.token)}`,
        { waitUntil: 'load' },
      )
      expect(await vatRows(page)).toEqual(shown)
      await page.close()
    },
    120_000,
  )
})

import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { sql } from 'kysely'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { pdfText } from '../helpers/pdfText.ts'
import { WORDS, checkAddsUp, expectSeller, type StorePath } from '../helpers/taxDocumentText.ts'
import {
  ADDRESSES,
  SET_PAYMENT,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  expectSuccess,
  itemOf,
  newGuest,
  placeOrderPaid,
} from '../api/helpers/checkoutFixtures.ts'
import { ADD, createCart, giftCardItem } from '../api/helpers/cartFixtures.ts'
import { registerCustomer } from '../api/helpers/graphqlAgent.ts'

// Invoices a tax inspector accepts (docs/invoices-and-refunds.md), as a customer gets them in each store:
// a VAT number saved in the address book, the order billed to that address, the invoice page's VAT per rate, the PDF.

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => testbed?.close())

/**
 * Each store with a delivery country and an order of two VAT rates: in the UK a zero-rated
 * child's pair beside an adult's (the delivery split over both), elsewhere a pair and a gift
 * card (outside VAT, 0 %); the buyer's VAT number and the texts the customer clicks.
 */
const CASES = [
  {
    base: '/en',
    country: 'GB',
    kidsPair: true,
    vatId: 'GB123456789',
    texts: { vatId: 'VAT number: GB123456789', download: 'Download PDF', delivery: 'Delivery' },
  },
  {
    base: '/fr',
    country: 'FR',
    kidsPair: false,
    vatId: 'FR40303265045',
    texts: { vatId: 'Numéro de TVA : FR40303265045', download: 'Télécharger le PDF', delivery: 'Livraison' },
  },
  {
    base: '/de',
    country: 'DE',
    kidsPair: false,
    vatId: 'DE123456789',
    texts: { vatId: 'USt-IdNr.: DE123456789', download: 'PDF herunterladen', delivery: 'Versand' },
  },
  {
    base: '/it',
    country: 'IT',
    kidsPair: false,
    vatId: 'IT12345678901',
    texts: { vatId: 'Partita IVA: IT12345678901', download: 'Scarica il PDF', delivery: 'Spedizione' },
  },
] as const

const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim()

/** A cheap variant of a kids' product (gender 301) or an adults' one, in stock, without required custom options. */
async function variantOf(kids: boolean) {
  const { rows } = await sql<{ sku: string; colour: string; size: string }>`
    select p.sku, v.colour, v.size from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 10 and v.size is not null and v.colour is not null
    where p.type = 'configurable' and p.is_in_stock and (p.gender = '301') = ${kids} and v.final_price < 20
      and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
    order by v.final_price, v.sku limit 1`.execute(testbed.server.app.shopDatabase.db)
  if (!rows[0]) throw new Error('the seed has no cheap variant')
  return rows[0]
}

/** Fills the address book's form as the customer would type it, with the VAT number, and saves it. */
async function saveAddressWithVatNumber(
  page: Page,
  base: string,
  country: keyof typeof ADDRESSES,
  vatId: string,
) {
  const address = ADDRESSES[country]
  await page.goto(`${testbed.origin}${base}/user/address-book?new=1`)
  await page.locator('#address-company').fill('Pantoufles Pro Ltd')
  await page.locator('#address-street').fill(address.street[0])
  await page.locator('#address-postcode').fill(address.postcode)
  await page.locator('#address-city').fill(address.city)
  await page.locator('#address-countryCode').selectOption(country)
  await page.locator('#address-telephone').fill(address.telephone)
  await page.locator('#address-vatId').fill(vatId.toLowerCase().replace(/(\d{3})/g, '$1 '))
  await page
    .locator('main form')
    .filter({ has: page.locator('#address-vatId') })
    .locator('button[type="submit"]')
    .click()
  await page.waitForURL(`${testbed.origin}${base}/user/address-book`)
}

describe('invoices in Chromium', () => {
  it.each(CASES)(
    '$base: a VAT number saved in the address book is on the invoice of an order billed there; the invoice page shows the VAT per rate and its PDF, downloaded by a click, states it all in the store’s language; no axe violation',
    async ({ base, country, kidsPair, vatId, texts }) => {
      const app = testbed.server.app
      const words = WORDS[base as StorePath]
      const agent = newGuest(app)
      expect(
        (
          await registerCustomer(
            agent,
            { email: `invoice-${randomUUID()}@example.com`, firstname: 'Robin' },
            base,
          )
        ).success,
      ).toBe(true)
      // The browser carries the customer's session: signed in as the API shopper who orders.
      await testbed.context.clearCookies()
      await testbed.context.addCookies([
        { name: 'shop_session', value: agent.sessionCookie()!, url: testbed.origin },
      ])
      const page = await testbed.context.newPage()
      try {
        await saveAddressWithVatNumber(page, base, country, vatId)
        await expect(page.locator('main').textContent().then(spaced)).resolves.toContain(texts.vatId)

        const addresses = (await agent.query('{ customer { addresses { id vatId } } }', {}, { store: base }))
          .data?.customer.addresses
        expect(addresses).toEqual([expect.objectContaining({ vatId })])
        const addressId = Number(addresses[0].id)
        const cartId = await createCart(agent, base)
        const items = [
          itemOf(await variantOf(false), 1),
          kidsPair ? itemOf(await variantOf(true), 1) : giftCardItem({ amount: '10' }),
        ]
        expectSuccess(
          (await agent.query(ADD, { cartId, items }, { store: base })).data?.addProductsToCart,
          'addProductsToCart',
        )
        expectSuccess(
          (await agent.query(SET_SHIPPING_ADDRESS, { id: cartId, addressId }, { store: base })).data
            ?.setShippingAddressesOnCart,
          'setShippingAddressesOnCart',
        )
        expectSuccess(
          (
            await agent.query(
              SET_SHIPPING_METHOD,
              { id: cartId, carrier: 'flatrate', method: 'home' },
              { store: base },
            )
          ).data?.setShippingMethodsOnCart,
          'setShippingMethodsOnCart',
        )
        const billed = await agent.query(
          'mutation ($id: String!, $addressId: Int!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { customer_address_id: $addressId } }) { success errorCode } }',
          { id: cartId, addressId },
          { store: base },
        )
        expectSuccess(billed.data?.setBillingAddressOnCart, 'setBillingAddressOnCart')
        expectSuccess(
          (await agent.query(SET_PAYMENT, { id: cartId, code: 'offline_card' }, { store: base })).data
            ?.setPaymentMethodOnCart,
          'setPaymentMethodOnCart',
        )
        const order = (await placeOrderPaid(app, agent, cartId, { store: base })).data?.placeOrder?.order as
          { order_id: string; order_number: string } | undefined
        if (!order) throw new Error('the order was not placed')

        await page.goto(`${testbed.origin}${base}/user/orders/${order.order_id}`)
        await page
          .locator('main')
          .getByRole('link', { name: new RegExp(`^${words.invoice} INV-\\d{6,}$`) })
          .click()
        await page.waitForURL(new RegExp(`${base}/user/orders/${order.order_id}/invoice/\\d+/$`))
        const number = spaced(await page.locator('h1').textContent()).replace(`${words.invoice} `, '')
        expect(number).toMatch(/^INV-\d{6,}$/)
        // The VAT per rate, highest first, and its totals, as the PDF states them.
        const summaryRows = await page
          .locator('[data-invoice-vat-summary] tbody tr')
          .evaluateAll((rows) =>
            rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
          )
        expect(summaryRows).toHaveLength(2)
        expect(spaced(summaryRows[1]![0]!)).toMatch(/^0 ?%$/)
        expect(await page.locator('[data-invoice-vat-summary] thead').textContent().then(spaced)).toContain(
          words.rate,
        )
        expect(await page.locator('[data-invoice-shipping-line]').count()).toBe(kidsPair ? 2 : 1)
        expect(await findAccessibilityViolations(page), page.url()).toEqual([])

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: texts.download }).click(),
        ])
        expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`)
        const pdf = spaced(await pdfText(fs.readFileSync(await download.path())))
        expect(pdf).toContain(`${words.invoice} ${number}`)
        expectSeller(pdf)
        expect(pdf).toContain('Robin Martin')
        expect(pdf).toContain('Pantoufles Pro Ltd')
        expect(pdf).toContain(texts.vatId)
        expect(pdf).toContain(texts.delivery)
        const stated = checkAddsUp(pdf, base as StorePath)
        expect(stated.vat).toHaveLength(2)
        // The page's summary is the PDF's, row by row.
        expect(summaryRows.map((cells) => cells.map(spaced).join(' '))).toEqual(
          stated.vat.map((row) =>
            expect.stringContaining(
              new Intl.NumberFormat(words.locale, { style: 'currency', currency: 'EUR' })
                .format(row.tax / 100)
                .replace(/[\s\u00a0\u202f]+/g, ' '),
            ),
          ),
        )
      } finally {
        await page.close()
      }
    },
    180_000,
  )
})

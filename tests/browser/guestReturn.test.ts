import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { readCatalog } from '../helpers/catalogs.ts'
import {
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from '../api/helpers/checkoutFixtures.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { moveReturn } from '../../domain/returns/moveReturn.ts'

/**
 * A guest's return from the order link (docs/returns.md, "Guests"): the order page's "Return
 * items" link, the form, the return on the order page, and once authorized the prepaid label by
 * the link's token, in /fr and /de. The pages have no island: the form is the plain POST that
 * works without JavaScript.
 */
let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

const CASES = [
  { base: '/fr', locale: 'fr-FR', country: 'FR' },
  { base: '/de', locale: 'de-DE', country: 'DE' },
] as const

const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim()

async function expectAccessible(page: Page) {
  expect(await findAccessibilityViolations(page), page.url()).toEqual([])
}

/** A guest's order of two pieces in `base`, delivered yesterday. */
async function deliveredGuestOrder(base: string, country: 'FR' | 'DE') {
  const app = testbed.server.app
  const guest = newGuest(app)
  const { cartId } = await readyCart(guest, {
    store: base,
    items: [itemOf(await orderableVariant(app, 5, 3), 2)],
    country,
    email: `guest.return.${country.toLowerCase()}@example.org`,
  })
  const order = (await placeOrderPaid(app, guest, cartId, { store: base })).data?.placeOrder?.order as
    { order_id: string; order_number: string; token: string } | undefined
  if (!order) throw new Error('the guest order was not placed')
  const services = { stores: app.config.stores, orderLinks: app.orderLinks }
  expect(
    (
      await moveOrder(
        app.shopDatabase.db,
        {
          orderNumber: order.order_number,
          to: 'shipped',
          shipment: { carrier: 'colissimo', trackingNumber: `6A2026${country}0077` },
          notify: false,
        },
        services,
      )
    ).moved,
  ).toBe(true)
  expect(
    (
      await moveOrder(
        app.shopDatabase.db,
        {
          orderNumber: order.order_number,
          to: 'delivered',
          at: new Date(Date.now() - 86_400_000),
          notify: false,
        },
        services,
      )
    ).moved,
  ).toBe(true)
  return order
}

describe('a guest’s return from the order link, in Chromium', () => {
  for (const { base, locale, country } of CASES) {
    it(`${base}: Return items, the form refused then sent, the return on the order page, then the prepaid label; no axe violation`, async () => {
      const app = testbed.server.app
      const catalog = readCatalog(locale)
      const text = (id: string) => catalog.get(id) || id
      const order = await deliveredGuestOrder(base, country)
      const orderUrl = `${testbed.origin}${base}/orders/?token=${encodeURIComponent(order.token)}`
      const context = testbed.context
      await context.clearCookies()
      const page = await context.newPage()
      try {
        await page.goto(orderUrl)
        await Promise.all([
          page.waitForURL(/\/orders\/returns\?token=/),
          page
            .locator('main')
            .getByRole('link', { name: text('Return items') })
            .click(),
        ])
        await expectAccessible(page)

        const line = await app.shopDatabase.db
          .selectFrom('order_item')
          .select('id')
          .where('order_id', '=', Number(order.order_id))
          .executeTakeFirstOrThrow()
        const field = (code: string) => page.locator(`main [name="items[${line.id}][${code}]"]`)
        // Without a reason the server sends the form back with the reason marked and the quantity kept.
        await field('quantity').fill('1')
        await field('condition').selectOption('unopened')
        await Promise.all([page.waitForNavigation(), page.locator('main form button[type="submit"]').click()])
        await expect(page.getByRole('alert').first().textContent()).resolves.toBeTruthy()
        await expect(field('reason').getAttribute('aria-invalid')).resolves.toBe('true')
        await expect(field('quantity').inputValue()).resolves.toBe('1')
        await expectAccessible(page)

        await field('reason').selectOption('wrong_size')
        await Promise.all([
          page.waitForURL(/\/orders\/\?token=/),
          page.locator('main form button[type="submit"]').click(),
        ])
        expect(spaced(await page.locator('main [role="status"]').first().textContent())).toContain(
          spaced(text('Your return request is sent. We will tell you by e-mail as soon as it is checked.')),
        )
        const panel = page.locator('main [data-return]')
        await expect(panel.count()).resolves.toBe(1)
        const number = (await panel.getAttribute('data-return'))!
        expect(number).toMatch(/^RMA-\d{6,}$/)
        // One piece of two is left: the link stays; no label while the return is pending.
        await expect(
          page
            .locator('main')
            .getByRole('link', { name: text('Return items') })
            .count(),
        ).resolves.toBe(1)
        await expect(page.locator('main a[href*="/label"]').count()).resolves.toBe(0)
        await expectAccessible(page)

        expect(
          (
            await moveReturn(
              app.shopDatabase.db,
              { number, to: 'authorized' },
              { stores: app.config.stores, orderLinks: app.orderLinks },
            )
          ).moved,
        ).toBe(true)
        await page.goto(orderUrl)
        const label = page
          .locator('main')
          .getByRole('link', { name: text('Download the prepaid return label (PDF)') })
        const href = (await label.getAttribute('href'))!
        expect(href).toMatch(new RegExp(`^${base}/user/returns/\\d+/label\\?token=`))
        await expectAccessible(page)
        const pdf = await page.request.get(`${testbed.origin}${href}`, { maxRedirects: 0 })
        expect(pdf.status()).toBe(200)
        expect(pdf.headers()['content-type']).toBe('application/pdf')
        // The label's URL with another token is not found.
        const other = await deliveredGuestOrder(base, country)
        const wrong = await page.request.get(
          `${testbed.origin}${href.replace(/token=.*$/, `token=${encodeURIComponent(other.token)}`)}`,
          { maxRedirects: 0 },
        )
        expect(wrong.status()).toBe(404)
      } finally {
        await page.close()
      }
    }, 180_000)
  }
})

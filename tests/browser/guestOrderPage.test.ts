import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { readCatalog } from '../helpers/catalogs.ts'
import {
  ADDRESSES,
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from '../api/helpers/checkoutFixtures.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'

/**
 * A guest's order page (docs/orders.md, "A guest's order page"): by the signed link of the
 * e-mail and by the look-up form, a shipped order shows its status, carrier, tracking number and
 * tracking link, as the account's order page does.
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
  { base: '/it', locale: 'it-IT', country: 'IT' },
] as const

const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim()

/** A guest's paid order in `base`, then shipped with a Colissimo parcel as `npm run orders:advance` does it. */
async function shippedGuestOrder(base: string, country: keyof typeof ADDRESSES, tracking: string) {
  const app = testbed.server.app
  const guest = newGuest(app)
  const email = `guest.tracking.${country.toLowerCase()}@example.org`
  const variant = await orderableVariant(app, 5, country === 'FR' ? 2 : 3)
  const { cartId } = await readyCart(guest, { store: base, items: [itemOf(variant, 1)], country, email })
  const order = (await placeOrderPaid(app, guest, cartId, { store: base })).data?.placeOrder?.order as
    { order_number: string; token: string } | undefined
  if (!order) throw new Error('the guest order was not placed')
  const moved = await moveOrder(
    app.shopDatabase.db,
    {
      orderNumber: order.order_number,
      to: 'shipped',
      shipment: { carrier: 'colissimo', trackingNumber: tracking },
      notify: false,
    },
    { stores: app.config.stores, orderLinks: app.orderLinks },
  )
  expect(moved).toMatchObject({ moved: true })
  return { ...order, email, postcode: ADDRESSES[country].postcode }
}

async function expectTracking(page: Page, locale: (typeof CASES)[number]['locale'], tracking: string) {
  const catalog = readCatalog(locale)
  const main = spaced(await page.locator('main').textContent())
  expect(main).toContain(catalog.get('Shipped') || 'Shipped')
  expect(main).toContain(catalog.get('Tracking') || 'Tracking')
  expect(main).toContain('Colissimo')
  expect(main).toContain(tracking)
  await expect(
    page.locator(`main a[href="https://www.laposte.fr/outils/suivre-vos-envois?code=${tracking}"]`).count(),
  ).resolves.toBe(1)
  expect(await findAccessibilityViolations(page), page.url()).toEqual([])
}

describe('a guest’s order page, in Chromium', () => {
  for (const { base, locale, country } of CASES) {
    it(`${base}: shows the status, carrier, tracking number and link of a shipped order by the e-mailed link and by the look-up form`, async () => {
      const tracking = `6A2026${country}0042`
      const order = await shippedGuestOrder(base, country, tracking)
      await testbed.context.clearCookies()
      const page = await testbed.context.newPage()
      try {
        await page.goto(`${testbed.origin}${base}/orders/?token=${encodeURIComponent(order.token)}`)
        await expectTracking(page, locale, tracking)

        await page.goto(`${testbed.origin}${base}/orders/`)
        const form = page.locator('main form', { has: page.locator('input[name="postcode"]') })
        await form.locator('input[name="number"]').fill(order.order_number)
        await form.locator('input[name="email"]').fill(order.email)
        await form.locator('input[name="postcode"]').fill(order.postcode)
        await Promise.all([
          page.waitForURL(/\/orders\/\?token=/),
          form.locator('button[type="submit"]').click(),
        ])
        await expectTracking(page, locale, tracking)
      } finally {
        await page.close()
      }
    })
  }
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed, hydrateConfigurator } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

// Configurable slippers with an embroidery option (seed).
const SLIPPERS = 'SL-00073'

/** Each store's words for what a price includes, its delivery page, and the home delivery time to its country. */
const STORES = [
  {
    base: '/fr',
    words: 'TTC, hors frais de livraison',
    link: 'hors frais de livraison',
    delivery: 'Livraison',
    time: 'Livraison en 2 à 3 jours ouvrés (France)',
  },
  {
    base: '/de',
    words: 'inkl. MwSt., zzgl. Versandkosten',
    link: 'zzgl. Versandkosten',
    delivery: 'Versand und Lieferung',
    time: 'Lieferzeit 3–5 Werktage (Deutschland)',
  },
  {
    base: '/en',
    words: 'incl. VAT, plus shipping',
    link: 'plus shipping',
    delivery: 'Shipping and delivery',
    time: 'Delivery in 3–5 working days (United Kingdom)',
  },
  {
    base: '/it',
    words: 'IVA inclusa, spese di spedizione escluse',
    link: 'spese di spedizione escluse',
    delivery: 'Spedizione e consegna',
    time: 'Consegna in 4–6 giorni lavorativi (Italia)',
  },
] as const

const textOf = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim()

describe('price information beside every price, in each store’s words', () => {
  it.each(STORES)(
    '$base: product page, listing cards and cart say VAT is included and shipping is not (linked to the shipping costs), the product page gives the delivery time',
    async ({ base, words, link, delivery, time }) => {
      await testbed.context.clearCookies()
      const page = await testbed.context.newPage()
      await page.setViewportSize({ width: 1280, height: 900 })
      try {
        // Product page: beside the price, with a link to the shipping costs, and the delivery time.
        await page.goto(`${testbed.origin}${base}/product/${SLIPPERS}`, { waitUntil: 'load' })
        await hydrateConfigurator(page)
        const priceRegion = page.locator('main form [aria-live]')
        expect(await textOf(page, 'main form [aria-live] [data-price-info]')).toBe(words)
        // It follows the price directly (nothing between the price line and the note).
        expect(
          await priceRegion.evaluate((region) =>
            region.querySelector('p')!.nextElementSibling!.hasAttribute('data-price-info'),
          ),
        ).toBe(true)
        expect(await textOf(page, 'main [data-delivery-time]')).toBe(time)
        expect(await findAccessibilityViolations(page)).toEqual([])
        await Promise.all([
          page.waitForURL((url) => url.pathname !== `${base}/product/${SLIPPERS}`),
          priceRegion.getByRole('link', { name: link, exact: true }).click(),
        ])
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(delivery)

        // Listing: every card carries the words; the footer carries the link once.
        await page.goto(`${testbed.origin}${base}/`, { waitUntil: 'load' })
        await page.goto(
          `${testbed.origin}${await page.locator('a[href*="/category/"]').first().getAttribute('href')}`,
          { waitUntil: 'load' },
        )
        const cards = page.locator('main article')
        const cardCount = await cards.count()
        expect(cardCount).toBeGreaterThan(0)
        expect(await page.locator('main article [data-price-info]').count()).toBe(cardCount)
        expect(await textOf(page, 'main article [data-price-info]')).toBe(words)
        const footerLink = page
          .getByRole('contentinfo')
          .locator(
            `a[href="${await page.locator('footer a', { hasText: delivery }).first().getAttribute('href')}"]`,
          )
        expect(await footerLink.count()).toBe(2)

        // Cart: each line and the summary (with the link).
        await page.goto(`${testbed.origin}${base}/product/${SLIPPERS}`, { waitUntil: 'load' })
        await hydrateConfigurator(page)
        await page.locator('input[name="color"][value="green"]').check({ force: true })
        await page.locator('input[name="size"][value="42"]').check({ force: true })
        await page.locator('main form input[name^="entered["]').fill('ANNA')
        await page.locator(`main form[action="${base}/cart"] button[type="submit"]`).first().click()
        await page.locator('main form [role="status"]').first().waitFor({ timeout: 10_000 })
        await page.goto(`${testbed.origin}${base}/cart`, { waitUntil: 'load' })
        const lines = page.locator('main li[aria-labelledby^="cart-line-"]')
        expect(await lines.count()).toBe(1)
        expect(await textOf(page, 'main li[aria-labelledby^="cart-line-"] [data-price-info]')).toBe(words)
        const summary = page.locator('section[aria-labelledby="cart-summary-heading"]')
        expect(((await summary.locator('[data-price-info]').textContent()) ?? '').trim()).toBe(words)
        expect(await summary.getByRole('link', { name: link, exact: true }).count()).toBe(1)
        expect(await findAccessibilityViolations(page)).toEqual([])
      } finally {
        await page.close()
      }
    },
    120_000,
  )

  it('recently viewed products (/it) carry the words under their prices', async () => {
    const page = await testbed.context.newPage()
    try {
      await page.goto(`${testbed.origin}/it/product/SL-00273`, { waitUntil: 'load' })
      // The shell remembers the product after load (a lazy import): leave only once it has.
      await page.waitForFunction(() =>
        (localStorage.getItem('recently-viewed:b2c_it') ?? '').includes('SL-00273'),
      )
      await page.goto(`${testbed.origin}/it/product/${SLIPPERS}`, { waitUntil: 'load' })
      await page.locator('shop-island[data-island="recentlyViewed/RecentlyViewed"]').scrollIntoViewIfNeeded()
      const section = page.getByRole('region', { name: 'Visti di recente' })
      await section.waitFor({ state: 'visible', timeout: 10_000 })
      const items = section.locator('li')
      expect(await items.count()).toBeGreaterThan(0)
      expect(await section.locator('li [data-price-info]').count()).toBe(await items.count())
      expect(await textOf(page, 'section li [data-price-info]')).toBe(
        'IVA inclusa, spese di spedizione escluse',
      )
    } finally {
      await page.close()
    }
  })

  it('checkout (/de): each shipping method gives its delivery time to the address’s country, as the delivery page does', async () => {
    await testbed.context.clearCookies()
    const page = await testbed.context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    const formOf = (action: string) => page.locator(`form:has(input[name="_action"][value="${action}"])`)
    try {
      await page.goto(`${testbed.origin}/de/product/${SLIPPERS}`, { waitUntil: 'load' })
      await hydrateConfigurator(page)
      await page.locator('input[name="color"][value="green"]').check({ force: true })
      await page.locator('input[name="size"][value="42"]').check({ force: true })
      await page.locator('main form input[name^="entered["]').fill('ANNA')
      await page.locator('main form[action="/de/cart"] button[type="submit"]').first().click()
      await page.locator('main form [role="status"]').first().waitFor({ timeout: 10_000 })
      await page.goto(`${testbed.origin}/de/checkout/login`, { waitUntil: 'load' })
      await formOf('guest').locator('input[name="email"]').fill('delivery.times@example.org')
      await Promise.all([
        page.waitForURL(`${testbed.origin}/de/checkout/`),
        formOf('guest').locator('button[type="submit"]').click(),
      ])
      const shipping = formOf('shippingAddress')
      for (const [name, value] of Object.entries({
        firstname: 'Jonas',
        lastname: 'Weber',
        street: 'Marienplatz 8',
        postcode: '80331',
        city: 'München',
        telephone: '+49 89 123456',
      })) {
        await shipping.locator(`input[name="${name}"]`).fill(value)
      }
      await shipping.locator('select[name="countryCode"]').selectOption('DE')
      await Promise.all([
        page.waitForURL(/#checkout-delivery$/),
        shipping.locator('button[type="submit"]').click(),
      ])
      await page.waitForLoadState('load')
      const methods = formOf('shippingMethod').locator('label')
      expect(await methods.count()).toBe(2)
      // DHL to the door or a Packstation: 3 to 5 working days (the delivery page's table).
      for (const label of await methods.allTextContents()) expect(label).toContain('Lieferzeit 3–5 Werktage')
    } finally {
      await page.close()
    }
  }, 120_000)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  startScriptedAndPlainTestbeds,
  type BrowserTestbed,
  hydrateConfigurator,
} from '../helpers/browser.ts'
import { findAccessibilityViolationsAsServed } from '../helpers/axe.ts'

let testbeds = new Map<boolean, BrowserTestbed>()
beforeAll(async () => {
  // One shop and browser with JavaScript, one without: adding and the cart's forms must work in both.
  testbeds = await startScriptedAndPlainTestbeds()
}, 180_000)
afterAll(async () => {
  for (const testbed of testbeds.values()) await testbed.close()
})

// Seeded slippers (deterministic seed): green 42 has 20 pieces; embroidery is a text option.
const SLIPPERS = 'SL-00073'

const STORES = [
  {
    base: '/en',
    texts: {
      added: 'The product is in your cart.',
      oneItem: 'Cart, 1 item',
      twoItems: 'Cart, 2 items',
      updated: 'The quantity is updated.',
      couponApplied: 'The coupon code is applied.',
      addToCart: 'Add to cart',
      update: 'Update',
      apply: 'Apply',
      total: 'Total',
    },
  },
  {
    base: '/de',
    texts: {
      added: 'Der Artikel liegt in Ihrem Warenkorb.',
      oneItem: 'Warenkorb, 1 Artikel',
      twoItems: 'Warenkorb, 2 Artikel',
      updated: 'Die Menge wurde aktualisiert.',
      couponApplied: 'Der Gutscheincode ist eingelöst.',
      addToCart: 'In den Warenkorb',
      update: 'Aktualisieren',
      apply: 'Einlösen',
      total: 'Gesamtsumme',
    },
  },
] as const
// The first store with JavaScript, the second without: each store and each way of sending the cart forms once (the four pairs
// cost a minute of CI for the same steps; the forms are the server's either way, and every page type is checked in every store elsewhere).
const CASES = STORES.map((store, index) => ({ ...store, javaScript: index === 0 }))

/** Checks the page with axe; a page shown without JavaScript is checked as served, in a tab that has it. */
const accessibilityViolations = (page: Page) =>
  findAccessibilityViolationsAsServed(page, testbeds.get(true)!.context)

/** Sends a cart form and waits for the cart page its 303 leads back to (the URL stays the same). */
async function postAndReload(page: Page, click: () => Promise<void>) {
  const reloaded = page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() &&
      response.request().method() === 'GET' &&
      response.url().endsWith('/cart'),
  )
  await click()
  await reloaded
  await page.waitForLoadState('load')
}

const miniCartLabel = (page: Page) => page.locator('header a[data-mini-cart]').getAttribute('aria-label')
const statusText = (page: Page, text: string) =>
  page.locator('main [role="status"]', { hasText: text }).waitFor({ timeout: 10_000 })
const grandTotal = async (page: Page, label: string) =>
  (
    (await page
      .locator('section[aria-labelledby="cart-summary-heading"] dl > div', {
        has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }),
      })
      .locator('dd')
      .textContent()) ?? ''
  ).trim()

describe.each(CASES)('cart in Chromium ($base, JavaScript $javaScript)', ({ base, javaScript, texts }) => {
  it('adds slippers with colour, size and embroidery, then changes the quantity and applies WELCOME10 in the cart', async () => {
    const testbed = testbeds.get(javaScript)!
    const page = await testbed.context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(`${testbed.origin}${base}/product/${SLIPPERS}`, { waitUntil: 'load' })
    if (javaScript) await hydrateConfigurator(page)
    await page.locator('input[name="color"][value="green"]').check({ force: true })
    await page.locator('input[name="size"][value="42"]').check({ force: true })
    await page.locator('main form input[name^="entered["]').fill('ANNA')
    expect(await accessibilityViolations(page)).toEqual([])
    const button = page.getByRole('button', { name: texts.addToCart, exact: true })

    if (javaScript) {
      await button.click()
      await page.locator('main form [role="status"]', { hasText: texts.added }).waitFor({ timeout: 10_000 })
      await expect.poll(() => miniCartLabel(page)).toBe(texts.oneItem)
      await expect(page.locator('header [data-mini-cart-count]').textContent()).resolves.toBe('1')
      await page.goto(`${testbed.origin}${base}/cart`, { waitUntil: 'load' })
    } else {
      await Promise.all([page.waitForURL(`${testbed.origin}${base}/cart`), button.click()])
      await statusText(page, texts.added)
    }

    const line = page.locator('main li', { hasText: 'ANNA' })
    await expect(line.count()).resolves.toBe(1)
    // The only line's picture is the page's largest in view on a phone: fetched at once, not lazily.
    await expect(line.locator('img').getAttribute('loading')).resolves.toBeNull()
    await expect(line.locator('img').getAttribute('fetchpriority')).resolves.toBe('high')
    await line.locator('input[name="qty"]').fill('2')
    await postAndReload(page, () =>
      line.getByRole('button', { name: new RegExp(`^${texts.update}`) }).click(),
    )
    await statusText(page, texts.updated)
    await expect(page.locator('main li input[name="qty"]').inputValue()).resolves.toBe('2')
    if (javaScript) await expect.poll(() => miniCartLabel(page)).toBe(texts.twoItems)

    const before = await grandTotal(page, texts.total)
    await page.locator('input[name="code"]').fill('WELCOME10')
    await postAndReload(page, () => page.getByRole('button', { name: texts.apply, exact: true }).click())
    await statusText(page, texts.couponApplied)
    await expect(
      page.locator('section[aria-labelledby="cart-summary-heading"] dl').textContent(),
    ).resolves.toContain('WELCOME10')
    const after = await grandTotal(page, texts.total)
    expect(after).not.toBe(before)
    const amount = (text: string) => Number(text.replace(/[^\d,.]/g, '').replace(',', '.'))
    expect(amount(after)).toBeCloseTo(amount(before) * 0.9, 1)
    expect(await accessibilityViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)
})

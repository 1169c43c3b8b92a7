import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hydrateConfigurator, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { checkedAccessibilityRules, findAccessibilityViolations, type AxeViolation } from '../helpers/axe.ts'
import { DEMO_CUSTOMER } from '../../db/seed/demoOrders.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

const PAGES = ['/en/', '/fr/cart', '/de/orders/', '/it/login', '/en/no-such-page', '/en/search/%E0%A4%A']

describe('accessibility (axe-core, WCAG 2.2 A/AA)', () => {
  it.each(PAGES)('%s has no violation, with the store switcher open too', async (url) => {
    const page = await testbed.context.newPage()
    await page.goto(`${testbed.origin}${url}`)
    expect(await findAccessibilityViolations(page)).toEqual([])
    // Every page here has the main header, so the switcher is there to open.
    expect(await page.locator('shop-island[data-island="header/StoreSwitcher"]').count()).toBe(1)
    await page.locator('shop-island[data-island="header/StoreSwitcher"] summary').click()
    await page
      .locator('shop-island[data-island="header/StoreSwitcher"][data-hydrated]')
      .waitFor({ state: 'attached' })
    await page
      .locator('shop-island[data-island="header/StoreSwitcher"] details[open]')
      .waitFor({ state: 'visible' })
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.close()
  })

  it('checks WCAG 2.2 AA target size (2.5.8) among the rules', async () => {
    const page = await testbed.context.newPage()
    await page.goto(`${testbed.origin}/en/`)
    expect(await checkedAccessibilityRules(page)).toEqual(
      expect.arrayContaining(['target-size', 'color-contrast', 'label', 'link-name']),
    )
    await page.close()
  })

  it('the product page’s “Write a review” link is a target of 24 px or more, also right under the sticky header (1280 px)', async () => {
    const page = await testbed.context.newPage()
    try {
      await page.setViewportSize({ width: 1280, height: 740 })
      await page.goto(`${testbed.origin}/en/product/SL-00073`, { waitUntil: 'load' })
      const link = page.locator('a[href="/en/review/SL-00073"]')
      // Just below the header's bottom edge, where its menu is the link's nearest neighbour.
      await link.evaluate((element) => {
        const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - headerBottom - 2)
      })
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24)
      expect(
        await findAccessibilityViolations(page, { atCurrentScroll: true, rules: ['target-size'] }),
      ).toEqual([])
    } finally {
      await page.close()
    }
  })

  it('the maintenance screen has no violation', async () => {
    const flag = path.join(testbed.server.dataDir, 'maintenance.flag')
    fs.writeFileSync(flag, '')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const page = await testbed.context.newPage()
    try {
      // A page never visited in this browser, so no cached copy hides the maintenance screen.
      await page.goto(`${testbed.origin}/en/search/never-linked`)
      expect(await page.locator('html').getAttribute('data-mode')).toBe('maintenance')
      expect(await findAccessibilityViolations(page)).toEqual([])
    } finally {
      fs.rmSync(flag)
      await page.close()
    }
  })
})

/** The widths every page type is judged at: a small phone and a laptop. */
const WIDTHS = [360, 1280]

/** axe's violations on the page as it is now, at each of {@link WIDTHS} (keyed by width). */
async function violationsAtEachWidth(page: Page): Promise<Record<number, AxeViolation[]>> {
  const found: Record<number, AxeViolation[]> = {}
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    found[width] = await findAccessibilityViolations(page)
  }
  return found
}

const NONE_AT_EACH_WIDTH = Object.fromEntries(WIDTHS.map((width) => [width, []]))

const formOf = (page: Page, action: string) =>
  page.locator(`form:has(input[name="_action"][value="${action}"])`)

/** Submits a form that posts and answers with a redirect, and waits for the page it leads to. */
async function submit(page: Page, button: ReturnType<Page['locator']>) {
  const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
  await button.click()
  await navigated
  await page.waitForLoadState('load')
}

describe('every page type at 360 and 1280 px (axe-core, WCAG 2.2 A/AA, target size included)', () => {
  it.each([
    ['home', '/en/'],
    ['category', '/en/men'],
    ['product with colours and sizes', '/en/product/SL-00273'],
    ['gift box', '/en/product/BU-00001'],
    ['gift card', '/en/product/GIFTCARD'],
    ['search results', '/en/search/slippers'],
    ['content page', '/en/about-us'],
    ['not found', '/en/no-such-page'],
  ])('%s (%s) has no violation', async (_name, url) => {
    const page = await testbed.context.newPage()
    try {
      await page.goto(`${testbed.origin}${url}`, { waitUntil: 'load' })
      expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_EACH_WIDTH)
    } finally {
      await page.close()
    }
  })

  it('the product page with a colour and size chosen, and the category’s filters unfolded on a phone, have none', async () => {
    const page = await testbed.context.newPage()
    const found: Record<string, Record<number, AxeViolation[]>> = {}
    try {
      await page.goto(`${testbed.origin}/en/product/SL-00273`, { waitUntil: 'load' })
      await hydrateConfigurator(page)
      await page.locator('input[name="color"]:not(:disabled)').nth(1).click()
      await page.locator('input[name="size"]:not(:disabled)').first().click()
      await expect(page.locator('main form fieldset legend').nth(1).textContent()).resolves.toContain(':')
      found['product, colour and size chosen'] = await violationsAtEachWidth(page)

      await page.setViewportSize({ width: 360, height: 800 })
      await page.goto(`${testbed.origin}/en/men`, { waitUntil: 'load' })
      await page.locator('main aside details > summary').first().click()
      await page.locator('main aside a[data-facet]').first().waitFor({ state: 'visible' })
      found['category, filters unfolded'] = await violationsAtEachWidth(page)
    } finally {
      await page.close()
    }
    expect(found).toEqual({
      'product, colour and size chosen': NONE_AT_EACH_WIDTH,
      'category, filters unfolded': NONE_AT_EACH_WIDTH,
    })
  })

  it('a guest with a line: the cart, the checkout sign-in, address, delivery and payment steps have none; nor the account overview once signed in', async () => {
    await testbed.context.clearCookies()
    const page = await testbed.context.newPage()
    const found: Record<string, Record<number, AxeViolation[]>> = {}
    try {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`${testbed.origin}/en/product/SL-00073`, { waitUntil: 'load' })
      await hydrateConfigurator(page)
      await page.locator('input[name="color"][value="green"]').check({ force: true })
      await page.locator('input[name="size"][value="42"]').check({ force: true })
      await page.locator('main form input[name^="entered["]').fill('ANNA')
      await page.locator('main form[action="/en/cart"] button[type="submit"]').first().click()
      await page.locator('main form [role="status"]').first().waitFor({ timeout: 10_000 })

      await page.goto(`${testbed.origin}/en/cart`, { waitUntil: 'load' })
      await expect(page.locator('main').textContent()).resolves.toContain('ANNA')
      found.cart = await violationsAtEachWidth(page)

      await page.goto(`${testbed.origin}/en/checkout/login`, { waitUntil: 'load' })
      found['checkout sign-in'] = await violationsAtEachWidth(page)
      await formOf(page, 'guest').locator('input[name="email"]').fill('target.size@example.org')
      await submit(page, formOf(page, 'guest').locator('button[type="submit"]'))
      expect(new URL(page.url()).pathname).toBe('/en/checkout/')
      found['shipping address step'] = await violationsAtEachWidth(page)

      const shipping = formOf(page, 'shippingAddress')
      for (const [name, value] of Object.entries({
        firstname: 'Anouk',
        lastname: 'Meier',
        street: '12 Old Street',
        postcode: 'EC1V 9HL',
        city: 'London',
        telephone: '+44 20 7946 0000',
      }))
        await shipping.locator(`input[name="${name}"]`).fill(value)
      await shipping.locator('select[name="countryCode"]').selectOption('GB')
      await submit(page, shipping.locator('button[type="submit"]').first())
      expect(page.url()).toMatch(/#checkout-delivery$/)
      found['delivery step'] = await violationsAtEachWidth(page)

      await formOf(page, 'shippingMethod')
        .locator('input[name="shippingMethod"][value="flatrate/home"]')
        .check()
      await submit(page, page.locator('button[type="submit"][form="checkout-delivery-form"]'))
      expect(page.url()).toMatch(/#checkout-payment$/)
      found['payment step'] = await violationsAtEachWidth(page)

      await page.goto(`${testbed.origin}/en/login`, { waitUntil: 'load' })
      const signIn = page.locator('form:has(input[name="password"])').first()
      await signIn.locator('input[name="email"]').fill(DEMO_CUSTOMER.email)
      await signIn.locator('input[name="password"]').fill(DEMO_CUSTOMER.password)
      await submit(page, signIn.locator('button[type="submit"]'))
      await page.goto(`${testbed.origin}/en/user/`, { waitUntil: 'load' })
      expect(new URL(page.url()).pathname).toBe('/en/user/')
      found['account overview'] = await violationsAtEachWidth(page)
    } finally {
      await page.close()
    }
    expect(found).toEqual({
      cart: NONE_AT_EACH_WIDTH,
      'checkout sign-in': NONE_AT_EACH_WIDTH,
      'shipping address step': NONE_AT_EACH_WIDTH,
      'delivery step': NONE_AT_EACH_WIDTH,
      'payment step': NONE_AT_EACH_WIDTH,
      'account overview': NONE_AT_EACH_WIDTH,
    })
  }, 120_000)
})

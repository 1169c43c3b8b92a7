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

/** Clicks a link as a shopper does and checks the next page: 200 and no accessibility violation. */
async function follow(page: Page, selector: string): Promise<URL> {
  const link = page.locator(selector).first()
  await link.scrollIntoViewIfNeeded()
  const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link.click()])
  expect(response?.status(), selector).toBe(200)
  expect(await findAccessibilityViolations(page), page.url()).toEqual([])
  return new URL(page.url())
}

const JOURNEYS = [
  { base: '/en', menu: 'Women', word: 'wool' },
  { base: '/fr', menu: 'Femme', word: 'laine' },
]

describe.each(JOURNEYS)('a shopper browsing $base', ({ base, menu, word }) => {
  it('goes home → menu category → genre → sort → page 2 → product → colour and size → header search, with no console error', async () => {
    const page = await testbed.context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))

    expect((await page.goto(`${testbed.origin}${base}/`))?.status()).toBe(200)
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.locator('header summary', { hasText: menu }).click()
    let url = await follow(page, 'header details[open] a[href]')
    expect(url.pathname.startsWith(`${base}/`)).toBe(true)

    url = await follow(page, 'a[data-facet="genre"]')
    expect(url.searchParams.getAll('genre')).toHaveLength(1)
    url = await follow(page, 'a[data-sort=\'{"price":"asc"}\']')
    expect(url.searchParams.get('sort')).toBe('{"price":"asc"}')
    if (await page.locator('a[rel="next"]').count()) {
      url = await follow(page, 'a[rel="next"]')
      expect(url.searchParams.get('page')).toBe('2')
    }

    // The first product of the page that comes in several colours.
    const listing = page.url()
    for (let card = 0; card < 10; card++) {
      await follow(page, `main article >> nth=${card} >> a`)
      if ((await page.locator('input[name="color"]').count()) > 1) break
      await page.goto(listing, { waitUntil: 'load' })
    }
    // Its configurator: choosing a colour and a size updates price and stock.
    await hydrateConfigurator(page)
    const live = page.locator('main form [aria-live="polite"]')
    const colours = page.locator('input[name="color"]:not(:disabled)')
    expect(await colours.count()).toBeGreaterThan(1)
    const firstLegend = await page.locator('main form legend').first().textContent()
    await colours.nth(1).check()
    await expect.poll(() => page.locator('main form legend').first().textContent()).not.toBe(firstLegend)
    const sizes = page.locator('input[name="size"]:not(:disabled)')
    expect(await sizes.count()).toBeGreaterThan(0)
    await sizes.last().check()
    await expect(live.textContent()).resolves.toMatch(/€/)
    expect(await findAccessibilityViolations(page)).toEqual([])

    const search = page.locator('header input[role="combobox"]')
    await search.focus()
    await page
      .locator('shop-island[data-island="header/SearchBox"][data-hydrated]')
      .waitFor({ state: 'attached' })
    await page.keyboard.type(word)
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')])
    expect(new URL(page.url()).pathname).toBe(`${base}/search/${word}`)
    await expect(page.locator('main article').count()).resolves.toBeGreaterThan(0)
    expect(await findAccessibilityViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  }, 120_000)
})

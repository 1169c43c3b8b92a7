import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { launchFreshProfile, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** A fresh tab (of the testbed's browser unless told) that records console errors, page errors and the scripts it loads. */
async function newTab(context: BrowserContext = testbed.context) {
  const page = await context.newPage()
  const problems: string[] = []
  const scripts: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
  })
  return { page, problems, scripts }
}

/** Follows a link the way a shopper does (a click) and waits for the next document. */
async function follow(page: Page, selector: string) {
  const link = page.locator(selector).first()
  await link.scrollIntoViewIfNeeded()
  const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link.click()])
  expect(response?.status(), selector).toBe(200)
  return new URL(page.url())
}

const CATEGORIES = [
  { base: '/en', path: '/en/women', genre: '300', label: 'Women', word: 'wool' },
  { base: '/fr', path: '/fr/femme', genre: '300', label: 'Femme', word: 'laine' },
]

describe.each(CATEGORIES)('listing in $base', ({ base, path, genre, label, word }) => {
  it('browses a category: genre filter, sort, page 2, then a product card', async () => {
    const { page, problems } = await newTab()
    const first = await page.goto(`${testbed.origin}${base}/category/200`, { waitUntil: 'load' })
    expect(first?.status()).toBe(200)
    // On a phone the filters are folded under one toggle, as a shopper finds them.
    const filtersToggle = page.locator('aside > details > summary')
    await expect(filtersToggle.isVisible()).resolves.toBe(true)
    await filtersToggle.click()
    const genreLink = page.locator(`a[data-facet="genre"][data-value="${genre}"]`)
    await expect(genreLink.isVisible()).resolves.toBe(true)
    await expect(genreLink.textContent()).resolves.toContain(label)
    let url = await follow(page, `a[data-facet="genre"][data-value="${genre}"]`)
    expect(url.pathname).toBe(path)
    expect(url.searchParams.getAll('genre')).toEqual([genre])
    url = await follow(page, 'a[data-sort=\'{"price":"asc"}\']')
    expect(url.searchParams.get('sort')).toBe('{"price":"asc"}')
    expect(url.searchParams.getAll('genre')).toEqual([genre])
    url = await follow(page, 'a[rel="next"]')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.get('sort')).toBe('{"price":"asc"}')
    await expect(page.locator('nav a[aria-current="page"]').last().textContent()).resolves.toBe('2')
    const cardHref = await page.locator('main article a').first().getAttribute('href')
    url = await follow(page, 'main article a')
    expect(url.pathname).toBe(cardHref)
    expect(problems).toEqual([])
    await page.close()
  })

  it('searches from the header with the keyboard: suggestions appear, Enter opens the chosen one', async () => {
    const { page, problems } = await newTab()
    await page.goto(`${testbed.origin}${base}/`, { waitUntil: 'load' })
    await page.locator('header input[role="combobox"]').focus()
    await page
      .locator('shop-island[data-island="header/SearchBox"][data-hydrated]')
      .waitFor({ state: 'attached', timeout: 10_000 })
    const input = page.locator('header input[role="combobox"]')
    await input.focus()
    await page.keyboard.type('mule', { delay: 30 })
    await page
      .locator('[role="listbox"] [role="option"]')
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.keyboard.press('ArrowDown')
    const activeId = await input.getAttribute('aria-activedescendant')
    expect(activeId).toBeTruthy()
    await expect(page.locator(`[id="${activeId}"]`).getAttribute('aria-selected')).resolves.toBe('true')
    await page.keyboard.press('Escape')
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('false')
    await page.keyboard.press('ArrowDown')
    const chosen = await page.locator('[role="option"][aria-selected="true"]').textContent()
    expect(chosen).toBeTruthy()
    const [response] = await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.keyboard.press('Enter'),
    ])
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${base}/`))
    expect(problems).toEqual([])
    await page.close()
  })

  it('submits the header search with Enter to the results page', async () => {
    const { page, problems } = await newTab()
    await page.goto(`${testbed.origin}${base}/`, { waitUntil: 'load' })
    await page.locator('header input[role="combobox"]').fill(word)
    const [response] = await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.keyboard.press('Enter'),
    ])
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(`${base}/search/${word}`)
    expect(await page.locator('main article').count()).toBeGreaterThan(0)
    expect(problems).toEqual([])
    await page.close()
  })

  it('has no accessibility violation on category and search pages, phone and desktop, suggestions open', async () => {
    const { page } = await newTab()
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport)
      // Category 110 has a picture: its banner above the listing.
      for (const url of [
        `${path}?genre=${genre}`,
        `${base}/category/110`,
        `${base}/search/${word}`,
        `${base}/search/zzqxwv`,
      ]) {
        await page.goto(`${testbed.origin}${url}`, { waitUntil: 'load' })
        expect(await findAccessibilityViolations(page), `${url} at ${viewport.width} px`).toEqual([])
      }
    }
    await page.locator('header input[role="combobox"]').focus()
    await page
      .locator('shop-island[data-island="header/SearchBox"][data-hydrated]')
      .waitFor({ state: 'attached' })
    await page.locator('header input[role="combobox"]').fill('mule')
    await page.locator('[role="option"]').first().waitFor({ state: 'visible' })
    await page.keyboard.press('ArrowDown')
    expect(await findAccessibilityViolations(page), 'suggestions open').toEqual([])
    await page.close()
  })
})

describe('listing JavaScript', () => {
  it('keeps a first visit of a category page on a 360 px phone, cookie banner shown, scrolled to its end, within 16 KB of gzip JavaScript: the empty recently viewed list loads no React; a product viewed later shows in it', async () => {
    // A shopper who has not answered the cookie banner: their own browser, as on a first visit.
    const firstVisit = await launchFreshProfile({ askConsent: true })
    try {
      const { page, scripts, problems } = await newTab(firstVisit.context)
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(`${testbed.origin}/en/men`, { waitUntil: 'networkidle' })
      await page.locator('#consent-banner').waitFor({ state: 'visible' })
      const recentlyViewed = page.locator('shop-island[data-island="recentlyViewed/RecentlyViewed"]')
      for (let step = 0; step < 20; step += 1) {
        await page.mouse.wheel(0, 600)
        await page.waitForTimeout(100)
      }
      await page.waitForLoadState('networkidle')
      expect(
        await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1),
      ).toBe(true)
      expect(await recentlyViewed.and(page.locator('[data-hydrated]')).count()).toBe(0)
      expect(scripts.some((code) => code.includes('react.dev/errors'))).toBe(false)
      const gzip = scripts.reduce((sum, code) => sum + zlib.gzipSync(code).length, 0)
      console.info(
        `category page at 360 px, first visit with the cookie banner, scrolled: ${gzip} B of gzip JavaScript`,
      )
      expect(gzip).toBeLessThanOrEqual(16 * 1024)
      expect(await page.locator('#consent-banner').isVisible()).toBe(true)

      // Another tab shows a product: back on this one, the list above the footer shows it once scrolled to.
      const productTab = await firstVisit.context.newPage()
      await productTab.goto(`${testbed.origin}/en/product/SL-00273`, { waitUntil: 'networkidle' })
      const productName = (await productTab.locator('h1').textContent()) ?? ''
      await productTab.close()
      await page.bringToFront()
      await recentlyViewed.evaluate((island) => island.scrollIntoView({ block: 'center' }))
      const section = page.getByRole('region', { name: 'Recently viewed' })
      await section.waitFor({ state: 'visible', timeout: 10_000 })
      expect(await section.locator('li a span:first-of-type').allTextContents()).toEqual([productName])
      expect(problems).toEqual([])
    } finally {
      await firstVisit.close()
    }
  })

  it('keeps a category page within 80 KB of gzip JavaScript; the suggestions client loads on first typing', async () => {
    const { page, scripts } = await newTab()
    await page.goto(`${testbed.origin}/en/men`, { waitUntil: 'networkidle' })
    const gzip = () => scripts.reduce((sum, code) => sum + zlib.gzipSync(code).length, 0)
    // Before any interaction: the page shell alone (React comes with the first island the shopper reaches for).
    expect(gzip()).toBeLessThanOrEqual(8 * 1024)
    await page.locator('header input[role="combobox"]').focus()
    await page
      .locator('shop-island[data-island="header/SearchBox"][data-hydrated]')
      .waitFor({ state: 'attached' })
    // Whatever the hydration fetched (catalogue, shop client) is counted: wait for the network to settle.
    await page.waitForLoadState('networkidle')
    const atLoad = gzip()
    console.info(`category page with the search box hydrated: ${atLoad} B of gzip JavaScript`)
    expect(atLoad).toBeLessThanOrEqual(80 * 1024)
    await page.locator('header input[role="combobox"]').fill('mule')
    await page.locator('[role="option"]').first().waitFor({ state: 'visible' })
    // A script is counted once its body is read, which may end after the suggestions show.
    await expect.poll(gzip).toBeGreaterThan(atLoad)
    const afterTyping = gzip()
    console.info(
      `category page JavaScript (gzip): ${(atLoad / 1024).toFixed(1)} KB at load, ${(afterTyping / 1024).toFixed(1)} KB after the first search suggestions`,
    )
    await page.close()
  })
})

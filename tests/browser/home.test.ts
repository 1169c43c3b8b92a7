import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** JavaScript budget of the home page, gzip (issue 4). */
const HOME_JS_BUDGET = 80 * 1024

/** Opens a page, recording console errors, failed requests and the scripts the browser loads. */
async function openPage(url: string, viewport: { width: number; height: number }) {
  const page = await testbed.context.newPage()
  await page.setViewportSize(viewport)
  const errors: string[] = []
  const scripts = new Map<string, Buffer>()
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('requestfailed', (request) => errors.push(`${request.url()} ${request.failure()?.errorText ?? ''}`))
  page.on('response', async (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
    if (response.request().resourceType() === 'script')
      scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)))
  })
  await page.goto(`${testbed.origin}${url}`, { waitUntil: 'load' })
  return { page, errors, scripts }
}

/** Scrolls to the bottom step by step so every lazy picture loads, then lets islands hydrate. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight
    })
    if (done) break
    await page.waitForTimeout(50)
  }
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
}

describe.each([
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
])('home page on a $name', ({ viewport }) => {
  it('loads every picture with no console error and no axe violation, the menu open too', async () => {
    const { page, errors } = await openPage('/en/', viewport)
    await scrollThrough(page)
    expect(errors).toEqual([])
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('summary', { hasText: 'Women' }).click()
    // The menu's link: the home page's content may link the same category under the same name.
    await page.locator('header').getByRole('link', { name: 'Women’s slippers' }).waitFor({ state: 'visible' })
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.close()
  })

  it('does not shift its layout while pictures load', async () => {
    const { page } = await openPage('/fr/', viewport)
    await page.evaluate(() => {
      ;(window as unknown as { shift: number }).shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await scrollThrough(page)
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01)
    await page.close()
  })
})

describe('CMS and FAQ pages', () => {
  it.each(['/fr/qui-sommes-nous', '/de/Faq'])(
    '%s has no console error and no axe violation, disclosures open too',
    async (url) => {
      const { page, errors, scripts } = await openPage(url, { width: 360, height: 740 })
      await scrollThrough(page)
      expect(errors).toEqual([])
      expect(await findAccessibilityViolations(page)).toEqual([])
      for (const summary of await page.locator('main summary').all()) await summary.click()
      expect(await findAccessibilityViolations(page)).toEqual([])
      expect([...scripts.keys()].some((script) => /cms|faq/i.test(script))).toBe(false)
      await page.close()
    },
  )
})

describe('home page scripts', () => {
  it('hydrates only the header islands and stays within the JavaScript budget', async () => {
    const { page, scripts } = await openPage('/de/', { width: 360, height: 740 })
    await scrollThrough(page)
    const islands = await page.$$eval('shop-island', (elements) =>
      elements.map((element) => ({
        name: element.getAttribute('data-island') ?? '',
        hydrate: element.getAttribute('data-hydrate'),
        hydrated: element.hasAttribute('data-hydrated'),
      })),
    )
    expect(
      islands.filter((island) => island.hydrated).every((island) => island.name.startsWith('header/')),
    ).toBe(true)
    // Product cards' wishlist hearts wait for a touch: scrolling past them wakes nothing.
    expect(
      islands
        .filter((island) => !island.name.startsWith('header/'))
        .every((island) => island.hydrate === 'interaction'),
    ).toBe(true)
    const gzipBytes = [...scripts.values()].reduce((sum, body) => sum + zlib.gzipSync(body).length, 0)
    expect(gzipBytes).toBeLessThanOrEqual(HOME_JS_BUDGET)
    expect([...scripts.keys()].some((url) => /cms|MainMenu/i.test(url))).toBe(false)
    console.info(`home page JavaScript: ${scripts.size} scripts, ${(gzipBytes / 1024).toFixed(1)} KB gzip`)
    await page.close()
  })

  it('opens a menu entry without JavaScript', async () => {
    const page = await testbed.context.newPage()
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    )
    await page.goto(`${testbed.origin}/it/`)
    await page.locator('summary', { hasText: 'Bambino' }).click()
    const link = page.locator('header').getByRole('link', { name: 'Pantofole da bambino' })
    await link.waitFor({ state: 'visible' })
    await link.click()
    await page.waitForURL(/\/it\/bambino\/pantofole$/)
    expect(await page.locator('details[name="main-menu"] a[aria-current="page"]').textContent()).toBe(
      'Pantofole da bambino',
    )
    await page.close()
  })
})

import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConsoleMessage, Page } from 'playwright-core'
import {
  hydrateConfigurator,
  launchFreshProfile,
  startBrowserTestbed,
  type BrowserTestbed,
} from '../helpers/browser.ts'
import { readCatalog } from '../helpers/catalogs.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed({}, { preloadLinks: true })
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** Opens a page, recording console problems and every script the browser fetched. */
async function openPage(url: string, viewport = { width: 360, height: 740 }) {
  const page = await testbed.context.newPage()
  await page.setViewportSize(viewport)
  const problems: string[] = []
  const scripts = new Map<string, string>()
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.set(response.url(), await response.text().catch(() => ''))
  })
  await page.goto(`${testbed.origin}${url}`, { waitUntil: 'load' })
  return { page, problems, scripts }
}

const REACT_DOM_MARKER = 'react.dev/errors'
/** A message of the fetch polyfill: present only in the compatibility bundle. */
const COMPAT_MARKER = 'Network request failed'

async function waitForHydration(page: Page, island: string) {
  await page
    .locator(`shop-island[data-island="${island}"][data-hydrated]`)
    .waitFor({ state: 'attached', timeout: 10_000 })
}

describe('islands in Chromium', () => {
  it('hydrates the store switcher at the first interaction; it then closes on Escape, with no console error or hydration warning', async () => {
    const { page, problems, scripts } = await openPage('/en/')
    await page.waitForTimeout(500)
    expect([...scripts.values()].join('\n').includes(REACT_DOM_MARKER)).toBe(false)
    const toggle = page.locator('shop-island[data-island="header/StoreSwitcher"] summary')
    await toggle.hover()
    await waitForHydration(page, 'header/StoreSwitcher')
    await toggle.click()
    await page.getByRole('link', { name: 'Deutsch' }).waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'Deutsch' }).waitFor({ state: 'hidden' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY')
    expect(problems).toEqual([])
    await page.close()
  })

  it('hydrates an island the pointer already rests on when the page script starts late', async () => {
    const page = await testbed.context.newPage()
    // A slow core script: the shopper's pointer reaches the switcher before any listener exists.
    await page.route('**/assets/entries/renderer_client*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto(`${testbed.origin}/en/`, { waitUntil: 'commit' })
    const toggle = page.locator('shop-island[data-island="header/StoreSwitcher"] summary')
    await toggle.hover()
    expect(await page.locator('shop-island[data-hydrated]').count()).toBe(0)
    await waitForHydration(page, 'header/StoreSwitcher')
    await page.close()
  })

  it('loads no compatibility bundle in a browser that has every feature the scripts use', async () => {
    const { page, scripts, problems } = await openPage('/de/')
    await page.waitForLoadState('networkidle')
    expect(scripts.size).toBeGreaterThan(0)
    expect([...scripts.values()].some((code) => code.includes(COMPAT_MARKER))).toBe(false)
    expect(problems).toEqual([])
    await page.close()
  })

  it('gives an older browser the compatibility bundle first, then its islands and plural rules work', async () => {
    const page = await testbed.context.newPage()
    // An older browser: no idle callback, no Intl list or plural rules.
    await page.addInitScript(() => {
      const features = Intl as unknown as Record<string, unknown>
      delete (window as unknown as Record<string, unknown>).requestIdleCallback
      delete features.ListFormat
      delete features.PluralRules
    })
    const scripts = new Map<string, string>()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(response.url(), await response.text().catch(() => ''))
    })
    await page.goto(`${testbed.origin}/de/`, { waitUntil: 'load' })
    await expect.poll(() => [...scripts.values()].some((code) => code.includes(COMPAT_MARKER))).toBe(true)
    await expect.poll(() => page.evaluate(() => typeof requestIdleCallback)).toBe('function')
    // The polyfills are there at once, their German data a moment later (the page's scripts wait for it too).
    const formatted = () =>
      page.evaluate(() => {
        try {
          return [
            new Intl.ListFormat('de-DE', { type: 'conjunction' }).format(['Rot', 'Blau']),
            new Intl.PluralRules('de-DE').select(1),
          ]
        } catch {
          return null
        }
      })
    await expect.poll(formatted).toEqual(['Rot und Blau', 'one'])
    // The page's islands start once the bundle is in.
    const toggle = page.locator('shop-island[data-island="header/StoreSwitcher"] summary')
    await toggle.hover()
    await waitForHydration(page, 'header/StoreSwitcher')
    await toggle.click()
    await page.getByRole('link', { name: 'English' }).waitFor({ state: 'visible' })
    expect(problems).toEqual([])
    await page.close()
  })

  it('loads no React on a page without islands', async () => {
    const { page, scripts, problems } = await openPage('/en/checkout/success')
    await page.waitForTimeout(500)
    const code = [...scripts.values()].join('\n')
    expect(code.includes(REACT_DOM_MARKER)).toBe(false)
    const gzipBytes = zlib.gzipSync(code).length
    // 3 KB, plus 128 bytes that let product pages record the recently viewed product without React, and
    // 192 for the loaders of the cookie banner and the data layer (one look at the consent cookie) and the
    // feature check that fetches the compatibility bundle, and 32 that keep a shopper typing before
    // the scripts came where they are (no scroll to the top), and 64 that fetch the hydration
    // conditions' chunk on a page whose island waits for one (the recently viewed list: no React until it has something to show).
    expect(gzipBytes).toBeLessThanOrEqual(3 * 1024 + 128 + 192 + 32 + 64)
    expect(problems).toEqual([])
    await page.close()
  })

  it('loads no React on a content page, as long as the shopper does not touch the header tools', async () => {
    const sitemap = await (await fetch(`${testbed.origin}/en/sitemap.xml`)).text()
    const contentPage = /<loc>([^<]+)<\/loc><changefreq>monthly<\/changefreq><priority>0\.4<\/priority>/.exec(
      sitemap,
    )?.[1]
    expect(contentPage).toBeDefined()
    const { page, scripts, problems } = await openPage(new URL(contentPage as string).pathname)
    await page.waitForTimeout(1000)
    expect([...scripts.values()].join('\n').includes(REACT_DOM_MARKER)).toBe(false)
    expect(problems).toEqual([])
    await page.close()
  })

  it('fetches only the current locale catalogue', async () => {
    const { page, scripts } = await openPage('/de/')
    await page.locator('shop-island[data-island="header/SearchBox"] input').focus()
    await waitForHydration(page, 'header/SearchBox')
    // Response bodies are read as they arrive: wait until the German catalogue is among them.
    const code = () => [...scripts.values()].join('\n')
    await expect.poll(() => code().includes(REACT_DOM_MARKER)).toBe(true)
    // A message of an island without placeholders appears verbatim in its compiled catalogue.
    const probe = 'Search products'
    const hasTranslation = (locale: 'de-DE' | 'fr-FR' | 'it-IT' | 'en-GB') =>
      code().includes(`"${readCatalog(locale).get(probe)}"`)
    await expect.poll(() => hasTranslation('de-DE')).toBe(true)
    await page.waitForLoadState('networkidle')
    for (const other of ['fr-FR', 'it-IT', 'en-GB'] as const) expect(hasTranslation(other), other).toBe(false)
    await page.close()
  })

  // Their preload lists name no CSS (vite/trimBrowserChunks.ts): the styles come inlined with the page.
  it('keeps hydrated islands styled by the CSS inlined in the page, fetching no stylesheet: the search box, the configurator', async () => {
    const { page, problems } = await openPage('/en/men')
    const stylesheetRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url())
    })
    const input = page.locator('shop-island[data-island="header/SearchBox"] input')
    const inputRadius = () => input.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)
    const radiusBefore = await inputRadius()
    expect(radiusBefore).not.toBe('0px')
    await input.focus()
    await waitForHydration(page, 'header/SearchBox')
    await page.waitForLoadState('networkidle')
    expect(await inputRadius()).toBe(radiusBefore)
    // Folded on a phone until focused, then over the header's top row (searchBox.styles.ts).
    expect(
      await page.locator('header form[role="search"]').evaluate((form) => getComputedStyle(form).position),
    ).toBe('absolute')

    await page.goto(`${testbed.origin}/en/product/SL-00273`, { waitUntil: 'load' })
    await hydrateConfigurator(page)
    await page.waitForLoadState('networkidle')
    const form = page.locator('shop-island[data-island="product/Configurator"] form').first()
    expect(await form.evaluate((element) => getComputedStyle(element).display)).toBe('grid')
    expect(await form.evaluate((element) => getComputedStyle(element).rowGap)).not.toBe('normal')

    expect(stylesheetRequests).toEqual([])
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('client log in Chromium', () => {
  const hidePage = (page: Page) =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
  const throwInPage = (page: Page, message: string) =>
    page.evaluate(
      (text) =>
        setTimeout(() => {
          throw new Error(text)
        }, 0),
      message,
    )

  /** What the page sent to its client log handler (beacons included) and how the shop answered. */
  async function recordClientLogs(page: Page, basePath: string) {
    const sent: { clientId: string | null; kind: string; messages: string[]; status: number }[] = []
    await page.route(`**${basePath}/client-log-handler*`, async (route) => {
      const request = route.request()
      const body = JSON.parse(request.postData() ?? 'null') as {
        logs: Array<{ level: string; data: { message: string } }>
      }
      const response = await route.fetch()
      sent.push({
        clientId: new URL(request.url()).searchParams.get('client_id'),
        kind: request.resourceType(),
        messages: body.logs.filter((log) => log.level === 'error').map((log) => log.data.message),
        status: response.status(),
      })
      await route.fulfill({ response })
    })
    return sent
  }

  it('sends a script error of a page whose islands never started, with a beacon when the page is hidden', async () => {
    const { page } = await openPage('/fr/')
    const sent = await recordClientLogs(page, '/fr')
    await throwInPage(page, 'failure without islands')
    await page.waitForTimeout(100)
    expect(await page.locator('shop-island[data-hydrated]').count()).toBe(0)
    await hidePage(page)
    await expect.poll(() => sent.length).toBe(1)
    expect(sent[0]).toEqual({
      clientId: expect.stringMatching(/^[\w.:-]+$/),
      kind: 'ping',
      messages: ['failure without islands'],
      status: 200,
    })
    await page.close()
  })

  it('hands errors caught before hydration to the island log, which sends them with later ones', async () => {
    const { page } = await openPage('/it/')
    const sent = await recordClientLogs(page, '/it')
    await throwInPage(page, 'failure before hydration')
    await page.locator('shop-island[data-island="header/StoreSwitcher"] summary').hover()
    await waitForHydration(page, 'header/StoreSwitcher')
    await throwInPage(page, 'probe failure')
    await page.waitForTimeout(100)
    await hidePage(page)
    await expect.poll(() => sent.length).toBe(1)
    expect(sent[0]).toMatchObject({
      kind: 'ping',
      messages: ['failure before hydration', 'probe failure'],
      status: 200,
    })
    await page.close()
  })
})

describe('navigation helpers in Chromium', () => {
  it('preloads an in-app page on a desktop only when the pointer hovers its link', async () => {
    const requested: string[] = []
    const { page } = await openPage('/it/', { width: 1280, height: 2000 })
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.waitForTimeout(1000)
    expect(requested).not.toContain('/it/contact')
    const preload = page.waitForRequest((request) => request.url().endsWith('/it/contact'), { timeout: 5000 })
    await page.locator('footer a[href="/it/contact"]').hover()
    expect((await preload).url()).toBe(`${testbed.origin}/it/contact`)
    await page.close()
  })

  it('preloads in-app links on a phone once they have been in view for 500 ms', async () => {
    const requested: string[] = []
    const page = await testbed.context.newPage()
    await page.setViewportSize({ width: 360, height: 320 })
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${testbed.origin}/de/quick-order`)
    await expect.poll(() => requested.includes('/de/user/wishlist'), { timeout: 5000 }).toBe(true)
    // The footer is below the fold of this short screen: its links wait until scrolled into view.
    expect(requested).not.toContain('/de/contact')
    await page.locator('footer a[href="/de/contact"]').scrollIntoViewIfNeeded()
    await expect.poll(() => requested.includes('/de/contact'), { timeout: 5000 }).toBe(true)
    await page.close()
  })

  it('preloads nothing for a shopper who asked to save data', async () => {
    const saving = await launchFreshProfile()
    try {
      const requested: string[] = []
      const page = await saving.context.newPage()
      await page.setViewportSize({ width: 360, height: 320 })
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      await page.goto(`${testbed.origin}/de/quick-order`)
      expect(
        await page.evaluate(
          () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
        ),
      ).toBe(true)
      await page.locator('a[href="/de/user/wishlist"]').first().hover()
      await page.waitForTimeout(1500)
      // Pages only: the islands' GraphQL queries and the service worker are not preloads.
      const pages = requested.filter(
        (path) => path.startsWith('/de/') && !/^\/de\/(graphql|service-worker)/.test(path),
      )
      expect(pages).toEqual(['/de/quick-order'])
    } finally {
      await saving.close()
    }
  })

  it('focuses the element named by the URL hash', async () => {
    const { page } = await openPage('/en/cart#main-content')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    await page.close()
  })

  it('opens external links in a new tab with noopener', async () => {
    const { page } = await openPage('/en/')
    const rels = await page.$$eval('a[target="_blank"]', (links) =>
      links.map((link) => link.getAttribute('rel')),
    )
    expect(rels.length).toBeGreaterThan(0)
    for (const rel of rels) expect(rel).toContain('noopener')
    await page.close()
  })
})

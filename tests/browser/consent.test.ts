import zlib from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { launchFreshProfile, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import {
  CONSENT_COOKIE_NAME,
  CONSENT_POLICY_VERSION,
  consentCookieValue,
  formatConsentCookie,
  parseConsentCookie,
} from '../../config/consentCookie.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed({}, { askConsent: true })
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})
// Each test is a shopper's first visit.
beforeEach(async () => {
  await testbed?.context.clearCookies()
})

/** What a shopper reads in each store tested. */
const STORES = [
  {
    base: '/fr',
    store: 'b2c_fr',
    title: 'Cookies et vie privée',
    accept: 'Tout accepter',
    reject: 'Tout refuser',
    choose: 'Choisir',
    save: 'Enregistrer mes choix',
    settings: 'Paramètres des cookies',
    marketing: /^Marketing/,
  },
  {
    base: '/de',
    store: 'b2c_de',
    title: 'Cookies und Datenschutz',
    accept: 'Alle akzeptieren',
    reject: 'Alle ablehnen',
    choose: 'Auswählen',
    save: 'Auswahl speichern',
    settings: 'Cookie-Einstellungen',
    marketing: /^Marketing/,
  },
] as const

/** A new tab that records every URL it requests and every script it receives. */
async function openTab() {
  const page = await testbed.context.newPage()
  const requested: string[] = []
  const scripts = new Map<string, string>()
  page.on('request', (request) => requested.push(request.url()))
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(response.url(), await response.text().catch(() => ''))
  })
  return { page, requested, scripts }
}

const banner = (page: Page) => page.locator('#consent-banner')

async function consentCookie(): Promise<ReturnType<typeof parseConsentCookie>> {
  const cookies = await testbed.context.cookies(testbed.origin)
  return parseConsentCookie(
    consentCookieValue(cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')),
  )
}

function recordsOf(consentId: string) {
  return testbed.server.app.shopDatabase.db
    .selectFrom('consent_record')
    .selectAll()
    .where('consent_id', '=', consentId)
    .orderBy('id')
    .execute()
}

const activeElement = (page: Page) =>
  page.evaluate(() => ({
    id: document.activeElement?.id ?? '',
    text: document.activeElement?.textContent?.trim() ?? '',
  }))

describe.each(STORES)('cookie banner in $base', (store) => {
  it('opens on the first visit, focused and free of axe violations; "Reject all" by keyboard records the choice, and no request leaves the shop', async () => {
    const { page, requested } = await openTab()
    await page.goto(`${testbed.origin}${store.base}/`)
    const dialog = page.getByRole('dialog', { name: store.title })
    await dialog.waitFor({ state: 'visible' })
    await expect.poll(() => activeElement(page)).toMatchObject({ id: 'consent-banner' })
    expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    expect(await findAccessibilityViolations(page)).toEqual([])
    // Refusing is as easy as accepting: side by side, same size, same look.
    const reject = dialog.getByRole('button', { name: store.reject, exact: true })
    const accept = dialog.getByRole('button', { name: store.accept, exact: true })
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()]
    expect(rejectBox!.y).toBe(acceptBox!.y)
    expect(rejectBox!.width).toBeCloseTo(acceptBox!.width, 0)
    expect(rejectBox!.height).toBeGreaterThanOrEqual(24)
    expect(await reject.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      await accept.evaluate((element) => getComputedStyle(element).backgroundColor),
    )
    // The overlay pushes nothing: the page is as tall with the banner as without.
    const heightOpen = await page.evaluate(() => document.documentElement.scrollHeight)

    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect((await activeElement(page)).text).toBe(store.reject)
    const recorded = page.waitForResponse((response) => response.url().endsWith(`${store.base}/consent`))
    await page.keyboard.press('Enter')
    expect((await recorded).status()).toBe(204)
    await banner(page).waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightOpen)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main-content')

    const choice = await consentCookie()
    expect(choice).toMatchObject({ analytics: false, marketing: false })
    expect(await recordsOf(choice!.id)).toMatchObject([
      { store_key: store.store, customer_id: null, analytics: false, marketing: false },
    ])

    await page.reload({ waitUntil: 'networkidle' })
    expect(await banner(page).isHidden()).toBe(true)
    await page.goto(`${testbed.origin}${store.base}/cart`, { waitUntil: 'networkidle' })
    expect(await banner(page).isHidden()).toBe(true)
    const foreign = requested.filter((url) => new URL(url).origin !== testbed.origin)
    expect(foreign).toEqual([])
    await page.close()
  })

  it('"Accept all" is kept over a reload; "Cookie settings" in the footer opens the choice ticked, and a change is recorded under the same id', async () => {
    const { page } = await openTab()
    await page.goto(`${testbed.origin}${store.base}/`)
    const dialog = page.getByRole('dialog', { name: store.title })
    await dialog.getByRole('button', { name: store.accept, exact: true }).click()
    await banner(page).waitFor({ state: 'hidden' })
    // The banner closes at once; the cookie is written when the consent chunk has loaded.
    await expect.poll(consentCookie).toMatchObject({ analytics: true, marketing: true })
    const accepted = await consentCookie()
    await expect
      .poll(() => recordsOf(accepted!.id))
      .toMatchObject([{ store_key: store.store, analytics: true, marketing: true }])

    await page.reload({ waitUntil: 'networkidle' })
    expect(await banner(page).isHidden()).toBe(true)
    const settings = page.getByRole('contentinfo').getByRole('link', { name: store.settings })
    await settings.click()
    await dialog.waitFor({ state: 'visible' })
    expect(page.url()).toBe(`${testbed.origin}${store.base}/`)
    await expect.poll(() => activeElement(page)).toMatchObject({ id: 'consent-banner' })
    const analytics = dialog.getByRole('checkbox', { name: /^(Mesure d’audience|Statistik)/ })
    const marketing = dialog.getByRole('checkbox', { name: store.marketing })
    expect(await dialog.getByRole('button', { name: store.choose }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    expect(await analytics.isChecked()).toBe(true)
    expect(await marketing.isChecked()).toBe(true)
    expect(await dialog.getByRole('checkbox', { checked: true, disabled: true }).count()).toBe(1)
    expect(await findAccessibilityViolations(page)).toEqual([])

    await marketing.focus()
    await page.keyboard.press('Space')
    expect(await marketing.isChecked()).toBe(false)
    const recorded = page.waitForResponse((response) => response.url().endsWith(`${store.base}/consent`))
    await dialog.getByRole('button', { name: store.save }).click()
    expect((await recorded).status()).toBe(204)
    await banner(page).waitFor({ state: 'hidden' })
    expect((await activeElement(page)).text).toBe(store.settings)
    const changed = await consentCookie()
    expect(changed).toMatchObject({ id: accepted!.id, analytics: true, marketing: false })
    expect((await recordsOf(accepted!.id)).map((record) => [record.analytics, record.marketing])).toEqual([
      [true, true],
      [true, false],
    ])

    // Opened again to look, Escape closes it without a change.
    await settings.focus()
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'visible' })
    expect(await marketing.isChecked()).toBe(false)
    await page.keyboard.press('Escape')
    await banner(page).waitFor({ state: 'hidden' })
    expect((await activeElement(page)).text).toBe(store.settings)
    expect(await consentCookie()).toEqual(changed)
    await page.close()
  })
})

describe('cookie banner on other layouts and without JavaScript', () => {
  it('is in the checkout frame too, and per purpose by mouse', async () => {
    const { page } = await openTab()
    await page.goto(`${testbed.origin}/de/checkout/success`)
    const dialog = page.getByRole('dialog', { name: 'Cookies und Datenschutz' })
    await dialog.waitFor({ state: 'visible' })
    await dialog.getByRole('button', { name: 'Auswählen' }).click()
    await dialog.getByRole('checkbox', { name: /^Statistik/ }).check()
    expect(await findAccessibilityViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click()
    await banner(page).waitFor({ state: 'hidden' })
    await expect.poll(consentCookie).toMatchObject({ analytics: true, marketing: false })
    await page.close()
  })

  it('is in the first paint: shown while the page is read, before any script file arrives, and not once a choice is made', async () => {
    const { page } = await openTab()
    // No script file is served: only the banner's inline line (allowed by its CSP hash) can show it.
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto(`${testbed.origin}/fr/`)
    const dialog = page.getByRole('dialog', { name: 'Cookies et vie privée' })
    expect(await dialog.isVisible()).toBe(true)
    expect(await dialog.getByRole('button', { name: 'Tout accepter', exact: true }).isVisible()).toBe(true)
    await testbed.context.addCookies([
      {
        name: CONSENT_COOKIE_NAME,
        value: formatConsentCookie({
          version: CONSENT_POLICY_VERSION,
          analytics: false,
          marketing: false,
          givenAt: Math.floor(Date.now() / 1000),
          id: 'firstPaintTestChoice01',
        }),
        url: testbed.origin,
      },
    ])
    await page.reload()
    expect(await banner(page).isHidden()).toBe(true)
    await page.close()
  })

  it('stays closed without JavaScript (nothing but necessary cookies runs then); "Cookie settings" leads to the cookie policy', async () => {
    const profile = await launchFreshProfile({ javaScriptEnabled: false, askConsent: true })
    try {
      const page = await profile.context.newPage()
      await page.goto(`${testbed.origin}/fr/`)
      expect(await page.locator('#consent-banner').isHidden()).toBe(true)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Paramètres des cookies' }).click()
      await page.waitForURL(`${testbed.origin}/fr/cookies`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Politique relative aux cookies',
      )
      expect(await page.getByRole('main').textContent()).toContain('shop_consent')
    } finally {
      await profile.close()
    }
  })
})

describe('cookie banner weight', () => {
  it('adds at most 6 KB of gzip JavaScript, fetched only while a choice is to be made; a category page stays within 80 KB', async () => {
    const sitemap = await (await fetch(`${testbed.origin}/fr/sitemap.xml`)).text()
    const category = new URL(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>.*?<priority>([\d.]+)<\/priority>/g)].find(
        (entry) => entry[2] === '0.8',
      )![1]!,
    ).pathname
    const first = await openTab()
    await first.page.goto(`${testbed.origin}${category}`, { waitUntil: 'networkidle' })
    await banner(first.page).waitFor({ state: 'visible' })
    const gzip = (codes: Iterable<string>) =>
      [...codes].reduce((sum, code) => sum + zlib.gzipSync(code).length, 0)
    const firstVisitBytes = gzip(first.scripts.values())
    expect(firstVisitBytes).toBeLessThanOrEqual(80 * 1024)
    // The choice is recorded before the tab closes: a returning visitor is one who chose.
    const recorded = first.page.waitForResponse((response) => response.url().endsWith('/fr/consent'))
    await banner(first.page).getByRole('button', { name: 'Tout refuser' }).click()
    expect((await recorded).status()).toBe(204)
    await first.page.close()

    const returning = await openTab()
    await returning.page.goto(`${testbed.origin}${category}`, { waitUntil: 'networkidle' })
    const consentCode = [...first.scripts]
      .filter(([url]) => !returning.scripts.has(url))
      .map(([, code]) => code)
    expect(consentCode.length).toBeGreaterThan(0)
    const consentBytes = gzip(consentCode)
    expect(consentBytes).toBeLessThanOrEqual(6 * 1024)
    console.info(
      `cookie banner JavaScript (gzip): ${consentBytes} B, only while a choice is to be made; category page with the banner: ${(firstVisitBytes / 1024).toFixed(1)} KB`,
    )
    await returning.page.close()
  })
})

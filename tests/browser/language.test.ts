import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { readCatalog } from '../helpers/catalogs.ts'
import { fieldsOf, formWithAction } from '../helpers/formShopper.ts'
import { giveShippingAddress, guestAtCheckout, handOverToBrowser } from '../helpers/checkoutSession.ts'
import { formalItalianProblems, frenchTypographyProblems } from '../../renderer/i18n/textRules.ts'

// The shop's language as the browser shows it: the screens that stand in for a page (not
// found, maintenance) in each store's language and in natural English; French typography and
// the Italian "tu" in the visible text of a shopper's pages, from the home page to the payment;
// and no internal cart id on the payment pages.

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

type Locale = 'en-GB' | 'fr-FR' | 'it-IT'
const translated = (locale: Locale, source: string) =>
  locale === 'en-GB' ? source : readCatalog(locale).get(source) || source

/** What a shopper reads on the page: its title (the tab) and its visible text. */
const readableText = (page: Page) => page.evaluate(() => `${document.title}\n${document.body.innerText}`)

// English puts no space before : ; ! ? (the French rule copied into English reads as a typo).
const englishTypographyProblems = (text: string) =>
  [...text.matchAll(/\S*\s[:;!?]/g)].map((match) => `space before "${match[0].at(-1)}" in "${match[0]}"`)

const STORES = [
  {
    base: '/fr',
    locale: 'fr-FR' as const,
    lang: 'fr',
    country: 'FR' as const,
    rule: frenchTypographyProblems,
  },
  { base: '/it', locale: 'it-IT' as const, lang: 'it', country: 'IT' as const, rule: formalItalianProblems },
  {
    base: '/en',
    locale: 'en-GB' as const,
    lang: 'en',
    country: 'GB' as const,
    rule: englishTypographyProblems,
  },
]

describe.each(STORES)('the screens of $base', ({ base, locale, lang, rule }) => {
  it('the not-found page reads in the store’s language', async () => {
    const page = await testbed.context.newPage()
    const response = await page.goto(`${testbed.origin}${base}/no-such-page`, { waitUntil: 'load' })
    expect(response?.status()).toBe(404)
    expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${lang}`))
    await expect(page.locator('main h1').innerText()).resolves.toBe(translated(locale, '404: page not found'))
    const main = await page.locator('main').innerText()
    expect(main).toContain(translated(locale, 'Sorry, this page does not exist or is no longer available.'))
    expect(main).toContain(
      translated(locale, 'Check the address or go back to {homeLink}.').replace(
        '{homeLink}',
        translated(locale, 'our home page'),
      ),
    )
    expect(rule(await readableText(page))).toEqual([])
    await page.close()
  })
})

describe('the maintenance screen', () => {
  // Every store's home: the pages and the shop API each look for the flag about once a second, on their own.
  const status = async () => {
    const statuses = await Promise.all(
      STORES.map(async ({ base }) => (await fetch(`${testbed.origin}${base}/`)).status),
    )
    return statuses.every((code) => code === statuses[0]) ? statuses[0] : statuses.join(' ')
  }

  it('reads in each store’s language, and in natural English', async () => {
    const flag = path.join(testbed.server.dataDir, 'maintenance.flag')
    fs.writeFileSync(flag, '')
    const page = await testbed.context.newPage()
    // Pages may be kept a minute (max-age=60, and the not-found page's links are preloaded):
    // with the browser's cache off, each page shown is the server's answer during maintenance.
    const devtools = await testbed.context.newCDPSession(page)
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true })
    // Nor the service worker's copy, which it answers with when the network is slow (a loaded machine).
    await devtools.send('Network.enable')
    await devtools.send('Network.setBypassServiceWorker', { bypass: true })
    try {
      // The shop looks for the flag about once a second.
      await expect.poll(status).toBe(503)
      for (const { base, locale, lang, rule } of STORES) {
        // Polled: on a loaded machine the browser's first answer after the flag was once the page still.
        await expect
          .poll(async () => (await page.goto(`${testbed.origin}${base}/`, { waitUntil: 'load' }))?.status(), {
            message: base,
          })
          .toBe(503)
        expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${lang}`))
        await expect(page.locator('main h1').innerText()).resolves.toBe(
          translated(locale, 'The shop is currently unavailable'),
        )
        const main = await page.locator('main').innerText()
        for (const paragraph of [
          'We are carrying out maintenance on the shop.',
          'Please come back in half an hour or so.',
          'We apologise for the inconvenience and thank you for your understanding.',
        ]) {
          expect(main).toContain(translated(locale, paragraph))
        }
        expect(rule(await readableText(page)), base).toEqual([])
      }
    } finally {
      await page.close()
      fs.rmSync(flag, { force: true })
      await expect.poll(status).toBe(200)
    }
  })
})

describe.each(STORES.slice(0, 2))(
  'the pages of a guest’s order in $base',
  ({ base, locale, country, rule }) => {
    it('follow the language’s rules from the home page to the payment, and show no internal cart id', async () => {
      const app = testbed.server.app
      const email = `language.${locale}@example.org`
      const shopper = await guestAtCheckout(app, base, email)
      const cart = await app.shopDatabase.db
        .selectFrom('cart')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      // An id long enough that finding it in a page's text is no coincidence.
      expect(cart.id.length).toBeGreaterThan(8)
      await testbed.context.clearCookies()
      await handOverToBrowser(shopper, testbed.context, testbed.origin)
      const page = await testbed.context.newPage()
      await page.setViewportSize({ width: 1280, height: 900 })
      const problems: string[] = []
      const read = async (what: string) => {
        const text = await readableText(page)
        // Line by line, so a problem names the line it is in.
        problems.push(
          ...text
            .split('\n')
            .flatMap((line) => rule(line).map((problem) => `${what}: "${line.trim()}": ${problem}`)),
        )
        return text
      }
      for (const path of ['/', '/product/SL-00073', '/cart', '/checkout/', '/no-such-page']) {
        await page.goto(`${testbed.origin}${base}${path}`, { waitUntil: 'load' })
        await read(path)
      }

      await giveShippingAddress(shopper, base, country)
      const delivery = await shopper.get(`${base}/checkout/`)
      expect(
        (
          await shopper.post(
            `${base}/checkout/`,
            fieldsOf(formWithAction(delivery.body, 'shippingMethod')!, { shippingMethod: 'flatrate/home' }),
          )
        ).statusCode,
      ).toBe(303)
      await page.goto(`${testbed.origin}${base}/checkout/`, { waitUntil: 'load' })
      const paymentStep = await read('payment step')
      const place = page.locator('form:has(input[name="_action"][value="placeOrder"])')
      await place.locator('input[name="paymentMethod"][value="offline_card"]').check()
      await Promise.all([
        page.waitForURL(/#checkout-payment$/),
        place.locator('button[type="submit"]').first().click(),
      ])
      const cardForm = page.locator('shop-island[data-island="checkout/CardForm"][data-hydrated] form')
      await cardForm.waitFor({ timeout: 15_000 })
      const cardStep = await read('card form')
      // A card its bank asks to confirm: the provider's own page comes between.
      for (const [name, value] of Object.entries({
        number: '4000 0000 0000 3220',
        expiry: '12/30',
        cvc: '123',
        name: 'Giulia Rossi',
      }))
        await cardForm.locator(`input[name="${name}"]`).fill(value)
      await Promise.all([
        page.waitForURL((url) => !url.pathname.startsWith(`${base}/checkout`)),
        cardForm.locator('button[type="submit"]').click(),
      ])
      await page.waitForLoadState('load')
      const challenge = await read('the provider’s confirmation page')
      const challengeUrl = page.url()
      await Promise.all([
        page.waitForURL(new RegExp(`${base}/checkout/success`)),
        page.locator('button[value="complete"]').click(),
      ])
      await page.waitForLoadState('load')
      await expect(page.locator('main h1').innerText()).resolves.toBe(
        translated(locale, 'Thank you for your order'),
      )
      const success = await read('order confirmation')

      expect(problems).toEqual([])
      const payment = { paymentStep, cardStep, challenge, challengeUrl, success, successUrl: page.url() }
      expect(
        Object.entries(payment)
          .filter(([, text]) => text.includes(cart.id))
          .map(([where]) => where),
      ).toEqual([])
      await page.close()
    }, 90_000)
  },
)

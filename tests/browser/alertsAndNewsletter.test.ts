import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { ParsedMail } from 'mailparser'
import { startBrowserTestbed, type BrowserTestbed, hydrateConfigurator } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { readCatalog } from '../helpers/catalogs.ts'
import { documentOf } from '../helpers/formShopper.ts'
import { setVariantStock } from '../../domain/stock/setVariantStock.ts'

let smtp: SmtpCapture
let testbed: BrowserTestbed
beforeAll(async () => {
  smtp = await startSmtpCapture()
  testbed = await startBrowserTestbed({ smtpUrl: smtp.url })
}, 120_000)
afterAll(async () => {
  await testbed?.close()
  await smtp?.close()
})

const STORES = [
  { base: '/de', language: 'de' as const, locale: 'de-DE' as const },
  { base: '/it', language: 'it' as const, locale: 'it-IT' as const },
]

/** A message as a store shows it: its translation in the store's catalogue (a missing one fails the test: the page must not fall back to English). */
function translated(locale: 'de-DE' | 'it-IT', source: string): string {
  const text = readCatalog(locale).get(source)
  if (!text) throw new Error(`no ${locale} translation of "${source}"`)
  return text
}

/** A fresh tab that records console errors and page errors; each case is a new shopper (the stores share one origin and its cookies). */
async function openTab() {
  await testbed.context.clearCookies()
  const page = await testbed.context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return { page, problems }
}

/** Checks the page with axe (WCAG 2.2 A/AA) and keeps what it found under the page's path and a label of the step. */
async function expectAccessible(page: Page, step: string, violations: Record<string, unknown>) {
  // At the top, as a page opens: scrolled down, the sticky header covers what passes under it, which axe's target-size counts against those links.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  const found = await findAccessibilityViolations(page)
  if (found.length > 0) violations[`${step} ${new URL(page.url()).pathname}`] = found
}

/** Clicks a submit button and waits for the page the post's 303 answer leads to. */
async function submitAndFollow(page: Page, button: ReturnType<Page['locator']>) {
  // waitForLoadState alone returns at once on the page already loaded, before the post's answer.
  const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
  await button.click()
  await navigated
  await page.waitForLoadState('load')
}

/** The text of `main` as a reader meets it, spaces normalized. */
async function mainText(page: Page): Promise<string> {
  return ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ')
}

/** Whether a captured message went to `address`. */
const sentTo = (mail: ParsedMail, address: string) => JSON.stringify(mail.to ?? '').includes(address)

/** The absolute link a captured message carries to a page of the shop, checked to lead to the testbed. */
function linkIn(mail: ParsedMail, pathWithQuery: string): string {
  const href = [...documentOf(String(mail.html)).querySelectorAll('a')]
    .map((anchor) => anchor.href)
    .find((candidate) => candidate.startsWith(`${testbed.origin}${pathWithQuery}`))
  if (!href) throw new Error(`no link to ${pathWithQuery} in "${mail.subject}"`)
  return href
}

/**
 * A sold-out size whose colour still has a size in stock (so the colour can be chosen), with its
 * product's page and name in the store's language. `skip` gives each store its own size.
 */
async function soldOutSize(language: 'de' | 'it', skip: number) {
  const db = testbed.server.app.shopDatabase.db
  const variant = await db
    .selectFrom('product as variant')
    .select(['variant.sku', 'variant.parent_sku', 'variant.colour', 'variant.size'])
    .where('variant.parent_sku', 'is not', null)
    .where('variant.colour', 'is not', null)
    .where('variant.size', 'is not', null)
    .where('variant.qty', '=', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product as sibling')
          .select('sibling.sku')
          .whereRef('sibling.parent_sku', '=', 'variant.parent_sku')
          .whereRef('sibling.colour', '=', 'variant.colour')
          .where('sibling.is_in_stock', '=', true),
      ),
    )
    .orderBy('variant.sku')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow()
  const parent = await db
    .selectFrom('product_translation')
    .select(['url_key', 'name'])
    .where('sku', '=', variant.parent_sku!)
    .where('language', '=', language)
    .executeTakeFirstOrThrow()
  return {
    sku: variant.sku,
    colour: variant.colour!,
    size: variant.size!,
    urlKey: parent.url_key,
    name: parent.name,
  }
}

describe('stock alerts and the footer newsletter in Chromium', () => {
  it.each(STORES.map((store, skip) => ({ ...store, skip })))(
    '$base: asks for an alert on a sold-out size in the hydrated form, confirms it by the e-mailed link, gets one e-mail when the size is back, and cancels with its link',
    async ({ base, language, locale, skip }) => {
      const { sku, colour, size, urlKey, name } = await soldOutSize(language, skip)
      const address = `alert.browser.${language}@example.org`
      const violations: Record<string, unknown> = {}
      const { page, problems } = await openTab()
      const apiCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/graphql') && request.method() === 'POST')
          apiCalls.push(request.postData() ?? '')
      })

      // The colour is chosen, no size yet (none is chosen for the shopper): no alert form yet.
      const productUrl = `${testbed.origin}${base}/${urlKey}?color=${colour}`
      expect((await page.goto(productUrl, { waitUntil: 'load' }))?.status()).toBe(200)
      await hydrateConfigurator(page)
      const alertForm = page.locator(`main form[action="${base}/stock-alert"]`)
      await expect(alertForm.count()).resolves.toBe(0)
      await expectAccessible(page, 'product', violations)

      // Choosing the sold-out size (still choosable) shows "Tell me when it's back".
      const sizeRadio = page.locator(`main input[name="size"][value="${size}"]`)
      await expect(sizeRadio.isDisabled()).resolves.toBe(false)
      await sizeRadio.check()
      await alertForm.waitFor({ state: 'visible', timeout: 10_000 })
      await expect(alertForm.getByRole('heading').textContent()).resolves.toBe(
        translated(locale, "Tell me when it's back"),
      )
      await expect(alertForm.locator('input[name="sku"]').inputValue()).resolves.toBe(sku)
      expect(new URL(page.url()).searchParams.get('size')).toBe(size)
      await expectAccessible(page, 'product with the alert form', violations)

      // Hydrated, the form asks the shop API and answers in place: the page stays where it is.
      const pageBefore = page.url()
      await alertForm.getByLabel(translated(locale, 'E-mail address')).fill(address)
      await alertForm.locator('button[type="submit"]').click()
      const checkInbox = translated(
        locale,
        'Check your inbox: we have sent you a link to confirm your alert. We will write to you when the size is back only once you open it.',
      )
      await alertForm.locator('[role="status"]', { hasText: checkInbox }).waitFor({ timeout: 15_000 })
      expect(page.url()).toBe(pageBefore)
      expect(apiCalls.some((body) => body.includes('subscribeStockAlert') && body.includes(address))).toBe(
        true,
      )
      await expectAccessible(page, 'product after asking', violations)

      testbed.server.app.email.kick()
      const confirmation = await smtp.waitFor(
        (mail) => sentTo(mail, address) && mail.subject === translated(locale, 'Confirm your stock alert'),
      )
      expect(confirmation.headers.get('content-language')).toBe(locale)
      expect(String(confirmation.html)).toContain(name)

      // The e-mailed link confirms the alert and leaves the token out of the address bar.
      await page.goto(linkIn(confirmation, `${base}/stock-alert?confirm=`), { waitUntil: 'load' })
      expect(page.url()).toBe(`${testbed.origin}${base}/stock-alert`)
      expect(await mainText(page)).toContain(
        translated(
          locale,
          'Your alert is confirmed: we will send you one e-mail when this size is back in stock.',
        ),
      )
      await expectAccessible(page, 'confirmed', violations)

      // Stock comes back (as `npm run stock:set` does it), twice: the alert is e-mailed once.
      const backSubject = translated(locale, 'It is back in stock')
      await setVariantStock(testbed.server.app.shopDatabase.db, testbed.server.app.config.stores, sku, 3)
      await setVariantStock(testbed.server.app.shopDatabase.db, testbed.server.app.config.stores, sku, 5)
      testbed.server.app.email.kick()
      const back = await smtp.waitFor((mail) => sentTo(mail, address) && mail.subject === backSubject)
      await testbed.server.app.email.drain()
      expect(
        smtp.messages.filter((mail) => sentTo(mail, address) && mail.subject === backSubject),
      ).toHaveLength(1)
      expect(back.headers.get('content-language')).toBe(locale)
      expect(back.text).toContain(name)
      expect(back.text).toContain(translated(locale, 'See the product'))
      // Its product link opens the page with that colour and size chosen.
      await page.goto(linkIn(back, `${base}/${urlKey}?`), { waitUntil: 'load' })
      await hydrateConfigurator(page)
      await expect(page.locator(`main input[name="color"][value="${colour}"]`).isChecked()).resolves.toBe(
        true,
      )
      await expect(sizeRadio.isChecked()).resolves.toBe(true)

      // Its unsubscribe link shows a button; the click cancels the alert, without signing in.
      await page.goto(linkIn(back, `${base}/stock-alert?unsubscribe=`), { waitUntil: 'load' })
      await expect(
        page.getByRole('heading', { name: translated(locale, 'Cancel this stock alert') }).isVisible(),
      ).resolves.toBe(true)
      await expectAccessible(page, 'unsubscribe', violations)
      await submitAndFollow(page, page.locator('main form button[type="submit"]'))
      expect(page.url()).toBe(`${testbed.origin}${base}/stock-alert`)
      expect(await mainText(page)).toContain(
        translated(locale, 'Your stock alert is cancelled: we will not write to you about this size.'),
      )
      await expectAccessible(page, 'unsubscribed', violations)
      const alert = await testbed.server.app.shopDatabase.db
        .selectFrom('stock_alert')
        .select('status')
        .where('email', '=', address)
        .executeTakeFirstOrThrow()
      expect(alert.status).toBe('unsubscribed')

      expect(violations).toEqual({})
      expect(problems).toEqual([])
      await page.close()
    },
    90_000,
  )

  it.each(STORES)(
    '$base: subscribes from the footer, confirms by the e-mailed link, and unsubscribes with the link of a newsletter e-mail',
    async ({ base, language, locale }) => {
      const address = `footer.browser.${language}@example.org`
      const violations: Record<string, unknown> = {}
      const { page, problems } = await openTab()
      expect((await page.goto(`${testbed.origin}${base}/`, { waitUntil: 'load' }))?.status()).toBe(200)
      await expectAccessible(page, 'home', violations)

      const footerForm = page.locator(`footer form[action="${base}/newsletter"]`)
      await footerForm.getByLabel(translated(locale, 'E-mail address')).fill(address)
      await submitAndFollow(page, footerForm.locator('button[type="submit"]'))
      expect(page.url()).toBe(`${testbed.origin}${base}/newsletter`)
      expect(await mainText(page)).toContain(
        translated(
          locale,
          'Check your inbox: we have sent you a link to confirm your subscription. You are subscribed only once you open it (look in your spam folder too).',
        ),
      )
      await expectAccessible(page, 'asked', violations)

      testbed.server.app.email.kick()
      const confirmation = await smtp.waitFor(
        (mail) =>
          sentTo(mail, address) &&
          mail.subject === translated(locale, 'Confirm your newsletter subscription'),
      )
      expect(confirmation.headers.get('content-language')).toBe(locale)
      await page.goto(linkIn(confirmation, `${base}/newsletter?confirm=`), { waitUntil: 'load' })
      expect(page.url()).toBe(`${testbed.origin}${base}/newsletter`)
      expect(await mainText(page)).toContain(
        translated(locale, 'Your subscription is confirmed: welcome to our newsletter!'),
      )
      await expectAccessible(page, 'confirmed', violations)
      const subscriber = () =>
        testbed.server.app.shopDatabase.db
          .selectFrom('newsletter_subscriber')
          .select('status')
          .where('email', '=', address)
          .executeTakeFirstOrThrow()
      await expect(subscriber()).resolves.toEqual({ status: 'subscribed' })

      // The welcome e-mail is the first newsletter e-mail: its unsubscribe link asks for a click.
      testbed.server.app.email.kick()
      const welcome = await smtp.waitFor(
        (mail) =>
          sentTo(mail, address) &&
          mail.subject === translated(locale, 'You are subscribed to our newsletter'),
      )
      expect(welcome.headers.get('content-language')).toBe(locale)
      await page.goto(linkIn(welcome, `${base}/newsletter?unsubscribe=`), { waitUntil: 'load' })
      await expect(
        page
          .getByRole('heading', { name: translated(locale, 'Unsubscribe from the newsletter') })
          .isVisible(),
      ).resolves.toBe(true)
      await expectAccessible(page, 'unsubscribe', violations)
      await submitAndFollow(page, page.locator('main form button[type="submit"]'))
      expect(page.url()).toBe(`${testbed.origin}${base}/newsletter`)
      expect(await mainText(page)).toContain(translated(locale, 'You are unsubscribed from the newsletter.'))
      await expectAccessible(page, 'unsubscribed', violations)
      await expect(subscriber()).resolves.toEqual({ status: 'unsubscribed' })

      expect(violations).toEqual({})
      expect(problems).toEqual([])
      await page.close()
    },
    90_000,
  )
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { headerSuggestions, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { readCatalog } from '../helpers/catalogs.ts'
import { fieldsOf, formWithAction, type FormShopper } from '../helpers/formShopper.ts'
import { giveShippingAddress, guestAtCheckout, handOverToBrowser } from '../helpers/checkoutSession.ts'
import { formIslands } from '../helpers/formIslands.ts'

// A shopper on a slow line types into a form the server rendered while the page's scripts are
// still on their way. Every form island must keep what was typed once it hydrates and act on
// it: the scripts are held back until the fields are filled, then let through.

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

type Locale = 'en-GB' | 'fr-FR' | 'de-DE' | 'it-IT'
const translated = (locale: Locale, source: string) =>
  locale === 'en-GB' ? source : readCatalog(locale).get(source) || source

/** Opens `path` with every script held back (as `shopper`, when given, with its session); `release()` lets them load. */
async function openWithScriptsHeld(
  path: string,
  shopper?: FormShopper,
): Promise<{ page: Page; release: () => void; problems: string[] }> {
  await testbed.context.clearCookies()
  if (shopper) await handOverToBrowser(shopper, testbed.context, testbed.origin)
  const page = await testbed.context.newPage()
  await page.setViewportSize({ width: 1280, height: 900 })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  // A service worker would serve scripts past the route below.
  await page.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  await page.goto(`${testbed.origin}${path}`, { waitUntil: 'commit' })
  return { page, release, problems }
}

/** Every form island this file types into before it hydrates; `formIslands()` must find no other. */
const TESTED_ISLANDS = [
  'product/Configurator',
  'product/GiftCardForm',
  'header/SearchBox',
  'quickOrder/QuickOrderRows',
  'checkout/PickupPointPicker',
  'checkout/CardForm',
] as const

const hydrated = (page: Page, island: (typeof TESTED_ISLANDS)[number]) =>
  page
    .locator(`shop-island[data-island="${island}"][data-hydrated]`)
    .waitFor({ state: 'attached', timeout: 15_000 })

/** A size sold out in a colour that has sizes in stock, with its product's page. */
async function soldOutSize(language: 'de' | 'it', skip: number) {
  const db = testbed.server.app.shopDatabase.db
  const variant = await db
    .selectFrom('product as variant')
    .innerJoin('product_translation as parent', 'parent.sku', 'variant.parent_sku')
    .select(['variant.colour', 'variant.size', 'parent.url_key'])
    .where('variant.parent_sku', 'is not', null)
    .where('variant.qty', '=', 0)
    .where('variant.colour', 'is not', null)
    .where('variant.size', 'is not', null)
    .where('parent.language', '=', language)
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
  return variant
}

describe('form islands keep what the shopper typed before they hydrated', () => {
  it.each([
    { base: '/de', language: 'de' as const, locale: 'de-DE' as const, skip: 0 },
    { base: '/it', language: 'it' as const, locale: 'it-IT' as const, skip: 1 },
  ])(
    '$base: the stock alert form keeps the address and sends it',
    async ({ base, language, locale, skip }) => {
      const { colour, size, url_key } = await soldOutSize(language, skip)
      const { page, release, problems } = await openWithScriptsHeld(
        `${base}/${url_key}?color=${colour}&size=${size}`,
      )
      const form = page.locator(`main form[action="${base}/stock-alert"]`)
      const email = form.locator('input[name="email"]')
      await email.fill(`typed.early.${skip}@example.org`)
      release()
      await hydrated(page, 'product/Configurator')
      await expect(email.inputValue()).resolves.toBe(`typed.early.${skip}@example.org`)
      await form.locator('button[type="submit"]').click()
      const checkInbox = translated(
        locale,
        'Check your inbox: we have sent you a link to confirm your alert. We will write to you when the size is back only once you open it.',
      )
      await form.locator('[role="status"]', { hasText: checkInbox }).waitFor({ timeout: 15_000 })
      await expect(form.locator('[role="alert"]').count()).resolves.toBe(0)
      await expect(email.inputValue()).resolves.toBe(`typed.early.${skip}@example.org`)
      expect(problems).toEqual([])
      await page.close()
    },
    60_000,
  )

  it('/en: the gift card form keeps every field and adds the card with them', async () => {
    const { page, release, problems } = await openWithScriptsHeld('/en/gift-card')
    const form = page.locator('main form[action="/en/cart"]')
    await form.locator('input[name="am_giftcard_amount"]').first().check()
    await form.locator('input[name="am_giftcard_sender_name"]').fill('Léa')
    await form.locator('input[name="am_giftcard_sender_email"]').fill('lea@example.com')
    await form.locator('input[name="am_giftcard_recipient_name"]').fill('Hugo')
    await form.locator('input[name="am_giftcard_recipient_email"]').fill('hugo@example.com')
    await form.locator('textarea[name="am_giftcard_message"]').fill('Joyeux anniversaire')
    release()
    await hydrated(page, 'product/GiftCardForm')
    await expect(form.locator('textarea[name="am_giftcard_message"]').inputValue()).resolves.toBe(
      'Joyeux anniversaire',
    )
    await form.getByRole('button', { name: 'Add to cart' }).click()
    await form
      .locator('[role="status"]', { hasText: 'The product is in your cart.' })
      .waitFor({ timeout: 15_000 })
    await page.goto(`${testbed.origin}/en/cart`, { waitUntil: 'load' })
    const cart = (await page.locator('main').textContent()) ?? ''
    expect(cart).toContain('Hugo (hugo@example.com)')
    expect(cart).toContain('Joyeux anniversaire')
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)

  it.each([
    { base: '/en', word: 'socks' },
    { base: '/fr', word: 'chaussettes' },
  ])(
    '$base: the search box keeps the words and suggests products for them',
    async ({ base, word }) => {
      const { page, release, problems } = await openWithScriptsHeld(`${base}/`)
      const box = page.locator('header form[role="search"] input[name="q"]')
      await box.fill(word)
      release()
      await hydrated(page, 'header/SearchBox')
      await expect(box.inputValue()).resolves.toBe(word)
      await expect
        .poll(() => headerSuggestions(page).count(), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0)
      expect(problems).toEqual([])
      await page.close()
    },
    60_000,
  )

  it('/de: the quick order rows keep their SKUs and quantities when a row is added', async () => {
    const { page, release, problems } = await openWithScriptsHeld('/de/quick-order')
    await page.locator('#quick-order-sku-1').fill('SL-00073')
    await page.locator('#quick-order-quantity-1').fill('2')
    release()
    await hydrated(page, 'quickOrder/QuickOrderRows')
    await page.getByRole('button', { name: translated('de-DE', 'Add a row') }).click()
    await expect.poll(() => page.locator('input[name="sku"]').count()).toBe(6)
    await expect(page.locator('#quick-order-sku-1').inputValue()).resolves.toBe('SL-00073')
    await expect(page.locator('#quick-order-quantity-1').inputValue()).resolves.toBe('2')
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)

  it.each([
    { base: '/en', locale: 'en-GB' as const },
    { base: '/it', locale: 'it-IT' as const },
  ])(
    '$base: the product form keeps the typed embroidery and quantity, and prices them',
    async ({ base, locale }) => {
      const { page, release, problems } = await openWithScriptsHeld(`${base}/product/SL-00073`)
      const form = page.locator(`main form[action="${base}/cart"]:has(input[name="_action"][value="add"])`)
      await form.locator('input[name^="entered["]').fill('ANNA')
      await form.locator('input[name="qty"]').fill('3')
      release()
      await hydrated(page, 'product/Configurator')
      await form.locator('input[name="size"]:not([disabled])').last().check({ force: true })
      await expect(form.locator('input[name^="entered["]').inputValue()).resolves.toBe('ANNA')
      await expect(form.locator('input[name="qty"]').inputValue()).resolves.toBe('3')
      const totalFor3 = `${translated(locale, 'Total for {0}: {1}').split('{0}')[0]}3`
      await expect.poll(async () => (await form.textContent()) ?? '').toContain(totalFor3)
      expect(problems).toEqual([])
      await page.close()
    },
    60_000,
  )

  it('/fr: the pickup point search keeps the town typed and searches it in place', async () => {
    const shopper = await guestAtCheckout(testbed.server.app, '/fr', 'typed.early.pickup@example.org')
    await giveShippingAddress(shopper, '/fr', 'FR')
    const { page, release, problems } = await openWithScriptsHeld('/fr/checkout/', shopper)
    const box = page.getByLabel('Code postal ou ville')
    await box.fill('Villeurbanne')
    release()
    await hydrated(page, 'checkout/PickupPointPicker')
    await expect(box.inputValue()).resolves.toBe('Villeurbanne')
    await box.press('Enter')
    const picker = page.locator('shop-island[data-island="checkout/PickupPointPicker"]')
    await expect
      .poll(() => picker.getByRole('status').textContent())
      .toMatch(/points relais près de Villeurbanne$/)
    expect(new URL(page.url()).search).toBe('')
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)

  it('/it: the card form keeps the card details typed and pays with them', async () => {
    const shopper = await guestAtCheckout(testbed.server.app, '/it', 'typed.early.card@example.org')
    await giveShippingAddress(shopper, '/it', 'IT')
    const delivery = await shopper.get('/it/checkout/')
    expect(
      (
        await shopper.post(
          '/it/checkout/',
          fieldsOf(formWithAction(delivery.body, 'shippingMethod')!, { shippingMethod: 'flatrate/home' }),
        )
      ).statusCode,
    ).toBe(303)
    const payment = await shopper.get('/it/checkout/')
    // The answer carries the card form to the next page, which the browser opens.
    expect(
      (
        await shopper.post(
          '/it/checkout/',
          fieldsOf(formWithAction(payment.body, 'placeOrder')!, { paymentMethod: 'offline_card' }),
        )
      ).statusCode,
    ).toBe(303)
    const { page, release, problems } = await openWithScriptsHeld('/it/checkout/', shopper)
    const form = page.locator('shop-island[data-island="checkout/CardForm"] form')
    const typed = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Giulia Rossi' }
    for (const [name, value] of Object.entries(typed)) await form.locator(`input[name="${name}"]`).fill(value)
    release()
    await hydrated(page, 'checkout/CardForm')
    for (const [name, value] of Object.entries(typed))
      await expect(form.locator(`input[name="${name}"]`).inputValue()).resolves.toBe(value)
    await Promise.all([
      page.waitForURL(/\/it\/checkout\/success\?/, { timeout: 20_000 }),
      form.locator('button[type="submit"]').click(),
    ])
    await expect(page.locator('main h1').textContent()).resolves.toBe(
      translated('it-IT', 'Thank you for your order'),
    )
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)

  it('covers every island with a field a shopper types into or chooses', () => {
    expect(formIslands()).toEqual([...TESTED_ISLANDS].sort())
  })
})

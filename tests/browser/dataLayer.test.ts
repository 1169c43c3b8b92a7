import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { Page } from 'playwright-core'
import {
  hydrateConfigurator,
  launchFreshProfile,
  startBrowserTestbed,
  type BrowserTestbed,
} from '../helpers/browser.ts'
import {
  CONSENT_COOKIE_NAME,
  CONSENT_POLICY_VERSION,
  formatConsentCookie,
} from '../../config/consentCookie.ts'
import { formatMoney } from '../../components/price/formatMoney.ts'
import type { StoreLocale } from '../../config/stores.ts'

/** A data-layer entry as the page pushed it. */
type Entry = Record<string, unknown> & {
  event?: string
  ecommerce?: Ecommerce | null
  language?: string
  currency?: string
}
interface Ecommerce {
  currency?: string
  value?: number
  items: Array<
    Record<string, unknown> & { item_id: string; item_name: string; price: number; quantity: number }
  >
  [field: string]: unknown
}

// Seeded slippers (deterministic seed): green 42 is in stock; embroidery is a text option.
const SLIPPERS = 'SL-00073'
const GOOD_CARD = '4242 4242 4242 4242'
const CATEGORY_ID = 200

const STORES = [
  {
    base: '/en',
    locale: 'en-GB' as StoreLocale,
    language: 'EN',
    // A first visit: the shopper presses the banner's "Accept all" on the first page.
    askConsent: true,
    added: 'The product is in your cart.',
    totalPaid: 'Total paid',
    /** The VAT row of the confirmation: the delivery country's rate. */
    vat: 'Including 20% VAT',
    address: {
      firstname: 'Anouk',
      lastname: 'Meier',
      street: '12 Old Street',
      postcode: 'EC1V 9HL',
      city: 'London',
      countryCode: 'GB',
      telephone: '+44 20 7946 0000',
    },
  },
  {
    base: '/de',
    locale: 'de-DE' as StoreLocale,
    language: 'DE',
    // The choice made on an earlier visit: the cookie is there before the first page.
    askConsent: false,
    added: 'Der Artikel liegt in Ihrem Warenkorb.',
    totalPaid: 'Gezahlter Betrag',
    vat: 'inkl. 19\u00a0% MwSt.',
    address: {
      firstname: 'Jonas',
      lastname: 'Weber',
      street: 'Torstraße 12',
      postcode: '10119',
      city: 'Berlin',
      countryCode: 'DE',
      telephone: '+49 30 1234567',
    },
  },
] as const

/** The consent cookie of a shopper who pressed "Accept all" (or refused analytics), set before the first page so no banner shows. */
function consentCookie(origin: string, analytics: boolean) {
  const value = formatConsentCookie({
    version: CONSENT_POLICY_VERSION,
    analytics,
    marketing: analytics,
    givenAt: Math.floor(Date.now() / 1000),
    id: 'dataLayerTest-0001',
  })
  return { name: CONSENT_COOKIE_NAME, value, url: origin, sameSite: 'Lax' as const }
}

/** The events pushed on the page so far (the `{ ecommerce: null }` clearings left out). */
async function events(page: Page): Promise<Entry[]> {
  const layer =
    (await page.evaluate(() => (window as unknown as { dataLayer?: Entry[] }).dataLayer ?? null)) ?? []
  return layer.filter((entry) => typeof entry.event === 'string' && !entry.event.startsWith('gtm.'))
}

/** Waits for the page's event `name` and answers it. */
async function eventOf(page: Page, name: string): Promise<Entry> {
  await expect.poll(async () => (await events(page)).map((entry) => entry.event)).toContain(name)
  return (await events(page)).find((entry) => entry.event === name) as Entry
}

/** Waits until the data layer's chunk ran on the page (it starts the queue), then answers the event names pushed. */
async function settledEventNames(page: Page): Promise<string[]> {
  await expect
    .poll(() => page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer)))
    .toBe(true)
  await page.waitForLoadState('networkidle')
  return (await events(page)).map((entry) => String(entry.event))
}

/** The category a product page's breadcrumb trail ends with (the step before the product): its main category. */
async function breadcrumbCategory(page: Page): Promise<string> {
  const trail = page.locator('nav ol:has(> li[aria-current="page"]) > li')
  return ((await trail.nth((await trail.count()) - 2).textContent()) ?? '').trim()
}

const formOf = (page: Page, action: string) =>
  page.locator(`form:has(input[name="_action"][value="${action}"])`)

/** Submits a form that posts and answers 303, and waits for the page the answer leads to. */
async function submit(
  page: Page,
  form: ReturnType<typeof formOf>,
  button = form.locator('button[type="submit"]').first(),
) {
  const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
  await button.click()
  await navigated
  await page.waitForLoadState('load')
}

/** Every request of the page that left for another host than the shop. */
function recordForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
  })
  return foreign
}

describe('the data layer without a tag manager', () => {
  let testbed: BrowserTestbed
  beforeAll(async () => {
    testbed = await startBrowserTestbed()
  }, 180_000)
  afterAll(async () => {
    await testbed?.close()
  })

  async function variantSku(colour: string, size: string): Promise<string> {
    const row = await testbed.server.app.shopDatabase.db
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', '=', SLIPPERS)
      .where('colour', '=', colour)
      .where('size', '=', size)
      .executeTakeFirstOrThrow()
    return row.sku
  }

  describe.each(STORES)('with analytics consent ($base)', (store) => {
    it('pushes the GA4 events of a listing, a product, the cart, the checkout and the purchase, once', async () => {
      const firstVisit = store.askConsent ? await launchFreshProfile({ askConsent: true }) : null
      const context = firstVisit?.context ?? testbed.context
      if (!firstVisit) {
        await testbed.context.clearCookies()
        await testbed.context.addCookies([consentCookie(testbed.origin, true)])
      }
      const page = await context.newPage()
      page.setDefaultTimeout(15_000)
      await page.setViewportSize({ width: 1280, height: 900 })
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(error.message))
      const foreign = recordForeignRequests(page, testbed.origin)
      const shop = `${testbed.origin}${store.base}`
      const green42 = await variantSku('green', '42')

      // A category listing: view_item_list with the store's language and currency, items in their places.
      await page.goto(`${shop}/category/${CATEGORY_ID}`, { waitUntil: 'load' })
      if (firstVisit) {
        // No choice yet: no data layer until the shopper presses "Accept all" in the banner; the page then reports its list.
        expect(
          await page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer ?? null),
        ).toBeNull()
        await page.locator('#consent-banner').getByRole('button', { name: 'Accept all' }).click()
        await page.locator('#consent-banner').waitFor({ state: 'hidden' })
      }
      const list = await eventOf(page, 'view_item_list')
      expect(list.language).toBe(store.language)
      expect(list.currency).toBe('EUR')
      expect(list.ecommerce?.currency).toBe('EUR')
      expect(list.ecommerce?.item_list_id).toBe(`category_${CATEGORY_ID}`)
      const heading = ((await page.locator('main h1').textContent()) ?? '').trim()
      expect(list.ecommerce?.item_list_name).toBe(heading)
      const listed = list.ecommerce?.items ?? []
      const cards = page.locator('main [data-item-list] > li')
      expect(listed).toHaveLength(await cards.count())
      expect(listed[0]).toMatchObject({
        index: 0,
        item_list_id: `category_${CATEGORY_ID}`,
        item_category: heading,
        quantity: 1,
      })
      await expect(cards.first().locator('h3').textContent()).resolves.toBe(listed[0]?.item_name)
      expect(typeof listed[0]?.price).toBe('number')

      // A click on the first card: select_item with that item (the test holds the page to read it), then view_item on its page.
      await page.evaluate(() =>
        window.addEventListener('click', (event) => event.preventDefault(), { once: true }),
      )
      const cardLink = cards.first().locator('a').first()
      await cardLink.click()
      const selected = await eventOf(page, 'select_item')
      expect(selected.ecommerce).toMatchObject({
        item_list_id: `category_${CATEGORY_ID}`,
        item_list_name: heading,
        items: [listed[0]],
      })
      await page.goto(new URL((await cardLink.getAttribute('href')) ?? '', testbed.origin).href, {
        waitUntil: 'load',
      })
      const viewed = await eventOf(page, 'view_item')
      expect(viewed.ecommerce?.items[0]?.item_name).toBe(listed[0]?.item_name)
      expect(viewed.ecommerce?.items[0]?.item_id.startsWith(String(listed[0]?.item_id))).toBe(true)

      // The slippers, green 42, embroidered: add_to_cart names the variant's SKU and its colour and size.
      await page.goto(`${shop}/product/${SLIPPERS}`, { waitUntil: 'load' })
      expect((await eventOf(page, 'view_item')).ecommerce?.items[0]).toMatchObject({
        item_id: SLIPPERS,
        quantity: 1,
      })
      await hydrateConfigurator(page)
      await page.locator('input[name="color"][value="green"]').check({ force: true })
      await page.locator('input[name="size"][value="42"]').check({ force: true })
      await page.locator('main form input[name^="entered["]').fill('ANNA')
      await page
        .locator('main form[action$="/cart"]:has(input[name="_action"][value="add"]) button[type="submit"]')
        .click()
      await page.locator('main form [role="status"]', { hasText: store.added }).waitFor()
      const added = await eventOf(page, 'add_to_cart')
      const addedItem = added.ecommerce?.items[0]
      const productName = ((await page.locator('main h1').textContent()) ?? '').trim()
      expect(addedItem).toMatchObject({ item_id: green42, item_name: productName, quantity: 1 })
      expect(addedItem?.item_variant).toMatch(/^\S.* \/ 42$/)
      // The product's main category: the one its breadcrumb trail ends with.
      expect(addedItem?.item_category).toBe(await breadcrumbCategory(page))
      // The typed embroidery is the shopper's own text: it never goes to the data layer.
      expect(JSON.stringify(added)).not.toContain('ANNA')
      expect(added.ecommerce?.value).toBe(addedItem?.price)

      // The cart: view_cart, then quantity changes reported once the cart kept them.
      await page.goto(`${shop}/cart`, { waitUntil: 'load' })
      const cartView = await eventOf(page, 'view_cart')
      expect(cartView.ecommerce?.items).toEqual([
        {
          item_id: green42,
          item_name: productName,
          item_variant: addedItem?.item_variant,
          item_category: addedItem?.item_category,
          price: addedItem?.price,
          quantity: 1,
        },
      ])
      // The variant is the colour and size the cart line shows.
      await expect(page.locator('main li dl').first().textContent()).resolves.toContain(
        String(addedItem?.item_variant).split(' / ')[0],
      )
      const update = formOf(page, 'update')
      await update.locator('input[name="qty"]').fill('3')
      await submit(page, update)
      expect((await eventOf(page, 'add_to_cart')).ecommerce?.items[0]).toMatchObject({
        item_id: green42,
        item_category: addedItem?.item_category,
        quantity: 2,
      })
      await formOf(page, 'update').locator('input[name="qty"]').fill('2')
      await submit(page, formOf(page, 'update'))
      const removed = await eventOf(page, 'remove_from_cart')
      expect(removed.ecommerce?.items[0]).toMatchObject({ item_id: green42, quantity: 1 })
      expect((await eventOf(page, 'view_cart')).ecommerce?.items[0]?.quantity).toBe(2)

      // The checkout: begin_checkout once for these contents, then the delivery and payment steps.
      await Promise.all([
        page.waitForURL(`${shop}/checkout/login`),
        page.locator(`main a[href="${store.base}/checkout/login"]`).first().click(),
      ])
      expect((await eventOf(page, 'begin_checkout')).ecommerce?.items[0]).toMatchObject({
        item_id: green42,
        item_category: addedItem?.item_category,
        quantity: 2,
      })
      const guest = formOf(page, 'guest')
      await guest.locator('input[name="email"]').fill(`datalayer${store.base.slice(1)}@example.org`)
      await submit(page, guest)
      expect(await settledEventNames(page)).not.toContain('begin_checkout')
      const shipping = formOf(page, 'shippingAddress')
      for (const [name, value] of Object.entries(store.address)) {
        if (name === 'countryCode') await shipping.locator(`select[name="${name}"]`).selectOption(value)
        else await shipping.locator(`input[name="${name}"]`).fill(value)
      }
      await submit(page, shipping)
      expect(await settledEventNames(page)).not.toContain('add_shipping_info')
      const delivery = formOf(page, 'shippingMethod')
      await delivery.locator('input[name="shippingMethod"][value="flatrate/home"]').check()
      await submit(page, delivery, page.locator('button[type="submit"][form="checkout-delivery-form"]'))
      const shippingInfo = await eventOf(page, 'add_shipping_info')
      expect(shippingInfo.ecommerce).toMatchObject({
        shipping_tier: 'home',
        value: (addedItem?.price ?? 0) * 2,
      })
      const place = formOf(page, 'placeOrder')
      await place.locator('input[name="paymentMethod"][value="offline_card"]').check()
      await submit(page, place)
      const cardForm = page.locator('shop-island[data-island="checkout/CardForm"][data-hydrated] form')
      await cardForm.waitFor()
      expect((await eventOf(page, 'add_payment_info')).ecommerce).toMatchObject({
        payment_type: 'offline_card',
      })
      await cardForm.locator('input[name="number"]').fill(GOOD_CARD)
      await cardForm.locator('input[name="expiry"]').fill('12/30')
      await cardForm.locator('input[name="cvc"]').fill('123')
      await cardForm
        .locator('input[name="name"]')
        .fill(`${store.address.firstname} ${store.address.lastname}`)
      await Promise.all([
        page.waitForURL(new RegExp(`${store.base}/checkout/success\\?token=`), { timeout: 20_000 }),
        cardForm.locator('button[type="submit"]').click(),
      ])
      await page.waitForLoadState('load')

      // The purchase: the order number and the total the confirmation shows, tax and shipping, the variant.
      const purchase = await eventOf(page, 'purchase')
      const orderNumber = ((await page.locator('[data-order-number]').textContent()) ?? '').trim()
      const totalRow = page.locator('section[aria-labelledby="order-items-heading"] dl > div', {
        has: page.locator('dt', { hasText: store.totalPaid }),
      })
      const shownTotal = ((await totalRow.locator('dd').textContent()) ?? '').trim()
      expect(purchase.ecommerce?.transaction_id).toBe(orderNumber)
      expect(formatMoney(Number(purchase.ecommerce?.value), 'EUR', store.locale)).toBe(shownTotal)
      expect(purchase.ecommerce?.shipping).toEqual(expect.any(Number))
      // `tax` is the VAT of the delivery country the confirmation shows (19 % in Germany, not 20 %).
      const vatRow = page.locator('section[aria-labelledby="order-items-heading"] dl > div', {
        has: page.locator('dt', { hasText: store.vat }),
      })
      expect(Number(purchase.ecommerce?.tax)).toBeGreaterThan(0)
      expect(formatMoney(Number(purchase.ecommerce?.tax), 'EUR', store.locale)).toBe(
        ((await vatRow.locator('dd').textContent()) ?? '').trim(),
      )
      expect(purchase.ecommerce?.items).toEqual([
        {
          item_id: green42,
          item_name: addedItem?.item_name,
          item_variant: addedItem?.item_variant,
          item_category: addedItem?.item_category,
          price: addedItem?.price,
          quantity: 2,
        },
      ])
      expect(purchase.language).toBe(store.language)

      // A reload of the confirmation reports no second purchase.
      await page.reload({ waitUntil: 'load' })
      expect(await settledEventNames(page)).not.toContain('purchase')
      expect(foreign).toEqual([])
      expect(problems).toEqual([])
      await page.close()
      await firstVisit?.close()
    }, 180_000)
  })

  it('reports what a quick order added: on the cart page when all went in, on the quick order page when a row was refused', async () => {
    await testbed.context.clearCookies()
    await testbed.context.addCookies([consentCookie(testbed.origin, true)])
    const { rows } = await sql<{
      sku: string
    }>`select sku from product where type = 'simple' and parent_sku is null and is_in_stock and qty >= 50 order by sku limit 2`.execute(
      testbed.server.app.shopDatabase.db,
    )
    const [a, b] = rows.map((row) => row.sku)
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(15_000)
    await page.goto(`${testbed.origin}/en/quick-order`, { waitUntil: 'load' })
    const quickOrder = page.locator('form[action="/en/quick-order"]')
    await quickOrder.locator('input[name="sku"]').nth(0).fill(String(a))
    await quickOrder.locator('input[name="quantity"]').nth(0).fill('2')
    await quickOrder.locator('input[name="sku"]').nth(1).fill('NO-SUCH-SKU')
    await submit(page, quickOrder, quickOrder.locator('button[type="submit"]:not([name="_action"])'))
    expect(new URL(page.url()).pathname).toBe('/en/quick-order')
    expect((await eventOf(page, 'add_to_cart')).ecommerce?.items).toEqual([
      expect.objectContaining({ item_id: a, quantity: 2, price: expect.any(Number) }),
    ])

    const again = page.locator('form[action="/en/quick-order"]')
    await again.locator('input[name="sku"]').nth(0).fill(String(b))
    await again.locator('input[name="quantity"]').nth(0).fill('1')
    await submit(page, again, again.locator('button[type="submit"]:not([name="_action"])'))
    expect(new URL(page.url()).pathname).toBe('/en/cart')
    const added = await eventOf(page, 'add_to_cart')
    expect(added.ecommerce?.items).toEqual([expect.objectContaining({ item_id: b, quantity: 1 })])
    const name = await page
      .locator('main li h2 a', { hasText: String(added.ecommerce?.items[0]?.item_name) })
      .count()
    expect(name).toBe(1)
    // The result is read once: a reload of the cart reports only the cart.
    await page.reload({ waitUntil: 'load' })
    expect(await settledEventNames(page)).toEqual(['view_cart'])
    await page.close()
  }, 90_000)

  it('reports view_item_list and select_item from the home page’s product widgets, with the product’s main category', async () => {
    await testbed.context.clearCookies()
    await testbed.context.addCookies([consentCookie(testbed.origin, true)])
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(15_000)
    await page.goto(`${testbed.origin}/en/`, { waitUntil: 'load' })
    await settledEventNames(page)
    const card = page.locator('main [data-listed-item]').nth(1)
    const link = card.locator('a[href]').first()
    const href = (await link.getAttribute('href')) ?? ''
    await page.evaluate(() =>
      window.addEventListener('click', (event) => event.preventDefault(), { once: true }),
    )
    await link.click()
    const selected = await eventOf(page, 'select_item')
    const title = (
      (await card.locator('xpath=ancestor::section[1]').locator('h2').first().textContent()) ?? ''
    ).trim()
    expect(selected.ecommerce).toMatchObject({ item_list_id: 'cms_product_carousel', item_list_name: title })
    // The page reported the widget's list when it opened, with the clicked item in it.
    const widgetLists = (await events(page)).filter(
      (entry) =>
        entry.event === 'view_item_list' &&
        entry.ecommerce?.item_list_id === 'cms_product_carousel' &&
        entry.ecommerce.item_list_name === title,
    )
    expect(widgetLists).toHaveLength(1)
    expect(widgetLists[0]?.ecommerce?.items).toContainEqual(selected.ecommerce?.items[0])
    const place = await card.evaluate((element) =>
      [...(element.parentElement?.children ?? [])].indexOf(element),
    )
    expect(selected.ecommerce?.items).toEqual([
      expect.objectContaining({
        index: place,
        item_list_id: 'cms_product_carousel',
        item_list_name: title,
        item_name: ((await card.locator('h3').textContent()) ?? '').trim(),
        quantity: 1,
      }),
    ])
    // The product page's breadcrumb trail ends with the category the item names.
    await page.goto(new URL(href, testbed.origin).href, { waitUntil: 'load' })
    expect(selected.ecommerce?.items[0]?.item_category).toBe(await breadcrumbCategory(page))
    await page.close()
  }, 60_000)

  it('reports a product form sent before the page hydrated on the cart page, once', async () => {
    await testbed.context.clearCookies()
    await testbed.context.addCookies([consentCookie(testbed.origin, true)])
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(15_000)
    await page.goto(`${testbed.origin}/en/product/${SLIPPERS}?color=green&size=42`, { waitUntil: 'load' })
    const category = await breadcrumbCategory(page)
    // Sent from a script, with no pointer or focus first: the configurator is not hydrated, the browser posts the form itself.
    const form = page.locator('main form[action$="/cart"]:has(input[name="_action"][value="add"])')
    expect(await page.locator('shop-island[data-island="product/Configurator"][data-hydrated]').count()).toBe(
      0,
    )
    await Promise.all([
      page.waitForURL(`${testbed.origin}/en/cart`),
      form.evaluate((element: HTMLFormElement) => element.submit()),
    ])
    const added = await eventOf(page, 'add_to_cart')
    expect(added.ecommerce?.items).toEqual([
      expect.objectContaining({
        item_id: await variantSku('green', '42'),
        item_category: category,
        quantity: 1,
      }),
    ])
    await page.reload({ waitUntil: 'load' })
    expect(await settledEventNames(page)).toEqual(['view_cart'])
    await page.close()
  }, 60_000)

  describe.each([
    ['no choice yet', null],
    ['analytics refused', false],
  ] as const)('without analytics consent (%s)', (_name, analytics) => {
    it('pushes nothing to window.dataLayer and sends nothing to another host, from the listing to the cart', async () => {
      await testbed.context.clearCookies()
      if (analytics !== null) await testbed.context.addCookies([consentCookie(testbed.origin, analytics)])
      const page = await testbed.context.newPage()
      page.setDefaultTimeout(15_000)
      const foreign = recordForeignRequests(page, testbed.origin)
      const layerOf = () =>
        page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer ?? null)

      await page.goto(`${testbed.origin}/en/category/${CATEGORY_ID}`, { waitUntil: 'networkidle' })
      expect(await layerOf()).toBeNull()
      await page.goto(`${testbed.origin}/en/product/${SLIPPERS}`, { waitUntil: 'networkidle' })
      await hydrateConfigurator(page)
      await page.locator('input[name="color"][value="green"]').check({ force: true })
      await page.locator('input[name="size"][value="42"]').check({ force: true })
      await page.locator('main form input[name^="entered["]').fill('ANNA')
      await page
        .locator('main form[action$="/cart"]:has(input[name="_action"][value="add"]) button[type="submit"]')
        .click()
      await page.locator('main form [role="status"]', { hasText: 'The product is in your cart.' }).waitFor()
      expect(await layerOf()).toBeNull()
      await page.goto(`${testbed.origin}/en/cart`, { waitUntil: 'networkidle' })
      expect(await layerOf()).toBeNull()
      expect(foreign).toEqual([])
      await page.close()
    }, 90_000)
  })

  it('names no tag manager source in the CSP and no container on the page', async () => {
    const response = await fetch(`${testbed.origin}/en/`)
    expect(response.headers.get('content-security-policy')).not.toMatch(/google/)
    expect(await response.text()).not.toContain('data-gtm-id')
  })
})

describe('the data layer with a tag manager (GTM_ID)', () => {
  const GTM_ID = 'GTM-TEST123'
  let testbed: BrowserTestbed
  beforeAll(async () => {
    testbed = await startBrowserTestbed({ gtmId: GTM_ID })
  }, 180_000)
  afterAll(async () => {
    await testbed?.close()
  })

  it('names Google Tag Manager and Google Analytics in the CSP', async () => {
    const csp = (await fetch(`${testbed.origin}/de/`)).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' https://*.googletagmanager.com")
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
  })

  it('asks for the container only after consent, once, and the page reports its view then', async () => {
    const profile = await launchFreshProfile()
    try {
      const page = await profile.context.newPage()
      const containerRequests: string[] = []
      // No internet here: the container is answered by the test, as a script that says it ran.
      await page.route('https://www.googletagmanager.com/**', async (route) => {
        containerRequests.push(route.request().url())
        await route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          body: 'window.containerRan = true',
        })
      })
      await page.goto(`${testbed.origin}/de/category/${CATEGORY_ID}`, { waitUntil: 'networkidle' })
      expect(containerRequests).toEqual([])
      expect(
        await page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer ?? null),
      ).toBeNull()

      // The shopper accepts on this page, in the cookie banner opened from the footer.
      await page.locator('footer [data-consent-open]').click()
      await page.locator('#consent-banner [data-consent="accept"]').click()
      await expect
        .poll(() => containerRequests)
        .toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`])
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { containerRan?: boolean }).containerRan === true),
        )
        .toBe(true)
      const list = await eventOf(page, 'view_item_list')
      expect(list.language).toBe('DE')
      const layer = (await page.evaluate(() =>
        (
          window as unknown as { dataLayer: Array<Record<string, unknown> | ArrayLike<unknown>> }
        ).dataLayer.map((entry) => ('length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry)),
      )) as unknown[]
      expect(layer).toContainEqual([
        'consent',
        'default',
        {
          analytics_storage: 'granted',
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ])
      expect(layer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))

      // The next page loads the container at once: the choice is kept.
      await page.goto(`${testbed.origin}/de/product/${SLIPPERS}`, { waitUntil: 'networkidle' })
      await expect.poll(() => containerRequests.length).toBe(2)
    } finally {
      await profile.close()
    }
  }, 90_000)
})

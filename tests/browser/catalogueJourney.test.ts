import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { sql } from 'kysely'
import sharp from 'sharp'
import { hydrateConfigurator, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { signInThroughPages } from '../helpers/adminBrowser.ts'
import { newStaff } from '../helpers/adminSession.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'

let testbed: BrowserTestbed
let admin: Page
beforeAll(async () => {
  testbed = await startBrowserTestbed()
  admin = await testbed.context.newPage()
  admin.setDefaultTimeout(8_000)
  const email = 'journey.merchandiser@example.org'
  const member = await newStaff(testbed.server.app, email, 'merchandiser')
  await signInThroughPages(admin, testbed.origin, email, member.secret)
}, 180_000)
afterAll(async () => {
  await testbed?.close()
})

const SKU = 'ALPAGE-7'
const NAMES = { fr: 'Chausson Alpage en laine bouillie', de: 'Hausschuh Alpage aus Walkwolle' }
const URL_KEYS = { fr: 'chausson-alpage-laine', de: 'hausschuh-alpage-walkwolle' }

/** Text with every kind of space made one plain space (prices carry no-break spaces). */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** Submits the form of the button and waits for the page its answer leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()])
}

/** Asserts the admin page in view has no WCAG 2.2 A/AA violation. */
async function expectAccessible(page: Page) {
  expect(await findAccessibilityViolations(page), page.url()).toEqual([])
}

/** A small photograph-like JPEG of one colour, and the hash its renditions are named after. */
async function photo(background: string) {
  const data = await sharp({ create: { width: 480, height: 360, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer()
  return { data, hash: createHash('sha256').update(data).digest('hex').slice(0, 32) }
}

/** Fills the creation form's common fields, with the category chosen; answers the category id. */
async function fillNewProduct(sku: string, name: string, urlKey: string, price: string) {
  await admin.goto(`${testbed.origin}/admin/products`)
  await admin.getByRole('link', { name: 'New product' }).click()
  await admin.waitForURL('**/admin/products/new')
  await admin.locator('#field-sku').fill(sku)
  await admin.locator('#field-family').selectOption('slippers')
  await admin.locator('#field-kind').selectOption('mule')
  await admin.locator('#field-fr-name').fill(name)
  await admin.locator('#field-fr-urlKey').fill(urlKey)
  await admin.locator('#field-price').fill(price)
  const category = admin.locator('input[name^="category."]').last()
  await category.check()
  await admin.locator('#field-gender').selectOption('300')
  await admin.locator('#field-material').selectOption('felt')
  return Number((await category.getAttribute('name'))!.slice('category.'.length))
}

describe('the catalogue journey in Chromium', () => {
  const pictures: Record<'red' | 'blue', { data: Buffer; hash: string }> = {} as never
  let categoryId = 0

  it('a merchandiser creates a configurable product of 2 colours × 3 sizes, uploads a picture per colour, translates it and puts it on sale in /fr and /de', async () => {
    categoryId = await fillNewProduct(SKU, NAMES.fr, URL_KEYS.fr, '54,90')
    await expectAccessible(admin)
    await admin.locator('#type-configurable').check()
    for (const box of ['#colour-red', '#colour-blue', '#size-37', '#size-38', '#size-39'])
      await admin.locator(box).check()
    await submit(admin, 'Show the variants')
    expect(await admin.locator('tbody tr').count()).toBe(6)
    for (const row of ['red-37', 'red-38', 'red-39', 'blue-37', 'blue-38', 'blue-39'])
      await admin.locator(`#variant-${row}-qty`).fill('4')
    await expectAccessible(admin)
    await submit(admin, 'Create the product')
    await admin.waitForURL(`**/admin/products/${SKU}?done=productCreated`)
    await expectAccessible(admin)

    for (const [colour, background] of [
      ['red', '#b22222'],
      ['blue', '#1e3a8a'],
    ] as const) {
      pictures[colour] = await photo(background)
      await admin.locator('#picture-new-file').setInputFiles({
        name: `alpage-${colour}.jpg`,
        mimeType: 'image/jpeg',
        buffer: pictures[colour].data,
      })
      await admin.locator('#picture-new-colour').selectOption(colour)
      await admin.locator('#picture-new-fr-alt').fill(`Chausson Alpage ${colour}`)
      await admin.locator('#picture-new-de-alt').fill(`Hausschuh Alpage ${colour}`)
      await submit(admin, 'Upload the picture')
      await admin.waitForURL(`**/admin/products/${SKU}?done=pictureAdded`)
    }
    await expectAccessible(admin)

    // The German text is added on the product page: a translation the creation left missing.
    await admin.locator('#fr-description').fill('Un chausson chaud en laine bouillie des Alpes.')
    await admin.locator('#de-name').fill(NAMES.de)
    await admin.locator('#de-urlKey').fill(URL_KEYS.de)
    await admin.locator('#de-description').fill('Ein warmer Hausschuh aus Alpen-Walkwolle.')
    await admin.locator('#store-b2c_fr').check()
    await admin.locator('#store-b2c_de').check()
    await submit(admin, 'Save the product')
    await expectAccessible(admin)
    expect(await admin.locator('#store-b2c_it').isChecked()).toBe(false)
    expect(await admin.locator('#de-name').inputValue()).toBe(NAMES.de)
  }, 60_000)

  it('a shopper finds it in its category and by its name in /fr and /de, not in /it, and the sitemaps list it', async () => {
    const shop = await testbed.context.newPage()
    for (const store of ['fr', 'de'] as const) {
      await shop.goto(`${testbed.origin}/${store}/category/${categoryId}`)
      const card = shop.locator('main article', { hasText: NAMES[store] })
      expect(await card.count(), `${store} category ${categoryId}`).toBe(1)
      expect(await card.locator('a').first().getAttribute('href')).toBe(`/${store}/${URL_KEYS[store]}`)
      // Its uploaded photograph exists as AVIF: the card offers those renditions before the WebP.
      const avif = card.locator('picture source[type="image/avif"]')
      expect(await avif.getAttribute('srcset')).toMatch(
        new RegExp(
          `^/media/uploads/${pictures.red.hash}-300\\.avif 300w, .*-600\\.avif 600w, .*-1200\\.avif 1200w$`,
        ),
      )
      expect(await avif.getAttribute('sizes')).toBe(await card.locator('picture img').getAttribute('sizes'))

      await shop.goto(`${testbed.origin}/${store}/search/${encodeURIComponent(NAMES[store])}`)
      expect(await shop.locator('main article', { hasText: NAMES[store] }).count(), shop.url()).toBe(1)

      const sitemap = await shop.request.get(`${testbed.origin}/${store}/sitemap.xml`)
      expect(await sitemap.text()).toContain(`/${store}/${URL_KEYS[store]}</loc>`)
    }
    // The category page with its <picture> stays valid HTML (W3C Nu checker).
    const category = await shop.request.get(`${testbed.origin}/fr/category/${categoryId}`)
    expect(describeErrors(await validateHtmlDocuments({ category: await category.text() }))).toEqual([])
    // Left switched off in /it: not found there, nor in its sitemap.
    expect((await shop.request.get(`${testbed.origin}/it/product/${SKU}`)).status()).toBe(404)
    expect(await (await shop.request.get(`${testbed.origin}/it/sitemap.xml`)).text()).not.toContain(
      SKU.toLowerCase(),
    )
    await shop.close()
  }, 30_000)

  it('its page links /fr and /de by hreflang and shows the picture of the colour chosen, as AVIF', async () => {
    const shop = await testbed.context.newPage()
    await shop.goto(`${testbed.origin}/fr/${URL_KEYS.fr}`, { waitUntil: 'load' })
    expect(await shop.locator('h1').first().textContent()).toContain(NAMES.fr)
    const alternates = await shop
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      )
    expect(alternates.some((line) => line.startsWith('fr') && line.endsWith(`/fr/${URL_KEYS.fr}`))).toBe(true)
    expect(alternates.some((line) => line.startsWith('de') && line.endsWith(`/de/${URL_KEYS.de}`))).toBe(true)
    expect(alternates.some((line) => line.includes('/it/') || line.includes('/en/'))).toBe(false)

    /** The rendition the browser shows in the gallery slide in view. */
    const pictureInView = () =>
      shop.locator('main figure[data-gallery-color]').evaluateAll((figures) => {
        const track = figures[0]!.parentElement!.getBoundingClientRect()
        const seen = figures.find((figure) => Math.abs(figure.getBoundingClientRect().left - track.left) < 2)
        return seen?.querySelector('img')?.currentSrc ?? ''
      })
    // The uploaded photographs replace the artwork, and Chromium takes their AVIF source.
    expect(await shop.locator('main figure[data-gallery-color] source[type="image/avif"]').count()).toBe(2)
    // The gallery's thumbnails too: each its 300-pixel AVIF.
    const thumbnails = shop.locator('main a[href^="#picture-"] source[type="image/avif"]')
    expect(
      await thumbnails.evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset'))),
    ).toEqual([
      `/media/uploads/${pictures.red.hash}-300.avif`,
      `/media/uploads/${pictures.blue.hash}-300.avif`,
    ])
    // Search engines get both photographs, as absolute URLs, in the product's structured data.
    const jsonLd = await shop
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
    const group = jsonLd.flat().find((data) => data['@type'] === 'ProductGroup')
    expect(group.image).toEqual([
      expect.stringMatching(new RegExp(`^http.*/media/uploads/${pictures.red.hash}-\\d+\\.webp$`)),
      expect.stringMatching(new RegExp(`^http.*/media/uploads/${pictures.blue.hash}-\\d+\\.webp$`)),
    ])
    await expect.poll(pictureInView).toMatch(new RegExp(`/media/uploads/${pictures.red.hash}-\\d+\\.avif$`))

    await hydrateConfigurator(shop)
    await shop.locator('input[name="color"][value="blue"]').check()
    await expect.poll(pictureInView).toMatch(new RegExp(`/media/uploads/${pictures.blue.hash}-\\d+\\.avif$`))
    await shop.close()
  }, 30_000)

  it('a reduction after 30 days of price history shows the lowest price of those 30 days struck through', async () => {
    // The back office records prices as they change and cannot date them back: the product's
    // past is written here. On sale in /fr and /de for 45 days at 54.90, but 49.90 from 20 to
    // 10 days ago (only days on sale count: its creation and switch-on are dated back too).
    const db = testbed.server.app.shopDatabase.db
    const skus = sql`(select sku from product where sku = ${SKU} or parent_sku = ${SKU})`
    await sql`update product_status_history set valid_from = now() - interval '45 days' where sku = ${SKU}`.execute(
      db,
    )
    await sql`update product_price_history set valid_from = now() - interval '45 days' where sku in ${skus}`.execute(
      db,
    )
    await sql`insert into product_price_history (sku, regular_price, final_price, valid_from)
      select sku, regular_price, 49.90, now() - interval '20 days' from product where sku in ${skus}
      union all select sku, regular_price, regular_price, now() - interval '10 days' from product where sku in ${skus}`.execute(
      db,
    )

    await admin.goto(`${testbed.origin}/admin/products/${SKU}`)
    await admin.getByLabel('Reduced price (€, including VAT)').fill('44.90')
    await admin.getByLabel('Ends (Paris time)').fill('2099-01-01T00:00')
    await submit(admin, 'Preview')
    expect(plain(await admin.getByTestId('reduction-preview').textContent())).toContain(
      'The shop will show €44.90 with €49.90 struck through',
    )
    await expectAccessible(admin)
    await submit(admin, 'Schedule the reduction')
    expect(await admin.getByText('The reduction has started. The shop shows it at once.').count()).toBe(1)
    await expectAccessible(admin)

    const shop = await testbed.context.newPage()
    for (const [store, note] of [
      ['fr', 'Prix le plus bas des 30 derniers jours\u202f: 49,90 €'],
      ['de', 'Niedrigster Preis der letzten 30 Tage: 49,90 €'],
    ] as const) {
      await shop.goto(`${testbed.origin}/${store}/${URL_KEYS[store]}`, { waitUntil: 'load' })
      const shown = shop.locator('main [data-reference-price]').first()
      // The browser keeps the page it saw a minute ago (max-age=60): a reload asks the shop again.
      await shop.reload({ waitUntil: 'load' })
      expect((await shown.locator('s').allTextContents()).map(plain)).toEqual(['49,90 €'])
      expect(plain(await shown.textContent())).toContain('44,90 €')
      expect(plain(await shown.textContent())).toContain(plain(note))
      // French puts a narrow no-break space before the colon; the price's own spaces may differ.
      expect(await shown.textContent()).toContain(note.slice(0, note.indexOf(':') + 1))
    }
    await shop.close()
  }, 30_000)

  it('a product reduced before it was ever on sale shows no struck-through price once on sale', async () => {
    // Created switched off at 39.90, reduced the same day, then switched on: no shopper could
    // ever buy at 39.90, so it is no price before the reduction (Directive 98/6/EC art. 6a).
    const sku = 'ALPAGE-10'
    await fillNewProduct(sku, 'Mule Alpage jamais en vente', 'mule-alpage-jamais-en-vente', '39,90')
    await admin.locator('#type-simple').check()
    await admin.locator('#field-qty').fill('3')
    await submit(admin, 'Create the product')
    await admin.waitForURL(`**/admin/products/${sku}?done=productCreated`)

    await admin.getByLabel('Reduced price (€, including VAT)').fill('29.90')
    await admin.getByLabel('Ends (Paris time)').fill('2099-01-01T00:00')
    await submit(admin, 'Preview')
    expect(plain(await admin.getByTestId('reduction-preview').textContent())).toContain(
      'The shop will show €29.90 with no struck-through price: not on sale before the reduction',
    )
    await expectAccessible(admin)
    await submit(admin, 'Schedule the reduction')
    expect(await admin.getByText('The reduction has started. The shop shows it at once.').count()).toBe(1)
    await admin.locator('#store-b2c_fr').check()
    await submit(admin, 'Save the product')

    const shop = await testbed.context.newPage()
    await shop.goto(`${testbed.origin}/fr/mule-alpage-jamais-en-vente`, { waitUntil: 'load' })
    const line = shop.locator('main form [aria-live] p').first()
    expect(plain(await line.textContent())).toBe('29,90 €')
    expect(await shop.locator('main').locator('s, del, [data-reference-price]').count()).toBe(0)
    await shop.close()
  }, 30_000)

  it('a reduction of a product without price history shows no struck-through price', async () => {
    const sku = 'ALPAGE-8'
    await fillNewProduct(sku, 'Mule Alpage sans passé', 'mule-alpage-sans-passe', '39,90')
    await admin.locator('#type-simple').check()
    await admin.locator('#field-qty').fill('3')
    await submit(admin, 'Create the product')
    await admin.waitForURL(`**/admin/products/${sku}?done=productCreated`)
    await admin.locator('#store-b2c_fr').check()
    await submit(admin, 'Save the product')
    // The back office records a product's price from its creation on: a product without any
    // recorded price is one whose past is unknown, as every product's was before the history.
    await sql`delete from product_price_history where sku = ${sku}`.execute(
      testbed.server.app.shopDatabase.db,
    )

    await admin.getByLabel('Reduced price (€, including VAT)').fill('29.90')
    await admin.getByLabel('Ends (Paris time)').fill('2099-01-01T00:00')
    await submit(admin, 'Preview')
    expect(plain(await admin.getByTestId('reduction-preview').textContent())).toContain(
      'The shop will show €29.90 with no struck-through price: no price in the 30 days before',
    )
    await expectAccessible(admin)
    await submit(admin, 'Schedule the reduction')
    expect(await admin.getByText('The reduction has started. The shop shows it at once.').count()).toBe(1)

    const shop = await testbed.context.newPage()
    await shop.goto(`${testbed.origin}/fr/mule-alpage-sans-passe`, { waitUntil: 'load' })
    const line = shop.locator('main form [aria-live] p').first()
    expect(plain(await line.textContent())).toBe('29,90 €')
    expect(await shop.locator('main').locator('s, del, [data-reference-price]').count()).toBe(0)
    await shop.close()
  }, 30_000)
})

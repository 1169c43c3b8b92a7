import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { readCatalog } from '../helpers/catalogs.ts'
import { DEMO_CUSTOMER } from '../../db/seed/demoOrders.ts'
import { fieldsOf, formWithAction } from '../helpers/formShopper.ts'
import { giveShippingAddress, guestAtCheckout, handOverToBrowser } from '../helpers/checkoutSession.ts'
import { issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'

/**
 * Edges a shopper meets in several stores (docs/store-credit.md, docs/architecture.md,
 * docs/checkout-pages.md, docs/gift-cards.md): an account menu without links to features that
 * are off, SKUs on product pages and in the quick order, the order confirmation at 360 px (and
 * of an order with nothing to ship), category listings whose cards never share a name, and an
 * expired gift card's own message.
 */
let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

type Locale = 'en-GB' | 'fr-FR' | 'de-DE' | 'it-IT'

/** The text a shopper reads in `locale` for an English message. */
const textIn = (locale: Locale, english: string) => readCatalog(locale).get(english) || english

const db = () => testbed.server.app.shopDatabase.db

async function openPage(url: string): Promise<Page> {
  const page = await testbed.context.newPage()
  await page.goto(`${testbed.origin}${url}`, { waitUntil: 'load' })
  return page
}

async function signInAsDemo(page: Page, base: string) {
  await page.goto(`${testbed.origin}${base}/login`)
  const form = page.locator('main form', { has: page.locator('input[name="password"]') }).first()
  await form.locator('input[name="email"]').fill(DEMO_CUSTOMER.email)
  await form.locator('input[name="password"]').fill(DEMO_CUSTOMER.password)
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith('/login')),
    form.locator('button[type="submit"]').first().click(),
  ])
}

/** The links of the account menu (the menu that links to the orders page) as the shopper sees them. */
async function accountMenuLinks(page: Page, base: string): Promise<string[]> {
  const menu = page.locator('main nav', { has: page.locator(`a[href="${base}/user/orders/"]`) })
  return menu
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .filter((link) => (link as HTMLElement).offsetParent !== null)
        .map((link) => link.getAttribute('href') ?? ''),
    )
}

// The layout keeps a store's flags for half a minute: each state is looked at in stores not opened before.
describe('store credit in the account menu follows its flag, in Chromium', () => {
  it.each([
    { active: false, bases: ['/de', '/fr'] },
    { active: true, bases: ['/it', '/en'] },
  ])(
    'with store credit on: $active, the account menu of $bases links to it only when on, and every entry opens a page',
    async ({ active, bases }) => {
      await db()
        .updateTable('feature_flag')
        .set({ is_active: active })
        .where('name', '=', 'store_credit')
        .execute()
      for (const base of bases) {
        await testbed.context.clearCookies()
        const page = await testbed.context.newPage()
        await signInAsDemo(page, base)
        await page.goto(`${testbed.origin}${base}/user/`, { waitUntil: 'load' })
        const links = await accountMenuLinks(page, base)
        expect(links.length, base).toBeGreaterThan(2)
        expect(links.includes(`${base}/user/store-credit`), `${base} store credit link`).toBe(active)
        expect(await page.locator(`a[href^="${base}/user/store-credit"]`).count(), base).toBe(active ? 1 : 0)
        for (const link of links) {
          const answer = await page.request.get(`${testbed.origin}${link}`)
          expect(answer.status(), link).toBe(200)
        }
        await page.close()
      }
      await db()
        .updateTable('feature_flag')
        .set({ is_active: true })
        .where('name', '=', 'store_credit')
        .execute()
    },
    60_000,
  )
})

/** A configurable product in stock and one of its variants, and a simple product in stock. */
async function seededSkus() {
  const { rows } = await sql<{ parent: string; variant: string; colour: string; size: string }>`
    select p.sku as parent, v.sku as variant, v.colour, v.size from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 5 and v.colour is not null and v.size is not null
    where p.type = 'configurable' and p.is_in_stock order by p.sku, v.sku limit 1`.execute(db())
  const simple = await sql<{
    sku: string
  }>`select sku from product where type = 'simple' and parent_sku is null and is_in_stock and qty >= 50 and sku ~ '[A-Z]' order by sku limit 1`.execute(
    db(),
  )
  if (!rows[0] || !simple.rows[0])
    throw new Error('the seed lacks a configurable or a simple product in stock')
  return { ...rows[0], simple: simple.rows[0].sku }
}

/** The SKUs in the browser's guest cart of a store, read from the session its cookie names. */
async function guestCartSkus(storeKey: string): Promise<string[]> {
  const cookie = (await testbed.context.cookies()).find((candidate) => candidate.name === 'shop_session')
  const sessionId =
    decodeURIComponent(cookie?.value ?? '')
      .replace(/^s:/, '')
      .split('.')[0] ?? ''
  const { rows } = await sql<{ sku: string }>`
    select i.sku from shop_session s join cart_item i on i.cart_id = s.data -> 'guestCarts' ->> ${storeKey} where s.id = ${sessionId}`.execute(
    db(),
  )
  return rows.map((row) => row.sku)
}

describe.each([
  { base: '/de', key: 'b2c_de', locale: 'de-DE' as const },
  { base: '/fr', key: 'b2c_fr', locale: 'fr-FR' as const },
])('SKUs for the quick order in Chromium ($base)', ({ base, key, locale }) => {
  it('the product page shows the SKU, and the chosen variant’s once colour and size are chosen', async () => {
    const { parent, variant, colour, size } = await seededSkus()
    const page = await openPage(`${base}/product/${parent}`)
    const skuLine = page.locator('main [data-sku]').first()
    expect(await skuLine.isVisible()).toBe(true)
    expect(await skuLine.textContent()).toBe(textIn(locale, 'SKU: {0}').replace('{0}', parent))
    await page.goto(`${testbed.origin}${base}/product/${parent}?color=${colour}&size=${size}`, {
      waitUntil: 'load',
    })
    expect(await page.locator('main [data-sku]').first().textContent()).toBe(
      textIn(locale, 'SKU: {0}').replace('{0}', variant),
    )
    await page.close()
  })

  it('the quick order takes a SKU typed in lowercase, and for a parent SKU says to choose colour and size, linking to the product', async () => {
    const { parent, simple } = await seededSkus()
    await testbed.context.clearCookies()
    const page = await openPage(`${base}/quick-order`)
    await page.locator('#quick-order-sku-1').fill(simple.toLowerCase())
    await page.locator('#quick-order-sku-2').fill(parent)
    await Promise.all([
      page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() }),
      page.getByRole('button', { name: textIn(locale, 'Add all to cart') }).click(),
    ])
    await page.waitForLoadState('load')

    const alert = (await page.getByRole('alert').textContent()) ?? ''
    expect(alert).not.toContain(textIn(locale, 'We do not know this SKU. Please check it.'))
    expect(alert).toContain(
      textIn(
        locale,
        'This product comes in several colours and sizes: type the SKU of the one you want, shown on the product page once you choose them.',
      ),
    )
    const refused = page.locator('main input[aria-invalid="true"]')
    expect(await refused.count()).toBe(1)
    expect(await refused.inputValue()).toBe(parent)
    expect(await guestCartSkus(key), 'the lowercase row went to the cart').toEqual([simple])
    expect(
      await page
        .locator('main input')
        .evaluateAll(
          (inputs, typed) => inputs.some((input) => (input as HTMLInputElement).value === typed),
          simple.toLowerCase(),
        ),
    ).toBe(false)
    expect(await findAccessibilityViolations(page)).toEqual([])
    // The row's own error links to the product page, where choosing colour and size shows the SKU to type.
    const describedBy = (await refused.getAttribute('aria-describedby')) ?? ''
    const productLink = page
      .locator(
        describedBy
          .split(' ')
          .map((id) => `[id="${id}"] a[href^="${base}/"]`)
          .join(', '),
      )
      .first()
    await Promise.all([
      page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() }),
      productLink.click(),
    ])
    await page.waitForLoadState('load')
    expect(await page.locator('main [data-sku]').first().textContent()).toBe(
      textIn(locale, 'SKU: {0}').replace('{0}', parent),
    )
    await page.close()
  }, 60_000)
})

/** Copies the rows of `table` that belong to order `from` onto order `to`, every column but their own id. */
async function copyOrderRows(table: 'order_item' | 'order_address', from: number, to: number) {
  const columns = (
    await sql<{
      column_name: string
    }>`select column_name from information_schema.columns where table_name = ${table} and column_name not in ('id', 'order_id')`.execute(
      db(),
    )
  ).rows.map((row) => sql.ref(row.column_name))
  await sql`insert into ${sql.table(table)} (order_id, ${sql.join(columns)}) select ${to}, ${sql.join(columns)} from ${sql.table(table)} where order_id = ${from}`.execute(
    db(),
  )
}

let guestCopies = 0

/** A guest's copy, in `storeKey`, of a demo order (its lines and addresses), and its confirmation's signed link. */
async function guestOrderIn(storeKey: string, locale: string): Promise<string> {
  guestCopies += 1
  const {
    id: demoId,
    created_at: placedAt,
    ...order
  } = await db()
    .selectFrom('shop_order')
    .selectAll()
    .where('cart_id', '=', 'demo-order-1')
    .executeTakeFirstOrThrow()
  const copy = await db()
    .insertInto('shop_order')
    .values({
      ...order,
      created_at: placedAt,
      number: `${order.number}-${guestCopies}`,
      cart_id: `guest-copy-${guestCopies}`,
      idempotency_key: null,
      store_key: storeKey,
      locale,
      customer_id: null,
      email: 'guest.edges@example.org',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await copyOrderRows('order_item', demoId, copy.id)
  await copyOrderRows('order_address', demoId, copy.id)
  return testbed.server.app.orderLinks!.sign(copy.id)
}

/** Turns a copied order into a guest's order of one €25 gift card: no delivery method, no shipping address, no VAT. */
async function makeGiftCardOnly(token: string) {
  const orderId = testbed.server.app.orderLinks!.verify(token)!
  await db()
    .updateTable('shop_order')
    .set({
      shipping_method: null,
      pickup_location_code: null,
      shipping_cents: 0,
      discount_cents: 0,
      coupon_code: null,
      tax_cents: 0,
      subtotal_cents: 2500,
      grand_total_cents: 2500,
    })
    .where('id', '=', orderId)
    .execute()
  await db()
    .deleteFrom('order_address')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'shipping')
    .execute()
  const [line] = await db().selectFrom('order_item').selectAll().where('order_id', '=', orderId).execute()
  await db().deleteFrom('order_item').where('order_id', '=', orderId).where('id', '!=', line!.id).execute()
  const giftcard = {
    amount_cents: 2500,
    sender_name: 'Giulia',
    sender_email: 'sender@example.org',
    recipient_name: 'Hugo',
    recipient_email: 'hugo@example.org',
    message: null,
  }
  await db()
    .updateTable('order_item')
    .set({
      sku: 'GIFTCARD',
      variant_sku: null,
      name: 'Gift card',
      quantity: 1,
      unit_price_cents: 2500,
      row_total_cents: 2500,
      discount_cents: 0,
      tax_percent: 0,
      tax_cents: 0,
      options: '[]',
      custom_options: '[]',
      bundle_options: '[]',
      giftcard: JSON.stringify(giftcard),
    })
    .where('id', '=', line!.id)
    .execute()
}

describe.each([
  { base: '/it', storeKey: 'b2c_it', locale: 'it-IT' as const },
  { base: '/en', storeKey: 'b2c_en', locale: 'en-GB' as const },
])('layout at 360 px in Chromium ($base)', ({ base, storeKey, locale }) => {
  it('the confirmation of a guest order keeps the account box apart from the order, and its header leads back to the shop, not the cart', async () => {
    await testbed.context.clearCookies()
    const token = await guestOrderIn(storeKey, locale)
    const page = await openPage(`${base}/checkout/success?token=${encodeURIComponent(token)}`)
    const accountBox = page.locator('section[aria-labelledby="create-account-heading"]')
    expect(await accountBox.isVisible()).toBe(true)
    const gap = await accountBox.evaluate((box) => {
      const next = box.nextElementSibling
      return next ? next.getBoundingClientRect().top - box.getBoundingClientRect().bottom : null
    })
    expect(gap).not.toBeNull()
    expect(gap!).toBeGreaterThanOrEqual(8)
    const header = (await page.locator('body > * header, header').first().textContent()) ?? ''
    expect(header).not.toContain(textIn(locale, 'Back to cart'))
    expect(header).toContain(textIn(locale, 'Continue shopping'))
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.close()
  }, 60_000)

  it('the confirmation of a gift-card-only order speaks of no carrier and no shipping charge: nothing is shipped', async () => {
    await testbed.context.clearCookies()
    const token = await guestOrderIn(storeKey, locale)
    await makeGiftCardOnly(token)
    const page = await openPage(`${base}/checkout/success?token=${encodeURIComponent(token)}`)
    const main = (await page.locator('main').textContent()) ?? ''
    expect(main).toContain(
      textIn(locale, 'Nothing to deliver: each gift card is sent by e-mail to its recipient.'),
    )
    expect(main).not.toContain(textIn(locale, 'The carrier may call you about the delivery.'))
    const shippingRow = page.locator('section[aria-labelledby="order-items-heading"] dl > div', {
      has: page.locator(`dt:text-is("${textIn(locale, 'Shipping')}")`),
    })
    expect(await shippingRow.locator('dd').textContent()).toBe(textIn(locale, 'None: nothing to ship'))
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.close()
  }, 60_000)

  it('the first page of each top category shows no two products with one name', async () => {
    const language = locale.slice(0, 2) as 'it' | 'en'
    const categories = await db()
      .selectFrom('category')
      .innerJoin('category_translation', 'category_translation.category_id', 'category.id')
      .select(['category_translation.url_path', 'category_translation.name'])
      .where('category.level', '=', 2)
      .where('category.include_in_menu', '=', true)
      .where('category_translation.language', '=', language)
      .execute()
    expect(categories.length).toBeGreaterThanOrEqual(3)
    const page = await testbed.context.newPage()
    for (const category of categories) {
      await page.goto(`${testbed.origin}${base}/${category.url_path}`, { waitUntil: 'load' })
      const names = await page
        .locator('main article h3')
        .evaluateAll((headings) =>
          headings
            .filter((heading) => (heading as HTMLElement).offsetParent !== null)
            .map((heading) => heading.textContent?.trim() ?? ''),
        )
      expect(names.length, category.name).toBeGreaterThan(1)
      const repeated = names.filter((name, index) => names.indexOf(name) !== index)
      expect(repeated, `${base}/${category.url_path}`).toEqual([])
    }
    await page.close()
  }, 60_000)
})

describe.each([
  {
    base: '/en',
    storeKey: 'b2c_en' as const,
    locale: 'en-GB' as const,
    expired: 'This gift card expired on 12 March 2026. It can no longer be used.',
  },
  {
    base: '/it',
    storeKey: 'b2c_it' as const,
    locale: 'it-IT' as const,
    expired: 'Questa carta regalo è scaduta il 12 marzo 2026. Non si può più usare.',
  },
])('an expired gift card in Chromium ($base)', ({ base, storeKey, locale, expired }) => {
  it('the balance check says the card expired and on which day, and keeps the generic words for an unknown code', async () => {
    const { code } = await issueGiftCard(db(), {
      amountCents: 5000,
      store: storeKey,
      expiresAt: new Date('2026-03-12T12:00:00Z'),
    })
    const generic = textIn(locale, 'This gift card code cannot be used. Please check it and try again.')
    const page = await openPage(`${base}/giftcard/balance`)
    const check = async (typed: string) => {
      const form = page.locator('main form', { has: page.locator('input[name="code"]') })
      await form.locator('input[name="code"]').fill(typed)
      await Promise.all([
        page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() }),
        form.locator('button[type="submit"]').click(),
      ])
      await page.waitForLoadState('load')
      return (await page.locator('main').textContent()) ?? ''
    }
    const expiredPage = await check(code)
    expect(expiredPage).toContain(expired)
    expect(expiredPage).not.toContain(generic)
    expect(await findAccessibilityViolations(page)).toEqual([])
    const unknownPage = await check('ABCD-EFGH-JKLM-NPQR')
    expect(unknownPage).toContain(generic)
    expect(unknownPage).not.toContain(expired)
    await page.close()
  }, 60_000)

  it('the payment step says the card expired and on which day when it is applied, and applies nothing', async () => {
    const { code } = await issueGiftCard(db(), {
      amountCents: 5000,
      store: storeKey,
      expiresAt: new Date('2026-03-12T12:00:00Z'),
    })
    const app = testbed.server.app
    const shopper = await guestAtCheckout(app, base, `expired.card.${storeKey}@example.org`)
    await giveShippingAddress(shopper, base, storeKey === 'b2c_en' ? 'GB' : 'IT')
    const delivery = await shopper.get(`${base}/checkout/`)
    expect(
      (
        await shopper.post(
          `${base}/checkout/`,
          fieldsOf(formWithAction(delivery.body, 'shippingMethod')!, { shippingMethod: 'flatrate/home' }),
        )
      ).statusCode,
    ).toBe(303)
    await testbed.context.clearCookies()
    await handOverToBrowser(shopper, testbed.context, testbed.origin)
    const page = await openPage(`${base}/checkout/`)
    const apply = page.locator('main form', { has: page.locator('input[name="giftCardCode"]') })
    await apply.locator('input[name="giftCardCode"]').fill(code)
    await Promise.all([
      page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() }),
      apply.locator('button[type="submit"]').click(),
    ])
    await page.waitForLoadState('load')
    const main = (await page.locator('main').textContent()) ?? ''
    expect(main).toContain(expired)
    expect(main).not.toContain(
      textIn(locale, 'This gift card code cannot be used. Please check it and try again.'),
    )
    expect(main).not.toContain(textIn(locale, 'The gift card is applied to your order.'))
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.close()
  }, 60_000)
})

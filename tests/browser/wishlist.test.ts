import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { sql } from 'kysely'
import { launchFreshProfile, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { orderableVariant } from '../api/helpers/checkoutFixtures.ts'

let testbed: BrowserTestbed
let friend: { context: BrowserContext; close(): Promise<void> }
beforeAll(async () => {
  testbed = await startBrowserTestbed()
  friend = await launchFreshProfile()
}, 120_000)
afterAll(async () => {
  await friend?.close()
  await testbed?.close()
})

/** Records what the page logs as errors, so a journey also proves the islands ran cleanly. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** Presses a heart: the first touch hydrates it, the click toggles it; answers once it shows `pressed`. */
async function pressHeart(page: Page, scope: string) {
  const heart = page.locator(scope).locator('shop-island[data-island="wishlist/WishlistHeart"]').first()
  await heart.hover()
  await page
    .locator(scope)
    .locator('shop-island[data-island="wishlist/WishlistHeart"][data-hydrated]')
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 })
  const button = heart.locator('button')
  await button.click()
  await heart.locator('button[aria-pressed="true"]').waitFor({ timeout: 15_000 })
  return button
}

describe('a wishlist shared between two browsers', () => {
  it('a guest keeps a product, signs in (it joins the account), keeps another with its colour and size, shares; a second browser in another store adds one, then all, to its cart', async () => {
    const db = testbed.server.app.shopDatabase.db
    // Simple products (no size to choose) of the category that has the most of them.
    const { rows: socks } = await sql<{ sku: string; category_id: number }>`
      with simple as (select p.sku, pc.category_id from product p join product_category pc on pc.sku = p.sku
        where p.type = 'simple' and p.parent_sku is null and p.is_in_stock and p.qty > 5 and pc.category_id <> 3)
      select sku, category_id from simple where category_id = (select category_id from simple group by 1 order by count(*) desc, 1 limit 1)`.execute(
      db,
    )
    const categoryId = socks[0]!.category_id
    const variant = await orderableVariant(testbed.server.app, 5)
    const page = await testbed.context.newPage()
    const problems = watchProblems(page)

    // A guest presses a card's heart: kept in the browser.
    await page.goto(`${testbed.origin}/fr/category/${categoryId}`, { waitUntil: 'load' })
    const card = socks.map(({ sku }) => `article:has(input[name="sku"][value="${sku}"])`).join(', ')
    const cardHeart = await pressHeart(page, card)
    await expect(cardHeart.getAttribute('aria-label')).resolves.toBe('Retirer de la liste d’envies')
    // Hydrated, it still draws the header's heart symbol (one path for the page's hearts).
    const heartWidth = await cardHeart.evaluate((button) => button.querySelector('use')!.getBBox().width)
    expect(heartWidth).toBeGreaterThan(10)
    expect(await findAccessibilityViolations(page)).toEqual([])

    // Signing in: the product page's heart joins the browser's wishlist to the account, then keeps the variant.
    const registered = await page.request.post(`${testbed.origin}/fr/graphql`, {
      headers: { origin: testbed.origin },
      data: {
        query: 'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }',
        variables: {
          input: {
            firstname: 'Chloé',
            lastname: 'Girard',
            email: 'chloe.girard@example.org',
            password: 'correct horse battery',
            acceptsTerms: true,
          },
        },
      },
    })
    expect((await registered.json()).data.createCustomer.success).toBe(true)
    const product = (
      await (
        await page.request.post(`${testbed.origin}/fr/graphql`, {
          headers: { origin: testbed.origin },
          data: { query: `{ product(sku: "${variant.sku}") { path name } }` },
        })
      ).json()
    ).data.product
    await page.goto(
      `${testbed.origin}/fr${product.path}?color=${encodeURIComponent(variant.colour)}&size=${encodeURIComponent(variant.size)}`,
      { waitUntil: 'load' },
    )
    await pressHeart(page, 'main')
    expect(await findAccessibilityViolations(page)).toEqual([])

    await page.goto(`${testbed.origin}/fr/user/wishlist`, { waitUntil: 'load' })
    const items = page.locator('main li[data-wishlist-item]')
    await expect(items.count()).resolves.toBe(2)
    await expect(page.locator('main').textContent()).resolves.toContain(product.name)
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Partager ma liste d’envies' }).click()
    await page.waitForURL(/\/fr\/user\/wishlist$/)
    const link = await page.getByLabel('Lien vers votre liste d’envies').inputValue()
    expect(link).toMatch(/\/fr\/wishlist\/share\/[A-Za-z0-9_-]{22}\/$/)
    expect(await findAccessibilityViolations(page)).toEqual([])
    expect(problems).toEqual([])

    // A second browser opens the link in the German store: one product, then all of them, to its cart.
    const other = await friend.context.newPage()
    const otherProblems = watchProblems(other)
    const sharedUrl = link.replace('/fr/wishlist/', '/de/wishlist/')
    await other.goto(sharedUrl, { waitUntil: 'load' })
    await expect(other.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe('')
    await expect(other.locator('main li[data-wishlist-item]').count()).resolves.toBe(2)
    expect(await findAccessibilityViolations(other)).toEqual([])
    // Newest first: the product kept with its colour and size.
    await other
      .locator('main li[data-wishlist-item]')
      .first()
      .getByRole('button', { name: 'In meinen Warenkorb' })
      .click()
    await other.waitForURL(/\/de\/cart$/)
    await expect(other.locator('main').textContent()).resolves.toContain(
      'Die Produkte der Wunschliste liegen jetzt in Ihrem Warenkorb.',
    )
    expect(await findAccessibilityViolations(other)).toEqual([])
    await other.goto(sharedUrl, { waitUntil: 'load' })
    await other.getByRole('button', { name: 'Alles in meinen Warenkorb' }).click()
    await other.waitForURL(/\/de\/cart$/)
    const cartCount = (
      await (
        await other.request.post(`${testbed.origin}/de/graphql`, {
          headers: { origin: testbed.origin },
          data: { query: '{ shopperCart { total_quantity } }' },
        })
      ).json()
    ).data.shopperCart.total_quantity
    expect(cartCount).toBe(3)
    expect(await findAccessibilityViolations(other)).toEqual([])
    expect(otherProblems).toEqual([])
    await other.close()
    await page.close()
  }, 180_000)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { sql } from 'kysely'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { signInThroughPages } from '../helpers/adminBrowser.ts'
import { newStaff } from '../helpers/adminSession.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** Text with every kind of space made one plain space. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`

/** Submits the form of the button and waits for the page its answer leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()])
}

/** A seeded simple product at its regular price for more than 60 days, not in a reduction. */
async function productAtRegularPrice() {
  const { rows } = await sql<{ sku: string; regular: string }>`
    select p.sku, p.regular_price as regular from product p
    where p.parent_sku is null and p.type = 'simple' and p.final_price = p.regular_price and p.regular_price > 10
      and (select max(valid_from) from product_price_history h where h.sku = p.sku) < now() - interval '60 days'
    order by p.id desc limit 1`.execute(testbed.server.app.shopDatabase.db)
  const row = rows[0]!
  return { sku: row.sku, regular: Math.round(Number(row.regular) * 100) }
}

describe('a product’s prices in Chromium', () => {
  it('a merchandiser previews a reduction with its reference price, starts it, and the shop’s product page strikes the reference through', async () => {
    const product = await productAtRegularPrice()
    const reduced = Math.round(product.regular * 0.8)
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    try {
      const email = 'prices.merchandiser@example.org'
      const member = await newStaff(testbed.server.app, email, 'merchandiser')
      await signInThroughPages(page, testbed.origin, email, member.secret)

      await page.goto(`${testbed.origin}/admin/products/${product.sku}`)
      expect(await page.getByRole('heading', { name: 'Prices', exact: true }).count()).toBe(1)
      expect(await page.getByRole('table', { name: 'Price history (last 20 changes)' }).count()).toBe(1)

      // A price above the regular one is refused beside its field, the values typed kept.
      const tooHigh = ((product.regular + 100) / 100).toFixed(2)
      await page.getByLabel('Reduced price (€, including VAT)').fill(tooHigh)
      await page.getByLabel('Ends (Paris time)').fill('2099-01-01T00:00')
      await submit(page, 'Preview')
      expect(await page.locator('#reduction-finalPrice-error').textContent()).toBe(
        'The reduced price cannot be above the regular price of the product or of one of its sizes.',
      )
      expect(await page.getByLabel('Reduced price (€, including VAT)').inputValue()).toBe(tooHigh)
      expect(await page.getByLabel('Ends (Paris time)').inputValue()).toBe('2099-01-01T00:00')

      await page.getByLabel('Reduced price (€, including VAT)').fill((reduced / 100).toFixed(2))
      await submit(page, 'Preview')
      const preview = page.getByTestId('reduction-preview')
      expect(plain(await preview.textContent())).toContain(
        `The shop will show ${euros(reduced)} with ${euros(product.regular)} struck through`,
      )
      expect(await page.getByLabel('Reduced price (€, including VAT)').inputValue()).toBe(
        (reduced / 100).toFixed(2),
      )
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])

      await submit(page, 'Schedule the reduction')
      expect(await page.getByText('The reduction has started. The shop shows it at once.').count()).toBe(1)
      expect(
        await page.getByRole('table', { name: 'Reductions' }).getByRole('cell', { name: 'running' }).count(),
      ).toBe(1)
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])

      const shop = await testbed.context.newPage()
      await shop.goto(`${testbed.origin}/en/product/${product.sku}`, { waitUntil: 'load' })
      const shown = shop.locator('main [data-reference-price]').first()
      expect((await shown.locator('s').allTextContents()).map(plain)).toEqual([euros(product.regular)])
      expect(plain(await shown.textContent())).toContain(euros(reduced))
      expect(plain(await shown.textContent())).toContain(
        `Lowest price in the last 30 days: ${euros(product.regular)}`,
      )
      await shop.close()
    } finally {
      await page.close()
    }
  }, 90_000)
})

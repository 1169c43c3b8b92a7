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

/** Submits the form of the button and waits for the page its answer leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()])
}

describe('quantity prices, custom options and the new product form in Chromium', () => {
  it('a merchandiser adds a quantity price and a custom option, a refused option kept beside its message; axe finds nothing on the pages', async () => {
    const { rows } = await sql<{ sku: string }>`
      select p.sku from product p
      where p.parent_sku is null and p.type = 'simple' and p.regular_price > 10
        and not exists (select 1 from tier_price t where t.sku = p.sku)
        and not exists (select 1 from custom_option o where o.sku = p.sku)
      order by p.id limit 1`.execute(testbed.server.app.shopDatabase.db)
    const sku = rows[0]!.sku
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    try {
      const email = 'types.merchandiser@example.org'
      const member = await newStaff(testbed.server.app, email, 'merchandiser')
      await signInThroughPages(page, testbed.origin, email, member.secret)

      await page.goto(`${testbed.origin}/admin/products/${sku}`)
      await page.getByLabel('From quantity').fill('3')
      await page.getByLabel('Price per piece incl. VAT (€)').fill('1.50')
      await submit(page, 'Add the quantity price')
      expect(await page.locator('#tier-prices tbody tr').count()).toBe(1)

      const newOption = page.locator('#option-new')
      await newOption.getByLabel('Title in French').fill('Initiales')
      await newOption.getByLabel('Title in English').fill('Initials')
      await submit(page, 'Add the option')
      // Two titles are missing: the form comes back with what was typed and each message beside its field.
      expect(await page.locator('#option-new-title-de-error').textContent()).toBe('Required.')
      expect(await page.locator('#option-new-title-en').inputValue()).toBe('Initials')
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])

      await page.locator('#option-new').getByLabel('Title in German').fill('Initialen')
      await page.locator('#option-new').getByLabel('Title in Italian').fill('Iniziali')
      await page.locator('#option-new').getByLabel('Most characters (empty: no limit)').fill('6')
      await submit(page, 'Add the option')
      expect(await page.getByRole('heading', { name: 'Initials', exact: true }).count()).toBe(1)
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])

      await page.goto(`${testbed.origin}/admin/products/new`)
      expect(await page.getByLabel('Amounts offered (€)').count()).toBe(1)
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])
    } finally {
      await page.close()
    }
  })
})

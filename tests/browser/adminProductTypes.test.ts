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

describe('a bundle’s options, a gift card’s amounts and a file edited in place in Chromium', () => {
  it('a merchandiser saves a bundle’s labels after a refused SKU, and a gift card’s amounts and a file’s title; axe finds nothing on the pages', async () => {
    const db = testbed.server.app.shopDatabase.db
    const { rows } = await sql<{ sku: string }>`
      select sku from product where type = 'bundle' and parent_sku is null order by id limit 1`.execute(db)
    const bundleSku = rows[0]!.sku
    const { sku: giftCardSku } = await db
      .selectFrom('giftcard_product')
      .select('sku')
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    // Signed out: the test above left its merchandiser's session in the shared context.
    await testbed.context.clearCookies()
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    try {
      const email = 'types.bundles@example.org'
      const member = await newStaff(testbed.server.app, email, 'merchandiser')
      await signInThroughPages(page, testbed.origin, email, member.secret)

      await page.goto(`${testbed.origin}/admin/products/${bundleSku}`)
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])
      const firstOption = page.locator('#bundle fieldset').first()
      await firstOption.getByLabel('Label in German').fill('Paar nach Wahl')
      await firstOption.getByLabel('SKU of product', { exact: false }).first().fill('NOT-A-PRODUCT')
      await submit(page, 'Save the bundle’s options')
      // Refused: the typed values stay and the message stands beside the SKU.
      expect(await page.locator('#bundle fieldset').first().getByLabel('Label in German').inputValue()).toBe(
        'Paar nach Wahl',
      )
      expect(await page.locator('#bundle [id$="-sku-error"]').count()).toBe(1)
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])
      await page
        .locator('#bundle fieldset')
        .first()
        .getByLabel('SKU of product', { exact: false })
        .first()
        .fill('')
      await submit(page, 'Save the bundle’s options')
      expect(await page.getByRole('status').textContent()).toContain("The bundle's options are saved.")

      await page.goto(`${testbed.origin}/admin/products/${giftCardSku}`)
      await page.getByLabel('Amounts offered (€)').fill('20 40 80')
      await submit(page, 'Save the amounts')
      expect(await page.getByRole('status').textContent()).toContain("The gift card's amounts are saved.")
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])

      await page.goto(`${testbed.origin}/admin/products/DL-GUIDE-CARE`)
      const fileForm = page.locator('form[action$="/downloads/update"]').first()
      await fileForm.getByLabel('Title (English)').fill('Washing and care chart')
      await Promise.all([page.waitForNavigation(), fileForm.getByRole('button').click()])
      expect(await page.getByRole('status').textContent()).toContain(
        "The file's title and downloads are saved.",
      )
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])
    } finally {
      await page.close()
    }
  })
})

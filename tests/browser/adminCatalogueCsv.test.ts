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
}, 180_000)
afterAll(async () => {
  await testbed?.close()
})

/** Submits the form of the button and waits for the page its answer leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()])
}

describe('importing products in Chromium', () => {
  it('a merchandiser uploads a file, reads its dry run, starts it and sees it done, each page without axe violations', async () => {
    const email = 'csv.browser@example.org'
    const member = await newStaff(testbed.server.app, email, 'merchandiser')
    const { rows } = await sql<{
      categoryId: number
      family: string
      kind: string
      gender: string
      material: string
    }>`
      select pc.category_id as "categoryId", p.family, p.kind, p.gender, pa.value as material
      from product p
      join product_category pc on pc.sku = p.sku
      join category c on c.id = pc.category_id
      join product_attribute pa on pa.sku = p.sku and pa.code = 'material'
      where p.type = 'simple' and p.parent_sku is null and c.level >= 2
      order by c.level desc, p.sku limit 1`.execute(testbed.server.app.shopDatabase.db)
    const choice = rows[0]!
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(10_000)
    await signInThroughPages(page, testbed.origin, email, member.secret)

    await page.goto(`${testbed.origin}/admin/products`)
    await page.getByRole('link', { name: 'Import from a CSV file' }).click()
    await page.waitForURL('**/admin/products/import')
    expect(await findAccessibilityViolations(page)).toEqual([])

    const csv = [
      'sku,type,family,kind,name_en,url_key_en,categories,gender,material,regular_price,qty',
      `CSVBROWSER-1,simple,${choice.family},${choice.kind},Browser slipper,browser-slipper,${choice.categoryId},${choice.gender},${choice.material},29.90,3`,
    ].join('\n')
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await submit(page, 'Check the file')
    // The page of a job being checked reloads itself (its Refresh header) until the report is there.
    await page.getByText('No problem found. Rows: 1; products: 1, new: 1; new SKUs: 1.').waitFor()
    expect(await findAccessibilityViolations(page)).toEqual([])

    await submit(page, 'Start the import')
    await page.getByText('Imported. Products created: 1; changed: 0; unchanged: 0.').waitFor()
    expect(await findAccessibilityViolations(page)).toEqual([])
  }, 120_000)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
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

describe('creating a product in Chromium', () => {
  it('a merchandiser creates a configurable product of 2 colours × 3 sizes, switches it on in /fr and /de, and both stores show it', async () => {
    const email = 'creation.browser@example.org'
    const member = await newStaff(testbed.server.app, email, 'merchandiser')
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    await signInThroughPages(page, testbed.origin, email, member.secret)

    await page.goto(`${testbed.origin}/admin/products`)
    await page.getByRole('link', { name: 'New product' }).click()
    await page.waitForURL('**/admin/products/new')
    expect(await findAccessibilityViolations(page)).toEqual([])

    await page.locator('#type-configurable').check()
    await page.locator('#field-sku').fill('BRISE-42')
    await page.locator('#field-family').selectOption('slippers')
    await page.locator('#field-kind').selectOption('mule')
    await page.locator('#field-fr-name').fill('Mule Brise en feutre')
    await page.locator('#field-fr-urlKey').fill('mule-brise-feutre')
    await page.locator('#field-de-name').fill('Pantolette Brise aus Filz')
    await page.locator('#field-de-urlKey').fill('pantolette-brise-filz')
    await page.locator('#field-price').fill('54,90')
    await page.locator('input[name^="category."]').first().check()
    await page.locator('#field-gender').selectOption('300')
    await page.locator('#field-material').selectOption('felt')
    for (const box of ['#colour-red', '#colour-blue', '#size-37', '#size-38', '#size-39'])
      await page.locator(box).check()
    await submit(page, 'Show the variants')
    expect(await page.locator('#variant-red-37-sku').inputValue()).toBe('BRISE-42-RED-37')
    expect(await page.locator('tbody tr').count()).toBe(6)
    await page.locator('#variant-blue-39-qty').fill('5')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await submit(page, 'Create the product')
    await page.waitForURL('**/admin/products/BRISE-42?done=productCreated')
    expect(await page.getByRole('status').textContent()).toContain('switched off in every store')
    expect(await page.locator('#store-b2c_fr').isChecked()).toBe(false)

    await page.locator('#store-b2c_fr').check()
    await page.locator('#store-b2c_de').check()
    await submit(page, 'Save the product')

    for (const [store, name] of [
      ['fr', 'Mule Brise en feutre'],
      ['de', 'Pantolette Brise aus Filz'],
    ] as const) {
      const response = await page.goto(`${testbed.origin}/${store}/product/BRISE-42`)
      expect(response?.status()).toBe(200)
      expect(await page.locator('h1').first().textContent()).toContain(name)
      expect(await page.locator('main').textContent()).toContain('54,90')
    }
    // Not switched on in /en: not found there.
    expect((await page.request.get(`${testbed.origin}/en/product/BRISE-42`)).status()).toBe(404)
  }, 120_000)
})

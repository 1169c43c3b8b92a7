import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startScriptedAndPlainTestbeds, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { signInThroughPages } from '../helpers/adminBrowser.ts'
import { newStaff } from '../helpers/adminSession.ts'

let testbeds = new Map<boolean, BrowserTestbed>()
beforeAll(async () => {
  // One browser with JavaScript, one without: the catalogue's forms work in both.
  testbeds = await startScriptedAndPlainTestbeds()
}, 180_000)
afterAll(async () => {
  await Promise.all([...testbeds.values()].map((testbed) => testbed.close()))
})

/** Submits the form of the button and waits for the page its answer leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()])
}

/** A new merchandiser signed in through the sign-in page's two forms. */
async function signInMerchandiser(testbed: BrowserTestbed, page: Page, email: string) {
  const member = await newStaff(testbed.server.app, email, 'merchandiser')
  await signInThroughPages(page, testbed.origin, email, member.secret)
  expect(new URL(page.url()).pathname).toBe('/admin')
}

/** No axe violation on the page (axe runs in the page: only in the browser with JavaScript). */
async function expectAccessible(page: Page, javaScript: boolean) {
  if (!javaScript) return
  expect(await findAccessibilityViolations(page), page.url()).toEqual([])
}

/** The French URL key and name of a configurable product of the seed (another one per run). */
async function frenchProduct(testbed: BrowserTestbed, index: number) {
  return testbed.server.app.shopDatabase.db
    .selectFrom('product_translation as t')
    .innerJoin('product as p', 'p.sku', 't.sku')
    .select(['t.sku', 't.name', 't.url_key'])
    .where('t.language', '=', 'fr')
    .where('p.type', '=', 'configurable')
    .orderBy('t.sku', 'desc')
    .offset(index)
    .limit(1)
    .executeTakeFirstOrThrow()
}

describe('the catalogue pages in Chromium', () => {
  for (const javaScript of [true, false])
    it(`a merchandiser finds a product and renames it in French; the shop's cached page shows the new name at once and the old URL answers 301 (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const testbed = testbeds.get(javaScript)!
      const product = await frenchProduct(testbed, javaScript ? 0 : 1)
      const newName = `Chausson Brume ${javaScript ? 'Claire' : 'Sombre'}`
      const newKey = `chausson-brume-${javaScript ? 'claire' : 'sombre'}`
      const page = await testbed.context.newPage()
      page.setDefaultTimeout(8_000)
      try {
        // The product's French page, rendered once and kept by the page cache.
        await page.request.get(`${testbed.origin}/fr/${product.url_key}`)
        const cached = await page.request.get(`${testbed.origin}/fr/${product.url_key}`)
        expect(cached.headers()['x-cache']).toBe('HIT')
        expect(await cached.text()).toContain(product.name)

        // Its Italian translation not written yet.
        const db = testbed.server.app.shopDatabase.db
        await db
          .deleteFrom('url_rewrite')
          .where('language', '=', 'it')
          .where('entity_id', '=', product.sku)
          .execute()
        await db
          .deleteFrom('product_translation')
          .where('language', '=', 'it')
          .where('sku', '=', product.sku)
          .execute()

        await signInMerchandiser(testbed, page, `catalogue.${javaScript ? 'js' : 'plain'}@example.org`)
        // Orders and customers are not theirs.
        expect((await page.request.get(`${testbed.origin}/admin/orders`)).status()).toBe(403)
        expect((await page.request.get(`${testbed.origin}/admin/customers`)).status()).toBe(403)

        await page.getByRole('link', { name: 'Products', exact: true }).click()
        await page.waitForURL('**/admin/products')
        await expectAccessible(page, javaScript)
        await page.getByLabel('Start of the SKU, or a word of the name in any language').fill(product.sku)
        await page.getByLabel('Store visibility').selectOption({ label: 'Switched off in /fr' })
        await submit(page, 'Search')
        expect(await page.locator('tbody tr').count()).toBe(0)
        await page.getByLabel('Store visibility').selectOption({ label: 'On sale in /fr' })
        await submit(page, 'Search')
        expect(await page.getByLabel('Store visibility').inputValue()).toBe('on:b2c_fr')
        expect(await page.locator('tbody tr').count()).toBe(1)
        await page.getByRole('link', { name: product.sku }).click()
        await page.waitForURL(`**/admin/products/${product.sku}`)
        await expectAccessible(page, javaScript)

        expect(await page.locator('fieldset[lang="it"] legend').textContent()).toBe(
          'Italiano missing translation',
        )
        expect(await page.locator('fieldset[lang="fr"] legend').textContent()).toBe('Français')

        // A refused form keeps what was typed.
        await page.locator('#fr-name').fill(newName)
        await page.locator('#fr-urlKey').fill('Chausson Brume')
        await submit(page, 'Save the product')
        expect(await page.getByRole('alert').textContent()).toBe(
          'Some fields are not right: see the messages beside them. Nothing was saved.',
        )
        expect(await page.locator('#fr-urlKey-error').textContent()).toContain('lower-case letters')
        expect(await page.locator('#fr-name').inputValue()).toBe(newName)
        await expectAccessible(page, javaScript)

        await page.locator('#fr-urlKey').fill(newKey)
        await submit(page, 'Save the product')
        expect(await page.getByRole('status').textContent()).toBe(
          'The product is saved. Its pages in the shop show it at once.',
        )
        expect(await page.locator('#fr-name').inputValue()).toBe(newName)
        expect(await page.locator('#fr-urlKey').inputValue()).toBe(newKey)

        const renamed = await page.request.get(`${testbed.origin}/fr/${newKey}`)
        expect(renamed.status()).toBe(200)
        expect(await renamed.text()).toContain(newName)
        const old = await page.request.get(`${testbed.origin}/fr/${product.url_key}`, { maxRedirects: 0 })
        expect(old.status()).toBe(301)
        expect(old.headers().location).toMatch(new RegExp(`/fr/${newKey}$`))

        expect(await page.getByRole('link', { name: 'Orders', exact: true }).count()).toBe(0)
      } finally {
        await page.close()
      }
    }, 90_000)
})

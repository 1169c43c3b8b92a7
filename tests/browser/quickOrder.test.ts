import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { Page } from 'playwright-core'
import { startScriptedAndPlainTestbeds, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolationsAsServed } from '../helpers/axe.ts'

let testbeds = new Map<boolean, BrowserTestbed>()
beforeAll(async () => {
  // One shop and browser with JavaScript, one without: the form must work in both.
  testbeds = await startScriptedAndPlainTestbeds()
}, 180_000)
afterAll(async () => {
  for (const testbed of testbeds.values()) await testbed.close()
})

const STORES = [
  {
    base: '/en',
    key: 'b2c_en',
    word: 'socks',
    texts: {
      addRow: 'Add a row',
      addAll: 'Add all to cart',
      row6: 'SKU, row 6',
      added: '2 products added to your cart.',
      unknown: 'We do not know this SKU. Please check it.',
    },
  },
  {
    base: '/de',
    key: 'b2c_de',
    word: 'Socken',
    texts: {
      addRow: 'Zeile hinzufügen',
      addAll: 'Alles in den Warenkorb',
      row6: 'Artikelnummer, Zeile 6',
      added: '2 Produkte in den Warenkorb gelegt.',
      unknown: 'Diese Artikelnummer kennen wir nicht. Bitte prüfen Sie sie.',
    },
  },
] as const
const CASES = STORES.flatMap((store) => [true, false].map((javaScript) => ({ ...store, javaScript })))

/** axe (WCAG 2.2 A/AA) on the page; a page shown without JavaScript is checked as served, in a tab that has it. */
const violationsOf = (page: Page) => findAccessibilityViolationsAsServed(page, testbeds.get(true)!.context)

/** The lines of the shopper's guest cart in a store, read from the session the browser's cookie names. */
async function cartLines(testbed: BrowserTestbed, storeKey: string): Promise<Record<string, number>> {
  const cookie = (await testbed.context.cookies()).find((candidate) => candidate.name === 'shop_session')
  const sessionId =
    decodeURIComponent(cookie?.value ?? '')
      .replace(/^s:/, '')
      .split('.')[0] ?? ''
  const db = testbed.server.app.shopDatabase.db
  const { rows } = await sql<{ sku: string; quantity: number }>`
    select i.sku, i.quantity from shop_session s join cart_item i on i.cart_id = s.data -> 'guestCarts' ->> ${storeKey} where s.id = ${sessionId}`.execute(
    db,
  )
  return Object.fromEntries(rows.map((row) => [row.sku, row.quantity]))
}

/** Clicks a button that posts the form and waits for the page the server answers with (often the same URL). */
async function submitWith(page: Page, button: ReturnType<Page['getByRole']>, url: string) {
  await Promise.all([
    page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === page.mainFrame() && frame.url() === url,
    }),
    button.click(),
  ])
  await page.waitForLoadState('load')
}

async function simpleProducts(testbed: BrowserTestbed) {
  const { rows } = await sql<{
    sku: string
  }>`select sku from product where type = 'simple' and parent_sku is null and is_in_stock and qty >= 50 order by sku limit 3`.execute(
    testbed.server.app.shopDatabase.db,
  )
  const [a, b, c] = rows.map((row) => row.sku)
  if (!a || !b || !c) throw new Error('the seed has too few simple products in stock')
  return { a, b, c }
}

describe('quick order in Chromium', () => {
  it.each(CASES)(
    '$base, JavaScript $javaScript: adds a row, keeps a refused row with its error, then sends everything to the cart',
    async ({ base, key, word, texts, javaScript }) => {
      const testbed = testbeds.get(javaScript)!
      await testbed.context.clearCookies()
      const { a, b, c } = await simpleProducts(testbed)
      const page = await testbed.context.newPage()
      await page.goto(`${testbed.origin}${base}/quick-order`)
      if (javaScript)
        await page
          .locator('shop-island[data-island="quickOrder/QuickOrderRows"][data-hydrated]')
          .waitFor({ state: 'attached' })
      expect(await violationsOf(page)).toEqual([])
      await expect.poll(() => page.getByRole('combobox', { name: /^(SKU|Artikelnummer),/ }).count()).toBe(5)

      await page.getByLabel(texts.row6.replace('6', '1'), { exact: true }).fill('NO-SUCH-SKU')
      const addRow = page.getByRole('button', { name: texts.addRow })
      if (javaScript) await addRow.click()
      else await submitWith(page, addRow, `${testbed.origin}${base}/quick-order`)
      const sixth = page.getByLabel(texts.row6, { exact: true })
      await expect.poll(() => sixth.count()).toBe(1)
      expect(await page.getByLabel(texts.row6.replace('6', '1'), { exact: true }).inputValue()).toBe(
        'NO-SUCH-SKU',
      )
      if (javaScript) {
        // The new row takes the focus; a word of a name offers products' SKUs, a SKU its product's name.
        expect(await sixth.evaluate((input) => input === document.activeElement)).toBe(true)
        const suggestions = () =>
          page
            .locator('#quick-order-suggestions option')
            .evaluateAll((options) =>
              options.map((option) => [
                (option as HTMLOptionElement).value,
                (option as HTMLOptionElement).label,
              ]),
            )
        await sixth.fill(word)
        await expect
          .poll(
            async () =>
              (await suggestions()).filter(([, label]) => label?.toLowerCase().includes(word.toLowerCase()))
                .length,
            { timeout: 5000 },
          )
          .toBeGreaterThan(0)
        await sixth.fill(a.toLowerCase())
        await expect.poll(async () => (await suggestions())[0]?.[0], { timeout: 5000 }).toBe(a)
      }
      await sixth.fill(a)
      await page.locator('#quick-order-quantity-6').fill('2')
      await page.locator('textarea[name="list"]').fill(`${b};3`)
      await submitWith(
        page,
        page.getByRole('button', { name: texts.addAll }),
        `${testbed.origin}${base}/quick-order`,
      )

      expect(await page.getByRole('status').filter({ hasText: texts.added }).count()).toBe(1)
      const alert = page.getByRole('alert')
      expect(await alert.textContent()).toContain(texts.unknown)
      const refused = page.locator('#quick-order-sku-1')
      expect(await refused.inputValue()).toBe('NO-SUCH-SKU')
      expect(await refused.getAttribute('aria-invalid')).toBe('true')
      expect(await violationsOf(page)).toEqual([])
      expect(await cartLines(testbed, key)).toEqual({ [a]: 2, [b]: 3 })

      await alert.getByRole('link').first().click()
      if (javaScript) expect(await refused.evaluate((input) => input === document.activeElement)).toBe(true)
      await refused.fill(c)
      await submitWith(
        page,
        page.getByRole('button', { name: texts.addAll }),
        `${testbed.origin}${base}/cart`,
      )
      expect(await cartLines(testbed, key)).toEqual({ [a]: 2, [b]: 3, [c]: 1 })
      await page.close()
    },
    90_000,
  )
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { signInThroughPages, submit } from '../helpers/adminBrowser.ts'
import { newStaff } from '../helpers/adminSession.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 180_000)
afterAll(async () => {
  await testbed?.close()
})

/** Makes the window as tall as the page: a drag that scrolled would start from what scrolled under the mouse. */
async function showWholePage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: 1280, height: Math.min(height + 100, 16_000) })
}

/** The ids of a list's items, in the order the page shows them. */
async function idsOf(page: Page, items: string): Promise<string[]> {
  return page.locator(items).evaluateAll((elements) => elements.map((element) => element.id))
}

describe('menu and categories in Chromium', () => {
  it('a merchandiser starts a store’s menu and drags an entry and a category with the mouse: the orders are saved, the pages pass axe', async () => {
    const email = 'menu.browser@example.org'
    const member = await newStaff(testbed.server.app, email, 'merchandiser')
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    await signInThroughPages(page, testbed.origin, email, member.secret)

    await page.getByRole('navigation').getByRole('link', { name: 'Menu' }).click()
    await page.waitForURL('**/admin/menu')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await submit(page, 'Start from the current menu')
    await page.waitForURL('**/admin/menu?store=b2c_fr&done=menuCopied')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await expect.poll(() => page.getByText('Drag an item with the mouse').isVisible()).toBe(true)

    const entries = '#menu-entries > li'
    const before = await idsOf(page, entries)
    expect(before.length).toBeGreaterThan(2)
    // The first entry dropped on the third takes its place.
    await showWholePage(page)
    await Promise.all([
      page.waitForURL('**/admin/menu?store=b2c_fr&done=menuReordered*'),
      page.locator(`#${before[0]}`).dragTo(page.locator(`#${before[2]}`), {
        sourcePosition: { x: 5, y: 5 },
        targetPosition: { x: 5, y: 5 },
      }),
    ])
    expect(await idsOf(page, entries)).toEqual([before[1], before[2], before[0], ...before.slice(3)])
    const saved = await testbed.server.app.shopDatabase.db
      .selectFrom('menu_entry')
      .select('id')
      .where('store_key', '=', 'b2c_fr')
      .where('parent_id', 'is', null)
      .orderBy('position')
      .execute()
    expect(saved.map((row) => `entry-${row.id}`)).toEqual([
      before[1],
      before[2],
      before[0],
      ...before.slice(3),
    ])

    await page.locator(`#${before[0]} > a`).click()
    await page.waitForURL(`**/admin/menu/${before[0]!.replace('entry-', '')}`)
    expect(await findAccessibilityViolations(page)).toEqual([])

    await page.getByRole('navigation').getByRole('link', { name: 'Categories' }).click()
    await page.waitForURL('**/admin/categories')
    const categories = '#category-3 > ul > li'
    const shop = await idsOf(page, categories)
    await showWholePage(page)
    await Promise.all([
      page.waitForURL('**/admin/categories?done=categoryReordered*'),
      page.locator(`#${shop[2]}`).dragTo(page.locator(`#${shop[0]}`), {
        sourcePosition: { x: 5, y: 5 },
        targetPosition: { x: 5, y: 5 },
      }),
    ])
    expect(await idsOf(page, categories)).toEqual([shop[2], shop[0], shop[1], ...shop.slice(3)])
  })
})

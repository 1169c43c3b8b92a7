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

/** A point over an item's own row (above its children): its upper part takes its place, its lower part puts under it. */
async function rowPoint(page: Page, id: string, part: 'upper' | 'lower') {
  return page.evaluate(
    ({ id, part }) => {
      const item = document.getElementById(id)!
      const box = item.getBoundingClientRect()
      const end = item.querySelector(':scope > ul')?.getBoundingClientRect().top ?? box.bottom
      return { x: box.left + 60, y: box.top + (end - box.top) * (part === 'upper' ? 0.15 : 0.85) }
    },
    { id, part },
  )
}

/** The centre of an item's drag handle. */
async function handleOf(page: Page, id: string) {
  const box = (await page.locator(`#${id} > [data-drag-handle]`).boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Drags an item's handle to a point with the mouse, in steps as a hand would. */
async function mouseDrag(page: Page, id: string, to: { x: number; y: number }) {
  const from = await handleOf(page, id)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 8 })
  await page.mouse.up()
}

/** Drags an item's handle to a point with a finger: Chromium's touch events, which it turns into pointer events of type touch. */
async function touchDrag(page: Page, id: string, to: { x: number; y: number }) {
  const from = await handleOf(page, id)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 })
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] })
  await touch('touchStart', from)
  for (let step = 1; step <= 8; step++)
    await touch('touchMove', {
      x: from.x + ((to.x - from.x) * step) / 8,
      y: from.y + ((to.y - from.y) * step) / 8,
    })
  await touch('touchEnd')
  await cdp.detach()
}

const parentOf = async (id: string) =>
  (
    await testbed.server.app.shopDatabase.db
      .selectFrom('menu_entry')
      .select('parent_id')
      .where('id', '=', Number(id.replace('entry-', '')))
      .executeTakeFirstOrThrow()
  ).parent_id

describe('menu and categories in Chromium', () => {
  it('a merchandiser starts a store’s menu, drags entries to a place, under another and back to the top with the mouse and a finger, a services’ link, and a category: saved, axe passes', async () => {
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
    await expect.poll(() => page.getByText('Drag an item by its handle').isVisible()).toBe(true)

    const entries = '#menu-entries > li'
    const before = await idsOf(page, entries)
    expect(before.length).toBeGreaterThan(2)
    // The first entry dropped on the third's upper half takes its place.
    await showWholePage(page)
    await Promise.all([
      page.waitForURL('**/admin/menu?store=b2c_fr&done=menuReordered*'),
      mouseDrag(page, before[0]!, await rowPoint(page, before[2]!, 'upper')),
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

    // "Services" (the last entry, one level below it) dropped on the lower half of the first entry goes under it.
    const services = before.at(-1)!
    await showWholePage(page)
    await Promise.all([
      page.waitForURL('**/admin/menu?store=b2c_fr&done=menuEntryMoved*'),
      mouseDrag(page, services, await rowPoint(page, before[1]!, 'lower')),
    ])
    expect(await parentOf(services)).toBe(Number(before[1]!.replace('entry-', '')))
    expect(await idsOf(page, `#${before[1]} > ul > li`)).toContain(services)

    // With a finger: from under the first entry to under the second (the address already says "moved": wait for the row).
    await showWholePage(page)
    await touchDrag(page, services, await rowPoint(page, before[2]!, 'lower'))
    await expect.poll(() => parentOf(services)).toBe(Number(before[2]!.replace('entry-', '')))
    await page.waitForLoadState()
    await expect.poll(() => idsOf(page, `#${before[2]} > ul > li`)).toContain(services)
    expect(await findAccessibilityViolations(page)).toEqual([])

    // Dropped on the zone below the entries, it goes back to the menu's top level, last there.
    await showWholePage(page)
    const topLevel = page.getByText('Drop an entry here to put it at the top level of the menu')
    await expect.poll(() => topLevel.isVisible()).toBe(true)
    const zone = (await topLevel.boundingBox())!
    await mouseDrag(page, services, { x: zone.x + zone.width / 2, y: zone.y + zone.height / 2 })
    await expect.poll(() => parentOf(services)).toBeNull()
    await page.waitForLoadState()
    await expect.poll(async () => (await idsOf(page, entries)).at(-1)).toBe(services)

    // A services' link dropped on the upper half of the first takes its place.
    const links = '#services-links ~ ul > li'
    const linksBefore = await idsOf(page, links)
    await showWholePage(page)
    await Promise.all([
      page.waitForURL('**/admin/menu?store=b2c_fr&done=menuLinkReordered*'),
      mouseDrag(page, linksBefore[1]!, await rowPoint(page, linksBefore[0]!, 'upper')),
    ])
    expect(await idsOf(page, links)).toEqual([linksBefore[1], linksBefore[0], ...linksBefore.slice(2)])
    expect(await findAccessibilityViolations(page)).toEqual([])

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
      touchDrag(page, shop[2]!, await rowPoint(page, shop[0]!, 'upper')),
    ])
    expect(await idsOf(page, categories)).toEqual([shop[2], shop[0], shop[1], ...shop.slice(3)])
    expect(await findAccessibilityViolations(page)).toEqual([])
  })
})

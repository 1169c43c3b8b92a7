import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

const PAGES = ['/en/', '/fr/cart', '/de/orders/', '/it/login', '/en/no-such-page', '/en/search/%E0%A4%A']

describe('accessibility (axe-core, WCAG 2.2 A/AA)', () => {
  it.each(PAGES)('%s has no violation, with the store switcher open too', async (url) => {
    const page = await testbed.context.newPage()
    await page.goto(`${testbed.origin}${url}`)
    expect(await findAccessibilityViolations(page)).toEqual([])
    const toggle = page.getByRole('button', { name: /./ }).first()
    if (await page.locator('shop-island[data-island="header/StoreSwitcher"]').count()) {
      await page.locator('shop-island[data-island="header/StoreSwitcher"] summary').click()
      await page.locator('shop-island[data-island="header/StoreSwitcher"][data-hydrated]').waitFor({ state: 'attached' })
      expect(await findAccessibilityViolations(page)).toEqual([])
    } else {
      expect(toggle).toBeDefined()
    }
    await page.close()
  })

  it('the maintenance screen has no violation', async () => {
    const flag = path.join(testbed.server.dataDir, 'maintenance.flag')
    fs.writeFileSync(flag, '')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const page = await testbed.context.newPage()
    try {
      // A page never visited in this browser, so no cached copy hides the maintenance screen.
      await page.goto(`${testbed.origin}/en/search/never-linked`)
      expect(await page.locator('html').getAttribute('data-mode')).toBe('maintenance')
      expect(await findAccessibilityViolations(page)).toEqual([])
    } finally {
      fs.rmSync(flag)
      await page.close()
    }
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { checkedAccessibilityRules, findAccessibilityViolations } from '../helpers/axe.ts'

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
    // Every page here has the main header, so the switcher is there to open.
    expect(await page.locator('shop-island[data-island="header/StoreSwitcher"]').count()).toBe(1)
    await page.locator('shop-island[data-island="header/StoreSwitcher"] summary').click()
    await page
      .locator('shop-island[data-island="header/StoreSwitcher"][data-hydrated]')
      .waitFor({ state: 'attached' })
    await page
      .locator('shop-island[data-island="header/StoreSwitcher"] details[open]')
      .waitFor({ state: 'visible' })
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.close()
  })

  it('checks WCAG 2.2 AA target size (2.5.8) among the rules', async () => {
    const page = await testbed.context.newPage()
    await page.goto(`${testbed.origin}/en/`)
    expect(await checkedAccessibilityRules(page)).toEqual(
      expect.arrayContaining(['target-size', 'color-contrast', 'label', 'link-name']),
    )
    await page.close()
  })

  it('the product page’s “Write a review” link is a target of 24 px or more, also right under the sticky header (1280 px)', async () => {
    const page = await testbed.context.newPage()
    try {
      await page.setViewportSize({ width: 1280, height: 740 })
      await page.goto(`${testbed.origin}/en/product/SL-00073`, { waitUntil: 'load' })
      const link = page.locator('a[href="/en/review/SL-00073"]')
      // Just below the header's bottom edge, where its menu is the link's nearest neighbour.
      await link.evaluate((element) => {
        const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - headerBottom - 2)
      })
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24)
      expect(
        await findAccessibilityViolations(page, { atCurrentScroll: true, rules: ['target-size'] }),
      ).toEqual([])
    } finally {
      await page.close()
    }
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

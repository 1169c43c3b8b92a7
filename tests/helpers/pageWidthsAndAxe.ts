import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from './browser.ts'
import { findAccessibilityViolations } from './axe.ts'
import { visitEveryPageType } from './pageTypes.ts'

/** From the narrowest phone to a wide desktop, through the tablet and laptop widths where the footer overflowed. */
const WIDTHS = [320, 360, 414, 768, 1024, 1280, 1366, 1440, 1920]

/** The widths at which axe also judges a page, in the stores asked: a phone and a desktop. */
const AXE_WIDTHS = new Set([360, 1280])

/** How far the page now open is wider than the window, naming the deepest element sticking out; null when it fits. */
async function overflowAt(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const pageWidth = document.documentElement.clientWidth
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth <= window.innerWidth) return null
    // Looked for only then: it measures every element.
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > pageWidth + 0.5,
    )
    const last = wide.at(-1)
    const culprit = last
      ? `${last.tagName.toLowerCase()}${last.id ? `#${last.id}` : ''}.${[...last.classList].join('.')}`
      : ''
    return `${scrollWidth}px wide (${culprit})`
  })
}

/**
 * Opens every page type of each store once (`tests/helpers/pageTypes.ts`) and, on each, widens
 * the window through {@link WIDTHS}: no page may scroll sideways (WCAG 1.4.10 reflow). In the
 * stores of `axeStores`, axe-core also judges each page at 360 and 1280 px (WCAG 2.2 A/AA) on
 * the way, so the walk that checks widths is the walk that checks accessibility.
 */
export function describeEveryPageTypeAtEveryWidth(stores: readonly string[], axeStores: readonly string[]) {
  let testbed: BrowserTestbed
  let page: Page
  beforeAll(async () => {
    testbed = await startBrowserTestbed()
    page = await testbed.context.newPage()
  }, 120_000)
  afterAll(async () => {
    await testbed?.close()
  })

  describe('every page type, from 320 to 1920 px', () => {
    it.each(stores)(
      '%s: fits the window at every width, and has no accessibility violation where judged',
      async (base) => {
        await testbed.context.clearCookies()
        const judged = axeStores.includes(base)
        const overflows: string[] = []
        const violations: string[] = []
        await visitEveryPageType(page, testbed.origin, base, async (path) => {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 })
            const overflow = await overflowAt(page)
            if (overflow) overflows.push(`${base}${path} at ${width}px: ${overflow}`)
            if (judged && AXE_WIDTHS.has(width))
              for (const violation of await findAccessibilityViolations(page))
                violations.push(
                  `${base}${path} at ${width}px: ${violation.id} ${violation.targets.join(', ')}`,
                )
          }
        })
        expect(overflows).toEqual([])
        expect(violations).toEqual([])
      },
      400_000,
    )
  })
}

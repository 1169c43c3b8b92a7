import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { visitEveryPageType } from '../helpers/pageTypes.ts'

let testbed: BrowserTestbed
let page: Page
beforeAll(async () => {
  testbed = await startBrowserTestbed()
  page = await testbed.context.newPage()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** From the narrowest phone to a wide desktop, through the tablet and laptop widths where the footer overflowed. */
const WIDTHS = [320, 360, 414, 768, 1024, 1280, 1366, 1440, 1920]

/** Every store: German words are the longest, French and Italian close behind. */
const STORES = ['/fr', '/de', '/en', '/it'] as const

/** The widths at which the page now open scrolls sideways, each with the document's width there. */
async function overflowingWidths(): Promise<string[]> {
  const overflows: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const overflow = await page.evaluate(() => {
      const pageWidth = document.documentElement.clientWidth
      const scrollWidth = document.documentElement.scrollWidth
      if (scrollWidth <= window.innerWidth) return null
      // The deepest element sticking out, named for the failure message (looked for only then: it measures every element).
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (element) => element.getBoundingClientRect().right > pageWidth + 0.5,
      )
      const last = wide.at(-1)
      const culprit = last
        ? `${last.tagName.toLowerCase()}${last.id ? `#${last.id}` : ''}.${[...last.classList].join('.')}`
        : ''
      return `${scrollWidth}px wide (${culprit})`
    })
    if (overflow) overflows.push(`${width}px: ${overflow}`)
  }
  return overflows
}

describe('no page scrolls sideways, from 320 to 1920 px', () => {
  it.each(STORES)(
    '%s: every page type fits the window at every width',
    async (base) => {
      await testbed.context.clearCookies()
      const found: string[] = []
      await visitEveryPageType(page, testbed.origin, base, async (path) => {
        for (const overflow of await overflowingWidths()) found.push(`${base}${path} at ${overflow}`)
      })
      expect(found).toEqual([])
    },
    300_000,
  )
})

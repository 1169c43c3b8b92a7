import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'

// The home page must not read as filler: what a shopper sees on it, in every store, is each
// product once, each heading once, every widget with something in it, and the shop's "discover"
// word seldom.

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** What the home page shows, read in the browser: its widgets, headings, product cards and words. */
interface HomeAsSeen {
  /** Per widget (a top-level section of the content): its heading, or its place, and whether it shows anything. */
  widgets: { name: string; hasContent: boolean }[]
  headings: string[]
  /** The product page each visible product card links to. */
  productLinks: string[]
  text: string
}

async function readHome(base: string): Promise<HomeAsSeen> {
  const page = await testbed.context.newPage()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${testbed.origin}${base}/`, { waitUntil: 'load' })
  const seen = await page.evaluate(() => {
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.getBoundingClientRect().width > 0
    const main = document.querySelector('main')!
    const widgets = [...main.querySelectorAll('section')].filter(
      (section) => !section.parentElement?.closest('main section'),
    )
    return {
      widgets: widgets.map((section, index) => {
        const heading = section.querySelector('h2, h3')
        const shown = [...section.querySelectorAll('img, svg, p, li, a, blockquote, figure')].filter(visible)
        const words = section.innerText
          .replace(heading instanceof HTMLElement ? heading.innerText : '', '')
          .trim()
        return {
          name: heading instanceof HTMLElement ? heading.innerText : `widget ${index + 1}`,
          hasContent: words !== '' || shown.some((element) => element.tagName === 'IMG'),
        }
      }),
      headings: [...main.querySelectorAll<HTMLElement>('h1, h2, h3')]
        .filter(visible)
        .map((heading) => heading.innerText.trim()),
      productLinks: [...main.querySelectorAll('[data-listed-item]')]
        .filter(visible)
        .map((card) => new URL(card.querySelector<HTMLAnchorElement>('a[href]')!.href).pathname),
      text: document.body.innerText,
    }
  })
  await page.close()
  return seen
}

const DISCOVER = {
  '/fr': /\bdécouvr/giu,
  '/de': /\bentdeck/giu,
  '/en': /\bdiscover/giu,
  '/it': /\bscopr/giu,
} as const
const repeated = (values: string[]) => [
  ...new Set(values.filter((value, index) => values.indexOf(value) !== index)),
]

describe.each(['/fr', '/de', '/en', '/it'] as const)('the home page of %s as a shopper sees it', (base) => {
  it('shows each product once, each heading once, something in every widget, and "discover" at most twice', async () => {
    const home = await readHome(base)
    expect(home.widgets.length).toBeGreaterThan(5)
    expect(home.widgets.filter((widget) => !widget.hasContent).map((widget) => widget.name)).toEqual([])
    expect(home.productLinks.length).toBeGreaterThan(8)
    expect(repeated(home.productLinks)).toEqual([])
    expect(repeated(home.headings)).toEqual([])
    const discover = home.text.match(DISCOVER[base]) ?? []
    expect(discover.length, `"${discover.join('", "')}" on the page`).toBeLessThanOrEqual(2)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'

/**
 * A gift box in the cart of a 360 px phone (docs/cart.md, "Cart lines"): its parts read one per
 * line, quantity before name in one column, no word cut in two, nothing sticking out of the line
 * or lying over another part of it. Checked with German (the longest words) and Italian names,
 * on the in-stock gift box whose part names are the longest in each language; a line of configured
 * slippers (colour, size, embroidery) must lay out as cleanly.
 */
let testbed: BrowserTestbed
// Seeded slippers: colour, size and an embroidery text option.
const SLIPPERS = 'SL-00073'
beforeAll(async () => {
  // Without JavaScript: the product page's form posts and its 303 opens the cart.
  testbed = await startBrowserTestbed({}, { javaScriptEnabled: false })
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** The in-stock gift box with the longest part names in a language, and those names in option order. */
async function longestBundle(language: string): Promise<{ sku: string; parts: string[] }> {
  const rows = await sql<{ sku: string; name: string }>`
    with sellable as (
      select b.sku, sum(length(t.name)) as length
      from product b join bundle_option o on o.sku = b.sku join bundle_selection s on s.option_id = o.id
      join product p on p.sku = s.product_sku join product_translation t on t.sku = s.product_sku and t.language = ${language}
      where b.type = 'bundle' and b.is_in_stock
      group by b.sku having bool_and(p.is_in_stock and p.qty > 0)
      order by length desc, b.sku limit 1)
    select o.sku, t.name from sellable b join bundle_option o on o.sku = b.sku join bundle_selection s on s.option_id = o.id
    join product_translation t on t.sku = s.product_sku and t.language = ${language}
    order by o.position`.execute(testbed.server.app.shopDatabase.db)
  return { sku: rows.rows[0]!.sku, parts: rows.rows.map((row) => row.name) }
}

/**
 * What is wrong with the cart line that shows `text` as laid out now, in words for the failure
 * message; `parts` are the names of its bundle parts (none for another product).
 */
function layoutProblems(page: Page, text: string, parts: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ text, parts }) => {
      const problems: string[] = []
      const line = [...document.querySelectorAll('main li')].find(
        (item) =>
          item.querySelector(':scope > div > h2') &&
          [text, ...parts].every((part) => item.textContent?.includes(part)),
      ) as HTMLElement | undefined
      if (!line) return [`no cart line shows ${text}`]
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`
      const lineBox = line.getBoundingClientRect()
      // Nothing scrolls inside its own box, nothing sticks out of the line.
      for (const element of [line, ...line.querySelectorAll<HTMLElement>('*')]) {
        // Text for screen readers only (clipped to 1 px on purpose) is not laid out for the eye.
        if (getComputedStyle(element).clipPath !== 'none' || getComputedStyle(element).clip !== 'auto')
          continue
        if (element.scrollWidth > element.clientWidth && element.clientWidth > 0)
          problems.push(`${name(element)} scrolls: ${element.scrollWidth} > ${element.clientWidth}`)
        const box = element.getBoundingClientRect()
        if (box.width > 0 && (box.right > lineBox.right + 0.5 || box.left < lineBox.left - 0.5))
          problems.push(`${name(element)} sticks out of the line`)
      }
      // No word is cut over two lines: each whitespace-separated word lies on one line box.
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/[^\s\u00a0\u202f]+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const tops = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          )
          if (tops.size > 1) problems.push(`"${match[0]}" is cut over ${tops.size} lines`)
        }
      }
      // The blocks of the line's text follow one another without overlapping.
      const details = line.querySelector('h2')!.parentElement!
      const blocks = [...details.children]
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.height > 0)
      blocks.slice(1).forEach((box, index) => {
        if (box.top < blocks[index]!.bottom - 0.5)
          problems.push(`block ${index + 1} of the line overlaps the one above it`)
      })
      // Each part on its own line(s), in order, its quantity and name starting where the other parts' do.
      const partItems = parts.map((part) =>
        [...line.querySelectorAll<HTMLElement>('[data-bundle-part]')].find((item) =>
          item.textContent?.includes(part),
        ),
      )
      partItems.forEach((item, index) => {
        if (!item) problems.push(`part "${parts[index]}" is not shown as a part`)
      })
      const found = partItems.filter((item): item is HTMLElement => Boolean(item))
      found.slice(1).forEach((item, index) => {
        if (item.getBoundingClientRect().top < found[index]!.getBoundingClientRect().bottom - 0.5)
          problems.push(`part "${parts[index + 1]}" shares a line with the one before`)
      })
      // A part's option label ("Paar 1") is short: it stays on one line beside its part.
      for (const item of found) {
        const label = item.closest('dd')?.previousElementSibling
        if (label?.tagName !== 'DT') {
          problems.push(`part "${item.textContent}" has no option label`)
          continue
        }
        const range = document.createRange()
        range.selectNodeContents(label)
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        )
        if (tops.size !== 1) problems.push(`the label "${label.textContent}" is cut over ${tops.size} lines`)
        if (Math.round(label.getBoundingClientRect().top) !== Math.round(item.getBoundingClientRect().top))
          problems.push(`the label "${label.textContent}" is not beside its part`)
      }
      for (const role of found.length > 0 ? (['quantity', 'name'] as const) : []) {
        const lefts = new Set(
          found.map((item) =>
            Math.round(item.querySelector(`[data-bundle-part-${role}]`)?.getBoundingClientRect().left ?? -1),
          ),
        )
        if (lefts.size !== 1 || lefts.has(-1))
          problems.push(`the parts' ${role}s do not start at one x: ${[...lefts].join(', ')}`)
      }
      return problems
    },
    { text, parts },
  )
}

describe.each([
  { base: '/de', language: 'de' },
  { base: '/it', language: 'it' },
])('a gift box in the cart at 360 px ($base)', ({ base, language }) => {
  it('lists each part on its own line, aligned, with no word cut and nothing overflowing', async () => {
    const { sku, parts } = await longestBundle(language)
    await testbed.context.clearCookies()
    const page = await testbed.context.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${testbed.origin}${base}/product/${sku}`, { waitUntil: 'load' })
    await Promise.all([
      page.waitForURL(`${testbed.origin}${base}/cart`),
      page.locator(`main form[action="${base}/cart"] button[type="submit"]`).first().click(),
    ])
    await expect(layoutProblems(page, parts[0]!, parts)).resolves.toEqual([])
    await page.close()
  }, 60_000)

  it('lays out the options of configured slippers (colour, size, embroidery) the same way', async () => {
    await testbed.context.clearCookies()
    const page = await testbed.context.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${testbed.origin}${base}/product/${SLIPPERS}`, { waitUntil: 'load' })
    await page.locator('input[name="color"][value="green"]').check({ force: true })
    await page.locator('input[name="size"][value="42"]').check({ force: true })
    await page.locator('main form input[name^="entered["]').fill('ANNA')
    await Promise.all([
      page.waitForURL(`${testbed.origin}${base}/cart`),
      page.locator(`main form[action="${base}/cart"] button[type="submit"]`).first().click(),
    ])
    await expect(layoutProblems(page, 'ANNA', [])).resolves.toEqual([])
    await page.close()
  }, 60_000)
})

import { createRequire } from 'node:module'
import fs from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** Loads axe-core into the page unless it is there already (the same page checked at a second width). */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return
  // Evaluated through the DevTools protocol, so the page's CSP does not block it.
  await page.evaluate(axeSource)
}

/** A WCAG violation found by axe-core: rule id and the offending elements. */
export interface AxeViolation {
  id: string
  impact: string | null
  targets: string[]
}

/** The axe-core tags checked: WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 AA brings `target-size`, 2.5.8). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The ids of the axe-core rules {@link findAccessibilityViolations} runs. */
export async function checkedAccessibilityRules(page: Page): Promise<string[]> {
  await injectAxe(page)
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { getRules: (tags: string[]) => Array<{ ruleId: string }> } }).axe
        .getRules(tags)
        .map((rule) => rule.ruleId),
    WCAG_TAGS,
  )
}

/**
 * Runs axe-core in the page against WCAG 2.x A and AA (2.2 included) and returns the violations.
 * `atCurrentScroll` judges the page where it is scrolled (a target near the sticky header then
 * counts its spacing to the header's), and `rules` narrows the run to those rules.
 */
export async function findAccessibilityViolations(
  page: Page,
  options: { atCurrentScroll?: boolean; rules?: string[] } = {},
): Promise<AxeViolation[]> {
  await injectAxe(page)
  return page.evaluate(
    async ({ tags, atCurrentScroll, rules }) => {
      // Judged at the top of the page unless asked: where a test left it scrolled, the sticky header may cover a target, which axe counts as too small.
      const { scrollX, scrollY } = window
      if (!atCurrentScroll) window.scrollTo(0, 0)
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{
              violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>
            }>
          }
        }
      ).axe
      const result = await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        // Only violations are read: axe then skips working out a selector for every element that passed.
        resultTypes: ['violations'],
      })
      window.scrollTo(scrollX, scrollY)
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }))
    },
    { tags: WCAG_TAGS, atCurrentScroll: options.atCurrentScroll ?? false, rules: options.rules ?? null },
  )
}

/**
 * axe on a page as the server sent it: axe is a script, so a page opened without JavaScript is
 * copied into a tab of `scriptedContext` (a browser context with JavaScript) and checked there.
 */
export async function findAccessibilityViolationsAsServed(
  page: Page,
  scriptedContext: BrowserContext,
): Promise<AxeViolation[]> {
  if (page.context() === scriptedContext) return findAccessibilityViolations(page)
  const html = await page.content()
  const checked = await scriptedContext.newPage()
  try {
    await checked.route(page.url(), (route) =>
      route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    )
    await checked.goto(page.url())
    return await findAccessibilityViolations(checked)
  } finally {
    await checked.close()
  }
}

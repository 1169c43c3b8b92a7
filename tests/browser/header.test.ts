import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 900 }
/** The focus ring: a 3 px outline 2 px away from the element (global styles). */
const FOCUS_RING = 5

async function openPage(url: string, viewport = PHONE): Promise<Page> {
  const page = await testbed.context.newPage()
  await page.setViewportSize(viewport)
  await page.goto(`${testbed.origin}${url}`, { waitUntil: 'load' })
  return page
}

const menuEntry = (page: Page, name: string) =>
  page
    .locator('nav[aria-label="Main menu"] details')
    .filter({ has: page.locator(`summary:text-is("${name}")`) })

describe('header search box', () => {
  it('validates as HTML (W3C Nu checker), folded and with its suggestions open, and has no axe violation', async () => {
    const documents: Record<string, string> = {}
    for (const url of ['/en/', '/en/men', '/en/search/mule']) {
      documents[url] = await (await fetch(`${testbed.origin}${url}`)).text()
    }
    const page = await openPage('/en/men', DESKTOP)
    const combobox = page.getByRole('combobox', { name: 'Search products' })
    await combobox.focus()
    await page
      .locator('shop-island[data-island="header/SearchBox"][data-hydrated]')
      .waitFor({ state: 'attached' })
    await combobox.fill('mule')
    await page.getByRole('option').first().waitFor({ state: 'visible' })
    await page.keyboard.press('ArrowDown')
    expect(await combobox.getAttribute('aria-expanded')).toBe('true')
    expect(await combobox.getAttribute('aria-activedescendant')).toBeTruthy()
    documents['/en/men with suggestions'] = await page.content()
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.close()
    // The checker's CSS grammar predates scroll-driven animations (guarded by @supports).
    const errors = describeErrors(await validateHtmlDocuments(documents)).filter(
      (error) => !error.includes('animation-timeline'),
    )
    expect(errors).toEqual([])
  }, 120_000)
})

describe('main menu', () => {
  it('closes on Escape and gives the focus back to its toggle', async () => {
    const page = await openPage('/en/', DESKTOP)
    const men = menuEntry(page, 'Men')
    await men.locator('summary').click()
    expect(await men.getAttribute('open')).not.toBeNull()
    await men.locator('a').first().focus()
    await page.keyboard.press('Escape')
    expect(await men.getAttribute('open')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Men')
    await page.close()
  })

  it('closes when the focus or a click leaves it', async () => {
    const page = await openPage('/en/', PHONE)
    const women = menuEntry(page, 'Women')
    await women.locator('summary').focus()
    await page.keyboard.press('Enter')
    expect(await women.getAttribute('open')).not.toBeNull()
    for (
      let step = 0;
      step < 60 && (await women.evaluate((details) => details.contains(document.activeElement)));
      step++
    ) {
      await page.keyboard.press('Tab')
    }
    expect(await women.evaluate((details) => details.contains(document.activeElement))).toBe(false)
    expect(await women.getAttribute('open')).toBeNull()
    await page.setViewportSize(DESKTOP)
    await women.locator('summary').click()
    expect(await women.getAttribute('open')).not.toBeNull()
    const panel = await women.locator('summary + *').boundingBox()
    expect(panel).not.toBeNull()
    // Below the open panel, which covers the top of the page.
    await page.mouse.click(20, (panel?.y ?? 0) + (panel?.height ?? 0) + 20)
    expect(await women.getAttribute('open')).toBeNull()
    await page.close()
  })
})

describe('header layout', () => {
  it('shows every main menu entry whole on a 360 px phone, in every store', async () => {
    for (const base of ['/fr', '/de', '/en', '/it']) {
      const page = await openPage(`${base}/`)
      const entries = await page
        .locator('nav[aria-label] > ul > li > details > summary')
        .evaluateAll((summaries) =>
          summaries.map((summary) => {
            // The label's own box: a flex item centred in a box too narrow overflows on both sides, which scrollWidth does not count.
            const range = document.createRange()
            range.selectNodeContents(summary)
            const label = range.getBoundingClientRect()
            const box = summary.getBoundingClientRect()
            const style = getComputedStyle(summary)
            const chevron = getComputedStyle(summary, '::after')
            // What the entry needs: its padding, its label, the gap and the chevron beside it.
            const needed = [
              style.paddingLeft,
              style.paddingRight,
              style.columnGap,
              chevron.width,
              chevron.borderRightWidth,
            ].reduce((sum, value) => sum + (Number.parseFloat(value) || 0), label.width)
            return { text: summary.textContent ?? '', needed, width: box.width, boxRight: box.right }
          }),
        )
      expect(entries.length, base).toBeGreaterThanOrEqual(4)
      for (const entry of entries) {
        expect(entry.needed, `${base} "${entry.text}" clipped`).toBeLessThanOrEqual(entry.width)
        expect(entry.boxRight, `${base} "${entry.text}" beyond the screen`).toBeLessThanOrEqual(PHONE.width)
      }
      await page.close()
    }
  })

  it('shows the whole focus ring of every control of the top row, on phones and desktops', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage('/en/men', viewport)
      const header = await page.locator('header').boundingBox()
      const controls = page.locator(
        'header > a, header form[role="search"] input, header form[role="search"] button, header nav[aria-label="Shortcuts"] a, header nav[aria-label="Shortcuts"] summary',
      )
      expect(await controls.count()).toBeGreaterThan(4)
      for (const control of await controls.all()) {
        // The store switcher's links sit in its closed list.
        if (!(await control.isVisible())) continue
        await control.focus()
        const box = await control.boundingBox()
        const name = `${(await control.evaluate((element) => element.outerHTML)).slice(0, 60)} at ${viewport.width} px`
        expect(box, name).not.toBeNull()
        if (!box || !header) continue
        expect(box.y - FOCUS_RING, name).toBeGreaterThanOrEqual(header.y)
        expect(box.x - FOCUS_RING, name).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width + FOCUS_RING, name).toBeLessThanOrEqual(viewport.width)
      }
      await page.close()
    }
  })

  it('keeps a compact header in reach on a 360 × 740 phone', async () => {
    const page = await openPage('/en/men', PHONE)
    const header = page.locator('header')
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(110)
    await page.mouse.wheel(0, 1500)
    await page.waitForFunction(() => window.scrollY > 600)
    const scrolled = await header.boundingBox()
    expect(scrolled?.y).toBe(0)
    expect(await page.getByRole('link', { name: 'My account' }).isVisible()).toBe(true)
    // The folded search unfolds over the top row once focused, and is usable there.
    const combobox = page.getByRole('combobox', { name: 'Search products' })
    await combobox.focus()
    const field = await combobox.boundingBox()
    expect(field?.width).toBeGreaterThan(200)
    expect(field?.y).toBeGreaterThanOrEqual(0)
    await page.close()
  })

  it('gives breadcrumb links targets of at least 24 × 24 px (WCAG 2.2, 2.5.8)', async () => {
    const page = await openPage('/en/product/SL-00273', PHONE)
    const links = page.locator('nav[aria-label="Breadcrumb"] a')
    expect(await links.count()).toBeGreaterThan(1)
    for (const link of await links.all()) {
      const box = await link.boundingBox()
      const name = (await link.textContent()) ?? ''
      expect(box?.width, name).toBeGreaterThanOrEqual(24)
      expect(box?.height, name).toBeGreaterThanOrEqual(24)
    }
    await page.close()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

describe('content pages in Chromium', () => {
  it("a merchandiser finds a page, creates a block and unpublishes it, edits the home page's widgets and previews them, adds a widget inside a slide; every page passes axe", async () => {
    const email = 'content.browser@example.org'
    const member = await newStaff(testbed.server.app, email, 'merchandiser')
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    await signInThroughPages(page, testbed.origin, email, member.secret)

    await page.getByRole('navigation').getByRole('link', { name: 'Pages and blocks' }).click()
    await page.waitForURL('**/admin/content')
    expect(await page.locator('main table').textContent()).toContain('Impressum')
    expect(await findAccessibilityViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'New page or block' }).click()
    await page.waitForURL('**/admin/content/new')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.locator('#kind-blocks').check()
    await page.locator('#field-identifier').fill('winter-banner')
    await page.locator('#field-language').selectOption('en')
    await page.locator('#field-title').fill('Winter banner')
    await page.locator('#field-html').fill('<p>Free delivery from <a href="/delivery">£45</a>.</p>')
    await submit(page, 'Create')
    await page.waitForURL('**/admin/content/blocks/winter-banner/en?done=contentCreated')
    expect(await page.getByRole('status').first().textContent()).toContain('It is created.')
    expect(await findAccessibilityViolations(page)).toEqual([])

    await submit(page, 'Unpublish it')
    await page.waitForURL('**/admin/content/blocks/winter-banner/en?done=contentUnpublished')
    expect(await page.getByRole('button', { name: 'Publish it' }).count()).toBe(1)

    // The home page's widget form, after a SKU search, then its preview in a new tab.
    await page.goto(`${testbed.origin}/admin/content/pages/home/en?sku=sl-0000`)
    expect(await page.locator('main table').textContent()).toContain('SL-00001')
    expect(await page.locator('#widget-3 legend').textContent()).toBe('3. Product push')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.locator('#field-widgets-1-title').fill('A draft title nobody sees yet')
    const [preview] = await Promise.all([
      testbed.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Preview (opens a new tab, saves nothing)' }).click(),
    ])
    await preview!.waitForLoadState()
    expect(await preview!.locator('#cms-preview-banner').textContent()).toBe(
      'Preview — not saved. Shoppers still see the saved page.',
    )
    expect(await preview!.locator('main').textContent()).toContain('A draft title nobody sees yet')
    expect(await findAccessibilityViolations(preview!)).toEqual([])
    await preview!.close()

    // The SKU search inside the form keeps the typed title.
    await page.locator('#field-sku-search').fill('sl-0000')
    await submit(page, 'Search')
    expect(await page.locator('main table').textContent()).toContain('SL-00001')
    expect(await page.locator('#field-widgets-1-title').inputValue()).toBe('A draft title nobody sees yet')
    expect(await page.locator('#widget-1 img').getAttribute('alt')).toBeTruthy()
    expect(await findAccessibilityViolations(page)).toEqual([])

    // The media library's search: its own GET form, its pictures found a page at a time.
    await page.locator('#media-search').fill('banner-1')
    await submit(page, 'Search pictures')
    expect(new URL(page.url()).searchParams.get('picture')).toBe('banner-1')
    expect(await page.locator('#media-search-found code').allTextContents()).toContain('banner-1')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.locator('#media-search').fill('no picture is called this')
    await submit(page, 'Search pictures')
    expect(await page.getByText('No picture matches “no picture is called this”.').count()).toBe(1)
    await page.locator('#media-search').fill('')
    await submit(page, 'Search pictures')
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Next page' }).click()])
    expect(await page.locator('#media-search-found li').count()).toBeGreaterThan(0)
    expect(await findAccessibilityViolations(page)).toEqual([])

    // A page whose widgets sit inside a row and a slide: one fieldset inside another.
    await testbed.server.app.shopDatabase.db
      .updateTable('cms_page')
      .set({
        content_wysiwyg: JSON.stringify({
          data: { dataId: 'about-us-en' },
          childNodes: [
            {
              node: 'row',
              childNodes: [
                { node: 'heading', html: '<h1>About</h1>' },
                { widget: 'WidgetTitleText', title: 'Inside a row', text: 'Text' },
                {
                  node: 'slider',
                  childNodes: [
                    {
                      node: 'slide',
                      childNodes: [{ widget: 'WidgetPush', label: 'Slide', media: 'banner-2' }],
                    },
                  ],
                },
              ],
            },
            {
              node: 'slider',
              childNodes: [
                {
                  node: 'slide',
                  childNodes: [{ widget: 'WidgetPush', label: 'Top slide', media: 'banner-2' }],
                },
              ],
            },
          ],
        }),
      })
      .where('identifier', '=', 'about-us')
      .where('language', '=', 'en')
      .execute()
    await page.goto(`${testbed.origin}/admin/content/pages/about-us/en`)
    expect(await page.locator('#widget-1-3-1-1 legend').textContent()).toBe('1.3.1.1. Push')
    expect(await findAccessibilityViolations(page)).toEqual([])

    // A widget added inside the top-level slider's slide, its typed title saved with it.
    await page.locator('#field-widgets-1-0-0-label').fill('Top slide, renamed')
    await page.getByLabel('Widget to add at the end of this slide').selectOption('WidgetTitleText')
    await submit(page, 'Add inside part 2.1 and save')
    await page.waitForURL('**/admin/content/pages/about-us/en?done=contentSaved')
    expect(await page.locator('#widget-2-1 #widget-2-1-2 legend').textContent()).toBe('2.1.2. Title and text')
    expect(await page.locator('#field-widgets-1-0-0-label').inputValue()).toBe('Top slide, renamed')
    expect(await findAccessibilityViolations(page)).toEqual([])

    // A block's preview, in a neutral page of its store.
    await page.goto(`${testbed.origin}/admin/content/blocks/winter-banner/en`)
    const [blockPreview] = await Promise.all([
      testbed.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Preview (opens a new tab, saves nothing)' }).click(),
    ])
    await blockPreview!.waitForLoadState()
    expect(await blockPreview!.locator('main h1').textContent()).toBe('Winter banner')
    expect(await blockPreview!.locator('main').textContent()).toContain('Free delivery from')
    expect(await findAccessibilityViolations(blockPreview!)).toEqual([])
    await blockPreview!.close()
  })
})

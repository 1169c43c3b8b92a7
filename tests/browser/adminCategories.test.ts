import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
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

describe('categories in Chromium', () => {
  it('a merchandiser moves a category down, saves one and uploads its picture: both pages pass axe', async () => {
    const email = 'categories.browser@example.org'
    const member = await newStaff(testbed.server.app, email, 'merchandiser')
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    await signInThroughPages(page, testbed.origin, email, member.secret)

    await page.getByRole('navigation').getByRole('link', { name: 'Categories' }).click()
    await page.waitForURL('**/admin/categories')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await submit(page, 'Move Men down')
    await page.waitForURL('**/admin/categories?done=categoryReordered#category-100')
    const shop = page.locator('#category-3 > ul > li')
    expect(await shop.first().getAttribute('id')).toBe('category-200')
    expect(await shop.nth(1).getAttribute('id')).toBe('category-100')

    await page.locator('#category-100 > a').click()
    await page.waitForURL('**/admin/categories/100')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.locator('#category-en-description').fill('Slippers, socks and clothes for men.')
    await submit(page, 'Save the category')
    await page.waitForURL('**/admin/categories/100?done=categorySaved')
    expect(await page.getByRole('status').first().textContent()).toContain('The category is saved.')
    expect(await page.locator('#category-en-description').inputValue()).toBe(
      'Slippers, socks and clothes for men.',
    )

    const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#556b2f' } })
      .png()
      .toBuffer()
    await page.locator('#category-picture-file').setInputFiles({
      name: 'men.png',
      mimeType: 'image/png',
      buffer: picture,
    })
    await submit(page, 'Upload it as the category’s picture')
    await page.waitForURL('**/admin/categories/100?done=categoryPictureUploaded')
    expect(await page.getByRole('status').first().textContent()).toContain('The picture is uploaded')
    const uploaded = await page.locator('#picture-imageId').inputValue()
    expect(uploaded).toMatch(/^upload-[0-9a-f]{32}$/)
    expect(await findAccessibilityViolations(page)).toEqual([])

    // The media library's search finds the uploaded picture by part of its name.
    await page.locator('#media-search').fill(uploaded.slice(0, 15))
    await submit(page, 'Search pictures')
    expect(await page.locator('#media-search-found code').allTextContents()).toContain(uploaded)
    expect(await findAccessibilityViolations(page)).toEqual([])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { signInThroughPages } from '../helpers/adminBrowser.ts'
import { newStaff } from '../helpers/adminSession.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** Submits the form of the button and waits for the page its answer leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()])
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')

describe('a downloadable product’s files in Chromium', () => {
  it('a merchandiser uploads a file refused then accepted and removes it; axe finds nothing on the pages', async () => {
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    try {
      const email = 'downloads.merchandiser@example.org'
      const member = await newStaff(testbed.server.app, email, 'merchandiser')
      await signInThroughPages(page, testbed.origin, email, member.secret)

      await page.goto(`${testbed.origin}/admin/products/DL-GUIDE-CARE`)
      const files = page.locator('section[aria-labelledby="downloads-heading"] tbody tr')
      // Each file has its own form of titles: the upload form is the multipart one.
      const upload = page.locator('form[enctype="multipart/form-data"]')
      expect(await files.count()).toBe(1)
      await page.getByLabel('File (PDF, EPUB, ZIP or MP3, at most 20 MB)').setInputFiles({
        name: 'picture.pdf',
        mimeType: 'application/pdf',
        buffer: PNG,
      })
      await upload.getByLabel('Title (English)').fill('Washing chart')
      await submit(page, 'Upload the file')
      expect(await page.locator('#download-new-file-error').textContent()).toBe(
        'This file is not a PDF, EPUB, ZIP or MP3 file.',
      )
      expect(await upload.getByLabel('Title (English)').inputValue()).toBe('Washing chart')
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])

      await page.getByLabel('File (PDF, EPUB, ZIP or MP3, at most 20 MB)').setInputFiles({
        name: 'chart.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      })
      await submit(page, 'Upload the file')
      expect(await files.count()).toBe(2)
      expect(await files.nth(1).textContent()).toContain('washing-chart.pdf')
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])

      await submit(page, 'Remove the file Washing chart')
      expect(await files.count()).toBe(1)
      await page.goto(`${testbed.origin}/admin/products/new`)
      expect(await page.getByLabel(/^Downloadable:/).count()).toBe(1)
      expect(await findAccessibilityViolations(page), page.url()).toEqual([])
    } finally {
      await page.close()
    }
  })
})

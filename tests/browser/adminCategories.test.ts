import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { generate } from 'otplib'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { newStaff, STAFF_PASSWORD } from '../helpers/adminSession.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 180_000)
afterAll(async () => {
  await testbed?.close()
})

/** Submits the form of the button and waits for the page its answer leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([
    page.waitForNavigation(),
    page.getByRole('button', { name: button, exact: true }).click(),
  ])
}

describe('categories in Chromium', () => {
  it('a merchandiser moves a category down and saves one: both pages pass axe', async () => {
    const email = 'categories.browser@example.org'
    const member = await newStaff(testbed.server.app, email, 'merchandiser')
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    await page.goto(`${testbed.origin}/admin/login`)
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Password').fill(STAFF_PASSWORD)
    await submit(page, 'Sign in')
    const code = await generate({ secret: member.secret, epoch: Math.floor(Date.now() / 1000) })
    await page.getByLabel('Code from your authenticator app, or a recovery code').fill(code)
    await submit(page, 'Continue')

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
  })
})

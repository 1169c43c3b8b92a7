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

describe('shipping rates in Chromium', () => {
  it('a merchandiser opens the rates, a wrong rate sent back, and the new rate page: each passes axe', async () => {
    const email = 'shipping.browser@example.org'
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

    await page.getByRole('navigation').getByRole('link', { name: 'Shipping rates' }).click()
    await page.waitForURL('**/admin/shipping')
    expect(await findAccessibilityViolations(page)).toEqual([])

    await page
      .getByRole('row')
      .filter({ hasText: 'Colissimo, to your door' })
      .getByRole('link')
      .first()
      .click()
    await page.waitForURL(/\/admin\/shipping\/\d+$/)
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.getByLabel('Price in euros incl. VAT').fill('-1')
    await submit(page, 'Save the rate')
    expect(await page.locator('#field-price-error').textContent()).toContain('Enter a price of 0 or more')
    expect(await page.getByLabel('Price in euros incl. VAT').inputValue()).toBe('-1')
    expect(await findAccessibilityViolations(page)).toEqual([])

    await page.goto(`${testbed.origin}/admin/shipping/new`)
    expect(await findAccessibilityViolations(page)).toEqual([])
  })
})

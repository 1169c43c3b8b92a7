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

describe('shipping rates in Chromium', () => {
  it('a merchandiser opens the rates, a wrong rate sent back, and the new rate page: each passes axe', async () => {
    const email = 'shipping.browser@example.org'
    const member = await newStaff(testbed.server.app, email, 'merchandiser')
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    await signInThroughPages(page, testbed.origin, email, member.secret)

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

    // A pickup network's page, its countries refused then saved.
    await page.goto(`${testbed.origin}/admin/shipping`)
    await page.getByRole('link', { name: 'BRT Fermopoint' }).click()
    await page.waitForURL('**/admin/shipping/networks/brt_fermopoint')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.getByLabel('Countries (two-letter codes separated by commas)').fill('IT, XX')
    await submit(page, 'Save the countries')
    expect(await page.locator('#field-countries-error').textContent()).toContain('two-letter codes')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.getByLabel('Countries (two-letter codes separated by commas)').fill('IT')
    await submit(page, 'Save the countries')
    await page.waitForURL('**/admin/shipping/networks/brt_fermopoint?done=shippingUnchanged')

    // A switched-off rate offers its deletion behind a box to tick.
    await page.goto(`${testbed.origin}/admin/shipping`)
    await page
      .getByRole('row')
      .filter({ hasText: 'Colissimo, to your door' })
      .getByRole('link')
      .first()
      .click()
    await page.waitForURL(/\/admin\/shipping\/\d+$/)
    await submit(page, 'Switch the rate off')
    await page.waitForURL(/\?done=shippingRateOff$/)
    await submit(page, 'Delete the rate')
    expect(await page.locator('#field-confirm-error').textContent()).toContain('Tick the box')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await submit(page, 'Switch the rate on')
  })
})

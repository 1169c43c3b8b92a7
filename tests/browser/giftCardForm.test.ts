import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hydrateFormIsland, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

describe('gift card form in Chromium', () => {
  it('copies the sender e-mail, opens the typed amount with "Other amount", counts the message and says what is wrong before sending anything, then adds the card to the cart (en)', async () => {
    const page = await testbed.context.newPage()
    const problems: string[] = []
    const cartCalls: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('request', (request) => {
      if (request.url().includes('/graphql') && request.method() === 'POST') cartCalls.push(request.url())
    })
    const response = await page.goto(`${testbed.origin}/en/gift-card`, { waitUntil: 'load' })
    expect(response?.status()).toBe(200)
    // No React until the shopper reaches for the form; the page records itself in the recently viewed list all the same.
    expect(await page.locator('shop-island[data-island="product/GiftCardForm"][data-hydrated]').count()).toBe(
      0,
    )
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('recently-viewed:b2c_en') ?? ''))
      .toContain('GIFTCARD')
    await hydrateFormIsland(page, 'product/GiftCardForm')

    const custom = page.getByLabel('Amount of your choice')
    await expect(custom.isDisabled()).resolves.toBe(true)
    await page.getByRole('radio', { name: 'Other amount' }).check()
    await expect(custom.isDisabled()).resolves.toBe(false)
    await custom.fill('700')

    await page.getByLabel('Your e-mail').pressSequentially('lea@example.com')
    await expect(page.getByLabel('Recipient e-mail').inputValue()).resolves.toBe('lea@example.com')
    await page.getByLabel('Recipient e-mail').fill('hugo@example.com')
    await page.getByLabel('Your e-mail').fill('lea.martin@example.com')
    await expect(page.getByLabel('Recipient e-mail').inputValue()).resolves.toBe('hugo@example.com')

    await page.getByLabel('Your message (optional)').fill('Happy birthday!')
    await expect(page.getByText('15 of 300 characters').isVisible()).resolves.toBe(true)

    await page.getByLabel('Your name').fill('Léa')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByText('Please enter an amount from €10.00 to €500.00.').isVisible()).resolves.toBe(
      true,
    )
    await expect(page.getByText('Please enter the recipient’s name.').isVisible()).resolves.toBe(true)
    await expect(custom.evaluate((input) => input === document.activeElement)).resolves.toBe(true)
    await expect(custom.getAttribute('aria-invalid')).resolves.toBe('true')
    await custom.fill('37,50')
    await expect(page.getByText('Please enter an amount from €10.00 to €500.00.').count()).resolves.toBe(0)
    await expect(page.locator('main form [aria-live] p').first().textContent()).resolves.toBe('€37.50')

    expect(cartCalls).toEqual([])
    expect(await findAccessibilityViolations(page)).toEqual([])

    // Once the form is right, the card goes to the cart with what was typed, at the typed amount.
    await page.getByLabel('Recipient name').fill('Hugo')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page
      .locator('main form [role="status"]', { hasText: 'The product is in your cart.' })
      .waitFor({ timeout: 15_000 })
    await page.goto(`${testbed.origin}/en/cart`, { waitUntil: 'load' })
    const cart = (await page.locator('main').textContent()) ?? ''
    expect(cart).toContain('Gift card')
    expect(cart).toContain('€37.50')
    expect(cart).toContain('Hugo (hugo@example.com)')
    expect(cart).toContain('Happy birthday!')
    expect(await findAccessibilityViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  }, 90_000)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { signInThroughPages, submit } from '../helpers/adminBrowser.ts'
import { newStaff } from '../helpers/adminSession.ts'
import { issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 180_000)
afterAll(async () => {
  await testbed?.close()
})

describe('promotions in Chromium', () => {
  it('a merchandiser creates a coupon and a batch of codes, and looks a gift card up; every page passes axe', async () => {
    const email = 'promotions.browser@example.org'
    const member = await newStaff(testbed.server.app, email, 'merchandiser')
    const card = await issueGiftCard(testbed.server.app.shopDatabase.db, {
      amountCents: 4000,
      store: 'b2c_en',
      recipientEmail: 'browser.card@example.org',
      reference: 'browser test',
    })
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    await signInThroughPages(page, testbed.origin, email, member.secret)

    await page.getByRole('navigation').getByRole('link', { name: 'Coupons' }).click()
    await page.waitForURL('**/admin/coupons')
    expect(await page.locator('main table').first().textContent()).toContain('WELCOME10')
    expect(await findAccessibilityViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'New coupon' }).click()
    await page.waitForURL('**/admin/coupons/new')
    await page.locator('#field-code').fill('Cosy-15')
    await page.locator('#discountType-fixed').check()
    await page.locator('#field-amount').fill('15')
    await page.locator('#field-minimum').fill('60')
    await page.locator('#field-endsOn').fill('2099-01-31')
    await page.locator('#store-b2c_de').uncheck()
    await page.locator('input[name^="category."]').first().check()
    await submit(page, 'Create the coupon')
    await page.waitForURL('**/admin/coupons/COSY-15?done=couponCreated')
    expect(await page.getByRole('status').first().textContent()).toContain('The coupon is created.')
    expect(await page.locator('#store-b2c_de').isChecked()).toBe(false)
    expect(await findAccessibilityViolations(page)).toEqual([])

    await page.goto(`${testbed.origin}/admin/coupons/batches/new`)
    await page.locator('#field-prefix').fill('WINTER-MAIL')
    await page.locator('#field-count').fill('12')
    await page.locator('#field-amount').fill('10')
    await submit(page, 'Create the codes')
    await page.waitForURL(/\/admin\/coupons\/batches\/\d+\?done=batchCreated$/)
    expect(await page.locator('main tbody tr').count()).toBe(12)
    expect(await findAccessibilityViolations(page)).toEqual([])
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download the codes (CSV)' }).click()
    const csv = await (await download).createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of csv) chunks.push(chunk as Buffer)
    const lines = Buffer.concat(chunks).toString('utf8').trim().split('\n')
    expect(lines).toHaveLength(13)
    expect(lines.slice(1).every((line) => /^WINTER-MAIL-[A-Z2-9]{10},no$/.test(line))).toBe(true)

    await page.getByRole('navigation').getByRole('link', { name: 'Gift cards' }).click()
    await page.waitForURL('**/admin/gift-cards')
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.locator('#lookup-code').check()
    await page.locator('#field-q').fill(card.code)
    await submit(page, 'Find')
    await page.locator(`a[href="/admin/gift-cards/${card.id}"]`).click()
    await page.waitForURL(`**/admin/gift-cards/${card.id}`)
    expect(await page.locator('main').textContent()).toContain('browser test')
    expect(await findAccessibilityViolations(page)).toEqual([])
  }, 120_000)
})

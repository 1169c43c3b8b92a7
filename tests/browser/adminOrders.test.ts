import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { startScriptedAndPlainTestbeds, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { signInThroughPages } from '../helpers/adminBrowser.ts'
import { newStaff } from '../helpers/adminSession.ts'
import { customerWithPaidOrder } from '../api/helpers/checkoutFixtures.ts'
import { storeCreditBalance } from '../../domain/storecredit/storeCredit.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'

let testbeds = new Map<boolean, BrowserTestbed>()
let smtp: SmtpCapture
beforeAll(async () => {
  // The shop's e-mails go over SMTP to a capture server: the customer's mailbox.
  smtp = await startSmtpCapture()
  // One browser with JavaScript, one without: the back office's forms work in both.
  testbeds = await startScriptedAndPlainTestbeds({ smtpUrl: smtp.url })
}, 180_000)
afterAll(async () => {
  await Promise.all([...testbeds.values()].map((testbed) => testbed.close()))
  await smtp?.close()
})

/** Submits the form of the button and waits for the page its answer leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()])
}

/** A new owner signed in through the sign-in page's two forms. */
async function signInOwner(testbed: BrowserTestbed, page: Page, email: string) {
  const owner = await newStaff(testbed.server.app, email, 'owner')
  await signInThroughPages(page, testbed.origin, email, owner.secret)
  expect(new URL(page.url()).pathname).toBe('/admin')
}

/** Refunds one piece of the order's first line to the customer's store credit, from the order page: the balance grows. */
async function refundOnePieceToStoreCredit(page: Page, db: Kysely<Database>, customerId: number) {
  const before = await storeCreditBalance(db, customerId)
  await page.locator('input[name^="refund-"]').first().fill('1')
  await page.getByLabel("The customer's store credit").check()
  await page.getByLabel('Reason (kept on the credit memo)').fill('One slipper scuffed')
  await submit(page, 'Refund and e-mail the customer')
  expect(await page.getByRole('status').textContent()).toBe(
    'The refund is made and the customer is e-mailed.',
  )
  expect(await storeCreditBalance(db, customerId)).toBeGreaterThan(before)
}

/** Ships every piece left with Colissimo and a tracking number, from the order page. */
async function shipAll(page: Page, trackingNumber: string) {
  await page.getByLabel('Carrier').selectOption({ label: 'Colissimo' })
  await page.getByLabel('Tracking number').fill(trackingNumber)
  await submit(page, 'Ship and e-mail the customer')
  expect(await page.getByRole('status').textContent()).toBe(
    'The parcel is recorded and the customer is e-mailed.',
  )
}

async function expectAccessible(page: Page) {
  expect(await findAccessibilityViolations(page), page.url()).toEqual([])
}

describe('the orders pages in Chromium', () => {
  it("an owner finds a customer's order by e-mail, ships it, refunds one piece to store credit, and the audit log shows each step; no axe violation", async () => {
    const testbed = testbeds.get(true)!
    const app = testbed.server.app
    const db = app.shopDatabase.db
    const { agent, order, email, customerId } = await customerWithPaidOrder(app, {
      store: '/fr',
      quantity: 2,
    })
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    try {
      await signInOwner(testbed, page, 'orders.browser.owner@example.org')
      await page.getByRole('link', { name: 'Orders', exact: true }).click()
      await page.waitForURL('**/admin/orders')
      await expectAccessible(page)
      await page.getByLabel('Order number, e-mail address, name or postcode (its start)').fill(email)
      await submit(page, 'Search')
      expect(await page.locator('tbody tr').count()).toBe(1)
      await expectAccessible(page)
      await page.getByRole('link', { name: order.order_number }).click()
      await page.waitForURL(`**/admin/orders/${order.order_id}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order ${order.order_number}`)
      await expectAccessible(page)

      await shipAll(page, '6A98765432101')
      // The customer receives the shipping e-mail, with the parcel's tracking number.
      app.email.kick()
      const shippedMail = await smtp.waitFor(
        (mail) =>
          mail.to !== undefined &&
          'text' in mail.to &&
          mail.to.text === email &&
          /6A98765432101/.test(mail.text ?? ''),
      )
      expect(shippedMail.subject).toContain(order.order_number)
      // The shopper's own order page shows the parcel's tracking link.
      await testbed.context.addCookies([
        { name: 'shop_session', value: agent.sessionCookie()!, url: testbed.origin },
      ])
      const shopper = await testbed.context.newPage()
      await shopper.goto(`${testbed.origin}/fr/user/orders/${order.order_id}`)
      const tracking = shopper.locator('main a[href*="laposte.fr"]')
      expect(await tracking.getAttribute('href')).toContain('6A98765432101')
      await shopper.close()

      await refundOnePieceToStoreCredit(page, db, customerId)
      const memoLink = page.getByRole('link', { name: /^Credit memo .+ \(PDF\)$/ })
      const pdf = await page.request.get(new URL((await memoLink.getAttribute('href'))!, testbed.origin).href)
      expect(pdf.headers()['content-type']).toBe('application/pdf')
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
      await expectAccessible(page)

      await page.getByRole('link', { name: 'Audit log' }).click()
      await page.waitForURL('**/admin/audit')
      const audit = await page.locator('tbody').textContent()
      expect(audit).toContain('Parcel shipped')
      expect(audit).toContain('Order refunded')
      expect(audit).toContain(`order ${order.order_number}`)
    } finally {
      await page.close()
    }
  })

  it('ships an order and refunds a piece to store credit with JavaScript off', async () => {
    const testbed = testbeds.get(false)!
    const db = testbed.server.app.shopDatabase.db
    const { order, customerId } = await customerWithPaidOrder(testbed.server.app, {
      store: '/fr',
      quantity: 2,
    })
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    try {
      await signInOwner(testbed, page, 'orders.plain.owner@example.org')
      await page.goto(`${testbed.origin}/admin/orders/${order.order_id}`)
      await shipAll(page, 'JD0000000001')
      expect(await page.locator('main').textContent()).toContain('Status: Shipped')

      await refundOnePieceToStoreCredit(page, db, customerId)
      await expect(page.getByRole('link', { name: /^Credit memo .+ \(PDF\)$/ }).count()).resolves.toBe(1)
    } finally {
      await page.close()
    }
  })
})

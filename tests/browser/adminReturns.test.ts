import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { generate } from 'otplib'
import { startScriptedAndPlainTestbeds, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { customerWithPaidOrder } from '../api/helpers/checkoutFixtures.ts'
import { customerWithReturnRequested } from '../api/helpers/returnFixtures.ts'
import { createStaff } from '../../domain/staff/staffAccounts.ts'
import type { StaffRole } from '../../db/tables.ts'
import { storeCreditBalance } from '../../domain/storecredit/storeCredit.ts'

const PASSWORD = 'Returned-slippers-2026'
const WITHDRAW = `mutation ($input: WithdrawFromContractInput!) { withdrawFromContract(input: $input) { success errorCode withdrawal { id } } }`

let testbeds = new Map<boolean, BrowserTestbed>()
beforeAll(async () => {
  // One browser with JavaScript, one without: the back office's forms work in both.
  testbeds = await startScriptedAndPlainTestbeds()
}, 180_000)
afterAll(async () => {
  await Promise.all([...testbeds.values()].map((testbed) => testbed.close()))
})

/** A new staff member of the role (customer service unless told) signing in through both forms of /admin/login. */
async function signInAsCustomerService(
  testbed: BrowserTestbed,
  page: Page,
  email: string,
  role: StaffRole = 'customer_service',
) {
  const created = await createStaff(
    testbed.server.app.shopDatabase.db,
    { kind: 'commandLine' },
    { email, name: 'Care', role, password: PASSWORD },
    new Date(),
  )
  if (!created.ok || !created.totpSecret) throw new Error(JSON.stringify(created))
  await page.goto(`${testbed.origin}/admin/login`)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await submit(page, 'Sign in')
  const code = await generate({ secret: created.totpSecret, epoch: Math.floor(Date.now() / 1000) })
  await page.getByLabel('Code from your authenticator app, or a recovery code').fill(code)
  await submit(page, 'Continue')
  expect(new URL(page.url()).pathname).toBe('/admin')
}

/** Submits a form by its button and waits for the page its 303 leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([
    page.waitForNavigation(),
    page.getByRole('button', { name: button, exact: true }).click(),
  ])
}

async function expectAccessible(page: Page) {
  expect(await findAccessibilityViolations(page), page.url()).toEqual([])
}

describe('the returns desk of the back office, in Chromium', () => {
  it('customer service finds the customer, authorises, receives and refunds their return; the credit memo is issued; every page passes axe', async () => {
    const testbed = testbeds.get(true)!
    const db = testbed.server.app.shopDatabase.db
    const { number, sku, email, order } = await customerWithReturnRequested(testbed.server.app)
    const withdrawn = await customerWithPaidOrder(testbed.server.app, { quantity: 1 })
    await withdrawn.agent.query(WITHDRAW, {
      input: { orderId: withdrawn.order.order_id, name: 'Léa Martin', email: withdrawn.email, revision: 0 },
    })
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    try {
      await signInAsCustomerService(testbed, page, 'returns.desk@example.org')

      await page.getByRole('link', { name: 'Customers' }).click()
      await page.waitForURL('**/admin/customers')
      await expectAccessible(page)
      await page.getByLabel('E-mail, name or postcode').fill(email)
      await submit(page, 'Search')
      await page.getByRole('link', { name: email }).click()
      await page.waitForURL('**/admin/customers/*')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Customer ${email}`)
      expect(await page.getByRole('link', { name: order.order_number }).getAttribute('href')).toBe(
        `/admin/orders/${order.order_id}`,
      )
      await expectAccessible(page)

      await page.getByRole('link', { name: 'Returns' }).click()
      await page.waitForURL('**/admin/returns')
      await page.getByLabel('Status').selectOption('pending')
      await submit(page, 'Show')
      await expectAccessible(page)
      await page.getByRole('link', { name: number }).click()
      await page.waitForURL(`**/admin/returns/${number}`)
      await expectAccessible(page)

      await submit(page, `Authorise ${sku}`)
      expect(await page.getByRole('status').textContent()).toContain('The item is authorised')
      await page.getByLabel(`Condition of ${sku}`).selectOption('opened')
      await submit(page, `Receive ${sku}`)
      expect(await page.locator('tbody').textContent()).toContain('Opened')
      await submit(page, `Approve ${sku}`)
      await expectAccessible(page)
      await page.getByLabel('The payment card').check()
      await submit(page, 'Refund')
      expect(await page.getByRole('status').textContent()).toContain(
        'The refund is made and the customer is e-mailed.',
      )
      expect(await page.locator('tbody').textContent()).toContain('(refunded)')
      await expectAccessible(page)
      const memos = await db
        .selectFrom('credit_memo')
        .select(['destination', 'grand_total_cents'])
        .where('order_id', '=', Number(order.order_id))
        .execute()
      expect(memos).toHaveLength(1)
      expect(memos[0]?.destination).toBe('payment')
      expect(memos[0]?.grand_total_cents).toBeGreaterThan(0)

      await page.getByRole('link', { name: 'Withdrawals' }).click()
      await page.waitForURL('**/admin/withdrawals')
      expect(await page.locator('tbody').textContent()).toContain(withdrawn.order.order_number)
      await expectAccessible(page)

      // Each step shows in the audit log, for the owner, in their words, by the member who took it.
      await testbed.context.clearCookies()
      await signInAsCustomerService(testbed, page, 'returns.owner@example.org', 'owner')
      await page.goto(`${testbed.origin}/admin/audit`)
      await page.getByLabel('Action').selectOption({ label: 'Returns: every action' })
      await submit(page, 'Show')
      const steps = await page
        .locator('tbody tr')
        .filter({ hasText: `return ${number}` })
        .evaluateAll((rows) =>
          rows.map((row) => [row.children[2]?.textContent, row.children[1]?.textContent]),
        )
      expect(steps.reverse()).toEqual(
        ['Return authorised', 'Return received', 'Return approved', 'Return refunded'].map((action) => [
          action,
          expect.stringContaining('returns.desk@example.org'),
        ]),
      )
      await expectAccessible(page)
    } finally {
      await page.close()
    }
  }, 120_000)

  it('without JavaScript, customer service authorises, receives, approves and refunds a return to store credit with the plain forms', async () => {
    const testbed = testbeds.get(false)!
    const { number, sku, customerId } = await customerWithReturnRequested(testbed.server.app)
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    try {
      await signInAsCustomerService(testbed, page, 'returns.plain@example.org')
      await page.goto(`${testbed.origin}/admin/returns/${number}`)
      await submit(page, `Authorise ${sku}`)
      expect(new URL(page.url()).pathname).toBe(`/admin/returns/${number}`)
      expect(await page.getByRole('status').textContent()).toContain('The item is authorised')
      const item = await testbed.server.app.shopDatabase.db
        .selectFrom('rma_item')
        .innerJoin('rma', 'rma.id', 'rma_item.rma_id')
        .select('rma_item.status')
        .where('rma.number', '=', number)
        .executeTakeFirstOrThrow()
      expect(item.status).toBe('authorized')

      await page.getByLabel(`Condition of ${sku}`).selectOption('opened')
      await submit(page, `Receive ${sku}`)
      await submit(page, `Approve ${sku}`)
      const before = await storeCreditBalance(testbed.server.app.shopDatabase.db, customerId)
      await page.getByLabel('Store credit', { exact: true }).check()
      await submit(page, 'Refund')
      expect(await page.getByRole('status').textContent()).toContain(
        'The refund is made and the customer is e-mailed.',
      )
      expect(await page.locator('tbody').textContent()).toContain('(refunded)')
      expect(await storeCreditBalance(testbed.server.app.shopDatabase.db, customerId)).toBeGreaterThan(before)
    } finally {
      await page.close()
    }
  })
})

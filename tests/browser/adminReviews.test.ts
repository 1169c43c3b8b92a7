import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { BrowserContext, Page } from 'playwright-core'
import { generate } from 'otplib'
import { launchFreshProfile, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { createStaff } from '../../domain/staff/staffAccounts.ts'
import type { StaffRole } from '../../db/tables.ts'

const PASSWORD = 'Slippers-by-the-fire-26'
let testbed: BrowserTestbed
/** A second browser, JavaScript off, on the same shop. */
let plain: { context: BrowserContext; close(): Promise<void> }
beforeAll(async () => {
  ;[testbed, plain] = await Promise.all([
    startBrowserTestbed(),
    launchFreshProfile({ javaScriptEnabled: false }),
  ])
}, 180_000)
afterAll(async () => {
  await Promise.all([plain?.close(), testbed?.close()])
})

const db = () => testbed.server.app.shopDatabase.db

/** Configurable products nobody reviewed yet, one per use. */
let nextProduct = 0
async function unreviewedProduct(): Promise<string> {
  const { rows } = await sql<{ sku: string }>`
    select sku from product where parent_sku is null and type = 'configurable'
      and sku not in (select sku from product_review) order by sku desc limit 1 offset ${nextProduct++}`.execute(
    db(),
  )
  return rows[0]!.sku
}

/** Submits the page's form and waits for the page its 303 leads to. */
async function submit(page: Page, button: ReturnType<Page['getByRole']>) {
  await Promise.all([page.waitForNavigation(), button.click()])
}

/** Signs a new staff member of the role in through the sign-in page, password then TOTP. */
async function signInAs(page: Page, email: string, role: StaffRole) {
  const created = await createStaff(
    db(),
    { kind: 'commandLine' },
    { email, name: 'Browser staff', role, password: PASSWORD },
    new Date(),
  )
  if (!created.ok || !created.totpSecret) throw new Error(JSON.stringify(created))
  await page.goto(`${testbed.origin}/admin/login`)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await submit(page, page.getByRole('button', { name: 'Sign in' }))
  const code = await generate({ secret: created.totpSecret, epoch: Math.floor(Date.now() / 1000) })
  await page.getByLabel('Code from your authenticator app, or a recovery code').fill(code)
  await submit(page, page.getByRole('button', { name: 'Continue' }))
  expect(new URL(page.url()).pathname).toBe('/admin')
}

/** The product page as the shop serves it now (no browser cache): its X-Cache and its HTML. */
async function served(page: Page, path: string) {
  const response = await page.request.get(`${testbed.origin}${path}`)
  return { cache: response.headers()['x-cache'], html: await response.text() }
}

describe('moderating reviews and setting stock in the back office', () => {
  it('a customer’s review approved by customer service shows on the product page its cache held; stock set by the warehouse shows too; no axe violations', async () => {
    const sku = await unreviewedProduct()
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    try {
      // A customer signs up and writes a review, held for moderation.
      const signedUp = await page.request.post(`${testbed.origin}/en/graphql`, {
        headers: { origin: testbed.origin },
        data: {
          query: 'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }',
          variables: {
            input: {
              firstname: 'Marie',
              lastname: 'Dupont',
              email: 'marie.admin-reviews@example.org',
              password: 'correct horse battery',
              acceptsTerms: true,
            },
          },
        },
      })
      expect(await signedUp.json()).toEqual({ data: { createCustomer: { success: true } } })
      await page.goto(`${testbed.origin}/en/review/${sku}`)
      await page.getByRole('radio', { name: '4 stars' }).check()
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Warm all winter')
      await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('Soft felt, true to size.')
      await page.getByRole('button', { name: 'Send my review' }).click()
      await expect(page.locator('main').getByRole('status').textContent()).resolves.toContain(
        'Thank you, your review will be published after moderation.',
      )
      await testbed.context.clearCookies()

      // The product page, without the review, is in the page cache.
      await served(page, `/en/product/${sku}`)
      const cached = await served(page, `/en/product/${sku}`)
      expect(cached.cache).toBe('HIT')
      expect(cached.html).not.toContain('Warm all winter')

      await signInAs(page, 'care.admin-reviews@example.org', 'customer_service')
      await page.getByRole('link', { name: 'Reviews', exact: true }).click()
      await page.waitForURL('**/admin/reviews')
      const review = page.getByRole('article', { name: 'Warm all winter' })
      await expect(review.textContent()).resolves.toContain('Waiting for moderation')
      expect(await findAccessibilityViolations(page)).toEqual([])
      await submit(page, review.getByRole('button', { name: 'Approve' }))
      await expect(page.getByRole('status').first().textContent()).resolves.toBe(
        'The review is approved: it shows on the product page.',
      )
      expect(await findAccessibilityViolations(page)).toEqual([])

      // The approval purged the cached page: the next visitor sees the review.
      const after = await served(page, `/en/product/${sku}`)
      expect(after.cache).not.toBe('HIT')
      await page.goto(`${testbed.origin}/en/product/${sku}`)
      await page.reload()
      await expect(
        page.locator('#reviews').getByRole('heading', { name: 'Warm all winter' }).isVisible(),
      ).resolves.toBe(true)

      // The warehouse sets a size's stock: the product page shows it.
      const { rows } = await sql<{ sku: string }>`
        select sku from product where parent_sku is null and type = 'simple' and is_in_stock and qty > 0
        order by sku limit 1`.execute(db())
      const simple = rows[0]!.sku
      await served(page, `/en/product/${simple}`)
      expect((await served(page, `/en/product/${simple}`)).cache).toBe('HIT')
      await testbed.context.clearCookies()
      await signInAs(page, 'warehouse.admin-reviews@example.org', 'warehouse')
      await page.getByRole('link', { name: 'Stock', exact: true }).click()
      await page.waitForURL('**/admin/stock')
      await page.getByLabel('SKU, product id or name').fill(simple)
      await submit(page, page.getByRole('button', { name: 'Find', exact: true }))
      expect(await findAccessibilityViolations(page)).toEqual([])
      await page.getByLabel(`Quantity of ${simple}`).fill('0')
      await submit(page, page.getByRole('button', { name: `Save ${simple}` }))
      await expect(page.getByRole('status').first().textContent()).resolves.toBe('The stock is saved.')
      await expect(page.getByRole('row', { name: new RegExp(simple) }).textContent()).resolves.toContain(
        'No, 0 pieces',
      )
      expect(await findAccessibilityViolations(page)).toEqual([])
      await page.goto(`${testbed.origin}/en/product/${simple}`)
      await page.reload()
      const form = page.locator('main form[action$="/cart"]').first()
      await expect(form.locator('[aria-live]').textContent()).resolves.toContain('Out of stock')

      // Both steps show in the audit log, in the owner's words, with who did them.
      await testbed.context.clearCookies()
      await signInAs(page, 'owner.admin-reviews@example.org', 'owner')
      await page.getByRole('link', { name: 'Audit log' }).click()
      await page.waitForURL('**/admin/audit')
      const rowOf = (who: string) => page.locator('tbody tr').filter({ hasText: who }).first()
      await expect(rowOf('care.admin-reviews@example.org').textContent()).resolves.toContain(
        'Review approved',
      )
      await expect(rowOf('warehouse.admin-reviews@example.org').textContent()).resolves.toContain('Stock set')
      expect(await findAccessibilityViolations(page)).toEqual([])
      // The lists the dashboard's figures open, new with them, and the stock's own pages (the simple product's movements) pass axe too.
      for (const path of [
        '/admin',
        '/admin/stock?out=1',
        '/admin/stock?low=1',
        `/admin/stock/${simple}`,
        '/admin/emails',
        '/admin/returns?status=waiting',
      ]) {
        await page.goto(`${testbed.origin}${path}`)
        expect(await findAccessibilityViolations(page), path).toEqual([])
      }
    } finally {
      await page.close()
    }
  }, 180_000)

  it('approves a review with JavaScript off: plain form, 303, the review published', async () => {
    const sku = await unreviewedProduct()
    const { id } = await db()
      .insertInto('product_review')
      .values({
        sku,
        rating: 5,
        author: 'Jean P.',
        title: 'No script needed',
        comment: 'Comfortable.',
        language: 'en',
        status: 'pending',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const page = await plain.context.newPage()
    page.setDefaultTimeout(8_000)
    try {
      await signInAs(page, 'plain.admin-reviews@example.org', 'customer_service')
      await page.goto(`${testbed.origin}/admin/reviews?product=${sku}`)
      await submit(
        page,
        page.getByRole('article', { name: 'No script needed' }).getByRole('button', { name: 'Approve' }),
      )
      expect(new URL(page.url()).searchParams.get('done')).toBe('reviewApproved')
      await expect(page.getByRole('article', { name: 'No script needed' }).textContent()).resolves.toContain(
        'Approved',
      )
      const row = await db()
        .selectFrom('product_review')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(row.status).toBe('approved')
      expect((await served(page, `/en/product/${sku}`)).html).toContain('No script needed')
    } finally {
      await page.close()
    }
  }, 120_000)
})

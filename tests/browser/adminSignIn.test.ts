import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { generate } from 'otplib'
import { startScriptedAndPlainTestbeds, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { createStaff, setupLinkPath } from '../../domain/staff/staffAccounts.ts'

const PASSWORD = 'Slippers-by-the-fire-26'
let testbeds = new Map<boolean, BrowserTestbed>()
beforeAll(async () => {
  // One browser with JavaScript, one without: the back office's forms work in both.
  testbeds = await startScriptedAndPlainTestbeds()
}, 180_000)
afterAll(async () => {
  await Promise.all([...testbeds.values()].map((testbed) => testbed.close()))
})

/** Submits the page's form and waits for the page its 303 leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()])
}

describe.each([true, false])('the back office (JavaScript %s)', (javaScript) => {
  it('sets a new owner up from the one-time link the command prints: password, TOTP key, recovery codes; a recovery code signs them in', async () => {
    const testbed = testbeds.get(javaScript)!
    const email = `setup.owner.${javaScript ? 'js' : 'plain'}@example.org`
    // What `npm run staff:create -- --email X --role owner` does (scripts/staffCreate.ts), on the shop's own database.
    const created = await createStaff(
      testbed.server.app.shopDatabase.db,
      { kind: 'commandLine' },
      { email, name: 'New owner', role: 'owner' },
      new Date(),
    )
    if (!created.ok || !created.setupToken) throw new Error(JSON.stringify(created))
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    const violations: Record<string, unknown> = {}
    const check = async (name: string) => {
      if (!javaScript) return
      const found = await findAccessibilityViolations(page)
      if (found.length > 0) violations[name] = found
    }
    try {
      await page.goto(`${testbed.origin}${setupLinkPath(created.setupToken)}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Set up your account')
      await check('set-up')
      const key = (await page.locator('code').first().textContent()) ?? ''
      expect(key).toMatch(/^[A-Z2-7]{16,64}$/)
      await page.getByLabel('New password').fill(PASSWORD)
      const code = await generate({ secret: key, epoch: Math.floor(Date.now() / 1000) })
      await page.getByLabel('Code shown by the app').fill(code)
      await submit(page, 'Set up my account')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your recovery codes')
      const recoveryCodes = await page.locator('main li').allTextContents()
      expect(recoveryCodes).toHaveLength(10)
      await check('recovery codes')
      await Promise.all([
        page.waitForNavigation(),
        page.getByRole('link', { name: 'Go to the sign-in page' }).click(),
      ])
      await page.getByLabel('E-mail address').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await submit(page, 'Sign in')
      await page
        .getByLabel('Code from your authenticator app, or a recovery code')
        .fill(recoveryCodes[0] ?? '')
      await submit(page, 'Continue')
      expect(new URL(page.url()).pathname).toBe('/admin')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard')
      // The link was used up: it cannot set the account up a second time.
      await page.goto(`${testbed.origin}${setupLinkPath(created.setupToken)}`)
      expect(await page.getByText('This set-up link is no longer valid.', { exact: false }).count()).toBe(1)
      expect(violations).toEqual({})
    } finally {
      await page.close()
      // The next test starts signed out, as a new visitor.
      await testbed.context.clearCookies()
    }
  })

  it('signs a new owner in with password and TOTP, shows the dashboard; login, dashboard, audit, staff and settings pages have no axe violations', async () => {
    const testbed = testbeds.get(javaScript)!
    const email = `browser.owner.${javaScript ? 'js' : 'plain'}@example.org`
    const created = await createStaff(
      testbed.server.app.shopDatabase.db,
      { kind: 'commandLine' },
      { email, name: 'Browser owner', role: 'owner', password: PASSWORD },
      new Date(),
    )
    if (!created.ok || !created.totpSecret) throw new Error(JSON.stringify(created))
    const page = await testbed.context.newPage()
    page.setDefaultTimeout(8_000)
    // The strict CSP must not refuse anything the pages themselves load.
    const refusals: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refusals.push(message.text())
    })
    const violations: Record<string, unknown> = {}
    const check = async () => {
      if (!javaScript) return
      const found = await findAccessibilityViolations(page)
      if (found.length > 0) violations[new URL(page.url()).pathname] = found
    }
    try {
      await page.goto(`${testbed.origin}/admin`)
      expect(new URL(page.url()).pathname).toBe('/admin/login')
      await check()
      await page.getByLabel('E-mail address').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await submit(page, 'Sign in')
      await check()
      const code = await generate({ secret: created.totpSecret, epoch: Math.floor(Date.now() / 1000) })
      await page.getByLabel('Code from your authenticator app, or a recovery code').fill(code)
      await submit(page, 'Continue')
      expect(new URL(page.url()).pathname).toBe('/admin')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard')
      expect(await page.getByText('Orders waiting to ship').count()).toBe(1)
      await check()
      await page.getByRole('link', { name: 'Audit log' }).click()
      await page.waitForURL('**/admin/audit')
      expect(await page.locator('tbody').textContent()).toContain('Signed in')
      await check()
      await page.getByRole('link', { name: 'Staff', exact: true }).click()
      await page.waitForURL('**/admin/staff')
      expect(await page.locator('tbody').textContent()).toContain(email)
      await check()
      await page.getByRole('link', { name: 'Shop settings' }).click()
      await page.waitForURL('**/admin/settings')
      expect(await page.getByLabel('VAT number').inputValue()).toBe('FR65912345675')
      await check()
      if (javaScript) {
        // A store's overrides: a box per setting beside the shop's values.
        await page.getByRole('link', { name: 'the store b2c_de (/de)' }).click()
        await page.waitForURL('**/admin/settings?store=b2c_de')
        await check()
      }
      expect(violations).toEqual({})
      expect(refusals).toEqual([])
    } finally {
      await page.close()
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { generate } from 'otplib'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import { createStaff, setupLinkPath } from '../../domain/staff/staffAccounts.ts'

const PASSWORD = 'Slippers-by-the-fire-26'
let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 180_000)
afterAll(async () => {
  await testbed?.close()
})

/** Clicks a button and waits for the page its form's 303 leads to. */
async function submit(page: Page, button: string) {
  await Promise.all([
    page.waitForNavigation(),
    page.getByRole('button', { name: button, exact: true }).click(),
  ])
}

/**
 * A page with Chromium's virtual authenticator (DevTools protocol): a platform authenticator
 * that keeps passkeys and verifies its user without asking, as a laptop's fingerprint reader would.
 */
async function pageWithAuthenticator(): Promise<Page> {
  const page = await testbed.context.newPage()
  page.setDefaultTimeout(8_000)
  const devtools = await testbed.context.newCDPSession(page)
  await devtools.send('WebAuthn.enable')
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  return page
}

describe('passkeys in the back office (Chromium’s virtual authenticator)', () => {
  it('a staff member signs in with TOTP, adds a passkey, signs out, and signs in with password and passkey', async () => {
    const email = 'browser.passkey@example.org'
    const created = await createStaff(
      testbed.server.app.shopDatabase.db,
      { kind: 'commandLine' },
      { email, name: 'Passkey owner', role: 'warehouse', password: PASSWORD },
      new Date(),
    )
    if (!created.ok || !created.totpSecret) throw new Error(JSON.stringify(created))
    const page = await pageWithAuthenticator()
    // The strict CSP must not refuse the passkey script or its requests.
    const refusals: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refusals.push(message.text())
    })
    const violations: Record<string, unknown> = {}
    const check = async (name: string) => {
      const found = await findAccessibilityViolations(page)
      if (found.length > 0) violations[name] = found
    }
    try {
      await page.goto(`${testbed.origin}/admin/login`)
      await page.getByLabel('E-mail address').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await submit(page, 'Sign in')
      const code = await generate({ secret: created.totpSecret, epoch: Math.floor(Date.now() / 1000) })
      await page.getByLabel('Code from your authenticator app, or a recovery code').fill(code)
      await submit(page, 'Continue')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard')

      await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Security' }).click()])
      expect(await page.getByText('You have no passkey yet.').count()).toBe(1)
      // Without JavaScript the page says adding needs it; here the script replaced that note with the form.
      expect(await page.getByText('Adding a passkey needs JavaScript in this browser.').isVisible()).toBe(
        false,
      )
      await check('security, no passkey')
      await page.getByLabel('Name of the passkey').fill('Work laptop')
      await submit(page, 'Add a passkey')
      expect(await page.getByRole('status').textContent()).toBe(
        'The passkey is added. Use it the next time you sign in.',
      )
      expect(await page.getByRole('rowheader').allTextContents()).toEqual(['Work laptop'])
      await check('security, one passkey')

      await submit(page, 'Sign out')
      await page.getByLabel('E-mail address').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await submit(page, 'Sign in')
      await check('second step')
      await submit(page, 'Use a passkey')
      expect(new URL(page.url()).pathname).toBe('/admin')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard')
      const [signIn] = await listAudit(testbed.server.app.shopDatabase.db, {
        staffId: created.staff.id,
        action: 'staff.signIn',
        limit: 1,
      })
      expect(signIn?.after).toMatchObject({ method: 'passkey' })

      await page.goto(`${testbed.origin}/admin/security`)
      expect(await page.getByRole('row', { name: /Work laptop/ }).textContent()).not.toContain('Never')
      expect(violations).toEqual({})
      expect(refusals).toEqual([])
    } finally {
      await page.close()
      await testbed.context.clearCookies()
    }
  })

  it('shows the TOTP key as a QR code on the set-up page, where a new staff member may enrol a passkey instead', async () => {
    const email = 'browser.passkey.setup@example.org'
    const created = await createStaff(
      testbed.server.app.shopDatabase.db,
      { kind: 'commandLine' },
      { email, name: 'New staff', role: 'customer_service' },
      new Date(),
    )
    if (!created.ok || !created.setupToken) throw new Error(JSON.stringify(created))
    const page = await pageWithAuthenticator()
    try {
      await page.goto(`${testbed.origin}${setupLinkPath(created.setupToken)}`)
      const qrCode = page.getByRole('img', { name: /^QR code of the key for your authenticator app/ })
      expect(await qrCode.isVisible()).toBe(true)
      const box = await qrCode.locator('svg').boundingBox()
      expect(box?.width).toBeGreaterThan(100)
      expect(box?.width).toBe(box?.height)
      expect(await findAccessibilityViolations(page)).toEqual([])

      await page.getByLabel('New password').fill(PASSWORD)
      await submit(page, 'Set up with a passkey')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your recovery codes')
      expect(await page.locator('main li').count()).toBe(10)
      expect(await findAccessibilityViolations(page)).toEqual([])

      await Promise.all([
        page.waitForNavigation(),
        page.getByRole('link', { name: 'Go to the sign-in page' }).click(),
      ])
      await page.getByLabel('E-mail address').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await submit(page, 'Sign in')
      await submit(page, 'Use a passkey')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard')
    } finally {
      await page.close()
      await testbed.context.clearCookies()
    }
  })
})

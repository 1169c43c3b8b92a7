import type { Page } from 'playwright-core'
import { generate } from 'otplib'
import { STAFF_PASSWORD } from './adminSession.ts'

/** Submits the form of the button named exactly `button` and waits for the page its answer leads to. */
export async function submit(page: Page, button: string): Promise<void> {
  await Promise.all([
    page.waitForNavigation(),
    page.getByRole('button', { name: button, exact: true }).click(),
  ])
}

/**
 * Signs a staff member in through the back office's own pages, as a person does: e-mail and
 * password, then the authenticator app's current code for `secret` (see `newStaff`).
 */
export async function signInThroughPages(
  page: Page,
  origin: string,
  email: string,
  secret: string,
): Promise<void> {
  await page.goto(`${origin}/admin/login`)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await submit(page, 'Sign in')
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) })
  await page.getByLabel('Code from your authenticator app, or a recovery code').fill(code)
  await submit(page, 'Continue')
}

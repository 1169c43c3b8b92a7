import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startScriptedAndPlainTestbeds, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolationsAsServed } from '../helpers/axe.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'

let smtp: SmtpCapture
let testbeds = new Map<boolean, BrowserTestbed>()
beforeAll(async () => {
  smtp = await startSmtpCapture()
  // One shop and browser with JavaScript, one without: the forms must work in both.
  testbeds = await startScriptedAndPlainTestbeds({ smtpUrl: smtp.url })
}, 180_000)
afterAll(async () => {
  for (const testbed of testbeds.values()) await testbed.close()
  await smtp?.close()
})

// Each store's address: a postcode that follows its default country's rules.
const STORES = [
  { base: '/en', country: 'GB', postcodes: ['SW1A 1AA', 'M1 1AE'], cities: ['London', 'Manchester'] },
  { base: '/de', country: 'DE', postcodes: ['10115', '80331'], cities: ['Berlin', 'München'] },
] as const
// The first store with JavaScript, the second without: each store and each way of sending the account pages once (the four pairs
// cost a minute of CI for the same steps; the forms are the server's either way, and every page type is checked in every store elsewhere).
const CASES = STORES.map((store, index) => ({ ...store, javaScript: index === 0 }))

const OLD_PASSWORD = 'slippers in the snow'
const NEW_PASSWORD = 'warm socks all winter'

/**
 * Checks the page with axe (WCAG 2.2 A/AA) and remembers what it found under the page's path.
 * The account pages are server forms without islands, so the server sends the same pages with
 * or without JavaScript: axe checks them in the cases with JavaScript, once.
 */
async function expectAccessible(page: Page, violations: Record<string, unknown>) {
  if (page.context() !== testbeds.get(true)!.context) return
  const found = await findAccessibilityViolationsAsServed(page, testbeds.get(true)!.context)
  if (found.length > 0) violations[new URL(page.url()).pathname] = found
}

/** The form of a page that posts a given `_action` (or the page's only form). */
function formOf(page: Page, action?: string) {
  return action
    ? page.locator('form', { has: page.locator(`input[name="_action"][value="${action}"]`) })
    : page.locator('main form').first()
}

/** Submits a form and waits for the page its answer leads to (every form here posts and answers 303). */
async function submit(page: Page, form: ReturnType<typeof formOf>) {
  // waitForLoadState alone returns at once on the page already loaded, before the post's answer.
  const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
  await form.locator('button[type="submit"]').first().click()
  await navigated
  await page.waitForLoadState('load')
}

async function fillAddress(
  page: Page,
  address: {
    firstname: string
    street: string
    postcode: string
    city: string
    country: string
    defaultShipping?: boolean
  },
) {
  const form = formOf(page, 'save')
  await form.locator('input[name="firstname"]').fill(address.firstname)
  await form.locator('input[name="lastname"]').fill('Martin')
  await form.locator('input[name="street"]').fill(address.street)
  await form.locator('input[name="postcode"]').fill(address.postcode)
  await form.locator('input[name="city"]').fill(address.city)
  await form.locator('select[name="countryCode"]').selectOption(address.country)
  if (address.defaultShipping) await form.locator('input[name="defaultShipping"]').check()
  await submit(page, form)
}

describe('customer account in Chromium', () => {
  it.each(CASES)(
    '$base, JavaScript $javaScript: register, sign out and in, edit, two addresses, reset the password',
    async ({ base, country, postcodes, cities, javaScript }) => {
      const testbed = testbeds.get(javaScript)!
      const shop = `${testbed.origin}${base}`
      const email = `lea.${base.slice(1)}.${javaScript ? 'js' : 'nojs'}@example.org`
      const violations: Record<string, unknown> = {}
      // Each case is a new shopper: the stores share one origin, and so one session cookie.
      await testbed.context.clearCookies()
      const page = await testbed.context.newPage()
      const cookieLog: string[] = []
      // headers() leaves cookies out; allHeaders() has them.
      page.on('response', async (response) => {
        const setCookie = (await response.allHeaders().catch(() => ({}) as Record<string, string>))[
          'set-cookie'
        ]
        cookieLog.push(
          `${response.request().method()} ${response.url()} ${response.status()}${setCookie ? ` -> ${setCookie.slice(0, 40)}` : ''}`,
        )
      })
      try {
        // Register: the account opens signed in.
        await page.goto(`${shop}/register`)
        await expectAccessible(page, violations)
        const register = formOf(page)
        await register.locator('input[name="firstname"]').fill('Léa')
        await register.locator('input[name="lastname"]').fill('Martin')
        await register.locator('input[name="email"]').fill(email)
        await register.locator('input[name="password"]').fill(OLD_PASSWORD)
        await register.locator('input[name="acceptsTerms"]').check()
        await submit(page, register)
        expect(new URL(page.url()).pathname).toBe(`${base}/user/`)
        await expect(page.locator('main').textContent()).resolves.toContain('Léa')
        await expectAccessible(page, violations)

        // Sign out, then back in.
        await page.goto(`${shop}/user/logout`)
        await expectAccessible(page, violations)
        await submit(page, formOf(page))
        expect(new URL(page.url()).pathname).toBe(`${base}/login`)
        await expectAccessible(page, violations)
        await page.goto(`${shop}/user/`)
        expect(new URL(page.url()).pathname).toBe(`${base}/login`)
        const login = formOf(page)
        await login.locator('input[name="email"]').fill(email)
        await login.locator('input[name="password"]').fill(OLD_PASSWORD)
        await submit(page, login)
        expect(new URL(page.url()).pathname).toBe(`${base}/user/`)

        // Edit the name.
        await page.goto(`${shop}/user/information`)
        const customer = formOf(page, 'customer')
        await customer.locator('input[name="firstname"]').fill('Léonie')
        await submit(page, customer)
        await expect(page.locator('[role="status"]').count()).resolves.toBeGreaterThan(0)
        await expect(formOf(page, 'customer').locator('input[name="firstname"]').inputValue()).resolves.toBe(
          'Léonie',
        )
        await expectAccessible(page, violations)

        // Two addresses: the first is both defaults, the second becomes the shipping one.
        await page.goto(`${shop}/user/address-book?new=1`)
        await expectAccessible(page, violations)
        await fillAddress(page, {
          firstname: 'Léonie',
          street: '1 Main Street',
          postcode: postcodes[0],
          city: cities[0],
          country,
        })
        await page.goto(`${shop}/user/address-book?new=1`)
        await fillAddress(page, {
          firstname: 'Léonie',
          street: '2 High Street',
          postcode: postcodes[1],
          city: cities[1],
          country,
          defaultShipping: true,
        })
        expect(new URL(page.url()).pathname).toBe(`${base}/user/address-book`)
        const book = (await page.locator('main').textContent()) ?? ''
        expect(book).toContain(cities[0])
        expect(book).toContain(cities[1])
        // The first address keeps the billing default; the shipping default moved to the second.
        const badgesOf = (city: string) =>
          page
            .locator('main li', { hasText: city })
            .filter({ has: page.locator('form') })
            .locator('ul li')
            .allTextContents()
        const [firstBadges, secondBadges] = [await badgesOf(cities[0]), await badgesOf(cities[1])]
        expect(firstBadges).toHaveLength(1)
        expect(secondBadges).toHaveLength(1)
        expect(firstBadges[0]).not.toBe(secondBadges[0])
        await expectAccessible(page, violations)

        // Forgot the password: the e-mail's link sets a new one; the old one no longer works.
        await submit(page, (await page.goto(`${shop}/user/logout`), formOf(page)))
        await page.goto(`${shop}/login`)
        await page.locator(`a[href="${base}/account/password-request"]`).first().click()
        await page.waitForURL(`${shop}/account/password-request`)
        await expectAccessible(page, violations)
        const request = formOf(page)
        await request.locator('input[name="email"]').fill(email)
        await submit(page, request)
        await expect(page.locator('[role="status"]').count()).resolves.toBeGreaterThan(0)
        const message = await smtp.waitFor(
          (mail) =>
            mail.to !== undefined &&
            JSON.stringify(mail.to).includes(email) &&
            /password-reset\?token=/.test(mail.text ?? ''),
          20_000,
        )
        const link = /https?:\/\/\S+password-reset\?token=[\w-]+/.exec(message.text ?? '')?.[0]
        expect(link).toBeTruthy()
        await page.goto(link!)
        await expectAccessible(page, violations)
        const reset = formOf(page)
        await reset.locator('input[name="newPassword"]').fill(NEW_PASSWORD)
        await submit(page, reset)
        expect(new URL(page.url()).pathname).toBe(`${base}/login`)

        const oldLogin = formOf(page)
        await oldLogin.locator('input[name="email"]').fill(email)
        await oldLogin.locator('input[name="password"]').fill(OLD_PASSWORD)
        await submit(page, oldLogin)
        expect(new URL(page.url()).pathname).toBe(`${base}/login`)
        await expect(page.locator('[role="alert"]').count()).resolves.toBeGreaterThan(0)
        await expectAccessible(page, violations)
        const newLogin = formOf(page)
        await newLogin.locator('input[name="email"]').fill(email)
        await newLogin.locator('input[name="password"]').fill(NEW_PASSWORD)
        await submit(page, newLogin)
        expect(new URL(page.url()).pathname).toBe(`${base}/user/`)
        await expect(page.locator('main').textContent()).resolves.toContain('Léonie')
        expect(violations).toEqual({})
      } catch (error) {
        console.log(cookieLog.join('\n'))
        throw new Error(
          `${(error as Error).message}\n  at ${page.url()}: ${(
            (await page
              .locator('main')
              .textContent()
              .catch(() => '')) ?? ''
          ).slice(0, 400)}`,
          { cause: error },
        )
      } finally {
        await page.close()
      }
    },
    120_000,
  )
})

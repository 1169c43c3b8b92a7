import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { launchFreshProfile, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations, findAccessibilityViolationsAsServed } from '../helpers/axe.ts'
import { createFormShopper } from '../helpers/formShopper.ts'
import { orderableVariant } from '../api/helpers/checkoutFixtures.ts'

// A product kept from a listing card has no colour or size. Whoever adds it to a cart (its
// owner from the wishlist page, a visitor from the shared link) chooses them in the item's own
// form, with and without JavaScript.

let testbed: BrowserTestbed
let noScript: { context: BrowserContext; close(): Promise<void> }
beforeAll(async () => {
  testbed = await startBrowserTestbed()
  noScript = await launchFreshProfile({ javaScriptEnabled: false })
}, 120_000)
afterAll(async () => {
  await noScript?.close()
  await testbed?.close()
})

const REGISTER = 'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }'
const KEEP = 'mutation ($input: WishlistItemInput!) { addToWishlist(input: $input) { success errorCode } }'
const SHARE = 'mutation { shareWishlist { success shareCode } }'

/** A customer whose wishlist keeps a configurable product without colour and size, shared: the share code. */
async function sharedWishlistWithoutOptions(base: string, email: string, offset: number) {
  const variant = await orderableVariant(testbed.server.app, 5, offset)
  const owner = createFormShopper(testbed.server.app, base)
  expect(
    (
      await owner.graphql(base, REGISTER, {
        input: {
          firstname: 'Maud',
          lastname: 'Leroy',
          email,
          password: 'correct horse battery',
          acceptsTerms: true,
        },
      })
    ).data?.createCustomer.success,
  ).toBe(true)
  expect((await owner.graphql(base, KEEP, { input: { sku: variant.sku } })).data?.addToWishlist).toEqual({
    success: true,
    errorCode: null,
  })
  const shareCode = (await owner.graphql(base, SHARE)).data?.shareWishlist.shareCode as string
  expect(shareCode).toBeTruthy()
  return { variant, shareCode }
}

describe('choosing the options of a wishlist item kept without them', () => {
  it.each([
    { base: '/fr', javaScript: true, offset: 0 },
    { base: '/de', javaScript: false, offset: 3 },
    { base: '/de', javaScript: true, offset: 6 },
    { base: '/fr', javaScript: false, offset: 9 },
  ])(
    '$base, JavaScript $javaScript: a visitor of the shared link chooses colour and size and adds the product to their cart',
    async ({ base, javaScript, offset }) => {
      const { variant, shareCode } = await sharedWishlistWithoutOptions(
        base,
        `shared.options.${base.slice(1)}.${String(javaScript)}@example.org`,
        offset,
      )
      const context = javaScript ? testbed.context : noScript.context
      await context.clearCookies()
      const page = await context.newPage()
      await page.setViewportSize({ width: 1280, height: 900 })
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(`${testbed.origin}${base}/wishlist/share/${shareCode}/`, { waitUntil: 'load' })
      const item = page.locator('main li[data-wishlist-item]')
      await expect(item.count()).resolves.toBe(1)
      const name = ((await item.locator('h2').textContent()) ?? '').trim()
      const colour = item.locator('select:has(option[value="' + variant.colour + '"])')
      const size = item.locator('select:has(option[value="' + variant.size + '"])')
      await expect(colour.count()).resolves.toBe(1)
      await expect(size.count()).resolves.toBe(1)
      // Nothing is chosen for the visitor; the form asks before it sends.
      await expect(colour.inputValue()).resolves.toBe('')
      expect(
        await (javaScript
          ? findAccessibilityViolations(page)
          : findAccessibilityViolationsAsServed(page, testbed.context)),
      ).toEqual([])
      await colour.selectOption(variant.colour)
      await size.selectOption(variant.size)
      const labels = await Promise.all(
        [colour, size].map((select) => select.locator('option:checked').textContent()),
      )
      await Promise.all([
        page.waitForURL(`${testbed.origin}${base}/cart`),
        item.locator('button[type="submit"]').click(),
      ])
      await page.waitForLoadState('load')
      const line = page.locator('main li', { hasText: name }).first()
      await expect(line.count()).resolves.toBe(1)
      const text = (await line.textContent()) ?? ''
      for (const label of labels) expect(text).toContain((label ?? '').trim())
      expect(problems).toEqual([])
      await page.close()
    },
    90_000,
  )

  it('/fr: the owner chooses them on the wishlist page and moves the product to the cart', async () => {
    const variant = await orderableVariant(testbed.server.app, 5, 12)
    const email = 'owner.options.fr@example.org'
    const owner = createFormShopper(testbed.server.app, '/fr')
    expect(
      (
        await owner.graphql('/fr', REGISTER, {
          input: {
            firstname: 'Maud',
            lastname: 'Leroy',
            email,
            password: 'correct horse battery',
            acceptsTerms: true,
          },
        })
      ).data?.createCustomer.success,
    ).toBe(true)
    expect(
      (await owner.graphql('/fr', KEEP, { input: { sku: variant.sku } })).data?.addToWishlist.success,
    ).toBe(true)
    await testbed.context.clearCookies()
    const page = await testbed.context.newPage()
    await page.goto(`${testbed.origin}/fr/login`, { waitUntil: 'load' })
    const login = page.locator('main form:has(input[name="password"])').first()
    await login.locator('input[name="email"]').fill(email)
    await login.locator('input[name="password"]').fill('correct horse battery')
    await Promise.all([page.waitForURL(/\/fr\/user\//), login.locator('button[type="submit"]').click()])
    await page.goto(`${testbed.origin}/fr/user/wishlist`, { waitUntil: 'load' })
    const item = page.locator('main li[data-wishlist-item]')
    await item.locator('select:has(option[value="' + variant.colour + '"])').selectOption(variant.colour)
    await item.locator('select:has(option[value="' + variant.size + '"])').selectOption(variant.size)
    await Promise.all([
      page.waitForURL(`${testbed.origin}/fr/user/wishlist`),
      item.locator('form:has(input[value="moveToCart"]) button[type="submit"]').click(),
    ])
    await page.waitForLoadState('load')
    await expect(page.locator('main li[data-wishlist-item]').count()).resolves.toBe(0)
    await page.close()
  }, 90_000)
})

import type { Page } from 'playwright-core'
import { hydrateConfigurator } from './browser.ts'
import { DEMO_CUSTOMER } from '../../db/seed/demoOrders.ts'

// Seeded products: configurable slippers with an embroidery option, and a bundle of socks.
const SLIPPERS = 'SL-00073'
const BUNDLE = 'BU-00001'

/**
 * Opens every page type of a store in `page`, as a shopper meets them, and calls `check` on
 * each once it has loaded: home, a category, products (configurable, bundle), search with and
 * without results, a content page, FAQ, contact, quick order, sign-in, registration,
 * newsletter, guest order lookup, the empty and the filled cart, the checkout, the demo
 * customer's account pages, a shared wishlist and the not-found page. Leaves the browser
 * context signed in with a cart.
 */
export async function visitEveryPageType(
  page: Page,
  origin: string,
  base: string,
  check: (path: string) => Promise<void>,
): Promise<void> {
  const visit = async (path: string) => {
    const response = await page.goto(`${origin}${base}${path}`, { waitUntil: 'load' })
    if (!response || response.status() >= 500)
      throw new Error(`${base}${path} answered ${response?.status()}`)
    await check(path)
  }
  await page.goto(`${origin}${base}/`, { waitUntil: 'load' })
  const categoryPath = (await page.locator('a[href*="/category/"]').first().getAttribute('href'))!.replace(
    base,
    '',
  )
  const contentPath = (await page.locator('footer nav a[href^="/"]').last().getAttribute('href'))!.replace(
    base,
    '',
  )
  for (const path of [
    '/',
    categoryPath,
    `/product/${SLIPPERS}`,
    `/product/${BUNDLE}`,
    '/search/chaussettes',
    '/search/zzzz-nothing',
    contentPath,
    '/Faq',
    '/contact',
    '/quick-order',
    '/login',
    '/register',
    '/newsletter',
    '/orders/',
    '/cart',
    '/no-such-page',
  ]) {
    await visit(path)
  }
  await fillCart(page, origin, base)
  await visit('/cart')
  await visit('/checkout/login')
  await signIn(page, origin, base)
  for (const path of [
    '/checkout/',
    '/user/',
    '/user/orders/',
    '/user/orders/1/',
    '/user/address-book',
    '/user/information',
    '/user/returns',
    '/user/wishlist',
    '/user/newsletter',
    '/wishlist/share/no-such-code/',
  ]) {
    await visit(path)
  }
}

/** Adds the slippers to the cart as a shopper does on the product page. */
export async function fillCart(page: Page, origin: string, base: string) {
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${origin}${base}/product/${SLIPPERS}`, { waitUntil: 'load' })
  await hydrateConfigurator(page)
  await page.locator('input[name="color"][value="green"]').check({ force: true })
  await page.locator('input[name="size"][value="42"]').check({ force: true })
  await page.locator('main form input[name^="entered["]').fill('ANNA')
  await page.locator(`main form[action="${base}/cart"] button[type="submit"]`).first().click()
  await page.locator('main form [role="status"]').first().waitFor({ timeout: 10_000 })
  if (viewport) await page.setViewportSize(viewport)
}

/** Signs the demo customer in through the login form (unless already signed in). */
export async function signIn(page: Page, origin: string, base: string) {
  await page.goto(`${origin}${base}/login`, { waitUntil: 'load' })
  if (new URL(page.url()).pathname !== `${base}/login`) return
  const form = page.locator('form:has(input[name="password"])').first()
  await form.locator('input[name="email"]').fill(DEMO_CUSTOMER.email)
  await form.locator('input[name="password"]').fill(DEMO_CUSTOMER.password)
  await Promise.all([
    page.waitForURL((url) => url.pathname !== `${base}/login`),
    form.locator('button[type="submit"]').click(),
  ])
}

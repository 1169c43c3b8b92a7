import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed, hydrateConfigurator } from '../helpers/browser.ts'
import { DEMO_CUSTOMER } from '../../graphql/db/seed/demoOrders.ts'

let testbed: BrowserTestbed
let page: Page
beforeAll(async () => {
  testbed = await startBrowserTestbed()
  page = await testbed.context.newPage()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** From the narrowest phone to a wide desktop, through the tablet and laptop widths where the footer overflowed. */
const WIDTHS = [320, 360, 414, 768, 1024, 1280, 1366, 1440, 1920]

// Seeded products: configurable slippers with an embroidery option, and a bundle of socks.
const SLIPPERS = 'SL-00073'
const BUNDLE = 'BU-00001'

/** Every store: German words are the longest, French and Italian close behind. */
const STORES = ['/fr', '/de', '/en', '/it'] as const

/** The widths at which the page scrolls sideways, each with the document's width there. */
async function overflowingWidths(url: string): Promise<string[]> {
  const response = await page.goto(`${testbed.origin}${url}`, { waitUntil: 'load' })
  expect(response?.status(), url).toBeLessThan(500)
  const overflows: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
      const pageWidth = document.documentElement.clientWidth
      // The deepest element sticking out, named for the failure message.
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => element.getBoundingClientRect().right > pageWidth + 0.5)
      const last = wide.at(-1)
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        culprit: last ? `${last.tagName.toLowerCase()}${last.id ? `#${last.id}` : ''}.${[...last.classList].join('.')}` : '',
      }
    })
    if (scrollWidth > innerWidth) overflows.push(`${width}px: ${scrollWidth}px wide (${culprit})`)
  }
  return overflows
}

/** Adds the slippers to the cart as a shopper does on the product page. */
async function fillCart(base: string) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${testbed.origin}${base}/product/${SLIPPERS}`, { waitUntil: 'load' })
  await hydrateConfigurator(page)
  await page.locator('input[name="color"][value="green"]').check({ force: true })
  await page.locator('input[name="size"][value="42"]').check({ force: true })
  await page.locator('main form input[name^="entered["]').fill('ANNA')
  await page.locator(`main form[action="${base}/cart"] button[type="submit"]`).first().click()
  await page.locator('main form [role="status"]').first().waitFor({ timeout: 10_000 })
}

/** Signs the demo customer in through the login form. */
async function signIn(base: string) {
  await page.goto(`${testbed.origin}${base}/login`, { waitUntil: 'load' })
  if (new URL(page.url()).pathname !== `${base}/login`) return
  const form = page.locator('form:has(input[name="password"])').first()
  await form.locator('input[name="email"]').fill(DEMO_CUSTOMER.email)
  await form.locator('input[name="password"]').fill(DEMO_CUSTOMER.password)
  await Promise.all([page.waitForURL((url) => url.pathname !== `${base}/login`), form.locator('button[type="submit"]').click()])
}

describe('no page scrolls sideways, from 320 to 1920 px', () => {
  it.each(STORES)('%s: every page type fits the window at every width', async (base) => {
    await testbed.context.clearCookies()
    const found: string[] = []
    const check = async (path: string) => {
      for (const overflow of await overflowingWidths(`${base}${path}`)) found.push(`${base}${path} at ${overflow}`)
    }
    await page.goto(`${testbed.origin}${base}/`, { waitUntil: 'load' })
    const categoryPath = (await page.locator('a[href*="/category/"]').first().getAttribute('href'))!.replace(base, '')
    const contentPath = (await page.locator('footer nav a[href^="/"]').last().getAttribute('href'))!.replace(base, '')

    // Anonymous pages: catalogue, content and forms.
    for (const path of ['/', categoryPath, `/product/${SLIPPERS}`, `/product/${BUNDLE}`, '/search/chaussettes', '/search/zzzz-nothing', contentPath, '/Faq', '/contact', '/quick-order', '/login', '/register', '/newsletter', '/orders/', '/cart', '/no-such-page']) {
      await check(path)
    }
    // A filled cart and checkout, then the signed-in customer's pages.
    await fillCart(base)
    await check('/cart')
    await check('/checkout/login')
    await signIn(base)
    for (const path of ['/checkout/', '/user/', '/user/orders/', '/user/orders/1/', '/user/address-book', '/user/information', '/user/returns', '/user/wishlist', '/user/newsletter', '/wishlist/share/no-such-code/']) {
      await check(path)
    }
    expect(found).toEqual([])
  }, 300_000)
})

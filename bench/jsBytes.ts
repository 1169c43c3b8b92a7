// Prints the gzip JavaScript each page type makes the browser load, beside its budget, and exits
// non-zero when one is over (docs/performance.md#javascript-budgets). Needs a build and Debian's
// chromium. Usage: npm run bench:js (JS_BYTES_SCRIPTS=1 lists each page's scripts; JS_BYTES_ONLY=<name> measures only those pages)
import zlib from 'node:zlib'
import os from 'node:os'
import type { Page } from 'playwright-core'
import {
  closeChromiumOfThisProcess,
  hydrateConfigurator,
  startBrowserTestbed,
} from '../tests/helpers/browser.ts'
import { fillCart, signIn } from '../tests/helpers/pageTypes.ts'
import { serializeProps } from '../components/island/serializeProps.ts'

// The picker's own search (components/checkout/pickupLocationsQuery.ts, which needs the build's macros to import).
const PICKUP_SEARCH = `query ($term: String!) { pickupLocations(area: { search_term: $term }, pageSize: 20) {
  search_status search_origin { label latitude longitude }
  items { pickup_location_code name street postcode city country_id latitude longitude distance opening_hours { day opening { from to } } } } }`

const CHECKOUT_FIXTURE = '/en/checkout-islands-fixture'

/**
 * The checkout's heaviest moment: the delivery step's pickup picker (map and list, 20 points)
 * and the payment step's card form on one page. Both need a cart in a state a bench cannot
 * reach without an order, so the store's home page is served with the two islands in place
 * of its content, under the real page's headers (CSP included).
 */
async function checkoutIslandsPage(origin: string): Promise<{ html: string; csp: string }> {
  const home = await fetch(`${origin}/en/`)
  const search = await fetch(`${origin}/en/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: PICKUP_SEARCH, variables: { term: 'EC1V 9HX' } }),
  })
  const { pickupLocations: found } = (
    (await search.json()) as {
      data: { pickupLocations: { search_status: string; search_origin: unknown; items: unknown[] } }
    }
  ).data
  const result = {
    term: 'EC1V 9HX',
    status: found.search_status,
    origin: found.search_origin,
    points: found.items,
  }
  const island = (name: string, hydrate: string, props: object, index: number) =>
    `<shop-island data-island="checkout/${name}" data-hydrate="${hydrate}"><script type="application/json">${serializeProps({ props, identifierPrefix: `i${index}-` })}</script><shop-island-root></shop-island-root></shop-island>`
  const card = {
    intentId: 'pi_bench',
    clientSecret: 'pi_bench_secret',
    confirmationUrl: '/payment-provider/test/pi_bench/confirm',
    returnUrl: '/en/checkout/success',
    amount: 4990,
  }
  const html = (await home.text())
    .replace('<html ', '<html data-ssr-fallback="true" ')
    .replace(
      /<main id="main-content"([^>]*)>[\s\S]*<\/main>/,
      `<main id="main-content"$1><h1>Checkout</h1>${island('PickupPointPicker', 'visible', { result }, 1)}${island('CardForm', 'load', card, 2)}</main>`,
    )
  return { html, csp: home.headers.get('content-security-policy') ?? '' }
}

/** What the shopper has done on the page when its scripts are counted. */
type Moment = 'load' | 'scrolled' | 'search focused' | 'form touched' | 'map shown'

/** One measured page: where, how wide, after what, and its budget in KB (1024 bytes) of gzip JavaScript. */
interface Measure {
  page: string
  url: string
  width: 360 | 1280
  moment: Moment
  budgetKB: number
}

/**
 * Budgets (docs/performance.md#javascript-budgets). A page as loaded and scrolled runs the shell
 * only (React comes with the first island the shopper reaches for): 10 KB. A catalogue page
 * with the header search box in use (React and the search box): 80 KB. A product page once its
 * form hydrated (React and the configurator or the gift card form): 100 KB. The checkout's map
 * and card form (React, Leaflet, the shop client): 160 KB.
 */
const SHELL_KB = 10
const CATALOGUE_KB = 80
const PRODUCT_FORM_KB = 100
const CHECKOUT_ISLANDS_KB = 160

const PUBLIC_PAGES: Measure[] = [
  { page: 'home', url: '/en/', width: 360, moment: 'scrolled', budgetKB: SHELL_KB },
  { page: 'category', url: '/en/men', width: 360, moment: 'load', budgetKB: SHELL_KB },
  { page: 'category', url: '/en/men', width: 360, moment: 'scrolled', budgetKB: SHELL_KB },
  { page: 'category', url: '/en/men', width: 1280, moment: 'load', budgetKB: SHELL_KB },
  { page: 'category', url: '/en/men', width: 1280, moment: 'scrolled', budgetKB: SHELL_KB },
  { page: 'category', url: '/en/men', width: 360, moment: 'search focused', budgetKB: CATALOGUE_KB },
  // Product pages by sku (URL keys follow the names): a gift box, a product with colours and sizes, the gift card.
  {
    page: 'product (gift box)',
    url: '/en/product/BU-00001',
    width: 360,
    moment: 'scrolled',
    budgetKB: SHELL_KB,
  },
  {
    page: 'product (colours and sizes)',
    url: '/en/product/SL-00273',
    width: 360,
    moment: 'scrolled',
    budgetKB: SHELL_KB,
  },
  {
    page: 'product (colours and sizes)',
    url: '/en/product/SL-00273',
    width: 360,
    moment: 'form touched',
    budgetKB: PRODUCT_FORM_KB,
  },
  {
    page: 'product (gift card)',
    url: '/en/product/GIFTCARD',
    width: 360,
    moment: 'scrolled',
    budgetKB: SHELL_KB,
  },
  {
    page: 'product (gift card)',
    url: '/en/product/GIFTCARD',
    width: 360,
    moment: 'form touched',
    budgetKB: PRODUCT_FORM_KB,
  },
  { page: 'search results', url: '/en/search/slippers', width: 360, moment: 'scrolled', budgetKB: SHELL_KB },
  { page: 'content page', url: '/en/about-us', width: 360, moment: 'scrolled', budgetKB: SHELL_KB },
  { page: 'not found', url: '/en/no-such-page', width: 360, moment: 'scrolled', budgetKB: SHELL_KB },
]
const GUEST_WITH_CART: Measure[] = [
  { page: 'cart (one line)', url: '/en/cart', width: 360, moment: 'scrolled', budgetKB: SHELL_KB },
  { page: 'checkout sign-in', url: '/en/checkout/login', width: 360, moment: 'scrolled', budgetKB: SHELL_KB },
]
const SIGNED_IN: Measure[] = [
  {
    page: 'checkout address and delivery',
    url: '/en/checkout/',
    width: 360,
    moment: 'scrolled',
    budgetKB: SHELL_KB,
  },
  { page: 'account overview', url: '/en/user/', width: 360, moment: 'scrolled', budgetKB: SHELL_KB },
  {
    page: 'checkout pickup map + card form (fixture)',
    url: CHECKOUT_FIXTURE,
    width: 360,
    moment: 'map shown',
    budgetKB: CHECKOUT_ISLANDS_KB,
  },
]

/** Wheels down to the end of the page as a shopper scrolls, letting visible islands load. */
async function scrollToEnd(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(
      () => scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
    )
    if (atEnd) break
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(100)
  }
}

/** Does what the measure's moment says, and waits for the scripts it brings. */
async function reach(page: Page, moment: Moment) {
  if (moment === 'scrolled') await scrollToEnd(page)
  if (moment === 'search focused') {
    await page.locator('header input[name="q"]').focus()
    await page
      .locator('shop-island[data-island="header/SearchBox"][data-hydrated]')
      .waitFor({ state: 'attached' })
  }
  if (moment === 'form touched') {
    const island = page.locator('main shop-island[data-island^="product/"]').first()
    if ((await island.getAttribute('data-island')) === 'product/Configurator') await hydrateConfigurator(page)
    else {
      await island.locator('form').first().hover()
      await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' })
    }
  }
  if (moment === 'map shown') {
    // Leaflet arrives once the map is in view, the card form at load: measure once the map has drawn.
    await page.locator('[data-pickup-map]').scrollIntoViewIfNeeded()
    await page.locator('[data-pickup-map="ready"]').waitFor({ timeout: 15_000 })
  }
  await page.waitForLoadState('networkidle')
  // Idle callbacks and late chunks: as long as a shopper's browser would give them.
  await page.waitForTimeout(1000)
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

const testbed = await startBrowserTestbed()
const rows: Array<Record<string, string | number>> = []
try {
  const fixture = await checkoutIslandsPage(testbed.origin)
  await testbed.context.route(`${testbed.origin}${CHECKOUT_FIXTURE}`, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': fixture.csp },
      body: fixture.html,
    }),
  )
  /** Loads one page in a fresh tab and counts the gzip bytes of every script it fetched. */
  const measure = async (row: Measure) => {
    const page = await testbed.context.newPage()
    await page.setViewportSize({ width: row.width, height: row.width === 360 ? 740 : 800 })
    // Each body is read as it arrives, and all are awaited before counting: none is missed.
    const reading: Array<Promise<{ path: string; gzipBytes: number }>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      reading.push(
        response.body().then(
          (body) => ({ path: new URL(response.url()).pathname, gzipBytes: zlib.gzipSync(body).length }),
          () => ({ path: new URL(response.url()).pathname, gzipBytes: -1 }),
        ),
      )
    })
    const response = await page.goto(`${testbed.origin}${row.url}`, { waitUntil: 'networkidle' })
    const landed = new URL(page.url()).pathname
    if (landed !== row.url || (response?.status() ?? 500) >= 500)
      throw new Error(
        `${row.url} ended at ${landed} (${response?.status()}): the bench measures another page`,
      )
    await page.waitForTimeout(1000)
    if (row.moment !== 'load') await reach(page, row.moment)
    const scripts = await Promise.all(reading)
    const unread = scripts.filter((script) => script.gzipBytes < 0)
    if (unread.length > 0)
      throw new Error(`${row.url}: could not read ${unread.map((script) => script.path).join(', ')}`)
    const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
    if (process.env.JS_BYTES_SCRIPTS)
      console.info(
        `${row.page} ${row.width} px ${row.moment}:\n${scripts
          .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
          .map((script) => `  ${String(script.gzipBytes).padStart(7)} ${script.path}`)
          .join('\n')}`,
      )
    // Every page is measured as a first visit: no recently viewed list from the pages before.
    await page.evaluate(() => localStorage.clear())
    await page.close()
    const within = gzipBytes <= row.budgetKB * 1024
    rows.push({
      page: row.page,
      url: row.url,
      width: row.width,
      moment: row.moment,
      scripts: scripts.length,
      'gzip KB': kb(gzipBytes),
      'budget KB': row.budgetKB,
      verdict: within ? 'within' : 'over',
    })
  }
  // JS_BYTES_ONLY=gift measures only the pages whose name holds it (a quicker look at one page).
  const only = (list: Measure[]) => list.filter((row) => row.page.includes(process.env.JS_BYTES_ONLY ?? ''))
  for (const row of only(PUBLIC_PAGES)) await measure(row)
  if (only([...GUEST_WITH_CART, ...SIGNED_IN]).length > 0) {
    const setup = await testbed.context.newPage()
    await fillCart(setup, testbed.origin, '/en')
    await setup.evaluate(() => localStorage.clear())
    for (const row of only(GUEST_WITH_CART)) await measure(row)
    await signIn(setup, testbed.origin, '/en')
    await setup.close()
    for (const row of only(SIGNED_IN)) await measure(row)
  }
} finally {
  await testbed.close()
  await closeChromiumOfThisProcess()
}
console.table(rows)
const [load1] = os.loadavg()
console.info(`${new Date().toISOString()}, load average ${load1!.toFixed(2)} (${os.cpus().length} CPUs)`)
const over = rows.filter((row) => row.verdict === 'over')
if (over.length > 0) {
  console.error(
    `${over.length} page(s) over their JavaScript budget: ${over.map((row) => `${row.page} (${row.moment})`).join(', ')}`,
  )
  process.exitCode = 1
}

// Prints the gzip JavaScript bytes each page type makes the browser load (issue: islands).
// Needs a build (`npm run build`) and Debian's chromium. Usage: npm run bench:js
import zlib from 'node:zlib'
import { startBrowserTestbed } from '../tests/helpers/browser.ts'
import { serializeProps } from '../components/island/serializeProps.ts'

// The picker's own search (components/checkout/pickupLocationsQuery.ts, which needs the build's macros to import).
const PICKUP_SEARCH = `query ($term: String!) { pickupLocations(area: { search_term: $term }, pageSize: 20) {
  search_status search_origin { label latitude longitude }
  items { pickup_location_code name street postcode city country_id latitude longitude distance opening_hours { day opening { from to } } } } }`

const PAGE_TYPES: Array<[string, string]> = [
  ['home', '/en/'],
  ['category', '/en/men'],
  // Product pages by sku (URL keys follow the names): a gift box, a product with colours and sizes, the gift card.
  ['product (gift box)', '/en/product/BU-00001'],
  ['product (colours and sizes)', '/en/product/SL-00273'],
  ['product (gift card)', '/en/product/GIFTCARD'],
  ['content page', '/en/about-us'],
  ['search results', '/en/search/slippers'],
  ['cart', '/en/cart'],
  ['checkout sign-in', '/en/checkout/login'],
  ['not found', '/en/no-such-page'],
]

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

const testbed = await startBrowserTestbed()
try {
  const fixture = await checkoutIslandsPage(testbed.origin)
  await testbed.context.route(`${testbed.origin}${CHECKOUT_FIXTURE}`, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': fixture.csp },
      body: fixture.html,
    }),
  )
  await testbed.context.addInitScript(
    () => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker,
  )
  PAGE_TYPES.push(['checkout (pickup map + card form)', CHECKOUT_FIXTURE])
  const rows: Array<{ page: string; scripts: number; gzipBytes: number; gzipBytesAfterSearchFocus: number }> =
    []
  for (const [name, url] of PAGE_TYPES) {
    const page = await testbed.context.newPage()
    const bodies: Buffer[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(await response.body().catch(() => Buffer.alloc(0)))
    })
    await page.goto(`${testbed.origin}${url}`, { waitUntil: 'networkidle' })
    // Let idle and visible islands hydrate, as a shopper's browser would (the checkout's map loads when scrolled to).
    await page.waitForTimeout(1000)
    if (url === CHECKOUT_FIXTURE) {
      // Leaflet arrives once the map is in view, the card form at load: measure once the map has drawn.
      await page.locator('[data-pickup-map]').scrollIntoViewIfNeeded()
      await page.locator('[data-pickup-map="ready"]').waitFor({ timeout: 15_000 })
      await page.waitForLoadState('networkidle')
    }
    const atLoad = bodies.reduce((sum, body) => sum + zlib.gzipSync(body).length, 0)
    // Then the shopper focuses the header search box: its island and React arrive.
    const searchBox = page.locator('header input[name="q"]')
    if (await searchBox.count()) {
      await searchBox.focus()
      await page.waitForTimeout(1000)
    }
    const afterSearchFocus = bodies.reduce((sum, body) => sum + zlib.gzipSync(body).length, 0)
    rows.push({
      page: `${name} (${url})`,
      scripts: bodies.length,
      gzipBytes: atLoad,
      gzipBytesAfterSearchFocus: afterSearchFocus,
    })
    await page.close()
  }
  console.table(rows)
} finally {
  await testbed.close()
}

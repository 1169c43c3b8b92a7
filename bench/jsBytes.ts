// Prints the gzip JavaScript bytes each page type makes the browser load (issue: islands).
// Needs a build (`npm run build`) and Debian's chromium. Usage: npm run bench:js
import zlib from 'node:zlib'
import { startBrowserTestbed } from '../tests/helpers/browser.ts'

const PAGE_TYPES: Array<[string, string]> = [
  ['home', '/en/'],
  ['category', '/en/men'],
  // Product pages by sku (URL keys follow the names): a gift box and a product with colours and sizes.
  ['product (gift box)', '/en/product/BU-00001'],
  ['product (colours and sizes)', '/en/product/SL-00273'],
  ['content page', '/en/about-us'],
  ['search results', '/en/search/slippers'],
  ['cart', '/en/cart'],
  ['checkout', '/en/checkout/'],
  ['not found', '/en/no-such-page'],
]

const testbed = await startBrowserTestbed()
try {
  const rows: Array<{ page: string; scripts: number; gzipBytes: number; gzipBytesAfterSearchFocus: number }> = []
  for (const [name, url] of PAGE_TYPES) {
    const page = await testbed.context.newPage()
    const bodies: Buffer[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bodies.push(await response.body().catch(() => Buffer.alloc(0)))
    })
    await page.goto(`${testbed.origin}${url}`, { waitUntil: 'networkidle' })
    // Let idle and visible islands hydrate, as a shopper's browser would.
    await page.waitForTimeout(1000)
    const atLoad = bodies.reduce((sum, body) => sum + zlib.gzipSync(body).length, 0)
    // Then the shopper focuses the header search box: its island and React arrive.
    const searchBox = page.locator('header input[name="q"]')
    if (await searchBox.count()) {
      await searchBox.focus()
      await page.waitForTimeout(1000)
    }
    const afterSearchFocus = bodies.reduce((sum, body) => sum + zlib.gzipSync(body).length, 0)
    rows.push({ page: `${name} (${url})`, scripts: bodies.length, gzipBytes: atLoad, gzipBytesAfterSearchFocus: afterSearchFocus })
    await page.close()
  }
  console.table(rows)
} finally {
  await testbed.close()
}

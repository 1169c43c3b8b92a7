// Prints the gzip JavaScript bytes each page type makes the browser load (issue: islands).
// Needs a build (`npm run build`) and Debian's chromium. Usage: npm run bench:js
import zlib from 'node:zlib'
import { startBrowserTestbed } from '../tests/helpers/browser.ts'

const PAGE_TYPES: Array<[string, string]> = [
  ['home', '/en/'],
  ['search results', '/en/search/slippers'],
  ['cart', '/en/cart'],
  ['login', '/en/login'],
  ['checkout (no islands)', '/en/checkout/'],
  ['not found', '/en/no-such-page'],
  ['not found, French store', '/fr/pas-de-page'],
]

const testbed = await startBrowserTestbed()
try {
  const rows: Array<{ page: string; scripts: number; gzipBytes: number }> = []
  for (const [name, url] of PAGE_TYPES) {
    const page = await testbed.context.newPage()
    const bodies: Buffer[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bodies.push(await response.body().catch(() => Buffer.alloc(0)))
    })
    await page.goto(`${testbed.origin}${url}`, { waitUntil: 'networkidle' })
    // Let idle and visible islands hydrate, as a shopper's browser would.
    await page.waitForTimeout(1000)
    rows.push({ page: `${name} (${url})`, scripts: bodies.length, gzipBytes: bodies.reduce((sum, body) => sum + zlib.gzipSync(body).length, 0) })
    await page.close()
  }
  console.table(rows)
} finally {
  await testbed.close()
}

// The HTML bytes of the pages a shopper meets first, raw and as the shop sends them (brotli):
// the compiled shop, PGlite, page cache off. `npm run bench:bytes` (docs/performance.md).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { startShop, stopShop } from './shopProcess.ts'

/** The body's bytes as sent to a browser that accepts brotli (fetch would decode it). */
function bodyOverTheWire(url: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] }))
      })
      .on('error', reject)
  })
}

const PAGES = ['/en/men', '/en/search/slippers', '/en/', '/en/product/SL-00273']

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bytes-'))
const { origin, process: shop } = await startShop(dataDir, false, { API_CACHE_SECONDS: '0' })
try {
  const rows = []
  for (const page of PAGES) {
    const raw = await fetch(`${origin}${page}`, { headers: { 'accept-encoding': 'identity' } })
    const html = await raw.text()
    const brotli = await bodyOverTheWire(`${origin}${page}`)
    rows.push({
      page,
      status: raw.status,
      rawBytes: Buffer.byteLength(html),
      brBytes: brotli.encoding === 'br' ? brotli.bytes : NaN,
      hearts: html.split('data-island="wishlist/WishlistHeart"').length - 1,
      heartPaths: html.split('M12 20s-7-4.4-7-10').length - 1,
    })
  }
  console.table(rows)
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  )
} finally {
  await stopShop(shop)
  fs.rmSync(dataDir, { recursive: true, force: true })
}

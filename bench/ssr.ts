// SSR throughput: a category page rendered by the shop (full-page cache off) vs. the same bytes
// sent by a bare Fastify route from memory, then the full-page cache's hits with
// `Accept-Encoding: br` vs. the same brotli bytes from a bare route, at 25 connections; and how
// long a stock change takes to reach a fresh page on another instance (two instances on one
// PostgreSQL schema when TEST_DATABASE_URL or DATABASE_URL is set, else one PGlite instance).
// Needs a build. Usage: npm run bench:ssr
// (API_CACHE_SECONDS=0 npm run bench:ssr renders with the shop API's public answers cache off).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import autocannon from 'autocannon'
import { freePort } from '../tests/helpers/browser.ts'
import { measurePurgeLatency } from './pageCachePurgeLatency.ts'
import { startShop, stopShop } from './shopProcess.ts'

const CONNECTIONS = 25
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
let { origin, process: shop } = await startShop(dataDir, false)
try {
  const sitemap = await (await fetch(`${origin}/en/sitemap.xml`)).text()
  // The sitemap lists the home first, then the categories; BENCH_PATH measures another page.
  const categoryUrl = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)][1]?.[1]
  if (!categoryUrl) throw new Error('The sitemap lists no category')
  const pagePath = process.env.BENCH_PATH ?? new URL(categoryUrl).pathname
  const pageResponse = await fetch(`${origin}${pagePath}`)
  const html = Buffer.from(await pageResponse.arrayBuffer())
  console.log(`page ${pagePath}: HTTP ${pageResponse.status}, ${html.length} bytes`)

  const staticServer = Fastify()
  staticServer.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(html))
  const staticPort = await freePort()
  await staticServer.listen({ port: staticPort, host: '127.0.0.1' })

  const rendered = await load(`${origin}${pagePath}`)
  const fromMemory = await load(`http://127.0.0.1:${staticPort}/page`)
  await staticServer.close()
  // Every page is rendered; with API_CACHE_SECONDS=0 every render's data also comes from SQL.
  const apiCache = process.env.API_CACHE_SECONDS === '0' ? 'API answers cache off' : 'API answers cached'
  console.table({ [`shop SSR (HTML uncached, ${apiCache})`]: rendered, 'same bytes from memory': fromMemory })
  console.log(
    `throughput ratio SSR / memory: ${(rendered.requestsPerSecond / fromMemory.requestsPerSecond).toFixed(3)} (no budget of its own: shoppers get the cache-hit figures below, and the cold render is judged against React's own render by bench:render)`,
  )
  console.log(`SSR latency at ${CONNECTIONS} connections: p50 ${rendered.p50} ms, p99 ${rendered.p99} ms`)

  // The same page through the full-page cache, as a browser asks for it (brotli).
  await stopShop(shop)
  ;({ origin, process: shop } = await startShop(dataDir, true))
  const brotli = { 'accept-encoding': 'br' }
  const cachedResponse = await fetch(`${origin}${pagePath}`, { headers: brotli })
  const again = await fetch(`${origin}${pagePath}`, { headers: brotli })
  console.log(
    `cached page: first ${cachedResponse.headers.get('x-cache')}, then ${again.headers.get('x-cache')}, ${again.headers.get('content-encoding')}`,
  )
  const rawBrotli = await rawBody(`${origin}${pagePath}`, brotli)
  const brotliServer = Fastify()
  brotliServer.get('/page', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-encoding', 'br')
      .header('vary', 'Accept-Encoding')
      .send(rawBrotli),
  )
  const brotliPort = await freePort()
  await brotliServer.listen({ port: brotliPort, host: '127.0.0.1' })
  const hits = await load(`${origin}${pagePath}`, brotli)
  const brotliFromMemory = await load(`http://127.0.0.1:${brotliPort}/page`, brotli)
  await brotliServer.close()
  console.table({ 'page cache hits (br)': hits, 'same br bytes from a bare route': brotliFromMemory })
  console.log(`page: ${html.length} bytes, ${rawBrotli.length} bytes in brotli`)
  console.log(
    `throughput ratio cache hit / bare route: ${(hits.requestsPerSecond / brotliFromMemory.requestsPerSecond).toFixed(3)} (goal ≥ 0.8)`,
  )
  console.log(
    `cache hit latency at ${CONNECTIONS} connections: p50 ${hits.p50} ms, p99 ${hits.p99} ms (goal p99 ≤ 10 ms)`,
  )
  await stopShop(shop)

  const purge = await measurePurgeLatency('/en/product/SL-00001', 'SL-00001')
  console.log(
    `purge → fresh page on ${purge.where}: median ${purge.medianMs.toFixed(0)} ms, max ${purge.maxMs.toFixed(0)} ms over ${purge.samples} stock changes (goal ≤ 1000 ms)`,
  )
} finally {
  await stopShop(shop)
  fs.rmSync(dataDir, { recursive: true, force: true })
}

/** The body as sent (still compressed): fetch would decode it. */
async function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(Buffer.concat(chunks)))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

// SSR throughput: a category page rendered by the shop vs. the same bytes sent by a bare
// Fastify route from memory, at 25 connections. Needs a build. Usage: npm run bench:ssr
// (API_CACHE_SECONDS=0 npm run bench:ssr renders with the shop API's public answers cache off).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import autocannon from 'autocannon'
import { freePort } from '../tests/helpers/browser.ts'

const CONNECTIONS = 25
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const root = path.resolve(import.meta.dirname, '..')

async function waitForReady(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('The shop did not become ready')
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS })
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

const port = await freePort()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
const shop = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/index.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const origin = `http://127.0.0.1:${port}`
try {
  await waitForReady(origin)
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
  console.log(`throughput ratio SSR / memory: ${(rendered.requestsPerSecond / fromMemory.requestsPerSecond).toFixed(3)} (goal ≥ 0.15)`)
  console.log(`SSR latency at ${CONNECTIONS} connections: p50 ${rendered.p50} ms, p99 ${rendered.p99} ms (goal p99 ≤ 30 ms)`)
} finally {
  shop.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}

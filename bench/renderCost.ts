// CPU cost of one server render per page type: sequential in-process requests (no network, no
// concurrency), so the numbers hold still on a busy machine where autocannon's do not.
// Needs a build. Usage: npm run bench:render (API_CACHE_SECONDS=0 for data from SQL every time).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildServer } from '../server/app.ts'

const PAGES: Array<[string, string]> = [
  ['home', '/en/'],
  ['category (localized URL)', '/en/men'],
  ['product', '/en/sock-trio-gift-box-no-1-bu-00001'],
  ['search', '/en/search/slippers'],
  ['content page', '/en/about-us'],
  ['checkout shell (no data)', '/en/checkout/'],
]
const WARMUP = 300
const ROUNDS = 5
const PER_ROUND = 300

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-render-bench-'))
const app = await buildServer({ config: { mode: 'production', dataDir }, logger: false })
await app.ready()
try {
  const rows: Record<string, { status: number; bytes: number; minMs: string; medianMs: string }> = {}
  for (const [name, url] of PAGES) {
    const sample = await app.inject(url)
    for (let index = 0; index < WARMUP; index += 1) await app.inject(url)
    const rounds: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now()
      for (let index = 0; index < PER_ROUND; index += 1) await app.inject(url)
      rounds.push((performance.now() - started) / PER_ROUND)
    }
    rounds.sort((a, b) => a - b)
    rows[`${name} ${url}`] = { status: sample.statusCode, bytes: sample.rawPayload.length, minMs: rounds[0]!.toFixed(3), medianMs: rounds[Math.floor(ROUNDS / 2)]!.toFixed(3) }
  }
  console.log(`milliseconds per server render, ${ROUNDS} rounds of ${PER_ROUND} sequential requests (API answers cache ${process.env.API_CACHE_SECONDS === '0' ? 'off' : 'on'})`)
  console.table(rows)
} finally {
  await app.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

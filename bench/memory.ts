// Resident memory of one shop process: after start, after a warm-up over every page type, and
// after many more requests (growth), over real HTTP (app.inject keeps every request it made).
// Needs a build. Usage: npm run bench:memory, with the settings `npm run serve` has (DATABASE_URL=…
// for PostgreSQL, else embedded PGlite; MEMORY_REQUESTS=… requests after the warm-up, default 3000).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import { buildServer } from '../server/app.ts'

const PAGES = ['/en/', '/en/men', '/en/product/SL-00273', '/en/search/slippers', '/en/about-us', '/de/', '/fr/', '/it/', '/en/login', '/en/cart']
const WARMUP_PER_PAGE = 50
const REQUESTS = Number(process.env.MEMORY_REQUESTS ?? 3000)

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** Memory now, after a full collection when Node runs with --expose-gc (as `npm run bench:memory` does). */
function memory() {
  ;(globalThis as { gc?: () => void }).gc?.()
  const { rss, heapTotal, heapUsed, external } = process.memoryUsage()
  const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')
  return { rssMB: megabytes(rss), heapTotalMB: megabytes(heapTotal), heapUsedMB: megabytes(heapUsed), externalMB: megabytes(external), newSpaceMB: megabytes(newSpace?.physical_space_size ?? 0) }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-memory-bench-'))
const app = await buildServer({ config: { mode: 'production', dataDir, port: 0 }, logger: false })
await app.listen({ port: 0, host: '127.0.0.1' })
const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
const fetchPage = async (url: string) => {
  const response = await fetch(`${origin}${url}`, { headers: { 'accept-encoding': 'br' } })
  await response.arrayBuffer()
}
try {
  const rows: Record<string, ReturnType<typeof memory>> = { started: memory() }
  for (const url of PAGES) for (let index = 0; index < WARMUP_PER_PAGE; index += 1) await fetchPage(url)
  rows[`after warm-up (${PAGES.length * WARMUP_PER_PAGE} requests)`] = memory()
  for (let index = 1; index <= REQUESTS; index += 1) {
    await fetchPage(PAGES[index % PAGES.length]!)
    // A row every 3,000 requests shows whether memory levels off or keeps growing.
    if (index % 3000 === 0 || index === REQUESTS) rows[`after ${index} more`] = memory()
  }
  console.log(`one shop process on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (node ${process.version}, NODE_OPTIONS ${process.env.NODE_OPTIONS ?? ''}):`)
  console.table(rows)
} finally {
  await app.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

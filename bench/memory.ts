// Resident memory of one shop process, started as `npm run serve` starts it (its own process, with
// server/productionProcess.ts's settings): after start, after a warm-up over every page type, and
// every 3,000 requests after it (growth), over real HTTP from this process. Resident is what the
// kernel says (/proc), as an operator sees it: no collection is forced.
// Needs a build. Usage: npm run bench:memory (DATABASE_URL=… for PostgreSQL, a database of its own,
// else embedded PGlite; MEMORY_REQUESTS=… requests after the warm-up, default 12000).
import fs from 'node:fs'
import {
  PRODUCTION_MALLOC_ENV,
  PRODUCTION_NODE_FLAGS,
  productionNodeArguments,
} from '../server/productionProcess.ts'
import { startShopProcess } from '../tests/helpers/shopProcess.ts'

const PAGES = [
  '/en/',
  '/en/men',
  '/en/product/SL-00273',
  '/en/search/slippers',
  '/en/about-us',
  '/de/',
  '/fr/',
  '/it/',
  '/en/login',
  '/en/cart',
]
const WARMUP_PER_PAGE = 50
const REQUESTS = Number(process.env.MEMORY_REQUESTS ?? 12000)
const ROW_EVERY = 3000

const shop = await startShopProcess(
  { NODE_ENV: 'production', ...PRODUCTION_MALLOC_ENV },
  productionNodeArguments(),
)

/** The shop process's resident and peak resident memory in MB, as the kernel counts them. */
function residentMemory() {
  const status = fs.readFileSync(`/proc/${shop.child.pid}/status`, 'utf8')
  const megabytes = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024)
  return { rssMB: megabytes('VmRSS'), peakRssMB: megabytes('VmHWM') }
}

const fetchPage = async (url: string) => {
  const response = await fetch(`${shop.origin}${url}`, { headers: { 'accept-encoding': 'br' } })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  await response.arrayBuffer()
}
try {
  const rows: Record<string, ReturnType<typeof residentMemory>> = { started: residentMemory() }
  for (const url of PAGES) for (let index = 0; index < WARMUP_PER_PAGE; index += 1) await fetchPage(url)
  rows[`after warm-up (${PAGES.length * WARMUP_PER_PAGE} requests)`] = residentMemory()
  for (let index = 1; index <= REQUESTS; index += 1) {
    await fetchPage(PAGES[index % PAGES.length]!)
    // A row every 3,000 requests shows whether memory levels off or keeps growing.
    if (index % ROW_EVERY === 0 || index === REQUESTS) rows[`after ${index} more`] = residentMemory()
  }
  console.log(
    `one shop process on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (node ${PRODUCTION_NODE_FLAGS.join(' ')}, ${Object.entries(
      PRODUCTION_MALLOC_ENV,
    )
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')}):`,
  )
  console.table(rows)
} finally {
  await shop.dispose()
}

// What one uncached page asks of the data side: the shop API operations its render runs and the
// SQL statements each sends, with counts and milliseconds per page (medians over sequential
// requests in process, after a warm-up). PAGE_CACHE=0 and API_CACHE_SECONDS=0 are forced, so
// every request reads the catalogue from SQL as `bench:peers`' uncached shop does.
// Needs a build. Usage: npm run bench:page-queries [-- /en/men /en/product/SL-00273]
// (DATABASE_URL for PostgreSQL, seeded at start when empty; PAGE_QUERIES_DATA_DIR keeps a seeded PGlite
// folder from one run to the next; PAGE_QUERIES_REQUESTS, PAGE_QUERIES_WARMUP; PAGE_QUERIES_EXPLAIN=2 prints
// the plan, EXPLAIN ANALYZE, of each statement taking 2 ms or more, with its parameters of the last request).
import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql as rawSql } from 'kysely'
import { buildServer } from '../server/app.ts'
import type { OperationRequest } from '../server/shopApi/operationRequest.ts'

process.env.PAGE_CACHE = '0'
process.env.API_CACHE_SECONDS = '0'

const urls = process.argv.slice(2).filter((argument) => argument.startsWith('/'))
const PAGES = urls.length > 0 ? urls : ['/en/men']
const WARMUP = Number(process.env.PAGE_QUERIES_WARMUP ?? 40)
const REQUESTS = Number(process.env.PAGE_QUERIES_REQUESTS ?? 40)
const EXPLAIN_FROM_MS = process.env.PAGE_QUERIES_EXPLAIN ? Number(process.env.PAGE_QUERIES_EXPLAIN) : null

const median = (values: readonly number[]) =>
  values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const operationNameOf = (request: OperationRequest) =>
  request.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(request.query ?? '')?.[1] ?? 'anonymous'
/** A statement's text on one line, its literal lists and numbers folded, so the same statement groups as one. */
const statementKey = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+(, \$\d+)*/g, '$n')
    .trim()

/** What one request of a page did. */
interface PageSample {
  requestMs: number
  /** The process's CPU time for the request (the machine's other load inflates it less than wall time). */
  cpuMs: number
  /** Milliseconds at least one operation was running (operations overlap). */
  operationsMs: number
  operations: Map<string, { count: number; ms: number; statements: number; sqlMs: number }>
  statements: Map<
    string,
    { operation: string; count: number; ms: number; sql: string; parameters: readonly unknown[] }
  >
}

const keptDataDir = process.env.PAGE_QUERIES_DATA_DIR
const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-page-queries-'))
const app = await buildServer({ config: { mode: 'production', dataDir }, logger: false })
await app.ready()
const operationOf = new AsyncLocalStorage<string>()
let sample: PageSample | null = null
let intervals: Array<[number, number]> = []
const execute = app.shopApi.execute.bind(app.shopApi)
app.shopApi.execute = async (request) => {
  const name = operationNameOf(request)
  const started = performance.now()
  try {
    return await operationOf.run(name, () => execute(request))
  } finally {
    const ended = performance.now()
    intervals.push([started, ended])
    if (sample) {
      const operation = sample.operations.get(name) ?? { count: 0, ms: 0, statements: 0, sqlMs: 0 }
      operation.count += 1
      operation.ms += ended - started
      sample.operations.set(name, operation)
    }
  }
}
app.shopDatabase.observeQueries(({ durationMs, sql, parameters }) => {
  if (!sample) return
  const name = operationOf.getStore() ?? '(outside the API)'
  const key = statementKey(sql)
  const statement = sample.statements.get(key) ?? { operation: name, count: 0, ms: 0, sql, parameters }
  statement.count += 1
  statement.ms += durationMs
  sample.statements.set(key, statement)
  const operation = sample.operations.get(name) ?? { count: 0, ms: 0, statements: 0, sqlMs: 0 }
  operation.statements += 1
  operation.sqlMs += durationMs
  sample.operations.set(name, operation)
})

/** Milliseconds covered by at least one of the intervals. */
function coveredMs(spans: Array<[number, number]>): number {
  let total = 0
  let end = -Infinity
  for (const [start, stop] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (stop <= end) continue
    total += stop - Math.max(start, end)
    end = stop
  }
  return total
}

/** Prints the plan of each statement of `page` that took `fromMs` or more, run again with its parameters. */
async function explain(page: PageSample, fromMs: number): Promise<void> {
  for (const statement of page.statements.values()) {
    if (statement.ms < fromMs) continue
    const plan = await rawSql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${rawSql.raw(
      statement.sql.replace(/\$(\d+)/g, (_, index: string) =>
        literalOf(statement.parameters[Number(index) - 1]),
      ),
    )}`.execute(app.shopDatabase.db)
    console.log(`\n${statement.operation}, ${statement.ms.toFixed(2)} ms:\n${statement.sql}\n`)
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'))
  }
}

/** A parameter as an SQL literal, for EXPLAIN (a bench's own values, never a shopper's). */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `array[${value.map(literalOf).join(', ')}]`
  if (value instanceof Date) return `'${value.toISOString()}'`
  return `'${String(value).replaceAll("'", "''")}'`
}

async function measure(url: string): Promise<PageSample> {
  const current: PageSample = {
    requestMs: 0,
    cpuMs: 0,
    operationsMs: 0,
    operations: new Map(),
    statements: new Map(),
  }
  sample = current
  intervals = []
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  const response = await app.inject({ url, payloadAsStream: true })
  for await (const chunk of response.stream()) void chunk
  current.requestMs = performance.now() - started
  const cpu = process.cpuUsage(cpuBefore)
  current.cpuMs = (cpu.user + cpu.system) / 1000
  current.operationsMs = coveredMs(intervals)
  sample = null
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`)
  return current
}

try {
  console.log(
    `${app.shopDatabase.kind}, PAGE_CACHE=0, API_CACHE_SECONDS=0; medians of ${REQUESTS} sequential requests after ${WARMUP}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  )
  for (const url of PAGES) {
    for (let index = 0; index < WARMUP; index += 1) await measure(url)
    const samples: PageSample[] = []
    for (let index = 0; index < REQUESTS; index += 1) samples.push(await measure(url))
    const perPage = <T>(read: (page: PageSample) => Map<string, T>) => [
      ...new Set(samples.flatMap((page) => [...read(page).keys()])),
    ]
    const statementCounts = samples.map((page) =>
      [...page.statements.values()].reduce((sum, statement) => sum + statement.count, 0),
    )
    console.log(
      `\n${url}: request ${median(samples.map((page) => page.requestMs)).toFixed(2)} ms (CPU ${median(
        samples.map((page) => page.cpuMs),
      ).toFixed(2)} ms), inside API operations ${median(samples.map((page) => page.operationsMs)).toFixed(
        2,
      )} ms, ${median(samples.map((page) => page.operations.size))} operation kinds, ${median(statementCounts)} SQL statements`,
    )
    console.table(
      Object.fromEntries(
        perPage((page) => page.operations).map((name) => {
          const of = samples.map((page) => page.operations.get(name))
          return [
            name,
            {
              runs: median(of.map((operation) => operation?.count ?? 0)),
              ms: median(of.map((operation) => operation?.ms ?? 0)).toFixed(2),
              statements: median(of.map((operation) => operation?.statements ?? 0)),
              sqlMs: median(of.map((operation) => operation?.sqlMs ?? 0)).toFixed(2),
            },
          ]
        }),
      ),
    )
    const statements = perPage((page) => page.statements)
      .map((key) => {
        const of = samples.map((page) => page.statements.get(key))
        return {
          operation: of.find((statement) => statement)?.operation ?? '',
          count: median(of.map((statement) => statement?.count ?? 0)),
          ms: median(of.map((statement) => statement?.ms ?? 0)),
          statement: key.length > 110 ? `${key.slice(0, 110)}…` : key,
        }
      })
      .sort((a, b) => b.ms - a.ms)
    console.table(statements.map((statement) => ({ ...statement, ms: statement.ms.toFixed(2) })))
    if (EXPLAIN_FROM_MS !== null) await explain(samples.at(-1)!, EXPLAIN_FROM_MS)
  }
} finally {
  await app.close()
  if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
}

import path from 'node:path'
import Fastify from 'fastify'
import pg from 'pg'
import { sql } from 'kysely'
import { loadConfig } from '../server/config.ts'
import { storefrontsPlugin } from '../server/plugins/storefronts.ts'
import { shopApiPlugin } from '../server/shopApi/shopApiPlugin.ts'
import { databasePlugin } from '../server/plugins/database.ts'
import { openDatabase, type ShopDatabase } from '../db/openDatabase.ts'
import { seedDatabase } from '../db/seed/seedDatabase.ts'
import { migrate } from '../db/migrate.ts'
import { BENCH_OPERATIONS } from './apiBenchQueries.ts'

const SIZES = [1000, 50_000]
const WARMUP = 30
const SAMPLES = 300
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

/** A PostgreSQL database per catalogue size (created once), else a PGlite folder per size. */
async function openBenchDatabase(products: number, usePostgres: boolean): Promise<ShopDatabase> {
  const name = `shop_bench_${products >= 1000 ? `${products / 1000}k` : products}`
  let database: ShopDatabase
  if (usePostgres) {
    const admin = new pg.Client({ connectionString: POSTGRES_URL })
    await admin.connect()
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(POSTGRES_URL)
    url.pathname = `/${name}`
    database = await openDatabase({ databaseUrl: url.toString(), prepare: false })
  } else {
    database = await openDatabase({
      pgliteDir: path.resolve(import.meta.dirname, '..', 'var', name),
      prepare: false,
    })
  }
  await migrate(database.db)
  // The generated catalogue's size: bundles, gift cards and downloadable products come on top of it.
  const { count } = await database.db
    .selectFrom('product')
    .where('parent_sku', 'is', null)
    .where('type', 'in', ['simple', 'configurable'])
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  if (count !== products) {
    if (count > 0) throw new Error(`${name} holds ${count} products, not ${products}: drop it and run again`)
    console.log(`seeding ${products} products into ${name} (once)…`)
    await seedDatabase(database.db, { products })
  }
  return database
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN
}

async function measure(
  url: string,
  operation: (typeof BENCH_OPERATIONS)[keyof typeof BENCH_OPERATIONS],
  products: number,
) {
  const timings: number[] = []
  for (let index = 0; index < WARMUP + SAMPLES; index += 1) {
    const body = JSON.stringify({ query: operation.query, variables: operation.variables(index, products) })
    const started = performance.now()
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    const result = (await response.json()) as { errors?: unknown[] }
    if (result.errors) throw new Error(`bench operation failed: ${JSON.stringify(result.errors)}`)
    if (index >= WARMUP) timings.push(performance.now() - started)
  }
  timings.sort((a, b) => a - b)
  return { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95) }
}

const usePostgres = await postgresAvailable()
console.log(
  `shop API benchmark on ${usePostgres ? 'PostgreSQL' : 'PGlite'} — ${SAMPLES} sequential requests per operation over HTTP`,
)
console.log('(the public answers cache is off: it would answer these repeated queries without SQL)')
for (const [products, cacheSeconds] of SIZES.flatMap(
  (size) =>
    [
      [size, 0],
      [size, 30],
    ] as const,
)) {
  console.log(
    cacheSeconds === 0
      ? `— ${products} products, listing aggregate cache off (every request hits SQL)`
      : `— ${products} products, listing aggregate cache on (30 s, as served)`,
  )
  const database = await openBenchDatabase(products, usePostgres)
  const config = loadConfig({ NODE_ENV: 'production' }, { port: 0, databaseUrl: undefined })
  const app = Fastify({ logger: false })
  await app.register(storefrontsPlugin, { stores: config.stores })
  await app.register(databasePlugin, { config, database })
  await app.register(shopApiPlugin, {
    config: { ...config, mode: 'test' },
    listingCacheSeconds: cacheSeconds,
    responseCacheSeconds: 0,
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  for (const [name, operation] of Object.entries(BENCH_OPERATIONS)) {
    const { p50, p95 } = await measure(`${address}/fr/graphql`, operation, products)
    console.log(
      `${String(products).padStart(6)} products  ${name.padEnd(16)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`,
    )
  }
  await app.close()
}

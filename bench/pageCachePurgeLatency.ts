import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../server/app.ts'
import { openDatabase, type ShopDatabase } from '../db/openDatabase.ts'
import { openTestDatabase } from '../tests/api/helpers/testDatabase.ts'
import { setVariantStock } from '../domain/stock/setVariantStock.ts'

const SAMPLES = 7

async function startApp(database: ShopDatabase): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-purge-'))
  const app = await buildServer({ config: { mode: 'production', dataDir }, logger: false, database })
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }))
  await app.ready()
  return app
}

/**
 * How long a stock change written by one instance takes to give a fresh page on another: two
 * instances on one PostgreSQL schema (`TEST_DATABASE_URL`, else `DATABASE_URL`), else one
 * PGlite instance (its own NOTIFY). Each sample changes a variant's stock, then polls the
 * reading instance until it answers `X-Cache: MISS` (the page rendered again).
 */
export async function measurePurgeLatency(
  pagePath: string,
  productSku: string,
): Promise<{ where: string; medianMs: number; maxMs: number; samples: number }> {
  // The apps run the production build in this process, as the spawned shop does.
  process.env.NODE_ENV ??= 'production'
  const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl
  const writerDatabase = await openTestDatabase()
  let readerDatabase = writerDatabase
  if (databaseUrl) {
    const { schema } = (
      await sql<{ schema: string }>`select current_schema() as schema`.execute(writerDatabase.db)
    ).rows[0]!
    readerDatabase = await openDatabase({ databaseUrl, schema, prepare: false })
  }
  const writer = await startApp(writerDatabase)
  const reader = databaseUrl ? await startApp(readerDatabase) : writer
  try {
    const variant = await writerDatabase.db
      .selectFrom('product')
      .select(['sku', 'qty'])
      .where('parent_sku', '=', productSku)
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    const latencies: number[] = []
    for (let sample = 0; sample < SAMPLES; sample++) {
      while ((await reader.inject({ url: pagePath })).headers['x-cache'] !== 'HIT')
        await new Promise((resolve) => setTimeout(resolve, 10))
      const started = performance.now()
      await setVariantStock(writerDatabase.db, writer.config.stores, variant.sku, variant.qty + sample + 1)
      while ((await reader.inject({ url: pagePath })).headers['x-cache'] !== 'MISS') {
        if (performance.now() - started > 10_000)
          throw new Error('The purge did not reach the other instance within 10 s')
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      latencies.push(performance.now() - started)
    }
    latencies.sort((a, b) => a - b)
    return {
      where: databaseUrl
        ? 'another instance (PostgreSQL LISTEN/NOTIFY)'
        : 'the same instance (PGlite NOTIFY; set TEST_DATABASE_URL for two instances)',
      medianMs: latencies[Math.floor(latencies.length / 2)]!,
      maxMs: latencies.at(-1)!,
      samples: latencies.length,
    }
  } finally {
    if (reader !== writer) await reader.close()
    await writer.close()
  }
}

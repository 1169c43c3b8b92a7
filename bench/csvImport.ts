/**
 * `npm run bench:csv-import` (docs/back-office.md#csv-import-and-export): generates a catalogue
 * file of 100 000 rows (20 000 configurable products of 5 sizes), imports it as a job (dry run,
 * then the real run) through the worker of a shop server on PostgreSQL, and meanwhile asks that
 * server for storefront pages, printing the time of each step and of those requests. The
 * database is `DATABASE_URL` (default: the local server's `postgres` database), in a schema of
 * its own that each run drops and builds again (migrated and seeded). Goal: at most 2 minutes.
 */
import { stringify } from 'csv-stringify/sync'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { sql } from 'kysely'
import { openDatabase } from '../db/openDatabase.ts'
import { buildServer } from '../server/app.ts'
import { COMMAND_LINE_STAFF } from '../domain/backoffice/backOfficeActor.ts'
import { CATALOGUE_CSV_COLUMNS } from '../domain/backoffice/catalogue/catalogueCsvColumns.ts'
import {
  createImportJob,
  importJobOf,
  startImportJob,
} from '../domain/backoffice/catalogue/catalogueImportJobs.ts'

const PRODUCTS = 20_000
const SIZES_PER_PRODUCT = 5
const SCHEMA = 'csv_import_bench'
const GOAL_MS = 120_000

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Resident memory of this process (shop server and bench in one), in MB. */
const rssMb = () => process.memoryUsage().rss / 1024 / 1024

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0
}

async function main(): Promise<void> {
  const reset = await openDatabase({ databaseUrl, prepare: false })
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(reset.db)
  await reset.close()
  console.log(`Migrating and seeding schema ${SCHEMA} on PostgreSQL…`)
  const database = await openDatabase({ databaseUrl, schema: SCHEMA })
  const db = database.db
  const app = await buildServer({ database, logger: false, config: { databaseUrl } })
  await app.ready()

  const choice = (
    await sql<{ categoryId: number; family: string; kind: string; gender: string; material: string }>`
      select pc.category_id as "categoryId", p.family, p.kind, p.gender, pa.value as material
      from product p
      join product_category pc on pc.sku = p.sku
      join category c on c.id = pc.category_id
      join product_attribute pa on pa.sku = p.sku and pa.code = 'material'
      where p.type = 'configurable' and c.level >= 2
      order by c.level desc, p.sku limit 1`.execute(db)
  ).rows[0]!
  const options = async (code: string) =>
    (
      await db
        .selectFrom('attribute_option')
        .select('value')
        .where('attribute_code', '=', code)
        .orderBy('position')
        .execute()
    ).map((row) => row.value)
  const [colours, sizes] = [await options('color'), await options('size')]
  const pageOf = (
    await db
      .selectFrom('product_translation')
      .select('url_key')
      .where('language', '=', 'fr')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).url_key

  let started = performance.now()
  // Written to a file as it is made, as a browser would send it: the bench holds no copy of it.
  const folder = await mkdtemp(path.join(tmpdir(), 'csv-bench-'))
  const filePath = path.join(folder, 'bench.csv')
  const out = createWriteStream(filePath)
  out.write(stringify([[...CATALOGUE_CSV_COLUMNS]]))
  for (let index = 0; index < PRODUCTS; index += 1) {
    const parent = `BENCH-${index}`
    for (let size = 0; size < SIZES_PER_PRODUCT; size += 1) {
      const values: Record<string, string> = {
        sku: `${parent}-${size}`,
        parent_sku: parent,
        type: 'configurable',
        family: choice.family,
        kind: choice.kind,
        name_fr: `Chausson banc ${index}`,
        description_fr: `Un chausson pour mesurer l’import, numéro ${index}.`,
        url_key_fr: `chausson-banc-${index}`,
        name_en: `Bench slipper ${index}`,
        url_key_en: `bench-slipper-${index}`,
        categories: String(choice.categoryId),
        gender: choice.gender,
        material: choice.material,
        colour: colours[index % colours.length]!,
        size: sizes[size % sizes.length]!,
        regular_price: '49.90',
        final_price: size === 0 ? '39.90' : '49.90',
        qty: String(size * 3),
        enabled_b2c_fr: 'yes',
        enabled_b2c_de: 'yes',
        enabled_b2c_en: 'yes',
        enabled_b2c_it: 'yes',
      }
      if (!out.write(stringify([CATALOGUE_CSV_COLUMNS.map((column) => values[column] ?? '')])))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()))
    }
  }
  out.end()
  await finished(out)
  const { size } = await stat(filePath)
  console.log(
    `Generated ${PRODUCTS * SIZES_PER_PRODUCT} rows (${(size / 1024 / 1024).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms`,
  )

  // The shop keeps serving: a storefront product page and the home page, asked in turn all along.
  const timings: number[] = []
  let failures = 0
  let serving = true
  const paths = [`/fr/${pageOf}`, '/fr/']
  let peakRss = rssMb()
  const rssBefore = peakRss
  const requests = (async () => {
    for (let index = 0; serving; index += 1) {
      peakRss = Math.max(peakRss, rssMb())
      const asked = performance.now()
      const answer = await app.inject({
        method: 'GET',
        url: paths[index % paths.length]!,
        headers: { host: 'localhost:3000' },
      })
      timings.push(performance.now() - asked)
      if (answer.statusCode >= 500) failures += 1
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()

  const wait = async (id: string, until: string[]) => {
    for (;;) {
      const job = (await importJobOf(db, COMMAND_LINE_STAFF, id))!
      if (until.includes(job.status)) return job
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  started = performance.now()
  // The upload's path: the file streamed into DATA_DIR/imports, then its job.
  const stored = await app.catalogueImportFiles.save(createReadStream(filePath), app.config.importMaxBytes)
  if (typeof stored === 'string') throw new Error(stored)
  const id = (await createImportJob(db, COMMAND_LINE_STAFF, 'bench.csv', stored))!
  app.catalogueImports.kick()
  const checked = await wait(id, ['checked', 'failed'])
  const checkMs = performance.now() - started
  console.log(`Dry run: ${Math.round(checkMs)} ms, ${checked.problems.length} problems`, checked.summary)
  if (checked.problems.length > 0) console.log(checked.problems.slice(0, 10))
  const importStarted = performance.now()
  await startImportJob(db, COMMAND_LINE_STAFF, id)
  app.catalogueImports.kick()
  const done = await wait(id, ['done', 'failed', 'checked'])
  const importMs = performance.now() - importStarted
  serving = false
  await requests
  const totalMs = checkMs + importMs
  console.log(`Import: ${Math.round(importMs)} ms, ${done.status}`, done.summary)
  timings.sort((a, b) => a - b)
  console.log(
    `Storefront requests during the job: ${timings.length}, p50 ${percentile(timings, 0.5).toFixed(0)} ms, p95 ${percentile(timings, 0.95).toFixed(0)} ms, max ${(timings.at(-1) ?? 0).toFixed(0)} ms, ${failures} failed`,
  )
  console.log(
    `RSS: ${rssBefore.toFixed(0)} MB before the upload, ${peakRss.toFixed(0)} MB at most during the job, ${rssMb().toFixed(0)} MB after`,
  )
  console.log(
    `Upload to done: ${(totalMs / 1000).toFixed(1)} s (goal ${GOAL_MS / 1000} s): ${totalMs <= GOAL_MS ? 'met' : 'NOT met'}`,
  )
  await app.close()
  await rm(folder, { recursive: true, force: true })
}

await main()

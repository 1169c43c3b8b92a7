import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { openDatabase } from '../../db/openDatabase.ts'
import { knownMigrations } from '../../db/migrate.ts'
import { readReleaseManifest } from '../../db/migrationRules.ts'
import { readCatalogue, runJourney, shopperSteps, type Step } from '../../bench/shopperJourney.ts'
import { fieldsOf, formWithAction } from '../helpers/formShopper.ts'
import {
  missingCommit,
  preparePreviousRelease,
  serveCommandOf,
  type PreviousReleaseTree,
} from '../helpers/previousRelease.ts'
import { startShopProcess, type ShopProcess } from '../helpers/shopProcess.ts'

// An upgrade migrates the database with the new release while the previous one still serves it
// (docs/deployment.md#upgrades): the previous release's server must work on the new schema.

const root = path.resolve(import.meta.dirname, '../..')
const manifest = await readReleaseManifest()
// PREVIOUS_RELEASE_COMMIT runs another commit's server instead (to try a release before recording it).
const commit = process.env.PREVIOUS_RELEASE_COMMIT || manifest.releases.at(-1)!.commit
const missing = missingCommit(commit)
const skipReason = missing?.skippable ? missing.reason : null
if (skipReason) console.warn(`previousRelease: skipped, ${skipReason}`)

const postgresUrl = process.env.TEST_DATABASE_URL!
const databaseName = `shop_previous_${randomBytes(4).toString('hex')}`
const databaseUrl = withDatabase(postgresUrl, databaseName)
let tree: PreviousReleaseTree | undefined
let previous: ShopProcess | undefined
let current: ShopProcess | undefined

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

beforeAll(async () => {
  if (skipReason) return
  // A full history without the recorded commit: db/releases.json names a commit that was never merged.
  if (missing) throw new Error(missing.reason)
  const started = Date.now()
  tree = preparePreviousRelease(commit)
  console.log(
    `previousRelease: ${commit.slice(0, 10)}'s tree ready in ${Date.now() - started} ms (dependencies: ${tree.dependencies}; ${JSON.stringify(tree.timings)})`,
  )
  await withAdminClient((client) => client.query(`create database ${databaseName}`))
  const migrating = Date.now()
  // This tree's migrations and seed: the schema the previous release's server meets after the upgrade.
  await (await openDatabase({ databaseUrl })).close()
  console.log(`previousRelease: database migrated and seeded in ${Date.now() - migrating} ms`)
  // Each as its `npm run serve` starts it, on the same database, side by side as during an upgrade.
  const startServing = (folder: string) => {
    const serve = serveCommandOf(folder)
    return startShopProcess({ ...serve.env, DATABASE_URL: databaseUrl, REDIS_URL: '' }, serve.nodeArguments, {
      cwd: folder,
    })
  }
  const starting = Date.now()
  const [previousStart, currentStart] = await Promise.allSettled([
    startServing(tree.folder),
    startServing(root),
  ])
  // One that started is stopped by afterAll when the other did not.
  if (previousStart.status === 'fulfilled') previous = previousStart.value
  if (currentStart.status === 'fulfilled') current = currentStart.value
  for (const start of [previousStart, currentStart]) if (start.status === 'rejected') throw start.reason
  console.log(`previousRelease: both servers ready in ${Date.now() - starting} ms`)
}, 900_000)

afterAll(async () => {
  await Promise.all([previous?.dispose(), current?.dispose()])
  tree?.remove()
  if (!skipReason)
    await withAdminClient((client) => client.query(`drop database if exists ${databaseName} with (force)`))
}, 60_000)

/** The migrations the database holds, by name. */
async function appliedMigrations(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<{ name: string }>('select name from schema_migration order by name')).rows.map(
      (row) => row.name,
    )
  } finally {
    await client.end()
  }
}

/**
 * A guest without JavaScript: home, a category, a search, a product page; the product form of a
 * colour and size posted; the cart; the checkout's forms to the offline card provider and back.
 * Answers the failed steps and the order's e-mail and SKU.
 */
async function walkCatalogueAndCheckout(origin: string) {
  const catalogue = await readCatalogue(databaseUrl)
  const variant = catalogue.variants[0]!
  let addForm: { action: string; fields: Array<[string, string]> } | undefined
  const addToCartByForm: Step[] = [
    {
      name: 'product with a size chosen',
      request: () => ({
        method: 'GET',
        path: `/en/product/${variant.sku}?${new URLSearchParams({ color: variant.colour, size: variant.size })}`,
        headers: { accept: 'text/html' },
      }),
      expect: [200],
      read: (body) => {
        const form = formWithAction(body, 'add')
        if (!form) return 'no add-to-cart form on the product page'
        addForm = { action: form.getAttribute('action') ?? '', fields: fieldsOf(form) }
      },
    },
    {
      name: 'add to cart (form)',
      request: () => ({
        method: 'POST',
        path: new URL(addForm!.action, `${origin}/en/product/${variant.sku}`).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams(addForm!.fields).toString(),
      }),
      expect: [303],
      read: (_body, _headers, journey) => {
        // The cart is the session's; the checkout steps only need to know there is one.
        journey.cartId = 'session'
      },
    },
  ]
  const steps = shopperSteps(catalogue, 'unused', 'unused', origin, { addToCart: 1, checkout: 1 }).flatMap(
    (step) => (step.name === 'cart (API)' ? addToCartByForm : step.name === 'add to cart' ? [] : [step]),
  )
  const { journey, results } = await runJourney(origin, steps)
  return {
    walked: results.map((result) => result.step),
    failed: results.filter((result) => result.failed).map((result) => `${result.step}: ${result.failed}`),
    email: journey.email,
    sku: variant.sku,
  }
}

/** The SKUs of the orders placed with this guest e-mail. */
async function orderedSkus(email: string): Promise<string[][]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ skus: string[] }>(
      `select array_agg(i.sku order by i.id) as skus from shop_order o join order_item i on i.order_id = o.id
       where o.email = $1 group by o.id`,
      [email],
    )
    return rows.map((row) => row.skus)
  } finally {
    await client.end()
  }
}

describe.skipIf(skipReason !== null)(`the previous release (${commit.slice(0, 10)}) on this schema`, () => {
  it("starts on this tree's schema (its migrations and later ones) without changing it, and sells: catalogue, cart form, guest checkout, order stored", async () => {
    const applied = await appliedMigrations()
    expect(applied).toEqual(await knownMigrations())
    const released = fs
      .readdirSync(path.join(tree!.folder, 'db', 'migrations'))
      .filter((name) => name.endsWith('.sql'))
    const later = applied.filter((name) => !released.includes(name))
    console.log(
      `previousRelease: the schema has ${later.length} migrations the release lacks: ${later.join(', ') || 'none'}`,
    )
    const started = Date.now()
    const walk = await walkCatalogueAndCheckout(previous!.origin)
    console.log(`previousRelease: the previous release's walk took ${Date.now() - started} ms`)
    expect(walk.failed, `the previous release's log ends with:\n${previous!.log().slice(-3000)}`).toEqual([])
    expect(walk.walked).toEqual(expect.arrayContaining(['search', 'add to cart (form)', 'success']))
    expect(await orderedSkus(walk.email!)).toEqual([[walk.sku]])
    // Its start applied nothing and removed nothing: the schema stays the new release's.
    expect(await appliedMigrations()).toEqual(applied)
  }, 180_000)

  it("this release's server walks the same paths on the same database", async () => {
    const walk = await walkCatalogueAndCheckout(current!.origin)
    expect(walk.failed, `this release's log ends with:\n${current!.log().slice(-3000)}`).toEqual([])
    expect(await orderedSkus(walk.email!)).toEqual([[walk.sku]])
  }, 180_000)
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { sql } from 'kysely'
import { runDatabaseCommand } from '../../scripts/databaseCommand.ts'
import { openDatabase, type ShopDatabase } from '../../db/openDatabase.ts'

// PostgreSQL only (`*.postgres.test.ts`): on PGlite a reset removes the data folder, nothing to forget.
// The commands read DATABASE_URL and DATA_DIR like the shop: this file points them at a database of its own.
const serverUrl = process.env.TEST_DATABASE_URL
if (!serverUrl) throw new Error('This file runs in the postgres project, with TEST_DATABASE_URL set')
const databaseName = `shop_reset_${randomBytes(4).toString('hex')}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-db-command-'))
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString()

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await onServer(`create database ${databaseName}`)
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = databaseUrl
}, 60_000)
afterAll(async () => {
  await onServer(`drop database if exists ${databaseName} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
})

const open = (): Promise<ShopDatabase> => openDatabase({ databaseUrl, prepare: false })

async function counts(database: ShopDatabase) {
  const count = async (table: 'customer' | 'product' | 'shop_order') =>
    (
      await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(
        database.db,
      )
    ).rows[0]!.count
  return {
    customers: await count('customer'),
    products: await count('product'),
    orders: await count('shop_order'),
  }
}

describe('db:reset on PostgreSQL', () => {
  it('starts again from the seeded catalogue: customers and orders of the earlier database are gone', async () => {
    await runDatabaseCommand('reset', ['--products', '40'])
    let database = await open()
    const seeded = await counts(database)
    expect(seeded.products).toBeGreaterThanOrEqual(40)
    await database.db
      .insertInto('customer')
      .values({
        email: 'left.behind@example.org',
        firstname: 'Left',
        lastname: 'Behind',
        password_hash: 'x',
        store_key: 'b2c_en',
      })
      .execute()
    expect((await counts(database)).customers).toBe(seeded.customers + 1)
    await database.close()
    await runDatabaseCommand('reset', ['--products', '40'])
    database = await open()
    expect(await counts(database)).toEqual(seeded)
    expect(
      await database.db
        .selectFrom('customer')
        .select('id')
        .where('email', '=', 'left.behind@example.org')
        .execute(),
    ).toEqual([])
    await database.close()
  }, 120_000)
})

import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../../../db/openDatabase.ts'
import { seedSourceFingerprint } from '../../../db/seedTemplate.ts'

// Any fixed number: the advisory lock that lets one worker build the template while the others wait.
const TEMPLATE_LOCK_KEY = 7_261_003
// PostgreSQL refuses to copy a database another session is connected to (SQLSTATE 55006).
const SOURCE_IN_USE = '55006'

/** `serverUrl` with its database name replaced by `database`. */
export function withDatabaseName(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
  return rowCount === 1
}

/**
 * The name of a migrated and seeded database on the server of `serverUrl`, built once per
 * version of the migrations and seed (concurrent workers wait for the one building it), so
 * each test file copies it in a fraction of a second instead of migrating and seeding (seconds).
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const template = `shop_test_template_${seedSourceFingerprint().slice(0, 16)}`
  return withClient(serverUrl, async (client) => {
    if (await databaseExists(client, template)) return template
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY])
    try {
      if (await databaseExists(client, template)) return template
      // Built under another name and renamed when complete: a run killed half-way leaves no template behind.
      const building = `${template}_building`
      await client.query(`drop database if exists ${building} with (force)`)
      await client.query(`create database ${building}`)
      const database = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, building) })
      await database.close()
      await client.query(`alter database ${building} rename to ${template}`)
      const stale = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like 'shop\\_test\\_template\\_%' and datname <> $1",
        [template],
      )
      for (const { datname } of stale.rows)
        await client.query(`drop database if exists ${datname} with (force)`)
      return template
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY])
    }
  })
}

/** Copies the seeded template into a new database of its own; answers its name. */
export async function copyPostgresTemplate(serverUrl: string): Promise<string> {
  const template = await ensurePostgresTemplate(serverUrl)
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  await withClient(serverUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${template}`)
        return
      } catch (error) {
        if ((error as { code?: string }).code !== SOURCE_IN_USE || attempt >= 20) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
      }
    }
  })
  return name
}

/** Drops a database made by {@link copyPostgresTemplate}, closing what still holds it. */
export async function dropPostgresCopy(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
}

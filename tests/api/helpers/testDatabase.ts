import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase, type ShopDatabase } from '../../../db/openDatabase.ts'
import { copySeededTemplate } from '../../../db/seedTemplate.ts'
import { copyPostgresTemplate, dropPostgresCopy, withDatabaseName } from './postgresTemplate.ts'

const TEMPLATE_ROOT = path.resolve(import.meta.dirname, '../../..', 'var', 'test-template')

/** A seeded database of one test file. */
export interface TestDatabase extends ShopDatabase {
  /** Where a second app instance reaches the same data; only on PostgreSQL. */
  databaseUrl?: string
}

/**
 * Opens a seeded database for one test file: a copy of the PGlite template by default, or on
 * `TEST_DATABASE_URL` a database of its own copied from a seeded template database (dropped on
 * close), so runs never collide.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const name = await copyPostgresTemplate(serverUrl)
    const databaseUrl = withDatabaseName(serverUrl, name)
    const database = await openDatabase({ databaseUrl, prepare: false })
    return {
      ...database,
      databaseUrl,
      async close() {
        await database.close()
        await dropPostgresCopy(serverUrl, name)
      },
    }
  }
  const copy = path.join(tmpdir(), `shop-test-${randomBytes(6).toString('hex')}`)
  await copySeededTemplate(TEMPLATE_ROOT, copy)
  const database = await openDatabase({ pgliteDir: copy, prepare: false })
  return {
    ...database,
    async close() {
      await database.close()
      rmSync(copy, { recursive: true, force: true })
    },
  }
}

import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type ShopDatabase } from '../../../db/openDatabase.ts'
import { copySeededTemplate } from '../../../db/seedTemplate.ts'

const TEMPLATE_ROOT = path.resolve(import.meta.dirname, '../../..', 'var', 'test-template')

/**
 * Opens a seeded database for one test file: a copy of the PGlite template by default, or a
 * fresh schema on `TEST_DATABASE_URL` (dropped on close) so runs never collide.
 */
export async function openTestDatabase(): Promise<ShopDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL
  if (databaseUrl) {
    const schema = `shop_test_${randomBytes(6).toString('hex')}`
    const database = await openDatabase({ databaseUrl, schema })
    return {
      ...database,
      async close() {
        await database.close()
        const client = new pg.Client({ connectionString: databaseUrl })
        await client.connect()
        await client.query(`drop schema if exists ${schema} cascade`)
        await client.end()
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

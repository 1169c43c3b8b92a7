import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { openDatabase, type ShopDatabase } from '../../../graphql/db/openDatabase.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const TEMPLATE_DIR = path.join(ROOT, 'var', 'test-template')
const LOCK_DIR = `${TEMPLATE_DIR}.lock`
const SOURCES = [path.join(ROOT, 'graphql/db/migrations'), path.join(ROOT, 'graphql/db/seed')]

function sourceFingerprint(): string {
  const hash = createHash('sha256')
  for (const folder of SOURCES) {
    for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(path.join(folder, file)))
  }
  return hash.digest('hex')
}

/** Seeds the PGlite template once per migration/seed version; concurrent test files wait for it. */
async function ensureTemplate(): Promise<string> {
  const fingerprint = sourceFingerprint()
  const marker = path.join(TEMPLATE_DIR, 'fingerprint')
  const dbDir = path.join(TEMPLATE_DIR, 'db')
  for (;;) {
    if (existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) return dbDir
    try {
      mkdirSync(LOCK_DIR, { recursive: false })
    } catch {
      await sleep(200)
      continue
    }
    try {
      rmSync(TEMPLATE_DIR, { recursive: true, force: true })
      mkdirSync(TEMPLATE_DIR, { recursive: true })
      const database = await openDatabase({ pgliteDir: dbDir })
      await database.close()
      writeFileSync(marker, fingerprint)
    } finally {
      rmSync(LOCK_DIR, { recursive: true, force: true })
    }
  }
}

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
  const template = await ensureTemplate()
  const copy = path.join(tmpdir(), `shop-test-${randomBytes(6).toString('hex')}`)
  cpSync(template, copy, { recursive: true })
  const database = await openDatabase({ pgliteDir: copy, prepare: false })
  return {
    ...database,
    async close() {
      await database.close()
      rmSync(copy, { recursive: true, force: true })
    },
  }
}

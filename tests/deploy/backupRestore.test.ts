import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/openDatabase.ts'
import { copySeededTemplate } from '../../db/seedTemplate.ts'
import { renderPicture } from '../../domain/media/pictureRenditions.ts'
import { setStock } from '../../domain/backoffice/stockEditing.ts'
import { COMMAND_LINE_STAFF } from '../../domain/backoffice/backOfficeActor.ts'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { customerWithPaidOrder } from '../api/helpers/checkoutFixtures.ts'
import { copyPostgresTemplate, dropPostgresCopy, withDatabaseName } from '../api/helpers/postgresTemplate.ts'

// One file for both databases: PGlite in the `pglite` project, PostgreSQL where TEST_DATABASE_URL names a server.
const serverUrl = process.env.TEST_DATABASE_URL || undefined
const root = path.resolve(import.meta.dirname, '../..')

/** A shop's data as the commands see it: DATA_DIR, and the PostgreSQL database when there is one. */
interface Shop {
  dataDir: string
  databaseUrl?: string
}

const folders: string[] = []
const databases: string[] = []
const newFolder = (name: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `backup-${name}-`))
  folders.push(folder)
  return folder
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A shop with no data at all: an empty DATA_DIR, and an empty database on PostgreSQL. */
async function emptyShop(name: string): Promise<Shop> {
  const dataDir = newFolder(name)
  if (!serverUrl) return { dataDir }
  const database = `shop_backup_${name}_${randomBytes(4).toString('hex')}`
  await onServer(`create database ${database}`)
  databases.push(database)
  return { dataDir, databaseUrl: withDatabaseName(serverUrl, database) }
}

/** Runs `npm run db:backup|db:restore`'s file on a shop, as npm does (through tsx): its exit code and what it printed. */
function runCommand(shop: Shop, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backupCommand.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: shop.dataDir, DATABASE_URL: shop.databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  )
}

const openShopDatabase = (shop: Shop) =>
  openDatabase({ pgliteDir: path.join(shop.dataDir, 'db'), databaseUrl: shop.databaseUrl, prepare: false })

/** Every row of every table (as JSON, sorted) and every sequence's position, by name. */
async function contentsOf(shop: Shop): Promise<Record<string, string[]>> {
  const database = await openShopDatabase(shop)
  try {
    const ofExtension = sql`exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`
    const relations = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind::text as kind from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p', 'S') and not ${ofExtension}
      order by c.relname`.execute(database.db)
    const contents: Record<string, string[]> = {}
    for (const { name, kind } of relations.rows) {
      const rows =
        kind === 'S'
          ? await sql<{
              row: string
            }>`select concat(last_value, ' ', is_called) as row from ${sql.table(name)}`.execute(database.db)
          : await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(name)} t`.execute(
              database.db,
            )
      contents[name] = rows.rows.map((row) => row.row).sort()
    }
    return contents
  } finally {
    await database.close()
  }
}

/**
 * The SHA-256 of every file of DATA_DIR by path, but the database's and `mail/` (where a shop
 * without SMTP_URL drops its e-mails instead of sending them: not the shop's data).
 */
function filesOf(shop: Shop): Record<string, string> {
  const hashes: Record<string, string> = {}
  for (const entry of readdirSync(shop.dataDir, { recursive: true, withFileTypes: true })) {
    const file = path.relative(shop.dataDir, path.join(entry.parentPath, entry.name))
    if (!entry.isFile() || /^(db|mail)\//.test(file) || file === 'db.lock') continue
    hashes[file] = createHash('sha256')
      .update(readFileSync(path.join(shop.dataDir, file)))
      .digest('hex')
  }
  return hashes
}

/** An account page (`orderId`: the order's, else the order history) as the shopper of `session` sees it. */
async function orderPage(server: TestServer, orderId: string | null, session: string | undefined) {
  return server.app.inject({
    method: 'GET',
    url: `/en/user/orders/${orderId ?? ''}`,
    headers: { accept: 'text/html', cookie: `shop_session=${session}` },
  })
}

let source: Shop
let backupFile: string
/** What the source shop had when it was backed up, and how to find it again. */
let placed: {
  orderId: string
  orderNumber: string
  email: string
  session: string | undefined
  picture: string
}

beforeAll(async () => {
  source = { dataDir: newFolder('source') }
  if (serverUrl) {
    const name = await copyPostgresTemplate(serverUrl)
    databases.push(name)
    source.databaseUrl = withDatabaseName(serverUrl, name)
  } else await copySeededTemplate(path.join(root, 'var', 'test-template'), path.join(source.dataDir, 'db'))
  backupFile = path.join(newFolder('files'), 'shop.backup')
}, 300_000)
afterAll(async () => {
  for (const database of databases) await dropPostgresCopy(serverUrl!, database)
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

describe(`db:backup and db:restore on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('restore into an empty shop every row and file of the backed-up one, which then serves the order’s page', async () => {
    const server = await startTestServer(source)
    try {
      const { agent, order, email, variant } = await customerWithPaidOrder(server.app)
      const stockSet = await setStock(
        server.app.shopDatabase.db,
        COMMAND_LINE_STAFF,
        server.app.config.stores,
        { sku: variant.variant_sku, qty: 41 },
        new Date(),
      )
      expect(stockSet.ok).toBe(true)
      const upload = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#b0413e' } })
        .png()
        .toBuffer()
      const renditions = await renderPicture(upload)
      for (const file of renditions.files) await server.app.pictureStorage.save(file.name, file.data)
      placed = {
        orderId: order.order_id,
        orderNumber: order.order_number,
        email,
        session: agent.sessionCookie(),
        picture: renditions.files[0]!.name,
      }
      const before = await orderPage(server, placed.orderId, placed.session)
      expect(before.statusCode).toBe(200)
      expect(before.body).toContain(placed.orderNumber)
      if (!serverUrl) {
        // PGlite keeps the database in the serving process's memory: no consistent copy can be taken beside it.
        const refused = await runCommand(source, ['backup', backupFile])
        expect(refused.code).toBe(1)
        expect(refused.output).toContain('Stop the shop first')
        expect(existsSync(backupFile)).toBe(false)
      }
    } finally {
      // Stopped before the backup on both kinds, so no e-mail worker changes a row between the backup and the comparison.
      await server.close()
    }

    const backup = await runCommand(source, ['backup', backupFile])
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`written to ${backupFile}`) })
    expect(readdirSync(path.dirname(backupFile))).toEqual(['shop.backup'])

    const restored = await emptyShop('restored')
    const restore = await runCommand(restored, ['restore', backupFile])
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('restored the') })

    const sourceRows = await contentsOf(source)
    const restoredRows = await contentsOf(restored)
    expect(Object.keys(restoredRows)).toEqual(Object.keys(sourceRows))
    for (const table of Object.keys(sourceRows)) expect(restoredRows[table], table).toEqual(sourceRows[table])
    // The comparison covers what the test placed.
    expect(sourceRows.shop_order?.some((row) => row.includes(placed.orderNumber))).toBe(true)
    expect(sourceRows.customer?.some((row) => row.includes(placed.email))).toBe(true)
    expect(sourceRows.stock_movement?.some((row) => row.includes('"qty_after": 41'))).toBe(true)
    expect(sourceRows.shop_session?.length).toBeGreaterThan(0)

    const sourceFiles = filesOf(source)
    expect(filesOf(restored)).toEqual(sourceFiles)
    expect(Object.keys(sourceFiles)).toContain(path.join('media', 'uploads', placed.picture))
    expect(Object.keys(sourceFiles).some((file) => file.startsWith(`downloads${path.sep}`))).toBe(true)

    const restoredServer = await startTestServer(restored)
    try {
      // The shopper's session cookie of before the backup still signs them in: the page is theirs.
      const page = await orderPage(restoredServer, placed.orderId, placed.session)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain(placed.orderNumber)
      const history = await orderPage(restoredServer, null, placed.session)
      expect(history.statusCode).toBe(200)
      expect(history.body).toContain(`/en/user/orders/${placed.orderId}`)
      const picture = await restoredServer.app.inject({
        method: 'GET',
        url: `/media/uploads/${placed.picture}`,
      })
      expect(picture.statusCode).toBe(200)
      expect(picture.rawPayload).toEqual(
        readFileSync(path.join(source.dataDir, 'media', 'uploads', placed.picture)),
      )
    } finally {
      await restoredServer.close()
    }

    const again = await runCommand(restored, ['restore', backupFile])
    expect(again.code).toBe(1)
    expect(again.output).toContain('is not empty')
    expect(again.output).toContain('--force')
    const forced = await runCommand(restored, ['restore', backupFile, '--force'])
    expect(forced.code).toBe(0)
    expect(await contentsOf(restored)).toEqual(sourceRows)
  }, 600_000)

  it('refuse a damaged or truncated file and a backup of a newer schema, leaving the target empty', async () => {
    const target = await emptyShop('refusing')
    const damaged = path.join(path.dirname(backupFile), 'damaged.backup')
    copyFileSync(backupFile, damaged)
    const bytes = readFileSync(damaged)
    const middle = Math.floor(bytes.length / 2)
    bytes[middle] = bytes[middle]! ^ 0xff
    writeFileSync(damaged, bytes)
    const truncated = path.join(path.dirname(backupFile), 'truncated.backup')
    copyFileSync(backupFile, truncated)
    truncateSync(truncated, middle)

    for (const file of [damaged, truncated]) {
      const refused = await runCommand(target, ['restore', file])
      expect(refused.code, file).toBe(1)
      expect(refused.output).toContain(`The backup file ${file} is damaged or truncated`)
    }

    const database = await openShopDatabase(source)
    try {
      await database.db
        .insertInto('schema_migration')
        .values({ name: '9999_of_a_newer_version.sql' })
        .execute()
    } finally {
      await database.close()
    }
    const newer = path.join(path.dirname(backupFile), 'newer.backup')
    expect((await runCommand(source, ['backup', newer])).code).toBe(0)
    const refused = await runCommand(target, ['restore', newer])
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('comes from a newer version of the shop')
    expect(refused.output).toContain('9999_of_a_newer_version.sql')

    expect(readdirSync(target.dataDir)).toEqual([])
    if (target.databaseUrl) {
      const empty = await openShopDatabase(target)
      try {
        const tables = await sql<{
          count: number
        }>`select count(*)::int as count from pg_tables where schemaname = 'public'`.execute(empty.db)
        expect(tables.rows[0]?.count).toBe(0)
      } finally {
        await empty.close()
      }
    }
  }, 300_000)
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPglitePool } from './pglitePool.ts'
import { createPgliteStatements } from './pglitePreparedStatements.ts'
import { openPgliteWorker, type PgliteSession } from './pgliteWorkerSession.ts'

interface Tables {
  item: { id: number; name: string; price: number | null }
}

const folder = mkdtempSync(path.join(tmpdir(), 'pglite-worker-'))
let session: PgliteSession
let db: Kysely<Tables>

beforeAll(async () => {
  session = await openPgliteWorker(path.join(folder, 'db'))
  await session.exec(`
    create table item (id int primary key, name text not null constraint item_name_key unique, price numeric(10, 2));
    insert into item values (1, 'mule', 59.90);`)
  db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: createPglitePool(session) }) })
}, 60_000)
afterAll(async () => {
  if (!session.closed) await session.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('PGlite in a worker thread', () => {
  it('answers rows parsed with the shop parsers and PGlite array types', async () => {
    const statements = createPgliteStatements(session)
    const { rows } = await statements.run<Record<string, unknown>>(
      `select price, $1::int8 as count, $2::date as day, $3::text[] as tags, $4::int[] as ids from item where id = 1`,
      [42, '2026-01-31', ['soft', 'a,b'], [3, 100]],
    )
    expect(rows).toEqual([
      { price: 59.9, count: 42, day: '2026-01-31', tags: ['soft', 'a,b'], ids: [3, 100] },
    ])
  })

  it('throws PostgreSQL errors with their SQLSTATE, detail and constraint', async () => {
    const duplicate = db.insertInto('item').values({ id: 2, name: 'mule', price: null }).execute()
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      constraint: 'item_name_key',
      detail: 'Key (name)=(mule) already exists.',
    })
    await expect(session.exec('selec 1')).rejects.toMatchObject({ code: '42601', query: 'selec 1' })
    expect(await db.selectFrom('item').select('id').execute()).toEqual([{ id: 1 }])
  })

  it('rolls a failed transaction back and leaves the session out of it', async () => {
    const failing = db.transaction().execute(async (transaction) => {
      await transaction.insertInto('item').values({ id: 3, name: 'bootie', price: 12.5 }).execute()
      expect(session.isInTransaction()).toBe(true)
      throw new Error('given up')
    })
    await expect(failing).rejects.toThrow('given up')
    expect(session.isInTransaction()).toBe(false)
    expect(await db.selectFrom('item').select('id').where('id', '=', 3).execute()).toEqual([])
  })

  it('delivers a NOTIFY to its listener until it stops listening', async () => {
    const payloads: string[] = []
    let deliver = () => {}
    const delivered = new Promise<void>((resolve) => (deliver = resolve))
    const unlisten = await session.listen('page_cache_purge', (payload) => {
      payloads.push(payload)
      deliver()
    })
    await sql`select pg_notify('page_cache_purge', 'product:1')`.execute(db)
    await delivered
    await unlisten()
    await sql`select pg_notify('page_cache_purge', 'product:2')`.execute(db)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(payloads).toEqual(['product:1'])
  })

  it('closes: the thread ends and later statements fail', async () => {
    await db.destroy()
    await session.close()
    expect(session.closed).toBe(true)
    await expect(session.exec('select 1')).rejects.toThrow('PGlite is closed')
  })
})

import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { sql, type Kysely } from 'kysely'
import { openDatabase, type ShopDatabase } from '../../db/openDatabase.ts'
import { prepareStatementsOn, statementName } from '../../db/postgresPreparedStatements.ts'

// PostgreSQL only (`*.postgres.test.ts`): PGlite's pool prepares its statements itself (db/pglitePreparedStatements.test.ts).
const serverUrl = process.env.TEST_DATABASE_URL
if (!serverUrl) throw new Error('This file runs in the postgres project, with TEST_DATABASE_URL set')
const schema = `prepared_${randomBytes(4).toString('hex')}`
let database: ShopDatabase

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: serverUrl, schema, prepare: false })
  await sql`create table item (id int primary key, name text not null)`.execute(database.db)
  await sql`insert into item values (1, 'mule'), (2, 'bootie'), (3, 'slipper')`.execute(database.db)
})
afterAll(async () => {
  await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db)
  await database.close()
})

/** Runs `work` on one connection of the pool, where prepared statements live. */
const onOneConnection = <T>(work: (db: Kysely<unknown>) => Promise<T>) =>
  (database.db as unknown as Kysely<unknown>).connection().execute(work)

const preparedOn = async (db: Kysely<unknown>) =>
  (await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(db)).rows.map(
    (row) => row.name,
  )

describe('statements prepared by name on PostgreSQL', () => {
  it('prepares a statement with parameters once per connection, under a name made of its text', async () => {
    await onOneConnection(async (db) => {
      const byId = (id: number) => sql<{ name: string }>`select name from item where id = ${id}`.execute(db)
      expect((await byId(1)).rows).toEqual([{ name: 'mule' }])
      expect((await byId(2)).rows).toEqual([{ name: 'bootie' }])
      const name = statementName('select name from item where id = $1')
      expect((await preparedOn(db)).filter((prepared) => prepared === name)).toEqual([name])
    })
  })

  it('prepares a `select *` again when a migration changed its table, outside a transaction', async () => {
    await onOneConnection(async (db) => {
      const everything = () => sql`select * from item where id = ${3}`.execute(db)
      expect((await everything()).rows).toEqual([{ id: 3, name: 'slipper' }])
      await sql`alter table item add column colour text not null default 'navy'`.execute(db)
      expect((await everything()).rows).toEqual([{ id: 3, name: 'slipper', colour: 'navy' }])
      expect((await everything()).rows).toEqual([{ id: 3, name: 'slipper', colour: 'navy' }])
    })
  })

  it('keeps at most the bound prepared per connection, and runs an evicted statement again', async () => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 1, options: `-c search_path=${schema}` })
    const client = prepareStatementsOn(await pool.connect(), 2)
    try {
      const texts = ['select $1::int + 1 as n', 'select $1::int + 2 as n', 'select $1::int + 3 as n']
      for (const text of texts) await client.query(text, [10])
      // The evicted one is deallocated before the connection's next prepared statement.
      expect((await client.query(texts[2]!, [20])).rows).toEqual([{ n: 23 }])
      const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements')
      expect(rows.map((row) => row.name).sort()).toEqual(
        [statementName(texts[1]!), statementName(texts[2]!)].sort(),
      )
      expect((await client.query(texts[0]!, [10])).rows).toEqual([{ n: 11 }])
      expect((await client.query(texts[2]!, [10])).rows).toEqual([{ n: 13 }])
    } finally {
      client.release()
      await pool.end()
    }
  })
})

import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPgliteStatements } from './pglitePreparedStatements.ts'

let pglite: PGlite

beforeAll(async () => {
  // The parsers the shop opens PGlite with (db/openPglite.ts): numeric and bigint as numbers, date as text.
  pglite = await PGlite.create({ parsers: { 1700: Number, 20: Number, 1082: (value: string) => value } })
  await pglite.exec(`
    create table item (id int primary key, name text not null unique, price numeric(10, 2), tags text[],
      ids int[], data jsonb, created_at timestamptz, day date, active boolean, raw bytea);
    insert into item values (1, 'mule', 59.90, '{soft,warm}', '{3,100}', '{"a": [1, "x"]}',
      '2024-08-11T10:00:00.123Z', '2026-01-31', true, '\\x0102');
    insert into item values (2, 'bootie', null, '{}', '{}', null, null, null, false, null);`)
})
afterAll(async () => {
  await pglite.close()
})

const preparedNames = async () =>
  (await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (row) => row.name,
  )

describe('PGlite statements prepared once', () => {
  it('answers the rows and values pglite.query() answers, for parameters and columns of every kind the shop uses', async () => {
    const statements = createPgliteStatements(pglite)
    const text = `select *, $2::text[] as asked_tags, $3::jsonb as asked_data, $4::timestamptz as asked_at
      from item where id = any($1::int[]) and (name <> $5 or $5 is null) order by id`
    const parameters = [[1, 2], ['a', 'b,c'], { nested: [1, 'two'] }, new Date('2026-05-01T12:00:00Z'), null]
    const expected = await pglite.query(text, parameters)
    const first = await statements.run(text, parameters)
    const second = await statements.run(text, parameters)
    expect(first.rows).toEqual(expected.rows)
    expect(second.rows).toEqual(expected.rows)
    expect(first.fields).toEqual(expected.fields)
    expect(first.rows[0]).toMatchObject({
      price: 59.9,
      ids: [3, 100],
      day: '2026-01-31',
      tags: ['soft', 'warm'],
    })
  })

  it('parses a statement with parameters once, and sends other texts under their own names', async () => {
    const statements = createPgliteStatements(pglite)
    const before = (await preparedNames()).length
    for (const id of [1, 2, 1]) await statements.run('select name from item where id = $1', [id])
    await statements.run('select name from item where id = $1 or id = $2', [1, 2])
    expect((await preparedNames()).length - before).toBe(2)
    expect(statements.preparedCount()).toBe(2)
    expect((await statements.run('select name from item where id = $1', [2])).rows).toEqual([
      { name: 'bootie' },
    ])
  })

  it('keeps at most its limit of statements prepared, closing the least recently used', async () => {
    const statements = createPgliteStatements(pglite, 3)
    const before = await preparedNames()
    for (let index = 1; index <= 5; index += 1)
      expect((await statements.run(`select $1::int + ${index} as total`, [index])).rows).toEqual([
        { total: 2 * index },
      ])
    // The evicted statements are closed with the next trip.
    await statements.run('select 1 as one', [])
    expect((await preparedNames()).filter((name) => !before.includes(name))).toHaveLength(3)
  })

  it('reports a failed statement with its SQLSTATE and the statement, and the session goes on', async () => {
    const statements = createPgliteStatements(pglite)
    await expect(statements.run('selec name from item where id = $1', [1])).rejects.toMatchObject({
      code: '42601',
      query: 'selec name from item where id = $1',
    })
    await expect(
      statements.run('insert into item (id, name) values ($1, $2)', [3, 'mule']),
    ).rejects.toMatchObject({ code: '23505' })
    await expect(
      statements.run('select count(*)::int as count from item where id > $1', [0]),
    ).resolves.toMatchObject({
      rows: [{ count: 2 }],
    })
  })

  it('rolls back a transaction whose statement failed, and counts the rows a write changed', async () => {
    const statements = createPgliteStatements(pglite)
    await statements.run('begin', [])
    const updated = await statements.run('update item set active = $1 where id > $2', [true, 0])
    expect(updated.affectedRows).toBe(2)
    await expect(
      statements.run('insert into item (id, name) values ($1, $2)', [4, 'mule']),
    ).rejects.toMatchObject({
      code: '23505',
    })
    await statements.run('rollback', [])
    expect((await statements.run('select id from item where active = $1 order by id', [false])).rows).toEqual(
      [{ id: 2 }],
    )
  })

  it('reads the new columns of a table changed after its `select *` was prepared', async () => {
    const statements = createPgliteStatements(pglite)
    await pglite.exec(
      'create table note (id int primary key, body text); insert into note values (1, $$hello$$)',
    )
    expect((await statements.run('select * from note where id = $1', [1])).rows).toEqual([
      { id: 1, body: 'hello' },
    ])
    await pglite.exec('alter table note add column author text default $$staff$$')
    expect((await statements.run('select * from note where id = $1', [1])).rows).toEqual([
      { id: 1, body: 'hello', author: 'staff' },
    ])
  })
})

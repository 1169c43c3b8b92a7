import { sql, type Kysely } from 'kysely'
import type { Database } from '../tables.ts'
import { drawnName } from './generatedNames.ts'

/** Customers written per statement. */
const BATCH = 10_000

/**
 * Adds `count` registered customers for benchmarks (`npm run db:generate`, a quarter of the
 * orders asked for): spread over the four stores like the orders, registered over the last three
 * years, named from their store's language (`generatedNames.ts`), each with an address of their
 * store's country in the address book. Their password hash is no hash, so nobody signs in as
 * them. Drawn from each customer's rank (`hashtext`), so the same count gives the same customers.
 */
export async function generateCustomers(
  db: Kysely<Database>,
  count: number,
  now = new Date(),
): Promise<void> {
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done)
    await db.transaction().execute(async (trx) => {
      const { rows: last } = await sql<{
        id: number
      }>`select coalesce(max(id), 0)::int as id from customer`.execute(trx)
      await sql`
        with draws as (
          select n,
            case when abs(hashtext(n || ':cstore')) % 100 < 45 then 'b2c_fr' when abs(hashtext(n || ':cstore')) % 100 < 70 then 'b2c_de'
                 when abs(hashtext(n || ':cstore')) % 100 < 85 then 'b2c_it' else 'b2c_en' end as store_key,
            ${now}::timestamptz - make_interval(mins => (abs(hashtext(n || ':cage')) % (1095 * 24 * 60))::int) as created_at
          from generate_series(${done + 1}::int, ${done + size}::int) as n
        )
        insert into customer (email, firstname, lastname, password_hash, store_key, created_at, updated_at)
        select ${drawnName('first', sql`store_key`, sql`n || ':cfirst'`, 'email')} || '.' ||
            ${drawnName('last', sql`store_key`, sql`n || ':clast'`, 'email')} || '.' || n || '@example.net',
          ${drawnName('first', sql`store_key`, sql`n || ':cfirst'`)},
          ${drawnName('last', sql`store_key`, sql`n || ':clast'`)},
          'generated', store_key, created_at, created_at
        from draws
        order by created_at`.execute(trx)
      const country = sql`case c.store_key when 'b2c_fr' then 'FR' when 'b2c_de' then 'DE' when 'b2c_it' then 'IT' else 'GB' end`
      await sql`
        insert into customer_address (customer_id, firstname, lastname, street, postcode, city, country_code, created_at)
        select c.id, c.firstname, c.lastname,
          (abs(hashtext(c.email || ':street')) % 200 + 1) || ' Generated Street',
          case ${country} when 'GB' then chr(65 + abs(hashtext(c.email || ':pa')) % 26) || chr(65 + abs(hashtext(c.email || ':pb')) % 26)
              || (abs(hashtext(c.email || ':pc')) % 20 + 1) || ' ' || (abs(hashtext(c.email || ':pd')) % 10) || chr(65 + abs(hashtext(c.email || ':pe')) % 26) || chr(65 + abs(hashtext(c.email || ':pf')) % 26)
            else lpad((abs(hashtext(c.email || ':postcode')) % 98000 + 1000)::text, 5, '0') end,
          'Generated City', ${country}, c.created_at
        from customer c
        where c.id > ${last[0]!.id}`.execute(trx)
    })
  }
  await sql`vacuum analyze customer`.execute(db)
  await sql`vacuum analyze customer_address`.execute(db)
}

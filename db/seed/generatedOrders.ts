import { sql, type Kysely } from 'kysely'
import type { Database } from '../tables.ts'
import { drawnName } from './generatedNames.ts'

/** Orders written per statement: large enough to be quick, small enough for PGlite's memory. */
const BATCH = 10_000

const CITIES: Record<string, readonly string[]> = {
  FR: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Lille', 'Nantes'],
  DE: ['Berlin', 'München', 'Hamburg', 'Köln', 'Leipzig', 'Dresden'],
  IT: ['Roma', 'Milano', 'Torino', 'Napoli', 'Bologna', 'Firenze'],
  GB: ['London', 'Leeds', 'Bristol', 'Manchester', 'York', 'Cardiff'],
}

/**
 * Adds `count` orders for benchmarks (`npm run db:generate -- --orders 100000`): guests' orders
 * spread over the four stores (France the largest), the last two years, statuses as a shop's
 * history has them (mostly delivered, some shipped, processing, cancelled and closed), home,
 * pickup or nothing to ship, each with one line of a catalogue product, billing and shipping
 * addresses of its store's country and its status history. Drawn from each order's number
 * (`hashtext`), so the same count gives the same orders; set-based SQL in batches (about four
 * minutes per 100 000 on a busy two-core PostgreSQL, the search indexes kept as it writes).
 */
export async function generateOrders(db: Kysely<Database>, count: number, now = new Date()): Promise<void> {
  const cities = (country: string) => sql.lit(`{${CITIES[country]!.map((name) => `"${name}"`).join(',')}}`)
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done)
    await db.transaction().execute(async (trx) => {
      // This batch's orders are those after the last one written before it.
      const { rows: last } = await sql<{
        id: number
      }>`select coalesce(max(id), 0)::int as id from shop_order`.execute(trx)
      const after = last[0]!.id
      // abs(hashtext(rank:salt)): a stable draw per order rank and purpose.
      await sql`
        with draws as (
          select n,
            abs(hashtext(n || ':store')) % 100 as store_draw,
            abs(hashtext(n || ':status')) % 100 as status_draw,
            abs(hashtext(n || ':ship')) % 100 as ship_draw,
            abs(hashtext(n || ':price')) % 28500 + 1500 as unit_cents,
            abs(hashtext(n || ':qty')) % 3 + 1 as quantity,
            (abs(hashtext(n || ':age')) % (730 * 24 * 60))::int as minutes_ago
          from generate_series(${done + 1}::int, ${done + size}::int) as n
        ), orders as (
          select d.*,
            case when store_draw < 45 then 'b2c_fr' when store_draw < 70 then 'b2c_de' when store_draw < 85 then 'b2c_it' else 'b2c_en' end as store_key,
            case when status_draw < 62 then 'delivered' when status_draw < 72 then 'shipped' when status_draw < 84 then 'processing'
                 when status_draw < 94 then 'cancelled' else 'closed' end as status,
            case when ship_draw < 70 then 'home' when ship_draw < 96 then 'pickup' else null end as shipping_method,
            ${now}::timestamptz - make_interval(mins => minutes_ago) as created_at
          from draws d
        )
        insert into shop_order (number, store_key, locale, customer_id, email, cart_id, status, currency,
          subtotal_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, shipping_method,
          payment_method, created_at, shipped_at, delivered_at)
        select nextval('order_number_seq')::text, store_key,
          case store_key when 'b2c_fr' then 'fr-FR' when 'b2c_de' then 'de-DE' when 'b2c_it' then 'it-IT' else 'en-GB' end,
          null,
          ${drawnName('first', sql`store_key`, sql`n || ':first'`, 'email')} || '.' ||
            ${drawnName('last', sql`store_key`, sql`n || ':last'`, 'email')} || '.' || (abs(hashtext(n || ':mail')) % 100000) || '@example.org',
          'generated-' || gen_random_uuid(), status, 'EUR',
          unit_cents * quantity, 0, case when shipping_method is null or unit_cents * quantity >= 4900 then 0 else 490 end,
          round(unit_cents * quantity / 6.0)::int,
          unit_cents * quantity + case when shipping_method is null or unit_cents * quantity >= 4900 then 0 else 490 end,
          shipping_method, 'offline_card', created_at,
          case when status in ('shipped', 'delivered', 'closed') and shipping_method is not null then created_at + interval '1 day' end,
          case when status in ('delivered', 'closed') then created_at + interval '3 days' end
        from orders
        order by created_at`.execute(trx)
      const fresh = sql`select id, number, store_key from shop_order where id > ${after}`
      const country = sql`case o.store_key when 'b2c_fr' then 'FR' when 'b2c_de' then 'DE' when 'b2c_it' then 'IT' else 'GB' end`
      await sql`
        insert into order_address (order_id, kind, firstname, lastname, street, postcode, city, country_code)
        select o.id, kind.value,
          ${drawnName('first', sql`o.store_key`, sql`o.number || ':first'`)},
          ${drawnName('last', sql`o.store_key`, sql`o.number || ':last'`)},
          (abs(hashtext(o.number || ':street')) % 200 + 1) || ' Generated Street',
          case ${country} when 'GB' then chr(65 + abs(hashtext(o.number || ':pa')) % 26) || chr(65 + abs(hashtext(o.number || ':pb')) % 26)
              || (abs(hashtext(o.number || ':pc')) % 20 + 1) || ' ' || (abs(hashtext(o.number || ':pd')) % 10) || chr(65 + abs(hashtext(o.number || ':pe')) % 26) || chr(65 + abs(hashtext(o.number || ':pf')) % 26)
            else lpad((abs(hashtext(o.number || ':postcode')) % 98000 + 1000)::text, 5, '0') end,
          case ${country}
            when 'FR' then (${cities('FR')}::text[])[1 + abs(hashtext(o.number || ':city')) % 6]
            when 'DE' then (${cities('DE')}::text[])[1 + abs(hashtext(o.number || ':city')) % 6]
            when 'IT' then (${cities('IT')}::text[])[1 + abs(hashtext(o.number || ':city')) % 6]
            else (${cities('GB')}::text[])[1 + abs(hashtext(o.number || ':city')) % 6] end,
          ${country}
        from (${fresh}) o cross join (values ('billing'), ('shipping')) as kind(value)`.execute(trx)
      await sql`
        with skus as (
          select array_agg(sku order by sku) as list from (
            select sku from product where parent_sku is null and type in ('simple', 'configurable') order by sku limit 500
          ) chosen
        )
        insert into order_item (order_id, sku, name, quantity, unit_price_cents, row_total_cents, options, tax_percent, tax_cents)
        select o.id, skus.list[1 + abs(hashtext(o.number || ':sku')) % array_length(skus.list, 1)],
          skus.list[1 + abs(hashtext(o.number || ':sku')) % array_length(skus.list, 1)],
          1, o.subtotal_cents, o.subtotal_cents, '[]', 20, o.tax_cents
        from shop_order o cross join skus
        where o.id > ${after}`.execute(trx)
      await sql`
        insert into order_status_history (order_id, status, changed_at)
        select o.id, o.status, coalesce(o.delivered_at, o.shipped_at, o.created_at)
        from shop_order o
        where o.id > ${after}`.execute(trx)
    })
  }
  // Fresh statistics and visibility map: the list's plans and index-only scans as a shop in use has them.
  await sql`vacuum analyze shop_order`.execute(db)
  await sql`vacuum analyze order_address`.execute(db)
}

import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { fromCents, toCents } from '../../pricing/index.ts'

/** A scheduled reduction as the sweep and the back office handle it. */
export interface PriceScheduleRow {
  id: string
  sku: string
  final_price: number | string
  starts_at: Date
  ends_at: Date
}

/** How often the shop looks for reductions to start or end. */
export const PRICE_SCHEDULE_SWEEP_MS = 60_000

/**
 * Makes the next price changes of this transaction take effect at `at` in the price history
 * (the `shop.price_changed_at` setting the history triggers read, migration 0037).
 */
export async function priceChangesAt(trx: Kysely<Database>, at: Date): Promise<void> {
  await sql`select set_config('shop.price_changed_at', ${at.toISOString()}, true)`.execute(trx)
}

/**
 * Starts a reduction inside the caller's transaction: the product and its sizes sell at its
 * price from `at` on (never above their regular price), each one's price before kept for its
 * end; the history triggers record it at `at` and the page-cache triggers purge the pages.
 */
export async function startReduction(
  trx: Kysely<Database>,
  schedule: PriceScheduleRow,
  at: Date,
): Promise<void> {
  const price = fromCents(toCents(schedule.final_price))
  const skus = await trx
    .selectFrom('product')
    .select(['sku', 'final_price'])
    .where((eb) => eb.or([eb('sku', '=', schedule.sku), eb('parent_sku', '=', schedule.sku)]))
    .forUpdate()
    .execute()
  const before = Object.fromEntries(skus.map((row) => [row.sku, fromCents(toCents(row.final_price))]))
  await priceChangesAt(trx, at)
  await trx
    .updateTable('product')
    .set({ final_price: sql<number>`least(${price}::numeric, regular_price)` })
    .where((eb) => eb.or([eb('sku', '=', schedule.sku), eb('parent_sku', '=', schedule.sku)]))
    .execute()
  await trx
    .updateTable('product_price_schedule')
    .set({ status: 'running', prices_before: JSON.stringify(before) })
    .where('id', '=', schedule.id)
    .execute()
  await sql`select refresh_product_price_columns(${schedule.sku})`.execute(trx)
}

/**
 * Ends a running reduction inside the caller's transaction: each sku still at the reduced
 * price goes back to its price before, from `at` on; a sku whose price was changed by hand
 * meanwhile keeps that price.
 */
export async function endReduction(
  trx: Kysely<Database>,
  schedule: PriceScheduleRow,
  at: Date,
): Promise<void> {
  const row = await trx
    .selectFrom('product_price_schedule')
    .select('prices_before')
    .where('id', '=', schedule.id)
    .executeTakeFirstOrThrow()
  const price = fromCents(toCents(schedule.final_price))
  await priceChangesAt(trx, at)
  for (const [sku, before] of Object.entries(row.prices_before ?? {})) {
    await trx
      .updateTable('product')
      .set({ final_price: before })
      .where('sku', '=', sku)
      .where(sql<boolean>`final_price = least(${price}::numeric, regular_price)`)
      .execute()
  }
  await trx
    .updateTable('product_price_schedule')
    .set({ status: 'ended' })
    .where('id', '=', schedule.id)
    .execute()
  await sql`select refresh_product_price_columns(${schedule.sku})`.execute(trx)
}

/**
 * The price-schedule sweep (docs/prices-and-reductions.md#scheduled-reductions): starts every
 * planned reduction whose start has come and ends every one whose end has come, each at its
 * scheduled instant in the price history (however late the sweep runs), one transaction per
 * reduction. Rows another instance holds are skipped, so instances may sweep side by side.
 *
 * @returns how many reductions were started and ended
 */
export async function applyDuePriceSchedules(
  db: Kysely<Database>,
  now: Date,
): Promise<{ started: number; ended: number }> {
  const due = await db
    .selectFrom('product_price_schedule')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'planned'), eb('starts_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('ends_at', '<=', now)]),
      ]),
    )
    .orderBy('starts_at')
    .execute()
  let started = 0
  let ended = 0
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      const schedule = await trx
        .selectFrom('product_price_schedule')
        .select(['id', 'sku', 'final_price', 'starts_at', 'ends_at', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst()
      if (!schedule) return
      if (schedule.status === 'planned' && schedule.starts_at <= now) {
        await startReduction(trx, schedule, schedule.starts_at)
        started += 1
        schedule.status = 'running'
      }
      if (schedule.status === 'running' && schedule.ends_at <= now) {
        await endReduction(trx, schedule, schedule.ends_at)
        ended += 1
      }
    })
  }
  return { started, ended }
}

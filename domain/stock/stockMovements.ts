import { sql, type Kysely } from 'kysely'
import type { Database, StockMovementKind } from '../../db/tables.ts'

export type { StockMovementKind }

/** Why the stock changes next in a transaction: its kind and reference (an order or return number, who set it). */
export interface StockMovementReason {
  kind: Exclude<StockMovementKind, 'unknown'>
  reference: string | null
}

/**
 * Tells the ledger's trigger (migration 0068) why the quantities this transaction changes next
 * change, until the transaction ends or another writer says otherwise. A writer that never calls
 * it still leaves movements, of kind `unknown`.
 */
export async function markStockMovement(trx: Kysely<Database>, reason: StockMovementReason): Promise<void> {
  await sql`select set_config('shop.stock_movement', ${JSON.stringify(reason)}, true)`.execute(trx)
}

/** One row of a size's stock history. */
export interface StockMovement {
  sku: string
  kind: StockMovementKind
  delta: number
  qtyAfter: number
  reference: string | null
  at: Date
}

/** How many movements the sizes have. */
export async function countStockMovements(db: Kysely<Database>, skus: readonly string[]): Promise<number> {
  if (skus.length === 0) return 0
  const row = await db
    .selectFrom('stock_movement')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('sku', 'in', skus)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** One page (from 1) of the sizes' movements, newest first. */
export async function listStockMovements(
  db: Kysely<Database>,
  skus: readonly string[],
  page: number,
  pageSize: number,
): Promise<StockMovement[]> {
  if (skus.length === 0) return []
  const rows = await db
    .selectFrom('stock_movement')
    .select(['sku', 'kind', 'delta', 'qty_after', 'reference', 'created_at'])
    .where('sku', 'in', skus)
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((Math.max(Math.trunc(page), 1) - 1) * pageSize)
    .execute()
  return rows.map((row) => ({
    sku: row.sku,
    kind: row.kind,
    delta: row.delta,
    qtyAfter: row.qty_after,
    reference: row.reference,
    at: row.created_at,
  }))
}

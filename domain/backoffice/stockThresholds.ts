import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from './backOfficeActor.ts'

/** The largest threshold a size may have (like its quantity). */
const MAX_THRESHOLD = 1_000_000

/** Why a threshold was refused. */
export type StockThresholdError = 'FORBIDDEN' | 'UNKNOWN_SKU' | 'INVALID_THRESHOLD'

/**
 * A threshold as typed: empty for the shop's default (null), a whole number from 0 to
 * 1,000,000, or `INVALID_THRESHOLD` for anything else.
 */
export function readThreshold(typed: string): number | null | 'INVALID_THRESHOLD' {
  const trimmed = typed.trim()
  if (trimmed === '') return null
  if (!/^\d{1,7}$/.test(trimmed)) return 'INVALID_THRESHOLD'
  const threshold = Number(trimmed)
  return threshold > MAX_THRESHOLD ? 'INVALID_THRESHOLD' : threshold
}

/**
 * Sets a size's (or simple product's) low-stock threshold, null for the shop's default
 * (`LOW_STOCK_THRESHOLD_DEFAULT`), audited as `stock.threshold` (before and after) in the same
 * transaction. Setting the threshold it has changes nothing and writes no audit row.
 */
export async function setLowStockThreshold(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  threshold: number | null,
  now: Date,
): Promise<BackOfficeResult<{ changed: boolean }, StockThresholdError>> {
  if (!allowed(actor, 'stock.set')) return refused('FORBIDDEN')
  if (threshold !== null && (!Number.isInteger(threshold) || threshold < 0 || threshold > MAX_THRESHOLD))
    return refused('INVALID_THRESHOLD')
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('product')
      .select('low_stock_threshold')
      .where('sku', '=', sku)
      .where('type', '=', 'simple')
      .forUpdate()
      .executeTakeFirst()
    if (!current) return refused('UNKNOWN_SKU')
    if (current.low_stock_threshold === threshold) return { ok: true, changed: false }
    await trx.updateTable('product').set({ low_stock_threshold: threshold }).where('sku', '=', sku).execute()
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'stock.threshold',
      subjectType: 'product',
      subjectId: sku,
      before: { threshold: current.low_stock_threshold },
      after: { threshold },
      at: now,
    })
    return { ok: true, changed: true }
  })
}

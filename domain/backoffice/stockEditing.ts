import type { Kysely } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import { setVariantStockInTransaction, type StockChange } from '../stock/setVariantStock.ts'
import type { StockMovementReason } from '../stock/stockMovements.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from './backOfficeActor.ts'

/** A size's new stock: its quantity and, optionally, its "in stock" flag (off keeps it from sale with pieces left). */
export interface StockSetting {
  sku: string
  qty: number
  inStock?: boolean
}

/** The largest quantity a size may hold (the column is an integer). */
const MAX_QTY = 1_000_000

/** Why a stock change was refused. */
export type StockEditError = 'FORBIDDEN' | 'UNKNOWN_SKU' | 'INVALID_QUANTITY'

/**
 * Sets one size's stock and "in stock" flag through the shop's own rule
 * (`setVariantStockInTransaction`: back-in-stock alerts leave as they do today), recorded in the
 * audit log (`stock.set`, quantity and flag before and after) in the same transaction.
 */
export async function setStock(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  stores: readonly Store[],
  setting: StockSetting,
  now: Date,
): Promise<BackOfficeResult<{ change: StockChange }, StockEditError>> {
  if (!allowed(actor, 'stock.set')) return refused('FORBIDDEN')
  if (!Number.isInteger(setting.qty) || setting.qty < 0 || setting.qty > MAX_QTY)
    return refused('INVALID_QUANTITY')
  return db.transaction().execute(async (trx) => {
    const change = await setVariantStockInTransaction(trx, stores, setting, manualChangeBy(actor))
    if (!change) return refused('UNKNOWN_SKU')
    await auditStockChange(trx, actor, change, now)
    return { ok: true, change }
  })
}

/** A line of a pasted stock list that cannot be applied, by its number (from 1). */
export interface StockLineError {
  line: number
  text: string
  error: 'UNREADABLE' | 'DUPLICATE_SKU' | StockEditError
}

/** One `SKU;qty` setting per line of a pasted list; blank lines are skipped. Answers the settings and the lines that cannot be read. */
export function parseStockList(text: string): {
  settings: (StockSetting & { line: number })[]
  errors: StockLineError[]
} {
  const settings: (StockSetting & { line: number })[] = []
  const errors: StockLineError[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    const trimmed = raw.trim()
    if (trimmed === '') return
    const match = /^([^;\s]+)\s*;\s*(\d+)$/.exec(trimmed)
    if (!match) return errors.push({ line, text: trimmed, error: 'UNREADABLE' })
    const qty = Number(match[2])
    if (qty > MAX_QTY) return errors.push({ line, text: trimmed, error: 'INVALID_QUANTITY' })
    if (settings.some((setting) => setting.sku === match[1]))
      return errors.push({ line, text: trimmed, error: 'DUPLICATE_SKU' })
    settings.push({ sku: match[1]!, qty, line })
  })
  return { settings, errors }
}

/**
 * Sets the stock of many sizes from a pasted list (`SKU;qty` per line), all or nothing: every
 * line is read and applied in one transaction, and when any line is wrong (unreadable, a sku
 * twice, an unknown sku) nothing is changed and every wrong line is answered. Each change is
 * audited like {@link setStock}; alerts leave for the sizes back in stock.
 */
export async function setStockFromList(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  stores: readonly Store[],
  text: string,
  now: Date,
): Promise<
  | { ok: true; changes: StockChange[] }
  | { ok: false; error: 'FORBIDDEN' | 'EMPTY_LIST' }
  | { ok: false; error: 'INVALID_LINES'; lines: StockLineError[] }
> {
  if (!allowed(actor, 'stock.set')) return refused('FORBIDDEN')
  const { settings, errors } = parseStockList(text)
  if (settings.length === 0 && errors.length === 0) return refused('EMPTY_LIST')
  try {
    return await db.transaction().execute(async (trx) => {
      const changes: StockChange[] = []
      const unknown: StockLineError[] = []
      // In sku order, like takeStock, so two lists changing the same sizes lock them in one order.
      for (const setting of [...settings].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))) {
        const change = await setVariantStockInTransaction(trx, stores, setting, manualChangeBy(actor))
        if (!change)
          unknown.push({ line: setting.line, text: `${setting.sku};${setting.qty}`, error: 'UNKNOWN_SKU' })
        else changes.push(change)
      }
      const wrong = [...errors, ...unknown].sort((a, b) => a.line - b.line)
      if (wrong.length > 0) throw new BackOfficeRefusal('INVALID_LINES', { lines: wrong })
      for (const change of changes) await auditStockChange(trx, actor, change, now)
      return { ok: true as const, changes }
    })
  } catch (error) {
    if (error instanceof BackOfficeRefusal && error.code === 'INVALID_LINES')
      return { ok: false, error: 'INVALID_LINES', lines: error.details.lines as StockLineError[] }
    throw error
  }
}

/** A staff member's change is a manual movement under their e-mail (`command line` for the command). */
function manualChangeBy(actor: BackOfficeActor): StockMovementReason {
  return { kind: 'manual', reference: actor.email }
}

async function auditStockChange(
  trx: Kysely<Database>,
  actor: BackOfficeActor,
  change: StockChange,
  now: Date,
): Promise<void> {
  await recordAudit(trx, {
    actor: auditActorOf(actor),
    action: 'stock.set',
    subjectType: 'product',
    subjectId: change.sku,
    before: { qty: change.previousQty, inStock: change.previousInStock },
    after: { qty: change.qty, inStock: change.inStock, alertsSent: change.alertsSent },
    at: now,
  })
}

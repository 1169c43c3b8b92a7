import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { PriceScheduleStatus } from '../../../db/tables/catalog.ts'
import { STORE_DEFINITIONS, type StoreKey } from '../../../config/stores.ts'
import {
  fromCents,
  onSalePeriods,
  referencePriceOutcome,
  toCents,
  type Cents,
  type NoReferenceReason,
  type OnSalePeriod,
  type ReferenceOutcome,
} from '../../../pricing/index.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import { priceChangesAt } from '../../catalog/priceSchedules.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'

/** Rows of a product's price history its page shows, newest first. */
export const PRICE_HISTORY_ROWS = 20

/** One sku's prices including VAT, as the shop stores them: the product's own, or one size's. */
export interface SkuPrices {
  sku: string
  /** The size of a configurable product's variant; null for the product itself. */
  size: string | null
  regularPrice: Cents
  finalPrice: Cents
}

/** A scheduled reduction as the product's page lists it. */
export interface ScheduledReduction {
  id: string
  finalPrice: Cents
  startsAt: Date
  endsAt: Date
  status: PriceScheduleStatus
}

/**
 * What some stores show of a reduction: its reference price, or why they show none. Prices are
 * the same in every store, but a product is on sale per store, and only days on sale count.
 */
export interface StoresOutcome {
  storeKeys: StoreKey[]
  reference: Cents | null
  /** Why these stores show no struck-through price; null when they show one. */
  reason: NoReferenceReason | null
}

/** When a product was on sale in each store, from its status history (migration 0080). */
export async function onSalePeriodsByStore(
  db: Kysely<Database>,
  sku: string,
): Promise<Map<StoreKey, OnSalePeriod[]>> {
  const rows = await db
    .selectFrom('product_status_history')
    .select(['disabled_stores', 'valid_from'])
    .where('sku', '=', sku)
    .orderBy('valid_from')
    .orderBy('id')
    .execute()
  const statuses = rows.map((row) => ({
    validFrom: new Date(row.valid_from),
    disabledStores: row.disabled_stores,
  }))
  return new Map(STORE_DEFINITIONS.map((store) => [store.key, onSalePeriods(statuses, store.key)]))
}

/**
 * The rule's outcome in every store, stores with the same outcome together (in the order of
 * the shop's stores), so the page says it once when every store shows the same.
 */
export function outcomesByStore(
  onSale: ReadonlyMap<StoreKey, readonly OnSalePeriod[]>,
  outcomeIn: (periods: readonly OnSalePeriod[]) => ReferenceOutcome,
): StoresOutcome[] {
  const groups: StoresOutcome[] = []
  for (const [storeKey, periods] of onSale) {
    const outcome = outcomeIn(periods)
    const reason = outcome.reference === null ? outcome.reason : null
    const same = groups.find((group) => group.reference === outcome.reference && group.reason === reason)
    if (same) same.storeKeys.push(storeKey)
    else groups.push({ storeKeys: [storeKey], reference: outcome.reference, reason })
  }
  return groups
}

/** A product's prices as its back-office page shows them. */
export interface EditablePrices {
  sku: string
  /** The product first, then its sizes. */
  skus: SkuPrices[]
  /** The reference prices the stores show now (lowest price on sale of the 30 days before the reduction); empty: none. */
  references: { storeKeys: StoreKey[]; reference: Cents }[]
  /** Planned and running reductions, then the last ended or cancelled ones. */
  reductions: ScheduledReduction[]
  /** The product's last {@link PRICE_HISTORY_ROWS} recorded prices, newest first. */
  history: { regularPrice: Cents; finalPrice: Cents; validFrom: Date }[]
}

/** New prices per sku (cents; null when what was typed is not an amount). */
export type PriceUpdate = Record<string, { regularPrice: Cents | null; finalPrice: Cents | null }>

/** Why a typed price was refused. */
export type PriceFieldError = 'AMOUNT_INVALID' | 'FINAL_ABOVE_REGULAR'

/** A price field's name, the same in the form and in the refusal: `regular.<sku>` or `final.<sku>`. */
export const priceFieldName = (kind: 'regular' | 'final', sku: string) => `${kind}.${sku}`

/** What saving prices answers. */
export type PriceUpdateResult =
  | { ok: true; changed: string[] }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: Record<string, PriceFieldError> }

/** The product's and its sizes' prices (cents), the product first, or null when it is no product. */
export async function skuPricesOf(db: Kysely<Database>, sku: string): Promise<SkuPrices[] | null> {
  const rows = await db
    .selectFrom('product')
    .select(['sku', 'size', 'parent_sku', 'regular_price', 'final_price'])
    .where((eb) => eb.or([eb('sku', '=', sku), eb('parent_sku', '=', sku)]))
    .orderBy(sql`parent_sku is not null`)
    .orderBy('id')
    .execute()
  if (rows[0]?.sku !== sku || rows[0].parent_sku !== null) return null
  return rows.map((row) => ({
    sku: row.sku,
    size: row.parent_sku === null ? null : row.size,
    regularPrice: toCents(row.regular_price),
    finalPrice: toCents(row.final_price),
  }))
}

/** A product's prices, reductions and price history for its page, or null (no such product, or no right). */
export async function pricesForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
): Promise<EditablePrices | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  const skus = await skuPricesOf(db, sku)
  if (!skus) return null
  const [history, reductions, onSale] = await Promise.all([
    db
      .selectFrom('product_price_history')
      .select(['regular_price', 'final_price', 'valid_from'])
      .where('sku', '=', sku)
      .orderBy('valid_from', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('product_price_schedule')
      .select(['id', 'final_price', 'starts_at', 'ends_at', 'status'])
      .where('sku', '=', sku)
      .orderBy(sql`status in ('planned', 'running')`, 'desc')
      .orderBy('starts_at', 'desc')
      .limit(10)
      .execute(),
    onSalePeriodsByStore(db, sku),
  ])
  const product = skus[0] as SkuPrices
  const points = history.map((row) => ({
    validFrom: new Date(row.valid_from),
    price: toCents(row.final_price),
  }))
  return {
    sku,
    skus,
    references:
      product.finalPrice < product.regularPrice
        ? outcomesByStore(onSale, (periods) =>
            referencePriceOutcome(points, product.finalPrice, periods),
          ).flatMap(({ storeKeys, reference }) => (reference === null ? [] : [{ storeKeys, reference }]))
        : [],
    reductions: reductions.map((row) => ({
      id: String(row.id),
      finalPrice: toCents(row.final_price),
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      status: row.status,
    })),
    history: history.slice(0, PRICE_HISTORY_ROWS).map((row) => ({
      regularPrice: toCents(row.regular_price),
      finalPrice: toCents(row.final_price),
      validFrom: new Date(row.valid_from),
    })),
  }
}

/**
 * Saves the regular price and the price paid of a product and of each of its sizes
 * (docs/back-office.md#prices), in one transaction: every price an amount above 0, the price
 * paid never above the regular price. The history triggers record each change at `now`, the
 * page-cache triggers purge the storefront's pages, the listing columns follow, and
 * `catalogue.price.update` is audited with the changed prices only (cents), before and after.
 */
export async function updatePrices(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  update: PriceUpdate,
  now: Date,
): Promise<PriceUpdateResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  try {
    return await db.transaction().execute(async (trx) => {
      await trx.selectFrom('product').select('sku').where('sku', '=', sku).forUpdate().execute()
      const current = await skuPricesOf(trx, sku)
      if (!current) throw new BackOfficeRefusal('NOT_FOUND')
      const fields: Record<string, PriceFieldError> = {}
      const next = current.map((prices) => {
        const typed = update[prices.sku]
        const regularPrice = typed ? typed.regularPrice : prices.regularPrice
        const finalPrice = typed ? typed.finalPrice : prices.finalPrice
        if (regularPrice === null || regularPrice <= 0)
          fields[priceFieldName('regular', prices.sku)] = 'AMOUNT_INVALID'
        if (finalPrice === null || finalPrice <= 0)
          fields[priceFieldName('final', prices.sku)] = 'AMOUNT_INVALID'
        else if (regularPrice !== null && finalPrice > regularPrice)
          fields[priceFieldName('final', prices.sku)] = 'FINAL_ABOVE_REGULAR'
        return { ...prices, regularPrice: regularPrice ?? 0, finalPrice: finalPrice ?? 0 }
      })
      if (Object.keys(fields).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields })

      const before: Record<string, unknown> = {}
      const after: Record<string, unknown> = {}
      await priceChangesAt(trx, now)
      for (const [index, prices] of next.entries()) {
        const previous = current[index] as SkuPrices
        if (prices.regularPrice === previous.regularPrice && prices.finalPrice === previous.finalPrice)
          continue
        before[prices.sku] = { regularPrice: previous.regularPrice, finalPrice: previous.finalPrice }
        after[prices.sku] = { regularPrice: prices.regularPrice, finalPrice: prices.finalPrice }
        await trx
          .updateTable('product')
          .set({ regular_price: fromCents(prices.regularPrice), final_price: fromCents(prices.finalPrice) })
          .where('sku', '=', prices.sku)
          .execute()
      }
      const changed = Object.keys(after)
      if (changed.length === 0) return { ok: true as const, changed }
      await sql`select refresh_product_price_columns(${sku})`.execute(trx)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.price.update',
        subjectType: 'product',
        subjectId: sku,
        before,
        after,
        at: now,
      })
      return { ok: true as const, changed }
    })
  } catch (error) {
    if (error instanceof BackOfficeRefusal) {
      if (error.code === 'INVALID_FIELDS')
        return {
          ok: false,
          error: 'INVALID_FIELDS',
          fields: error.details.fields as Record<string, PriceFieldError>,
        }
      return refused(error.code as 'NOT_FOUND')
    }
    throw error
  }
}

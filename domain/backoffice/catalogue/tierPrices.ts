import type { Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import { fromCents, toCents, type Cents } from '../../../pricing/index.ts'
import type { AuditAction } from '../../audit/auditActions.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  formAnswerOrRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'

/** A quantity price: from `qty` pieces on, each costs `price` cents incl. VAT, in every store. */
export interface TierPrice {
  qty: number
  price: Cents
}

/** Why a typed tier price was refused, by field (`qty`, `price`). */
export type TierPriceFieldError = 'QTY_INVALID' | 'QTY_TAKEN' | 'AMOUNT_INVALID' | 'NOT_BELOW_REGULAR'

/** What adding or removing a tier price answers. */
export type TierPriceResult =
  | { ok: true }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' | 'TIER_NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: Partial<Record<'qty' | 'price', TierPriceFieldError>> }

/** The largest quantity a tier may start at (the cart's own limit per line is lower). */
const MAX_TIER_QTY = 10_000

/** A product's tier prices, smallest quantity first. */
export async function tierPricesOf(db: Kysely<Database>, sku: string): Promise<TierPrice[]> {
  const rows = await db
    .selectFrom('tier_price')
    .select(['qty', 'price'])
    .where('sku', '=', sku)
    .orderBy('qty')
    .execute()
  return rows.map((row) => ({ qty: row.qty, price: toCents(row.price) }))
}

/** Locks the product (a top-level one) and answers its regular price, or throws NOT_FOUND. */
async function lockedRegularPrice(trx: Kysely<Database>, sku: string): Promise<Cents> {
  const row = await trx
    .selectFrom('product')
    .select(['regular_price', 'parent_sku'])
    .where('sku', '=', sku)
    .forUpdate()
    .executeTakeFirst()
  if (!row || row.parent_sku !== null) throw new BackOfficeRefusal('NOT_FOUND')
  return toCents(row.regular_price)
}

/** Audits a change of the product's tiers, the whole list before and after. */
async function auditTiers(
  trx: Kysely<Database>,
  actor: BackOfficeActor,
  action: AuditAction,
  sku: string,
  before: TierPrice[],
  now: Date,
): Promise<void> {
  await recordAudit(trx, {
    actor: auditActorOf(actor),
    action,
    subjectType: 'product',
    subjectId: sku,
    before: { tierPrices: before },
    after: { tierPrices: await tierPricesOf(trx, sku) },
    at: now,
  })
}

/** Turns a refusal thrown inside the transaction (rolled back) into the answer. */
function changing(change: () => Promise<TierPriceResult>): Promise<TierPriceResult> {
  return formAnswerOrRefusal<
    TierPriceResult,
    Partial<Record<'qty' | 'price', TierPriceFieldError>>,
    'NOT_FOUND' | 'TIER_NOT_FOUND'
  >(change)
}

/**
 * Adds a quantity price to a product (docs/back-office.md#prices): a whole quantity of 2 or more
 * that the product has no tier for yet, and a price incl. VAT above 0 and below the product's
 * regular price. The page-cache triggers purge the product's pages; audited
 * `catalogue.tierprice.add` with the product's tiers before and after. The price history is
 * untouched: it records the regular price and the price paid for one piece only.
 */
export async function addTierPrice(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  typed: { qty: number | null; price: Cents | null },
  now: Date,
): Promise<TierPriceResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return changing(() =>
    db.transaction().execute(async (trx) => {
      const regularPrice = await lockedRegularPrice(trx, sku)
      const before = await tierPricesOf(trx, sku)
      const fields: Partial<Record<'qty' | 'price', TierPriceFieldError>> = {}
      const { qty, price } = typed
      if (qty === null || !Number.isInteger(qty) || qty < 2 || qty > MAX_TIER_QTY) fields.qty = 'QTY_INVALID'
      else if (before.some((tier) => tier.qty === qty)) fields.qty = 'QTY_TAKEN'
      if (price === null || price <= 0) fields.price = 'AMOUNT_INVALID'
      else if (price >= regularPrice) fields.price = 'NOT_BELOW_REGULAR'
      if (Object.keys(fields).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields })
      await trx
        .insertInto('tier_price')
        .values({ sku, qty: qty as number, price: fromCents(price as Cents) })
        .execute()
      await auditTiers(trx, actor, 'catalogue.tierprice.add', sku, before, now)
      return { ok: true as const }
    }),
  )
}

/** Removes a product's quantity price (`TIER_NOT_FOUND` when it has none at that quantity); audited `catalogue.tierprice.remove`. */
export async function removeTierPrice(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  qty: number,
  now: Date,
): Promise<TierPriceResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return changing(() =>
    db.transaction().execute(async (trx) => {
      await lockedRegularPrice(trx, sku)
      const before = await tierPricesOf(trx, sku)
      if (!before.some((tier) => tier.qty === qty)) throw new BackOfficeRefusal('TIER_NOT_FOUND')
      await trx.deleteFrom('tier_price').where('sku', '=', sku).where('qty', '=', qty).execute()
      await auditTiers(trx, actor, 'catalogue.tierprice.remove', sku, before, now)
      return { ok: true as const }
    }),
  )
}

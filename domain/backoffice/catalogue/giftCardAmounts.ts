import type { Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import { fromCents, type Cents } from '../../../pricing/index.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  formAnswerOrRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import { checkGiftCard, type NewGiftCard, type TypedGiftCard } from './newProductForm.ts'
import type { ProductFormErrors } from './productClassification.ts'

/** A gift card product's amounts as its page shows them, and whether the viewer may change them. */
export interface EditableGiftCardAmounts {
  amountsCents: Cents[]
  /** The range of an amount the shopper types; null when only the listed amounts are sold. */
  openAmount: { minCents: Cents; maxCents: Cents } | null
  canEdit: boolean
}

/** What saving a gift card's amounts answers. */
export type GiftCardAmountsResult =
  | { ok: true; changed: boolean }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: ProductFormErrors }

/** A gift card product's amounts for its page; null for another product or without `catalogue.view`. */
export async function giftCardAmountsForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
): Promise<EditableGiftCardAmounts | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  const row = await db.selectFrom('giftcard_product').selectAll().where('sku', '=', sku).executeTakeFirst()
  if (!row) return null
  return { ...amountsOf(row), canEdit: allowed(actor, 'catalogue.edit') }
}

function amountsOf(row: {
  amounts_cents: number[]
  open_amount_min_cents: number | null
  open_amount_max_cents: number | null
}): NewGiftCard {
  return {
    amountsCents: row.amounts_cents,
    openAmount:
      row.open_amount_min_cents === null || row.open_amount_max_cents === null
        ? null
        : { minCents: row.open_amount_min_cents, maxCents: row.open_amount_max_cents },
  }
}

/**
 * Saves a gift card product's amounts (docs/back-office.md#gift-card-amounts): checked as the new
 * product form checks them (listed amounts, an optional range), in one transaction on the product's
 * row lock. The product's price follows its smallest amount, as at its creation. Orders already
 * placed keep their amounts (an order line stores the amount sold); the database's triggers purge
 * the product's pages (migration 0085). Audited `catalogue.giftcard.update` with the amounts before
 * and after; a form sent back unchanged writes and records nothing.
 */
export async function saveGiftCardAmounts(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  typed: TypedGiftCard,
  now: Date,
): Promise<GiftCardAmountsResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return formAnswerOrRefusal<GiftCardAmountsResult, ProductFormErrors, 'NOT_FOUND'>(() =>
    db.transaction().execute(async (trx) => {
      const product = await trx
        .selectFrom('product')
        .select('sku')
        .where('sku', '=', sku)
        .where('type', '=', 'giftcard')
        .forUpdate()
        .executeTakeFirst()
      const row = product
        ? await trx.selectFrom('giftcard_product').selectAll().where('sku', '=', sku).executeTakeFirst()
        : undefined
      if (!row) throw new BackOfficeRefusal('NOT_FOUND')
      const errors: ProductFormErrors = {}
      const next = checkGiftCard(typed, errors)
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })
      const before = amountsOf(row)
      if (JSON.stringify(before) === JSON.stringify(next)) return { ok: true as const, changed: false }
      await trx
        .updateTable('giftcard_product')
        .set({
          amounts_cents: next.amountsCents,
          open_amount_min_cents: next.openAmount?.minCents ?? null,
          open_amount_max_cents: next.openAmount?.maxCents ?? null,
        })
        .where('sku', '=', sku)
        .execute()
      const price = fromCents(Math.min(...next.amountsCents, next.openAmount?.minCents ?? Infinity))
      await trx
        .updateTable('product')
        .set({ regular_price: price, final_price: price })
        .where('sku', '=', sku)
        .where((eb) => eb.or([eb('regular_price', '<>', price), eb('final_price', '<>', price)]))
        .execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.giftcard.update',
        subjectType: 'product',
        subjectId: sku,
        before: { ...before },
        after: { ...next },
        at: now,
      })
      return { ok: true as const, changed: true }
    }),
  )
}

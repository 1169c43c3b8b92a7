import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { PriceScheduleStatus } from '../../db/tables/catalog.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import {
  backOfficeDateTime,
  previewReduction,
  type ReductionRequest,
} from '../../domain/backoffice/catalogue/priceReductions.ts'
import {
  pricesForEditing,
  type EditablePrices,
  type SkuPrices,
  type StoresOutcome,
} from '../../domain/backoffice/catalogue/productPrices.ts'
import { tierPricesOf, type TierPrice } from '../../domain/backoffice/catalogue/tierPrices.ts'
import { allowed } from '../../domain/backoffice/backOfficeActor.ts'
import { toCents, type Cents } from '../../pricing/index.ts'

/** The prices section of a product's page (/admin/products/<sku>), dates as ISO strings. */
export interface ProductPricesData {
  skus: SkuPrices[]
  /** The reference prices the stores show now, stores with the same one together; empty: none. */
  references: EditablePrices['references']
  reductions: {
    id: string
    finalPrice: Cents
    startsAt: string
    endsAt: string
    status: PriceScheduleStatus
  }[]
  history: { regularPrice: Cents; finalPrice: Cents; validFrom: string }[]
  /** Its quantity prices, smallest quantity first. */
  tiers: TierPrice[]
  /** The reduction typed for the preview (`?preview=1&finalPrice=…&startsAt=…&endsAt=…`), as typed. */
  typed: { finalPrice: string; startsAt: string; endsAt: string } | null
  /** What the storefront will show for the typed reduction. */
  preview: {
    finalPrice: Cents
    startsAt: string
    endsAt: string
    /** What each group of stores will show: the reference, or why none. */
    outcomes: StoresOutcome[]
  } | null
  canEdit: boolean
}

/** An amount typed in euros (`39.95`, `39,95`, `39`) in cents, or null when it is not one. */
export function typedCents(typed: string): Cents | null {
  const text = typed.trim().replace(',', '.')
  return /^\d{1,7}(?:\.\d{1,2})?$/.test(text) ? toCents(text) : null
}

/** A whole quantity as typed (`3`), or null when it is not one. */
export function typedQuantity(typed: string): number | null {
  const text = typed.trim()
  return /^\d{1,6}$/.test(text) ? Number(text) : null
}

/** A reduction as typed in the form or the preview's query. */
export function reductionRequestOf(typed: {
  finalPrice: string
  startsAt: string
  endsAt: string
}): ReductionRequest {
  return {
    finalPrice: typedCents(typed.finalPrice),
    startsAt: typed.startsAt.trim() === '' ? 'now' : backOfficeDateTime(typed.startsAt),
    endsAt: backOfficeDateTime(typed.endsAt),
  }
}

/** Loads a product's prices section, with the preview of the reduction its query names. */
export async function loadProductPrices(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  query: URLSearchParams,
): Promise<ProductPricesData | null> {
  const prices = await pricesForEditing(db, actor, sku)
  if (!prices) return null
  const typed =
    query.get('preview') === '1'
      ? {
          finalPrice: (query.get('finalPrice') ?? '').slice(0, 20),
          startsAt: (query.get('startsAt') ?? '').slice(0, 20),
          endsAt: (query.get('endsAt') ?? '').slice(0, 20),
        }
      : null
  const preview = typed ? await previewReduction(db, actor, sku, reductionRequestOf(typed), new Date()) : null
  return {
    skus: prices.skus,
    references: prices.references,
    reductions: prices.reductions.map((row) => ({
      ...row,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    })),
    history: prices.history.map((row) => ({ ...row, validFrom: row.validFrom.toISOString() })),
    tiers: await tierPricesOf(db, sku),
    typed,
    preview: preview?.ok
      ? {
          finalPrice: preview.finalPrice,
          startsAt: preview.startsAt.toISOString(),
          endsAt: preview.endsAt.toISOString(),
          outcomes: preview.outcomes,
        }
      : null,
    canEdit: allowed(actor, 'catalogue.edit'),
  }
}

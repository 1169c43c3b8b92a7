import { TZDate } from '@date-fns/tz'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import { fromCents, plannedReferenceOutcome, toCents, type Cents } from '../../../pricing/index.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import { endReduction, startReduction } from '../../catalog/priceSchedules.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import {
  onSalePeriodsByStore,
  outcomesByStore,
  skuPricesOf,
  type SkuPrices,
  type StoresOutcome,
} from './productPrices.ts'

/** The time zone the back office types and shows dates in: Paris, where the shop works. */
export const BACK_OFFICE_TIME_ZONE = 'Europe/Paris'

/** A start typed up to this long ago is taken as "now" (the form's minutes are already past). */
const START_GRACE_MS = 5 * 60_000

/** A reduction as typed: null where the value is not one (an amount, a date). */
export interface ReductionRequest {
  finalPrice: Cents | null
  /** `now` when left empty. */
  startsAt: Date | 'now' | null
  endsAt: Date | null
}

/** Why a reduction's field was refused. */
export type ReductionFieldError =
  'AMOUNT_INVALID' | 'ABOVE_REGULAR' | 'DATE_INVALID' | 'START_IN_PAST' | 'END_BEFORE_START'

/** A reduction's refused fields, by field name (`finalPrice`, `startsAt`, `endsAt`). */
export type ReductionFieldErrors = Partial<Record<keyof ReductionRequest, ReductionFieldError>>

/** What the storefront will show once a reduction starts. */
export interface ReductionPreview {
  finalPrice: Cents
  startsAt: Date
  endsAt: Date
  /**
   * Per group of stores, the struck-through price ("lowest price of the 30 days before"), or
   * why there is none (no price before, not on sale before, not lower), the product's status
   * per store as it is now.
   */
  outcomes: StoresOutcome[]
}

type Refusal = { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' | 'OVERLAP' }
type FieldRefusal = { ok: false; error: 'INVALID_FIELDS'; fields: ReductionFieldErrors }

/**
 * A date and time typed in the back office (`2026-12-01T08:00`, Paris time), or null when it is
 * not one.
 */
export function backOfficeDateTime(typed: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(typed.trim())
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const date = new TZDate(year, month - 1, day, hour, minute, BACK_OFFICE_TIME_ZONE)
  // A day or time that does not exist (31 November, 25:00) rolls over: refused.
  if (date.getMonth() !== month - 1 || date.getHours() !== hour || date.getDate() !== day) return null
  return new Date(date.getTime())
}

/** Checks a reduction against the product's prices at `now`: its refused fields and, when none, its instants. */
export function checkReduction(
  prices: readonly SkuPrices[],
  request: ReductionRequest,
  now: Date,
): { fields: ReductionFieldErrors; startsAt: Date; endsAt: Date; finalPrice: Cents } {
  const fields: ReductionFieldErrors = {}
  const lowestRegular = Math.min(...prices.map((sku) => sku.regularPrice))
  if (request.finalPrice === null || request.finalPrice <= 0) fields.finalPrice = 'AMOUNT_INVALID'
  else if (request.finalPrice > lowestRegular) fields.finalPrice = 'ABOVE_REGULAR'
  let startsAt = now
  if (request.startsAt === null) fields.startsAt = 'DATE_INVALID'
  else if (request.startsAt !== 'now') {
    if (request.startsAt.getTime() < now.getTime() - START_GRACE_MS) fields.startsAt = 'START_IN_PAST'
    else if (request.startsAt > now) startsAt = request.startsAt
  }
  if (request.endsAt === null) fields.endsAt = 'DATE_INVALID'
  else if (!fields.startsAt && request.endsAt <= startsAt) fields.endsAt = 'END_BEFORE_START'
  return { fields, startsAt, endsAt: request.endsAt ?? now, finalPrice: request.finalPrice ?? 0 }
}

/** The product's recorded price history, as the storefront's rule reads it. */
async function historyOf(db: Kysely<Database>, sku: string) {
  const rows = await db
    .selectFrom('product_price_history')
    .select(['final_price', 'valid_from'])
    .where('sku', '=', sku)
    .execute()
  return rows.map((row) => ({ validFrom: new Date(row.valid_from), price: toCents(row.final_price) }))
}

/** What each store will show when the reduction starts: the storefront's rule over the history plus the reduction. */
async function outcomesOf(db: Kysely<Database>, sku: string, startsAt: Date, finalPrice: Cents) {
  const [history, onSale] = await Promise.all([historyOf(db, sku), onSalePeriodsByStore(db, sku)])
  return outcomesByStore(onSale, (periods) =>
    plannedReferenceOutcome(history, { validFrom: startsAt, price: finalPrice }, periods),
  )
}

/**
 * What the storefront will show when this reduction starts (docs/back-office.md#prices): the
 * reference price computed by the storefront's rule from the real history plus the planned
 * change, before anything is saved.
 */
export async function previewReduction(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  request: ReductionRequest,
  now: Date,
): Promise<({ ok: true } & ReductionPreview) | Refusal | FieldRefusal> {
  if (!allowed(actor, 'catalogue.view')) return refused('FORBIDDEN')
  const prices = await skuPricesOf(db, sku)
  if (!prices) return refused('NOT_FOUND')
  const { fields, startsAt, endsAt, finalPrice } = checkReduction(prices, request, now)
  if (Object.keys(fields).length > 0) return { ok: false, error: 'INVALID_FIELDS', fields }
  const outcomes = await outcomesOf(db, sku, startsAt, finalPrice)
  return { ok: true, finalPrice, startsAt, endsAt, outcomes }
}

/**
 * Schedules a reduction of a product and its sizes (docs/back-office.md#prices), in one
 * transaction on the product's row lock: refused when it overlaps another planned or running
 * one; started at once when its start is now (else by the price-schedule sweep), and ended by
 * the sweep. `catalogue.price.schedule` is audited with the reduction.
 */
export async function scheduleReduction(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  request: ReductionRequest,
  now: Date,
): Promise<({ ok: true; id: string; started: boolean } & ReductionPreview) | Refusal | FieldRefusal> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  try {
    return await db.transaction().execute(async (trx) => {
      await trx.selectFrom('product').select('sku').where('sku', '=', sku).forUpdate().execute()
      const prices = await skuPricesOf(trx, sku)
      if (!prices) throw new BackOfficeRefusal('NOT_FOUND')
      const { fields, startsAt, endsAt, finalPrice } = checkReduction(prices, request, now)
      if (Object.keys(fields).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields })
      const overlapping = await trx
        .selectFrom('product_price_schedule')
        .select('id')
        .where('sku', '=', sku)
        .where('status', 'in', ['planned', 'running'])
        .where('starts_at', '<', endsAt)
        .where('ends_at', '>', startsAt)
        .executeTakeFirst()
      if (overlapping) throw new BackOfficeRefusal('OVERLAP')
      const outcomes = await outcomesOf(trx, sku, startsAt, finalPrice)
      const schedule = await trx
        .insertInto('product_price_schedule')
        .values({
          sku,
          final_price: fromCents(finalPrice),
          starts_at: startsAt,
          ends_at: endsAt,
          created_by: actor.email,
        })
        .returning(['id', 'sku', 'final_price', 'starts_at', 'ends_at'])
        .executeTakeFirstOrThrow()
      const started = startsAt.getTime() <= now.getTime()
      if (started) await startReduction(trx, schedule, startsAt)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.price.schedule',
        subjectType: 'product',
        subjectId: sku,
        before: null,
        after: {
          id: schedule.id,
          finalPrice,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
        },
        at: now,
      })
      return {
        ok: true as const,
        id: String(schedule.id),
        started,
        finalPrice,
        startsAt,
        endsAt,
        outcomes,
      }
    })
  } catch (error) {
    if (error instanceof BackOfficeRefusal) {
      if (error.code === 'INVALID_FIELDS')
        return { ok: false, error: 'INVALID_FIELDS', fields: error.details.fields as ReductionFieldErrors }
      return refused(error.code as 'NOT_FOUND' | 'OVERLAP')
    }
    throw error
  }
}

/**
 * Cancels a planned or running reduction of a product: a running one ends now (each sku back
 * to its price before, recorded at `now`). `catalogue.price.unschedule` is audited.
 */
export async function cancelReduction(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  id: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  if (!/^\d{1,18}$/.test(id)) return refused('NOT_FOUND')
  return db.transaction().execute(async (trx) => {
    const schedule = await trx
      .selectFrom('product_price_schedule')
      .select(['id', 'sku', 'final_price', 'starts_at', 'ends_at', 'status'])
      .where('id', '=', id)
      .where('sku', '=', sku)
      .where('status', 'in', ['planned', 'running'])
      .forUpdate()
      .executeTakeFirst()
    if (!schedule) return refused('NOT_FOUND')
    if (schedule.status === 'running') await endReduction(trx, schedule, now)
    await trx
      .updateTable('product_price_schedule')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute()
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'catalogue.price.unschedule',
      subjectType: 'product',
      subjectId: sku,
      before: {
        id,
        status: schedule.status,
        finalPrice: toCents(schedule.final_price),
        startsAt: new Date(schedule.starts_at).toISOString(),
        endsAt: new Date(schedule.ends_at).toISOString(),
      },
      after: { id, status: 'cancelled' },
      at: now,
    })
    return { ok: true as const }
  })
}

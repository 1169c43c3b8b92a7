import type { Kysely } from 'kysely'
import { stringify } from 'csv-stringify/sync'
import type { Database } from '../../../db/tables.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import { generateBatchCodes } from './couponCodes.ts'
import { checkedRules, type CouponContext } from './couponEditing.ts'
import {
  checkBatchFields,
  storedCouponCode,
  type CouponFieldErrors,
  type CouponForm,
} from './couponFields.ts'

/** A batch's form: a prefix and how many codes, and the rules they all share. */
export interface CouponBatchForm extends Omit<CouponForm, 'code' | 'usageLimit' | 'perCustomerLimit'> {
  prefix: string
  count: string
}

/** What a batch's creation answers. */
export type CouponBatchResult =
  | { ok: true; batchId: number; codeCount: number }
  | { ok: false; error: 'FORBIDDEN' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: CouponFieldErrors }

/** A batch as its page shows it: its codes with their uses. */
export interface CouponBatchView {
  id: number
  prefix: string
  createdAt: Date
  createdBy: string
  codes: { code: string; used: boolean }[]
}

/**
 * Creates a batch of single-use codes (docs/back-office.md#coupons): N random codes after the
 * prefix, each a coupon of its own with the batch's rules and a limit of one use (in total,
 * so also per customer), and `promotions.coupon.batch` audited, in one transaction. A drawn
 * code another coupon already has is drawn again.
 */
export async function createCouponBatch(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  context: CouponContext,
  form: CouponBatchForm,
  now: Date,
): Promise<CouponBatchResult> {
  if (!allowed(actor, 'promotions.edit')) return refused('FORBIDDEN')
  const prefix = storedCouponCode(form.prefix)
  try {
    return await db.transaction().execute(async (trx) => {
      const { rules, errors } = await checkedRules(trx, context, {
        ...form,
        usageLimit: '1',
        perCustomerLimit: '1',
      })
      Object.assign(errors, checkBatchFields(form.prefix, form.count))
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })
      const count = Number(form.count.trim())
      const batch = await trx
        .insertInto('coupon_batch')
        .values({ prefix, code_count: count, created_by: actor.email, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      const categoryIds = [...new Set(form.categoryIds)].sort((a, b) => a - b)
      const codes = await freshCodes(trx, prefix, count)
      for (let start = 0; start < codes.length; start += 500) {
        const slice = codes.slice(start, start + 500)
        await trx
          .insertInto('coupon')
          .values(slice.map((code) => ({ code, ...rules, batch_id: batch.id, updated_at: now })))
          .execute()
        if (categoryIds.length > 0)
          await trx
            .insertInto('coupon_category')
            .values(
              slice.flatMap((code) => categoryIds.map((id) => ({ coupon_code: code, category_id: id }))),
            )
            .execute()
      }
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'promotions.coupon.batch',
        subjectType: 'coupon_batch',
        subjectId: batch.id,
        before: null,
        after: { prefix, count, ...rules, categoryIds },
        at: now,
      })
      return { ok: true as const, batchId: batch.id, codeCount: count }
    })
  } catch (error) {
    if (error instanceof BackOfficeRefusal)
      return { ok: false, error: 'INVALID_FIELDS', fields: error.details.fields as CouponFieldErrors }
    throw error
  }
}

/** `count` codes after `prefix` that no coupon has yet, in any case. */
async function freshCodes(db: Kysely<Database>, prefix: string, count: number): Promise<string[]> {
  const codes = new Set<string>()
  while (codes.size < count) {
    const drawn = generateBatchCodes(prefix, count - codes.size).filter((code) => !codes.has(code))
    const taken = await db
      .selectFrom('coupon')
      .select('code')
      .where((eb) => eb(eb.fn('upper', ['code']), 'in', drawn))
      .execute()
    const takenCodes = new Set(taken.map((row) => row.code.toUpperCase()))
    for (const code of drawn) if (!takenCodes.has(code)) codes.add(code)
  }
  return [...codes]
}

/** A batch with its codes, or null (also without `promotions.view`). */
export async function couponBatch(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  batchId: number,
): Promise<CouponBatchView | null> {
  if (!allowed(actor, 'promotions.view')) return null
  const batch = await db.selectFrom('coupon_batch').selectAll().where('id', '=', batchId).executeTakeFirst()
  if (!batch) return null
  const codes = await db
    .selectFrom('coupon as c')
    .select((eb) => [
      'c.code',
      eb
        .exists(eb.selectFrom('coupon_usage as u').select('u.id').whereRef('u.coupon_code', '=', 'c.code'))
        .as('used'),
    ])
    .where('c.batch_id', '=', batchId)
    .orderBy('c.code')
    .execute()
  return {
    id: batch.id,
    prefix: batch.prefix,
    createdAt: batch.created_at,
    createdBy: batch.created_by,
    codes: codes.map((row) => ({ code: row.code, used: Boolean(row.used) })),
  }
}

/** A batch's codes as CSV (`code,used`), one line each, for a mailing or a printer. */
export function batchCodesCsv(batch: CouponBatchView): string {
  return stringify(
    batch.codes.map((row) => [row.code, row.used ? 'yes' : 'no']),
    { header: true, columns: ['code', 'used'] },
  )
}

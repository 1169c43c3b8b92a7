import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import {
  checkCouponCode,
  checkCouponRules,
  storedCouponCode,
  type CouponFieldErrors,
  type CouponForm,
  type CouponRules,
} from './couponFields.ts'

/** A coupon as its page shows it: its rules, categories, batch and uses so far. */
export interface EditableCoupon extends CouponRules {
  code: string
  categoryIds: number[]
  batchId: number | null
  uses: number
}

/** What a coupon's save answers; `INVALID_FIELDS` comes with each refused field. */
export type CouponSaveResult =
  | { ok: true; code: string; changed: string[] }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: CouponFieldErrors }

/** What the rules check a coupon's fields against: the shop's stores (the categories are read here). */
export interface CouponContext {
  storeKeys: readonly string[]
}

/** A coupon with its categories and uses, or null (also without `promotions.view`). */
export async function couponForEditing(
  db: Kysely<Database> | Transaction<Database>,
  actor: BackOfficeActor,
  typedCode: string,
): Promise<EditableCoupon | null> {
  if (!allowed(actor, 'promotions.view')) return null
  const code = storedCouponCode(typedCode)
  const row = await db.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirst()
  if (!row) return null
  const [categories, uses] = await Promise.all([
    db.selectFrom('coupon_category').select('category_id').where('coupon_code', '=', code).execute(),
    db
      .selectFrom('coupon_usage')
      .select((eb) => eb.fn.countAll<number>().as('uses'))
      .where('coupon_code', '=', code)
      .executeTakeFirstOrThrow(),
  ])
  return {
    code: row.code,
    discount_type: row.discount_type,
    discount_amount: Number(row.discount_amount),
    minimum_subtotal: Number(row.minimum_subtotal),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    usage_limit: row.usage_limit,
    usage_limit_per_customer: row.usage_limit_per_customer,
    store_keys: row.store_keys,
    enabled: row.enabled,
    categoryIds: categories.map((category) => category.category_id).sort((a, b) => a - b),
    batchId: row.batch_id,
    uses: Number(uses.uses),
  }
}

/** Checks a form's rules against the stores and the categories that exist. */
export async function checkedRules(
  db: Kysely<Database> | Transaction<Database>,
  context: CouponContext,
  form: Omit<CouponForm, 'code'>,
) {
  const ids = [...new Set(form.categoryIds)]
  const found =
    ids.length === 0 ? [] : await db.selectFrom('category').select('id').where('id', 'in', ids).execute()
  return checkCouponRules(
    { ...form, categoryIds: ids },
    { storeKeys: context.storeKeys, categoryIds: new Set(found.map((row) => row.id)) },
  )
}

/** Whether a code is taken, whatever its case. */
async function codeTaken(trx: Transaction<Database>, code: string): Promise<boolean> {
  const row = await trx
    .selectFrom('coupon')
    .select('code')
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code))
    .executeTakeFirst()
  return row !== undefined
}

/** Writes a coupon's categories: exactly `ids`. */
async function saveCouponCategories(
  trx: Transaction<Database>,
  code: string,
  ids: readonly number[],
): Promise<void> {
  await trx.deleteFrom('coupon_category').where('coupon_code', '=', code).execute()
  if (ids.length > 0)
    await trx
      .insertInto('coupon_category')
      .values(ids.map((id) => ({ coupon_code: code, category_id: id })))
      .execute()
}

/**
 * Creates a coupon (docs/back-office.md#coupons): its code stored in upper case and refused
 * when another has it in any case, its rules checked, its categories, and
 * `promotions.coupon.create` audited, in one transaction.
 */
export async function createCoupon(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  context: CouponContext,
  form: CouponForm,
  now: Date,
): Promise<CouponSaveResult> {
  if (!allowed(actor, 'promotions.edit')) return refused('FORBIDDEN')
  const code = storedCouponCode(form.code)
  return answerSave(() =>
    db.transaction().execute(async (trx) => {
      const { rules, errors } = await checkedRules(trx, context, form)
      const codeError = checkCouponCode(form.code)
      if (codeError) errors.code = codeError
      else if (await codeTaken(trx, code)) errors.code = 'CODE_TAKEN'
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })
      await trx
        .insertInto('coupon')
        .values({ code, ...rules, updated_at: now })
        .execute()
      const categoryIds = [...new Set(form.categoryIds)].sort((a, b) => a - b)
      await saveCouponCategories(trx, code, categoryIds)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'promotions.coupon.create',
        subjectType: 'coupon',
        subjectId: code,
        before: null,
        after: { ...rules, categoryIds },
        at: now,
      })
      return { ok: true as const, code, changed: ['created'] }
    }),
  )
}

/**
 * Saves a coupon's rules (its code stays), on its row lock: `promotions.coupon.update` is
 * audited with the changed fields only; nothing changed records nothing.
 */
export async function updateCoupon(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  context: CouponContext,
  typedCode: string,
  form: Omit<CouponForm, 'code'>,
  now: Date,
): Promise<CouponSaveResult> {
  if (!allowed(actor, 'promotions.edit')) return refused('FORBIDDEN')
  const code = storedCouponCode(typedCode)
  return answerSave(() =>
    db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('coupon')
        .select('code')
        .where('code', '=', code)
        .forUpdate()
        .executeTakeFirst()
      const current = locked ? await couponForEditing(trx, actor, code) : null
      if (!current) throw new BackOfficeRefusal('NOT_FOUND')
      const { rules, errors } = await checkedRules(trx, context, form)
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })
      const next = { ...rules, categoryIds: [...new Set(form.categoryIds)].sort((a, b) => a - b) }
      const before: Record<string, unknown> = {}
      const after: Record<string, unknown> = {}
      for (const field of Object.keys(next) as (keyof typeof next)[]) {
        const was = JSON.stringify(current[field])
        if (was !== JSON.stringify(next[field])) {
          before[field] = current[field]
          after[field] = next[field]
        }
      }
      const changed = Object.keys(after)
      if (changed.length === 0) return { ok: true as const, code, changed }
      await trx
        .updateTable('coupon')
        .set({ ...rules, updated_at: now })
        .where('code', '=', code)
        .execute()
      if ('categoryIds' in after) await saveCouponCategories(trx, code, next.categoryIds)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'promotions.coupon.update',
        subjectType: 'coupon',
        subjectId: code,
        before,
        after,
        at: now,
      })
      return { ok: true as const, code, changed }
    }),
  )
}

async function answerSave(save: () => Promise<CouponSaveResult>): Promise<CouponSaveResult> {
  try {
    return await save()
  } catch (error) {
    if (error instanceof BackOfficeRefusal) {
      if (error.code === 'INVALID_FIELDS')
        return { ok: false, error: 'INVALID_FIELDS', fields: error.details.fields as CouponFieldErrors }
      return refused('NOT_FOUND')
    }
    // Two saves of the same code at once: the unique index refuses the second.
    if (isUniqueViolation(error))
      return { ok: false, error: 'INVALID_FIELDS', fields: { code: 'CODE_TAKEN' } }
    throw error
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/** One use of a coupon: when, on which order (its number) and by whom. */
export interface CouponUse {
  usedAt: Date
  orderNumber: string | null
  orderId: number | null
  email: string | null
}

/** A coupon's latest uses, newest first (`promotions.view`; none without it). */
export async function latestCouponUses(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  typedCode: string,
  limit = 50,
): Promise<CouponUse[]> {
  if (!allowed(actor, 'promotions.view')) return []
  const rows = await db
    .selectFrom('coupon_usage as u')
    .leftJoin('shop_order as o', 'o.number', 'u.order_ref')
    .select(['u.used_at', 'u.order_ref', 'u.email', 'o.id as order_id'])
    .where('u.coupon_code', '=', storedCouponCode(typedCode))
    .orderBy('u.used_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    usedAt: row.used_at,
    orderNumber: row.order_ref,
    orderId: row.order_id === null ? null : Number(row.order_id),
    email: row.email,
  }))
}

/**
 * Switches a coupon off (it applies nowhere) or on again (`promotions.edit`), on its row lock,
 * audited as `promotions.coupon.update` with the flag before and after; `SAME_STATUS` when it
 * already is so.
 */
export async function setCouponEnabled(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  typedCode: string,
  enabled: boolean,
  now: Date,
): Promise<{ ok: true } | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' | 'SAME_STATUS' }> {
  if (!allowed(actor, 'promotions.edit')) return refused('FORBIDDEN')
  const code = storedCouponCode(typedCode)
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('coupon')
      .select('enabled')
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return refused('NOT_FOUND')
    if (row.enabled === enabled) return refused('SAME_STATUS')
    await trx.updateTable('coupon').set({ enabled, updated_at: now }).where('code', '=', code).execute()
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'promotions.coupon.update',
      subjectType: 'coupon',
      subjectId: code,
      before: { enabled: row.enabled },
      after: { enabled },
      at: now,
    })
    return { ok: true as const }
  })
}

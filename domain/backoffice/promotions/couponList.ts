import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { CouponTable, Database } from '../../../db/tables.ts'
import { allowed, refused, type BackOfficeActor, type BackOfficeResult } from '../backOfficeActor.ts'

/** Where a coupon stands today: switched off, not yet valid, past its last day, or valid. */
export type CouponStatus = 'active' | 'scheduled' | 'expired' | 'disabled'

/** The statuses the list filters on. */
export const COUPON_STATUSES = [
  'active',
  'scheduled',
  'expired',
  'disabled',
] as const satisfies CouponStatus[]

/** What the coupons list asks; pages from 1. */
export interface CouponSearch {
  /** A part of a code, any case. */
  query?: string
  status?: CouponStatus
  /** Only the coupons valid in this store. */
  storeKey?: string
  page?: number
  pageSize?: number
}

/** A coupon as the list shows it. */
export interface CouponListEntry {
  code: string
  discountType: 'percent' | 'fixed'
  amount: number
  status: CouponStatus
  startsAt: Date | null
  endsAt: Date | null
  usageLimit: number | null
  storeKeys: string[]
  uses: number
  batchId: number | null
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/**
 * Coupons, newest first, with their uses so far, filtered by a part of their code, a store and
 * their status at `now`, paged with the count of every match. Codes of single-use batches are
 * listed only when searched for (their batch lists them).
 */
export async function listCoupons(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  search: CouponSearch,
  now: Date,
): Promise<BackOfficeResult<{ coupons: CouponListEntry[]; totalCount: number }, 'FORBIDDEN'>> {
  if (!allowed(actor, 'promotions.view')) return refused('FORBIDDEN')
  const pageSize = Math.min(Math.max(Math.trunc(search.pageSize ?? 50), 1), 200)
  const page = Math.max(Math.trunc(search.page ?? 1), 1)
  const words = (search.query ?? '').trim().toUpperCase()
  let query = db.selectFrom('coupon as c')
  query =
    words === ''
      ? query.where('c.batch_id', 'is', null)
      : query.where('c.code', 'like', `%${escapeLike(words)}%`)
  if (search.storeKey) query = query.where(sql<boolean>`${search.storeKey} = any(c.store_keys)`)
  if (search.status) query = whereCouponStatus(query, search.status, now)
  const [rows, count] = await Promise.all([
    query
      .select((eb) => [
        'c.code',
        'c.discount_type',
        'c.discount_amount',
        'c.enabled',
        'c.starts_at',
        'c.ends_at',
        'c.usage_limit',
        'c.store_keys',
        'c.batch_id',
        eb
          .selectFrom('coupon_usage as u')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('u.coupon_code', '=', 'c.code')
          .as('uses'),
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.code')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    ok: true,
    totalCount: Number(count.n),
    coupons: rows.map((row) => ({
      code: row.code,
      discountType: row.discount_type,
      amount: Number(row.discount_amount),
      status: couponStatus(row, now),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      usageLimit: row.usage_limit,
      storeKeys: row.store_keys,
      uses: Number(row.uses ?? 0),
      batchId: row.batch_id,
    })),
  }
}

/** Narrows a query of `coupon as c` to the coupons of a status at `now` (the one definition of each). */
function whereCouponStatus<Q extends SelectQueryBuilder<Database & { c: CouponTable }, 'c', object>>(
  query: Q,
  status: CouponStatus,
  now: Date,
): Q {
  if (status === 'disabled') return query.where('c.enabled', '=', false) as Q
  if (status === 'expired') return query.where('c.enabled', '=', true).where('c.ends_at', '<', now) as Q
  if (status === 'scheduled') return query.where('c.enabled', '=', true).where('c.starts_at', '>', now) as Q
  return query
    .where('c.enabled', '=', true)
    .where((eb) => eb.or([eb('c.starts_at', 'is', null), eb('c.starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>=', now)])) as Q
}

/** How many coupons are valid at `now`, batch codes left out: what the list shows for `status=active`. */
export async function countActiveCoupons(db: Kysely<Database>, now: Date): Promise<number> {
  const row = await whereCouponStatus(
    db.selectFrom('coupon as c').where('c.batch_id', 'is', null),
    'active',
    now,
  )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A coupon's status at `now`. */
export function couponStatus(
  coupon: { enabled: boolean; starts_at: Date | null; ends_at: Date | null },
  now: Date,
): CouponStatus {
  if (!coupon.enabled) return 'disabled'
  if (coupon.ends_at && coupon.ends_at < now) return 'expired'
  if (coupon.starts_at && coupon.starts_at > now) return 'scheduled'
  return 'active'
}

/** The latest batches of single-use codes, for the list's page. */
export async function latestCouponBatches(db: Kysely<Database>, actor: BackOfficeActor, limit = 20) {
  if (!allowed(actor, 'promotions.view')) return []
  return db
    .selectFrom('coupon_batch')
    .select(['id', 'prefix', 'code_count', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

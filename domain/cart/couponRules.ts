import type { Kysely, Selectable, Transaction } from 'kysely'
import { toCents, type Cents, type CouponRule, type PricedLine } from '../../pricing/index.ts'
import type { CouponTable, Database } from '../../db/tables.ts'

/** A coupon row. */
export type CouponRow = Selectable<CouponTable>

/** Why a coupon does not apply (a `MutationErrorCode`). */
export type CouponProblem =
  'COUPON_NOT_FOUND' | 'COUPON_EXPIRED' | 'COUPON_MINIMUM_NOT_REACHED' | 'COUPON_USAGE_EXCEEDED'

/** What a coupon is checked against. */
export interface CouponCheck {
  storeKey: string
  now: Date
  subtotal: Cents
  /** Orders that used the coupon, all customers together. */
  usesInTotal: number
  /** Orders of this customer that used it (0 for a guest, who is counted at checkout). */
  usesByCustomer: number
}

/**
 * Whether a coupon applies, in the order a shopper can act on: unknown, switched off or
 * another store's code, then dates, usage limits (in total and per customer) and the minimum subtotal.
 */
export function couponProblem(coupon: CouponRow | undefined, check: CouponCheck): CouponProblem | null {
  if (!coupon || !coupon.enabled || !coupon.store_keys.includes(check.storeKey)) return 'COUPON_NOT_FOUND'
  if ((coupon.starts_at && check.now < coupon.starts_at) || (coupon.ends_at && check.now > coupon.ends_at))
    return 'COUPON_EXPIRED'
  if (coupon.usage_limit !== null && check.usesInTotal >= coupon.usage_limit) return 'COUPON_USAGE_EXCEEDED'
  if (coupon.usage_limit_per_customer !== null && check.usesByCustomer >= coupon.usage_limit_per_customer)
    return 'COUPON_USAGE_EXCEEDED'
  if (check.subtotal < toCents(coupon.minimum_subtotal)) return 'COUPON_MINIMUM_NOT_REACHED'
  return null
}

/** The discount rule of a coupon, for the pricing module. */
export function couponRuleOf(coupon: CouponRow): CouponRule {
  return coupon.discount_type === 'percent'
    ? { kind: 'percent', percent: Number(coupon.discount_amount) }
    : { kind: 'fixed', cents: toCents(coupon.discount_amount) }
}

/**
 * The coupon's rule on lines: a coupon without categories applies to the whole cart; one with
 * categories discounts only the lines whose product (`skuOf`) is in `skusInCategories`, the
 * other lines are marked outside it (the pricing module then gives them no share).
 */
export function scopeCouponLines<L extends PricedLine>(
  lines: readonly L[],
  skuOf: (line: L) => string,
  skusInCategories: ReadonlySet<string> | null,
): L[] {
  if (skusInCategories === null) return [...lines]
  return lines.map((line) => (skusInCategories.has(skuOf(line)) ? line : { ...line, outsideCoupon: true }))
}

/**
 * Of these products, those a coupon's categories take in (a product in one of its categories
 * or in a subcategory of one); null when the coupon has no categories (the whole cart).
 */
export async function skusInCouponCategories(
  db: Kysely<Database> | Transaction<Database>,
  code: string,
  skus: readonly string[],
): Promise<Set<string> | null> {
  const categories = await db
    .selectFrom('coupon_category as cc')
    .innerJoin('category as c', 'c.id', 'cc.category_id')
    .select('c.path')
    .where('cc.coupon_code', '=', code)
    .execute()
  if (categories.length === 0) return null
  if (skus.length === 0) return new Set()
  const rows = await db
    .selectFrom('product_category as pc')
    .innerJoin('category as c', 'c.id', 'pc.category_id')
    .select('pc.sku')
    .distinct()
    .where('pc.sku', 'in', [...skus])
    .where((eb) =>
      eb.or(categories.flatMap(({ path }) => [eb('c.path', '=', path), eb('c.path', 'like', `${path}/%`)])),
    )
    .execute()
  return new Set(rows.map((row) => row.sku))
}

/** Codes are matched whatever their case and surrounding spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

/**
 * Loads a coupon with its usage and checks it for a cart: the coupon (when it exists) and why
 * it does not apply, or null. Orders will call it again when they count a use.
 */
export async function checkCoupon(
  db: Kysely<Database> | Transaction<Database>,
  code: string,
  cart: { storeKey: string; customerId: number | null; subtotal: Cents; now: Date },
): Promise<{ coupon: CouponRow | undefined; problem: CouponProblem | null }> {
  const normalized = normalizeCouponCode(code)
  const coupon =
    normalized.length > 0 && normalized.length <= 64
      ? await db.selectFrom('coupon').selectAll().where('code', '=', normalized).executeTakeFirst()
      : undefined
  const uses = coupon
    ? await db
        .selectFrom('coupon_usage')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn
            .count<number>('customer_id')
            .filterWhere('customer_id', '=', cart.customerId ?? -1)
            .as('byCustomer'),
        ])
        .where('coupon_code', '=', normalized)
        .executeTakeFirstOrThrow()
    : { total: 0, byCustomer: 0 }
  const problem = couponProblem(coupon, {
    storeKey: cart.storeKey,
    now: cart.now,
    subtotal: cart.subtotal,
    usesInTotal: Number(uses.total),
    usesByCustomer: Number(uses.byCustomer),
  })
  return { coupon, problem }
}

import { sql, type Kysely, type Transaction } from 'kysely'
import type { Cents } from '../../pricing/index.ts'
import type { Database } from '../../db/tables.ts'
import { checkCoupon, type CouponRow } from '../cart/couponRules.ts'
import { OrderRefused } from './placeOrderErrors.ts'

/**
 * Whether an e-mail address used a coupon as often as one shopper may: a guest is one shopper
 * per e-mail address, and so is a customer who ordered as a guest before.
 */
export async function usedUpByEmail(
  db: Kysely<Database>,
  coupon: CouponRow,
  email: string,
): Promise<boolean> {
  if (coupon.usage_limit_per_customer === null) return false
  const byEmail = await db
    .selectFrom('coupon_usage')
    .select(({ fn }) => fn.countAll<number>().as('uses'))
    .where('coupon_code', '=', coupon.code)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirstOrThrow()
  return Number(byEmail.uses) >= coupon.usage_limit_per_customer
}

/**
 * Counts an order's use of a coupon: the coupon's row is locked first, so parallel orders
 * count one after another and each sees the uses committed before it; a coupon used up (in
 * total, by this customer or by this e-mail address), expired or no longer valid refuses the order.
 */
export async function countCouponUse(
  trx: Transaction<Database>,
  use: {
    code: string
    storeKey: string
    customerId: number | null
    email: string
    subtotal: Cents
    now: Date
    orderNumber: string
  },
): Promise<void> {
  await trx.selectFrom('coupon').select('code').where('code', '=', use.code).forUpdate().executeTakeFirst()
  const { coupon, problem } = await checkCoupon(trx, use.code, {
    storeKey: use.storeKey,
    customerId: use.customerId,
    subtotal: use.subtotal,
    now: use.now,
  })
  if (!coupon || problem) throw new OrderRefused('COUPON_NOT_VALID')
  if (await usedUpByEmail(trx, coupon, use.email)) throw new OrderRefused('COUPON_NOT_VALID')
  await trx
    .insertInto('coupon_usage')
    .values({
      coupon_code: coupon.code,
      customer_id: use.customerId,
      email: use.email,
      order_ref: use.orderNumber,
    })
    .execute()
}

import { fromCents, toCents } from '../../../../pricing/index.ts'
import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { couponMinimumNotReached } from '../../../../domain/cart/cartMessages.ts'
import {
  cartChanged,
  cartNotFound,
  cartRefused,
  changedCartColumns,
} from '../../../../domain/cart/cartOutcome.ts'
import { cartView } from '../../../../domain/cart/cartView.ts'
import { checkCoupon } from '../../../../domain/cart/couponRules.ts'

/** `applyCouponToCart`: checks the coupon against the store, its dates, limits and minimum (of the goods: gift cards do not count), then applies it. */
export const applyCouponToCart: NonNullable<MutationResolvers['applyCouponToCart']> = async (
  _,
  { input },
  context,
) => {
  const own = await findOwnCart(context, input.cart_id)
  if (!own) return cartNotFound(context)
  const before = await cartView(context, own)
  const { coupon, problem } = await checkCoupon(context.db, input.coupon_code, {
    storeKey: own.store_key,
    customerId: own.customer_id,
    subtotal: before.checkout.couponSubtotal,
    now: context.now,
  })
  if (problem || !coupon) {
    const minimum = coupon
      ? new Intl.NumberFormat(context.store.locale, {
          style: 'currency',
          currency: context.store.currency,
        }).format(fromCents(toCents(coupon.minimum_subtotal)))
      : ''
    return {
      ...cartRefused(
        context,
        problem ?? 'COUPON_NOT_FOUND',
        problem === 'COUPON_MINIMUM_NOT_REACHED' ? couponMinimumNotReached(minimum) : undefined,
      ),
      cart: before,
    }
  }
  const cart = await context.db
    .updateTable('cart')
    .set({ ...changedCartColumns(context), coupon_code: coupon.code })
    .where('id', '=', own.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return cartChanged(context, cart)
}

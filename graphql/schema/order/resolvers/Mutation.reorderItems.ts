import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { shopperText } from '../../../../domain/shopperText.ts'
import { customerCartOf, findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { cartRefused } from '../../../../domain/cart/cartOutcome.ts'
import { cartView } from '../../../../domain/cart/cartView.ts'
import {
  NOTHING_REORDERED,
  REORDER_ORDER_NOT_FOUND,
  reorderRefusalText,
  reorderToCart,
} from '../../../../domain/orders/reorderToCart.ts'

/**
 * `reorderItems(orderNumber)` (Magento's name): the lines of one of the customer's orders in
 * this store go into their cart again, each one that can still be sold; the others are
 * answered in `userInputErrors` with why. Counted against the session's budget of adds.
 */
export const reorderItems: NonNullable<MutationResolvers['reorderItems']> = async (
  _,
  { orderNumber },
  context,
) => {
  const customerId = context.shopper?.customerId ?? null
  if (customerId === null || !context.shopper)
    return { ...cartRefused(context, 'SIGN_IN_REQUIRED'), cart: null, userInputErrors: [] }
  const order = await context.db
    .selectFrom('shop_order')
    .select('id')
    .where('number', '=', orderNumber.trim())
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  if (!order)
    return {
      ...cartRefused(context, 'ORDER_NOT_FOUND', REORDER_ORDER_NOT_FOUND),
      cart: null,
      userInputErrors: [],
    }
  const wait = context.limits ? await context.limits.consume('addToCart', context.shopper.key) : 0
  if (wait > 0) {
    context.retryAfterSeconds = Math.max(context.retryAfterSeconds ?? 0, wait)
    return { ...cartRefused(context, 'TOO_MANY_ATTEMPTS'), cart: null, userInputErrors: [] }
  }
  const cart = await customerCartOf(context.db, customerId, context.store.key)
  const { added, refused } = await reorderToCart(context, Number(order.id), cart)
  const userInputErrors = refused.map((problem) => ({
    code: problem.code,
    message: reorderRefusalText(context, problem),
    path: ['orderNumber', problem.item.sku],
  }))
  const outcome =
    added > 0
      ? { success: true, errorCode: null, errorMessage: null }
      : {
          ...cartRefused(context, 'INVALID_CART_ITEMS'),
          errorMessage: shopperText(context.store.locale, NOTHING_REORDERED),
        }
  return {
    ...outcome,
    cart: await cartView(context, (await findOwnCart(context, cart.id)) ?? cart),
    userInputErrors,
  }
}

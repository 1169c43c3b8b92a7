import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { ERROR_CODES, ShopApiError } from '../../../../domain/errors.ts'
import { normalizePostcode } from '../../../../domain/accounts/postcodeRules.ts'
import { orderView } from '../../../../domain/orders/orderView.ts'

/**
 * `guestOrder`: a guest order when number, e-mail (any case) and billing postcode all match;
 * null otherwise, alike for every mismatch. Every look-up counts against the client address's budget.
 */
export const guestOrder: NonNullable<QueryResolvers['guestOrder']> = async (_, { input }, context) => {
  const wait = (await context.limits?.consume('guestOrderLookup', context.clientIp)) ?? 0
  if (wait > 0) {
    context.retryAfterSeconds = Math.max(context.retryAfterSeconds ?? 0, wait)
    throw new ShopApiError(
      ERROR_CODES.TOO_MANY_REQUESTS,
      `Too many order look-ups: try again in ${wait} seconds`,
    )
  }
  const order = await context.db
    .selectFrom('shop_order')
    .innerJoin('order_address', (join) =>
      join.onRef('order_address.order_id', '=', 'shop_order.id').on('order_address.kind', '=', 'billing'),
    )
    .selectAll('shop_order')
    .select('order_address.postcode')
    .where('shop_order.number', '=', input.number.trim())
    .where('shop_order.customer_id', 'is', null)
    .where('shop_order.store_key', '=', context.store.key)
    .executeTakeFirst()
  const matches =
    order &&
    order.email.toLowerCase() === input.email.trim().toLowerCase() &&
    normalizePostcode(order.postcode).replace(/\s/g, '') ===
      normalizePostcode(input.postcode).replace(/\s/g, '')
  return matches ? orderView(context, order) : null
}

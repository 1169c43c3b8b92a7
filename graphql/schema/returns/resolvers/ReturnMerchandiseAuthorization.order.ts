import type { ReturnMerchandiseAuthorizationResolvers } from '../../generated/resolverTypes.ts'
import { orderView } from '../../../../domain/orders/orderView.ts'

/** `ReturnMerchandiseAuthorization.order`: the order it returns goods of; the return was already answered only to its owner. */
export const order: NonNullable<ReturnMerchandiseAuthorizationResolvers['order']> = async (
  rma,
  _,
  context,
) => {
  const row = await context.db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', rma.orderId)
    .executeTakeFirstOrThrow()
  return orderView(context, row)
}

import type { OrderResolvers } from '../../generated/resolverTypes.ts'
import { returnableLines } from '../../../../domain/returns/returnableItems.ts'

/**
 * `Order.items_eligible_for_return` (Magento's name): the lines with pieces that may still be
 * asked back; empty unless the order is delivered and within its return period. The parent
 * order was already answered only to its owner (a customer's by the session, a guest's by its
 * signed order link).
 */
export const items_eligible_for_return: NonNullable<OrderResolvers['items_eligible_for_return']> = async (
  order,
  _,
  context,
) => {
  const row = await context.db
    .selectFrom('shop_order')
    .select(['id', 'status', 'delivered_at'])
    .where('id', '=', Number(order.order_id))
    .executeTakeFirst()
  if (!row) return []
  const lines = await returnableLines(context.db, row, context.now)
  return lines
    .filter((line) => line.quantityReturnable > 0)
    .map(({ item, quantityRequested, quantityReturnable }) => ({
      id: String(item.id),
      product_name: item.name,
      product_sku: item.sku,
      variant_sku: item.variant_sku,
      selected_options: item.options,
      quantity_ordered: item.quantity,
      quantity_returned: quantityRequested,
      quantity_returnable: quantityReturnable,
    }))
}

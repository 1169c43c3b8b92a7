import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { toPrice } from '../../../../domain/catalog/productMappers.ts'
import { giftCardAmountsOf } from '../../../../domain/giftcards/giftCardProductLoader.ts'

/** `Product.open_amount_min`: the smallest amount a gift card's shopper may type; null when none can be typed. */
export async function open_amount_min(row: ProductRow, _: unknown, context: ShopContext) {
  const openAmount = (await giftCardAmountsOf(row, context))?.openAmount
  return openAmount ? toPrice(openAmount.minCents, context.store.currency).value : null
}

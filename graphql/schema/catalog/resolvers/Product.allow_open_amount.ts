import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { giftCardAmountsOf } from '../../../../domain/giftcards/giftCardProductLoader.ts'

/** `Product.allow_open_amount`: whether a gift card's shopper may type its amount; null for other products. */
export async function allow_open_amount(row: ProductRow, _: unknown, context: ShopContext) {
  const giftCard = await giftCardAmountsOf(row, context)
  return giftCard ? giftCard.openAmount !== null : null
}

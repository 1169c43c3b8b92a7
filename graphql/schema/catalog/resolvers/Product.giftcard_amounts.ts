import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { toPrice } from '../../../../domain/catalog/productMappers.ts'
import { encodeUid } from '../../../../domain/cart/optionUids.ts'
import { giftCardAmountsOf } from '../../../../domain/giftcards/giftCardProductLoader.ts'

/** `Product.giftcard_amounts`: the amounts a gift card is sold for, smallest first; null for other products. */
export async function giftcard_amounts(row: ProductRow, _: unknown, context: ShopContext) {
  const giftCard = await giftCardAmountsOf(row, context)
  return (
    giftCard?.amountsCents.map((cents) => ({
      // The uid names the amount as the form posts it (`25.00`).
      uid: encodeUid('giftcard', 'am_giftcard_amount', (cents / 100).toFixed(2)),
      value: toPrice(cents, context.store.currency).value,
    })) ?? null
  )
}

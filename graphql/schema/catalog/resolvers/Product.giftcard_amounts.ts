import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../productRow.ts'
import { toPrice } from '../productMappers.ts'
import { encodeUid } from '../../cart/optionUids.ts'
import { giftCardAmountsOf } from '../../giftcard/giftCardProductLoader.ts'

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

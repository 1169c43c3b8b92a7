import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { itemNotFound, ownWishlist } from '../../../../domain/wishlist/wishlistAccess.ts'
import { findItemIn, removeItem } from '../../../../domain/wishlist/wishlistStore.ts'
import { addItemsToCart, withChosenOptions } from '../../../../domain/wishlist/wishlistToCart.ts'
import { wishlistView } from '../../../../domain/wishlist/wishlistView.ts'

/** `moveWishlistItemToCart`: one piece to the caller's cart (the cart's checks and messages); once there, the item leaves the wishlist. */
export const moveWishlistItemToCart: NonNullable<MutationResolvers['moveWishlistItemToCart']> = async (
  _,
  { itemId, cartId, chosenOptions },
  context,
) => {
  const own = await ownWishlist(context)
  if ('refused' in own) return { ...own.refused, added: 0, user_errors: [], wishlist: null }
  const item = await findItemIn(context.db, own.wishlist.id, itemId)
  if (!item) return { ...itemNotFound(), added: 0, user_errors: [], wishlist: null }
  const { addedItems, ...outcome } = await addItemsToCart(context, cartId, [
    withChosenOptions(item, chosenOptions),
  ])
  for (const moved of addedItems) await removeItem(context.db, own.wishlist.id, moved.id)
  return { ...outcome, wishlist: await wishlistView(context, own.wishlist) }
}

import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { itemNotFound, ownWishlist } from '../../../../domain/wishlist/wishlistAccess.ts'
import { findItemIn, removeItem } from '../../../../domain/wishlist/wishlistStore.ts'
import { wishlistView } from '../../../../domain/wishlist/wishlistView.ts'

/** `removeFromWishlist(itemId)`: only an item of the caller's own wishlist; any other id is not found. */
export const removeFromWishlist: NonNullable<MutationResolvers['removeFromWishlist']> = async (
  _,
  { itemId },
  context,
) => {
  const own = await ownWishlist(context)
  if ('refused' in own) return { ...own.refused, wishlist: null }
  const item = await findItemIn(context.db, own.wishlist.id, itemId)
  if (!item || !(await removeItem(context.db, own.wishlist.id, item.id)))
    return { ...itemNotFound(), wishlist: null }
  return { ...succeeded(), wishlist: await wishlistView(context, own.wishlist) }
}

import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { ownWishlist } from '../../../../domain/wishlist/wishlistAccess.ts'
import { revokeShare, wishlistOf } from '../../../../domain/wishlist/wishlistStore.ts'
import { wishlistView } from '../../../../domain/wishlist/wishlistView.ts'

/** `revokeWishlistShare`: no share code opens the caller's wishlist any more. */
export const revokeWishlistShare: NonNullable<MutationResolvers['revokeWishlistShare']> = async (
  _,
  __,
  context,
) => {
  const own = await ownWishlist(context)
  if ('refused' in own) return { ...own.refused, wishlist: null }
  await revokeShare(context.db, own.wishlist.id)
  return {
    ...succeeded(),
    wishlist: await wishlistView(context, await wishlistOf(context.db, own.wishlist.customer_id)),
  }
}

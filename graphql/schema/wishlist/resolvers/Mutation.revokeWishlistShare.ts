import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../mutationResult.ts'
import { ownWishlist } from '../wishlistAccess.ts'
import { revokeShare, wishlistOf } from '../wishlistStore.ts'
import { wishlistView } from '../wishlistView.ts'

/** `revokeWishlistShare`: no share code opens the caller's wishlist any more. */
export const revokeWishlistShare: NonNullable<MutationResolvers['revokeWishlistShare']> = async (_, __, context) => {
  const own = await ownWishlist(context)
  if ('refused' in own) return { ...own.refused, wishlist: null }
  await revokeShare(context.db, own.wishlist.id)
  return { ...succeeded(), wishlist: await wishlistView(context, await wishlistOf(context.db, own.wishlist.customer_id)) }
}

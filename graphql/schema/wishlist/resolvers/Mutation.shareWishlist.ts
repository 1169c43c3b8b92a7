import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { ownWishlist } from '../../../../domain/wishlist/wishlistAccess.ts'
import { newShareCode, wishlistOf } from '../../../../domain/wishlist/wishlistStore.ts'
import { wishlistView } from '../../../../domain/wishlist/wishlistView.ts'

/** `shareWishlist`: a new share code for the caller's wishlist, answered this once (the code before stops working). */
export const shareWishlist: NonNullable<MutationResolvers['shareWishlist']> = async (_, __, context) => {
  const own = await ownWishlist(context)
  if ('refused' in own) return { ...own.refused, shareCode: null, wishlist: null }
  const shareCode = await newShareCode(context.db, own.wishlist.id)
  return {
    ...succeeded(),
    shareCode,
    wishlist: await wishlistView(context, await wishlistOf(context.db, own.wishlist.customer_id)),
  }
}

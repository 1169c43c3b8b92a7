import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../mutationResult.ts'
import { ownWishlist } from '../wishlistAccess.ts'
import { newShareCode, wishlistOf } from '../wishlistStore.ts'
import { wishlistView } from '../wishlistView.ts'

/** `shareWishlist`: a new share code for the caller's wishlist, answered this once (the code before stops working). */
export const shareWishlist: NonNullable<MutationResolvers['shareWishlist']> = async (_, __, context) => {
  const own = await ownWishlist(context)
  if ('refused' in own) return { ...own.refused, shareCode: null, wishlist: null }
  const shareCode = await newShareCode(context.db, own.wishlist.id)
  return { ...succeeded(), shareCode, wishlist: await wishlistView(context, await wishlistOf(context.db, own.wishlist.customer_id)) }
}

import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { wishlistEnabled } from '../../../../domain/wishlist/wishlistAccess.ts'
import { findSharedWishlist } from '../../../../domain/wishlist/wishlistStore.ts'
import { wishlistView } from '../../../../domain/wishlist/wishlistView.ts'

/** `sharedWishlist(shareCode)`: the wishlist the code opens; null for unknown and revoked codes alike. */
export const sharedWishlist: NonNullable<QueryResolvers['sharedWishlist']> = async (
  _,
  { shareCode },
  context,
) => {
  if (!(await wishlistEnabled(context))) return null
  const row = await findSharedWishlist(context.db, shareCode)
  return row ? wishlistView(context, row) : null
}

import type { DomainContext } from '../context.ts'
import { failed, type MutationOutcome } from '../mutationResult.ts'
import { notSignedIn } from '../accounts/accountGuards.ts'
import { isFeatureActive } from '../shop/featureFlags.ts'
import { wishlistOf, type WishlistRow } from './wishlistStore.ts'

/** The feature flag that switches wishlists on (config/shopConfig.ts). */
export const WISHLIST_FEATURE = 'wishlist'

/** Whether wishlists are switched on. */
export function wishlistEnabled(context: DomainContext): Promise<boolean> {
  return isFeatureActive(context.db, WISHLIST_FEATURE)
}

/** The outcome of a wishlist mutation while the feature is off. */
export function wishlistDisabled(): MutationOutcome {
  return failed('WISHLIST_DISABLED', 'Wishlists are switched off')
}

/** The outcome of an item id that is not in the wishlist asked about (someone else's, unknown or malformed: all alike). */
export function itemNotFound(): MutationOutcome {
  return failed('WISHLIST_ITEM_NOT_FOUND', 'No such item in this wishlist', 'itemId')
}

/**
 * The signed-in customer's wishlist for a mutation, or why there is none to change (feature
 * off, nobody signed in): the one gate every owner's wishlist mutation goes through.
 */
export async function ownWishlist(
  context: DomainContext,
): Promise<{ wishlist: WishlistRow } | { refused: MutationOutcome }> {
  if (!(await wishlistEnabled(context))) return { refused: wishlistDisabled() }
  const customerId = context.shopper?.customerId ?? null
  if (customerId === null) return { refused: notSignedIn() }
  return { wishlist: await wishlistOf(context.db, customerId) }
}

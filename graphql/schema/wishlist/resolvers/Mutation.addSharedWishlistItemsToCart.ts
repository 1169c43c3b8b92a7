import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed } from '../../../../domain/mutationResult.ts'
import {
  itemNotFound,
  wishlistDisabled,
  wishlistEnabled,
} from '../../../../domain/wishlist/wishlistAccess.ts'
import { findItemIn, findSharedWishlist, itemsOf } from '../../../../domain/wishlist/wishlistStore.ts'
import { addItemsToCart, withChosenOptions } from '../../../../domain/wishlist/wishlistToCart.ts'

const NOTHING = { added: 0, user_errors: [], wishlist: null }

/**
 * `addSharedWishlistItemsToCart`: anyone holding a live share code adds its items (all, or the
 * one `itemId` names) to their own cart; the shared wishlist itself never changes.
 */
export const addSharedWishlistItemsToCart: NonNullable<
  MutationResolvers['addSharedWishlistItemsToCart']
> = async (_, { shareCode, cartId, itemId, chosenOptions }, context) => {
  if (!(await wishlistEnabled(context))) return { ...wishlistDisabled(), ...NOTHING }
  const shared = await findSharedWishlist(context.db, shareCode)
  if (!shared)
    return { ...failed('SHARE_CODE_NOT_FOUND', 'This share code opens no wishlist', 'shareCode'), ...NOTHING }
  const item = itemId == null ? null : await findItemIn(context.db, shared.id, itemId)
  if (itemId != null && !item) return { ...itemNotFound(), ...NOTHING }
  const items = item ? [withChosenOptions(item, chosenOptions)] : await itemsOf(context.db, shared.id)
  if (items.length === 0) return { ...itemNotFound(), ...NOTHING }
  const { success, errorCode, errorMessage, errorField, added, user_errors } = await addItemsToCart(
    context,
    cartId,
    items,
  )
  return { success, errorCode, errorMessage, errorField, added, user_errors, wishlist: null }
}

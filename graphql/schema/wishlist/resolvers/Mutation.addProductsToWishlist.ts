import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { ownWishlist } from '../../../../domain/wishlist/wishlistAccess.ts'
import { wishlistChoiceOf } from '../../../../domain/wishlist/wishlistChoice.ts'
import {
  addChoices,
  MAX_WISHLIST_ITEMS,
  type WishlistChoice,
} from '../../../../domain/wishlist/wishlistStore.ts'
import { wishlistFull } from '../../../../domain/wishlist/wishlistFull.ts'
import { wishlistView } from '../../../../domain/wishlist/wishlistView.ts'

/**
 * `addProductsToWishlist`: keeps several products at once (a guest's browser wishlist joining
 * the account at sign-in). Products no longer sold are skipped; the others are all kept or none.
 */
export const addProductsToWishlist: NonNullable<MutationResolvers['addProductsToWishlist']> = async (
  _,
  { items },
  context,
) => {
  const own = await ownWishlist(context)
  if ('refused' in own) return { ...own.refused, wishlist: null }
  if (items.length > MAX_WISHLIST_ITEMS)
    return {
      ...failed('WISHLIST_FULL', `At most ${MAX_WISHLIST_ITEMS} items at once`, 'items'),
      wishlist: null,
    }
  const checked = await Promise.all(items.map((item) => wishlistChoiceOf(context, item)))
  const choices = checked.filter((choice): choice is WishlistChoice => !('success' in choice))
  if (!(await addChoices(context.db, own.wishlist.id, choices)))
    return { ...wishlistFull(MAX_WISHLIST_ITEMS), wishlist: null }
  return { ...succeeded(), wishlist: await wishlistView(context, own.wishlist) }
}

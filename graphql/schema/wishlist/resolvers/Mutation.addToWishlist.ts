import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { ownWishlist } from '../../../../domain/wishlist/wishlistAccess.ts'
import { wishlistChoiceOf } from '../../../../domain/wishlist/wishlistChoice.ts'
import { addChoices, MAX_WISHLIST_ITEMS } from '../../../../domain/wishlist/wishlistStore.ts'
import { wishlistFull } from '../../../../domain/wishlist/wishlistFull.ts'
import { wishlistView } from '../../../../domain/wishlist/wishlistView.ts'

/** `addToWishlist`: keeps a product with its options; keeping it again changes nothing. */
export const addToWishlist: NonNullable<MutationResolvers['addToWishlist']> = async (
  _,
  { input },
  context,
) => {
  const own = await ownWishlist(context)
  if ('refused' in own) return { ...own.refused, wishlist: null }
  const choice = await wishlistChoiceOf(context, input)
  if ('success' in choice) return { ...choice, wishlist: null }
  if (!(await addChoices(context.db, own.wishlist.id, [choice])))
    return { ...wishlistFull(MAX_WISHLIST_ITEMS), wishlist: null }
  return { ...succeeded(), wishlist: await wishlistView(context, own.wishlist) }
}

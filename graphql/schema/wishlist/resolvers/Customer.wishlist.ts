import type { CustomerResolvers } from '../../generated/resolverTypes.ts'
import { wishlistEnabled } from '../../../../domain/wishlist/wishlistAccess.ts'
import { wishlistOf } from '../../../../domain/wishlist/wishlistStore.ts'
import { wishlistView } from '../../../../domain/wishlist/wishlistView.ts'

/** `Customer.wishlist`: the customer's own wishlist (made empty on first use); null while the feature is off. */
export const wishlist: NonNullable<CustomerResolvers['wishlist']> = async (customer, _, context) => {
  if (!(await wishlistEnabled(context))) return null
  return wishlistView(context, await wishlistOf(context.db, customer.id))
}

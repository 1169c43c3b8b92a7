import type { CustomerResolvers } from '../../generated/resolverTypes.ts'
import { wishlistEnabled } from '../wishlistAccess.ts'
import { wishlistOf } from '../wishlistStore.ts'
import { wishlistView } from '../wishlistView.ts'

/** `Customer.wishlist`: the customer's own wishlist (made empty on first use); null while the feature is off. */
export const wishlist: NonNullable<CustomerResolvers['wishlist']> = async (customer, _, context) => {
  if (!(await wishlistEnabled(context))) return null
  return wishlistView(context, await wishlistOf(context.db, customer.id))
}

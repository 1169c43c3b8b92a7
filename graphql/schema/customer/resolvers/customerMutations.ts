import { failed } from '../../mutationResult.ts'

/** The message of customer-only mutations while nobody can sign in. */
export const SIGN_IN_REQUIRED = 'Please sign in to use this feature'

const refused = () => failed('SIGN_IN_REQUIRED', SIGN_IN_REQUIRED)

/** Wishlist and return mutations: refused for anonymous shoppers (changes nothing). */
export const customerMutations = {
  addToWishlist: () => ({ ...refused(), wishlist: null }),
  removeFromWishlist: () => ({ ...refused(), wishlist: null }),
  createReturnAuthorization: () => ({ ...refused(), returnAuthorization: null }),
}

import { signInRequired } from '../signInRequired.ts'

/** `removeFromWishlist`: refused for anonymous shoppers (changes nothing). */
export function removeFromWishlist() {
  return { ...signInRequired(), wishlist: null }
}

import { signInRequired } from '../signInRequired.ts'

/** `addToWishlist`: refused for anonymous shoppers (changes nothing). */
export function addToWishlist() {
  return { ...signInRequired(), wishlist: null }
}

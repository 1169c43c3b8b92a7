/** `sharedWishlist(shareCode)`: wishlists need customers, so no code is known yet. */
export function sharedWishlist(): null {
  return null
}

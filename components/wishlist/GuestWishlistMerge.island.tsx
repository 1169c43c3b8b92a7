import { useEffect } from 'react'
import { useShop } from '../shop/ShopContext.tsx'

/**
 * On the account's pages (where signing in leads): joins what the shopper kept in this browser
 * as a guest to their wishlist, and shows the wishlist page again when it gained products.
 * Renders nothing.
 */
export function GuestWishlistMerge({ reloadWhenMerged }: { reloadWhenMerged: boolean }) {
  const { store } = useShop()
  useEffect(() => {
    void import('./wishlistInBrowser.ts')
      .then((module) => module.mergeGuestWishlist(store.basePath))
      .then((items) => {
        if (items && reloadWhenMerged) window.location.reload()
      })
      .catch(() => undefined)
  }, [store.basePath, reloadWhenMerged])
  return null
}

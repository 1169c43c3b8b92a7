import { rememberProduct, type RecentlyViewedProduct } from './recentlyViewedStore.ts'

/** Puts the product of the page's viewed-product element (see RememberViewedProduct) first in the recently viewed list. */
export function rememberViewedProduct(element: HTMLElement): void {
  try {
    const { storeKey, product } = JSON.parse(element.textContent ?? '') as {
      storeKey: string
      product: RecentlyViewedProduct
    }
    rememberProduct(storeKey, product)
  } catch {
    // A damaged element only costs the list an entry.
  }
}

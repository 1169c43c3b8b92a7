/** A product a guest keeps in the browser until they sign in. */
export interface GuestWishlistItem {
  sku: string
  selectedOptions: { option_id: string; option_value: string }[]
}

const STORAGE_KEY = 'shop-wishlist'
/** As many as an account's wishlist keeps. */
const MAX_GUEST_ITEMS = 100

/** The guest's wishlist kept in this browser (empty when storage is off or holds nonsense). */
export function guestWishlistItems(): GuestWishlistItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    if (!Array.isArray(stored)) return []
    return stored
      .filter(
        (item): item is GuestWishlistItem =>
          typeof item?.sku === 'string' && Array.isArray(item.selectedOptions),
      )
      .slice(0, MAX_GUEST_ITEMS)
  } catch {
    return []
  }
}

function save(items: GuestWishlistItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(items.slice(0, MAX_GUEST_ITEMS)))
  } catch {
    // Private mode or a full storage: the heart simply does not stay pressed.
  }
}

/** Whether the guest keeps a product (an item with its sku). */
export function guestKeeps(sku: string): boolean {
  return guestWishlistItems().some((item) => item.sku === sku)
}

/** Keeps a product in the browser, or lets it go when it was kept; answers whether it is kept now. */
export function toggleGuestItem(item: GuestWishlistItem): boolean {
  const items = guestWishlistItems()
  const kept = items.some((entry) => entry.sku === item.sku)
  save(kept ? items.filter((entry) => entry.sku !== item.sku) : [item, ...items])
  return !kept
}

/** Forgets the browser's wishlist once it joined the account. */
export function clearGuestWishlist(): void {
  save([])
}

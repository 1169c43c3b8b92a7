import type { DomainContext } from '../context.ts'
import type { ProductRow } from '../catalog/productRow.ts'
import type { WishlistBundleOptionValue, WishlistOptionValue } from '../../db/tables.ts'
import { isShared, itemsOf, type WishlistRow } from './wishlistStore.ts'

/** A wishlist item as the `WishlistItem` type answers it. */
export interface WishlistItemView {
  id: string
  product: ProductRow
  selectedOptions: WishlistOptionValue[]
  selectedCustomOptions: WishlistOptionValue[]
  selectedBundleOptions: WishlistBundleOptionValue[]
  addedAt: string
}

/** A wishlist as the `Wishlist` type answers it. */
export interface WishlistView {
  id: string
  isShareable: boolean
  items: WishlistItemView[]
}

/** The wishlist with its items and their products; items of products no longer sold here are left out. */
export async function wishlistView(context: DomainContext, row: WishlistRow): Promise<WishlistView> {
  const rows = await itemsOf(context.db, row.id)
  const products = await Promise.all(rows.map((item) => context.loaders.product.load(item.sku)))
  const items: WishlistItemView[] = []
  rows.forEach((item, index) => {
    const product = products[index]
    if (!product) return
    items.push({
      id: String(item.id),
      product,
      selectedOptions: item.selected_options,
      selectedCustomOptions: item.selected_custom_options,
      selectedBundleOptions: item.selected_bundle_options,
      addedAt: item.added_at.toISOString(),
    })
  })
  return { id: String(row.id), isShareable: isShared(row), items }
}

import type { ShopContext } from '../../context.ts'
import { mainCategoryOf } from '../../../../domain/catalog/mainCategory.ts'

/** `OrderItem.product_main_category`: the ordered product's main category name now, in the store's language (the data layer's `item_category`). */
export async function product_main_category(
  item: { product_sku?: string },
  _: unknown,
  context: ShopContext,
): Promise<string | null> {
  if (!item.product_sku) return null
  return (await mainCategoryOf(context, item.product_sku))?.name ?? null
}

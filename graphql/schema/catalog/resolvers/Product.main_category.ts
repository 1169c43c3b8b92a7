import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { mainCategoryOf } from '../../../../domain/catalog/mainCategory.ts'

/** `Product.main_category`: the product's deepest category (its breadcrumb's), in the store's language. */
export const main_category = (row: ProductRow, _: unknown, context: ShopContext) =>
  mainCategoryOf(context, row.sku)

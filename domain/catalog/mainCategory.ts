import type { DomainContext } from '../context.ts'
import type { CategoryRow } from './categoryLoaders.ts'

/**
 * The category a product is filed under: its deepest one, the one its breadcrumb trail ends
 * with (`pages/product/@id/productBreadcrumbs.ts`); the lowest id wins between equals. Null
 * when the product is in no category (or is gone).
 */
export async function mainCategoryOf(context: DomainContext, sku: string): Promise<CategoryRow | null> {
  const ids = await context.loaders.categoryIds.load(sku)
  const categories = (await context.loaders.category.loadMany(ids)).filter(
    (category): category is CategoryRow => category !== null && !(category instanceof Error),
  )
  return categories.reduce<CategoryRow | null>(
    (deepest, category) => (deepest === null || category.level > deepest.level ? category : deepest),
    null,
  )
}

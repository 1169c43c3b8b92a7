import type { ShopContext } from '../../context.ts'
import type { CategoryRow } from '../../../../domain/catalog/categoryLoaders.ts'
import { SHOP_CONFIG } from '../../../../config/shopConfig.ts'

/** `menu`: the categories directly under the root category path 1/3/. */
export async function menu(_: unknown, __: unknown, context: ShopContext): Promise<CategoryRow[]> {
  const children = await context.loaders.children.load(SHOP_CONFIG.rootCategoryId)
  return children.filter((child) => child.include_in_menu)
}

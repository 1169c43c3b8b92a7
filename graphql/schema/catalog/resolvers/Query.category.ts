import type { ShopContext } from '../../context.ts'
import type { CategoryRow } from '../categoryLoaders.ts'

const MAX_CATEGORY_ID = 2_147_483_647

/** `category(id)`: a category of the shop, or null (also for ids that are not numbers). */
export async function category(_: unknown, args: { id: string }, context: ShopContext): Promise<CategoryRow | null> {
  const id = Number(args.id)
  if (!Number.isInteger(id) || id < 1 || id > MAX_CATEGORY_ID) return null
  const row = await context.loaders.category.load(id)
  if (row) context.contentMetadata.record('category', String(row.id), row)
  return row
}

import type { GraphQLResolveInfo } from 'graphql'
import type { ShopContext } from '../../context.ts'
import type { CategoryRow } from '../../../../domain/catalog/categoryLoaders.ts'
import { selectsField } from '../../selectsField.ts'

const MAX_CATEGORY_ID = 2_147_483_647

/** `category(id)`: a category of the shop, or null (also for ids that are not numbers). */
export async function category(
  _: unknown,
  args: { id: string },
  context: ShopContext,
  info: GraphQLResolveInfo,
): Promise<CategoryRow | null> {
  const id = Number(args.id)
  if (!Number.isInteger(id) || id < 1 || id > MAX_CATEGORY_ID) return null
  // A listing needs the attribute catalogue before its statements: it loads with the category.
  if (selectsField(info, 'products')) void context.loaders.attributes().catch(() => {})
  const row = await context.loaders.category.load(id)
  if (row) context.contentMetadata.record('category', String(row.id), row)
  return row
}

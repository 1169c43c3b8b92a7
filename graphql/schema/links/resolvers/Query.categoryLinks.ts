import type { ShopContext } from '../../context.ts'
import { checkIdList } from '../../../../domain/catalog/idList.ts'

/** `categoryLinks(ids)`: URL of each known category, in the order asked. */
export async function categoryLinks(_: unknown, args: { ids: string[] }, context: ShopContext) {
  const ids = checkIdList(args.ids, 'ids')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31)
  const categories = await context.loaders.category.loadMany(ids)
  return categories.flatMap((category) =>
    category && !(category instanceof Error)
      ? [{ identifier: String(category.id), url: `/${category.url_path}`, type: 'category' }]
      : [],
  )
}

import type { ShopContext } from '../../context.ts'
import { checkIdList } from '../../../../domain/catalog/idList.ts'

/** `translations(ids)`: the store-language value of each known translation id. */
export async function translations(_: unknown, args: { ids: string[] }, context: ShopContext) {
  const ids = checkIdList(args.ids, 'ids')
  if (ids.length === 0) return []
  const rows = await context.db
    .selectFrom('translation')
    .selectAll()
    .where('language', '=', context.language)
    .where('id', 'in', ids)
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ id: row.id, value: row.value, type: 'translation', identifier: row.id }] : []
  })
}

import type { ShopContext } from '../../context.ts'
import { checkIdList } from '../../../../domain/catalog/idList.ts'

/** `customLinks(ids)`: label (value) and URL of each known custom menu link. */
export async function customLinks(_: unknown, args: { ids: string[] }, context: ShopContext) {
  const ids = checkIdList(args.ids, 'ids')
  if (ids.length === 0) return []
  const rows = await context.db
    .selectFrom('custom_link')
    .selectAll()
    .where('language', '=', context.language)
    .where('id', 'in', ids)
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ id: row.id, value: row.label, url: row.url }] : []
  })
}

import type { ShopContext } from '../../context.ts'

/** `menuCustomLinks`: the header's "Services" links in the back office's order, in the store's language. */
export async function menuCustomLinks(_: unknown, _args: unknown, context: ShopContext) {
  const rows = await context.db
    .selectFrom('menu_custom_link as m')
    .innerJoin('custom_link as l', 'l.id', 'm.link_id')
    .select(['l.id', 'l.label', 'l.url'])
    .where('l.language', '=', context.language)
    .orderBy('m.position')
    .orderBy('m.link_id')
    .execute()
  return rows.map((row) => ({ id: row.id, value: row.label, url: row.url }))
}

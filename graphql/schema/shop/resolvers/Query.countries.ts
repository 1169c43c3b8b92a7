import type { ShopContext } from '../../context.ts'

/** `countries`: the country code table, names in the store's language, each saying whether the shop delivers there (the rule `deliversTo` applies to a shipping address). */
export async function countries(_: unknown, __: unknown, context: ShopContext) {
  const [rows, rated] = await Promise.all([
    context.db.selectFrom('country').selectAll().orderBy('code2').execute(),
    context.db.selectFrom('shipping_rate').select('country_code').distinct().execute(),
  ])
  const deliverable = new Set(rated.map((rate) => rate.country_code))
  return rows.map((row) => ({
    code2: row.code2,
    code3: row.code3,
    numeric: row.numeric_code,
    subdivision: row.subdivision,
    name: row.names[context.language],
    shipsTo: deliverable.has(row.code2),
  }))
}

import type { ShopContext } from '../../context.ts'

/** `countries`: the country code table, names in the store's language. */
export async function countries(_: unknown, __: unknown, context: ShopContext) {
  const rows = await context.db.selectFrom('country').selectAll().orderBy('code2').execute()
  return rows.map((row) => ({ code2: row.code2, code3: row.code3, numeric: row.numeric_code, subdivision: row.subdivision, name: row.names[context.language] }))
}

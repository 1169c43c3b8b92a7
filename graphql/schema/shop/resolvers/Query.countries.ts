import type { ShopContext } from '../../context.ts'
import { deliverableCountries } from '../../../../domain/shipping/shippingTable.ts'
import { storeShippingTable } from '../storeShippingTable.ts'

/** `countries`: the country code table, names in the store's language, each saying whether the shop delivers there (the rule `deliversTo` applies to a shipping address). */
export async function countries(_: unknown, __: unknown, context: ShopContext) {
  const [rows, table] = await Promise.all([
    context.db.selectFrom('country').selectAll().orderBy('code2').execute(),
    storeShippingTable(context),
  ])
  const deliverable = deliverableCountries(table, context.store.key)
  return rows.map((row) => ({
    code2: row.code2,
    code3: row.code3,
    numeric: row.numeric_code,
    subdivision: row.subdivision,
    name: row.names[context.language],
    shipsTo: deliverable.has(row.code2),
  }))
}

import type { DomainContext } from '../context.ts'
import { pickupLocationOf } from '../pickup/pickupLocationSearch.ts'

/** A pickup location by its code (pickupLocations' `pickup_location_code`), or null when unknown. */
export async function pickupLocationByCode(context: DomainContext, code: string) {
  if (code.length === 0 || code.length > 64) return null
  const row = await context.db
    .selectFrom('pickup_point')
    .selectAll()
    .where('id', '=', code)
    .executeTakeFirst()
  return row ? pickupLocationOf(row, null) : null
}

import type { ShopContext } from '../../context.ts'

const MAX_POINTS = 50

/** `pickupPoints(country, postalCode, limit)`: pickup points, nearest postal codes first. */
export async function pickupPoints(
  _: unknown,
  args: { country?: string | null; postalCode?: string | null; limit?: number | null },
  context: ShopContext,
) {
  let query = context.db.selectFrom('pickup_point').selectAll()
  if (args.country) query = query.where('country', '=', args.country.toUpperCase().slice(0, 2))
  const postalCode = (args.postalCode ?? '').slice(0, 12)
  const rows = await query.orderBy('id').execute()
  const sharedPrefix = (code: string) => [...postalCode].findIndex((char, index) => code[index] !== char)
  const closeness = (code: string) =>
    postalCode === '' ? 0 : sharedPrefix(code) === -1 ? postalCode.length : sharedPrefix(code)
  return rows
    .sort((a, b) => closeness(b.postal_code) - closeness(a.postal_code))
    .slice(0, Math.min(MAX_POINTS, Math.max(1, args.limit ?? 20)))
    .map((row) => ({
      id: row.id,
      name: row.name,
      address: {
        country: row.country,
        locality: row.locality,
        postalCode: row.postal_code,
        streetAddress: row.street_address,
      },
      coordinates: { latitude: row.latitude, longitude: row.longitude },
      schedule: row.schedule,
    }))
}

import type { QueryPickupLocationsArgs } from '../../generated/resolverTypes.ts'
import type { ShopContext } from '../../context.ts'
import { ERROR_CODES, ShopApiError } from '../../../../domain/errors.ts'
import { searchPickupLocations } from '../../../../domain/pickup/pickupLocationSearch.ts'

/** `pickupLocations(area, filters, pageSize, currentPage)`: pickup locations nearest the searched place first. */
export async function pickupLocations(_: unknown, args: QueryPickupLocationsArgs, context: ShopContext) {
  // Only searches cost a geocoding and a sort; an error keeps the refusal out of the public answers cache.
  if (args.area && context.limits) {
    const wait = await context.limits.consume('pickupSearch', `client:${context.clientIp}`)
    if (wait > 0) {
      context.retryAfterSeconds = Math.max(context.retryAfterSeconds ?? 0, wait)
      throw new ShopApiError(
        ERROR_CODES.TOO_MANY_REQUESTS,
        `Too many pickup searches: try again in ${wait} seconds`,
      )
    }
  }
  return searchPickupLocations(context.db, args, context.store.defaultCountryId)
}

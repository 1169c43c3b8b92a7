import type { Kysely, Selectable } from 'kysely'
import type { Database, PickupPointTable } from '../../db/tables.ts'
import { badUserInput } from '../errors.ts'
import { geocodePlace } from './geocodePlace.ts'
import { haversineDistance } from './haversineDistance.ts'
import type { PickupCountry } from './placeCentroids.ts'

/** One opening slot of a day ("09:00"–"12:30"). */
export interface OpeningSlot {
  from: string
  to: string
}

/** The opening of one day, Monday first; a day without slots is closed. */
export interface OpeningDay {
  day: string
  opening: OpeningSlot[]
}

/** A pickup point in Magento's PickupLocation shape. */
export interface PickupLocation {
  pickup_location_code: string
  name: string
  street: string
  postcode: string
  city: string
  country_id: string
  latitude: number
  longitude: number
  /** Great-circle distance from the searched place in metres; null without a search. */
  distance?: number | null
  opening_hours: OpeningDay[]
}

/** How a search for a place went: found, none asked, or no such postcode or town. */
export type PickupSearchStatus = 'FOUND' | 'NO_SEARCH' | 'PLACE_NOT_FOUND'

/** A page of pickup points and the place they were searched around. */
export interface PickupLocations {
  items: PickupLocation[]
  page_info: { current_page: number; page_size: number; total_pages: number }
  /** The place the search term was found as (its centre); null unless search_status is FOUND. */
  search_origin?: { country_id: string; label: string; latitude: number; longitude: number } | null
  search_status: PickupSearchStatus
  total_count: number
}

/** A filter on one field: equal to one value, or in a list. */
interface FilterTypeInput {
  eq?: string | null
  in?: string[] | null
}

/** What a pickup point search asks: a place and radius, filters, a page. */
export interface QueryPickupLocationsArgs {
  area?: { search_term: string; radius?: number | null } | null
  filters?: { country_id?: FilterTypeInput | null; pickup_location_code?: FilterTypeInput | null } | null
  pageSize?: number | null
  currentPage?: number | null
}

/** Countries with pickup points: those of the four stores. */
export const PICKUP_COUNTRIES: readonly PickupCountry[] = ['FR', 'DE', 'GB', 'IT']
/** Kilometres searched around a place when the client says nothing. */
export const DEFAULT_RADIUS_KM = 50
const MAX_RADIUS_KM = 500
const MAX_PAGE_SIZE = 50
const MAX_SEARCH_TERM_LENGTH = 100

type FilterType = { eq?: string | null; in?: readonly string[] | null } | null | undefined

/** Values a filter lets through (upper-cased), or null when it lets everything through. */
function allowed(filter: FilterType): Set<string> | null {
  if (!filter || (filter.eq == null && filter.in == null)) return null
  return new Set(
    [...(filter.eq == null ? [] : [filter.eq]), ...(filter.in ?? [])].map((value) => value.toUpperCase()),
  )
}

/** A pickup point row in Magento's PickupLocation shape. */
export function pickupLocationOf(row: Selectable<PickupPointTable>, distance: number | null): PickupLocation {
  return {
    pickup_location_code: row.id,
    name: row.name,
    street: row.street_address.join(', '),
    city: row.locality,
    postcode: row.postal_code,
    country_id: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    distance: distance === null ? null : Math.round(distance),
    opening_hours: row.schedule,
  }
}

/** Checks the arguments' ranges; throws BAD_USER_INPUT naming the one out of range. */
function checkArguments(args: QueryPickupLocationsArgs): {
  pageSize: number
  currentPage: number
  radiusKm: number
} {
  const pageSize = args.pageSize ?? 20
  const currentPage = args.currentPage ?? 1
  const radiusKm = args.area?.radius ?? DEFAULT_RADIUS_KM
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw badUserInput(`pageSize must be between 1 and ${MAX_PAGE_SIZE}`)
  if (currentPage < 1) throw badUserInput('currentPage must be at least 1')
  if (radiusKm < 1 || radiusKm > MAX_RADIUS_KM)
    throw badUserInput(`area.radius must be between 1 and ${MAX_RADIUS_KM} kilometres`)
  if ((args.area?.search_term.length ?? 0) > MAX_SEARCH_TERM_LENGTH)
    throw badUserInput(`area.search_term must be at most ${MAX_SEARCH_TERM_LENGTH} characters`)
  return { pageSize, currentPage, radiusKm }
}

/**
 * Pickup locations for `pickupLocations`: the search term is geocoded from the shop's own
 * table (the store's country preferred), then every point of the allowed countries within
 * the radius is sorted by great-circle distance (ties by name). The table is small (tens of
 * rows per country), so distances are computed here rather than in SQL.
 */
export async function searchPickupLocations(
  db: Kysely<Database>,
  args: QueryPickupLocationsArgs,
  storeCountry: PickupCountry,
): Promise<PickupLocations> {
  const { pageSize, currentPage, radiusKm } = checkArguments(args)
  const countryFilter = allowed(args.filters?.country_id)
  const codeFilter = allowed(args.filters?.pickup_location_code)
  const countries = [storeCountry, ...PICKUP_COUNTRIES.filter((country) => country !== storeCountry)].filter(
    (country) => !countryFilter || countryFilter.has(country),
  )
  const page = (sorted: PickupLocation[]) => ({
    items: sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: sorted.length,
    page_info: {
      current_page: currentPage,
      page_size: pageSize,
      total_pages: Math.ceil(sorted.length / pageSize),
    },
  })
  const searchTerm = args.area?.search_term.trim() ?? ''
  const origin = searchTerm === '' ? null : geocodePlace(searchTerm, countries)
  if (searchTerm !== '' && !origin)
    return { ...page([]), search_status: 'PLACE_NOT_FOUND', search_origin: null }
  let query = db
    .selectFrom('pickup_point')
    .selectAll()
    .where('country', 'in', countries.length > 0 ? countries : [''])
  if (codeFilter) query = query.where('id', 'in', [...codeFilter])
  const rows = await query.orderBy('country').orderBy('name').execute()
  if (!origin)
    return {
      ...page(rows.map((row) => pickupLocationOf(row, null))),
      search_status: 'NO_SEARCH',
      search_origin: null,
    }
  const located = rows
    .map((row) => pickupLocationOf(row, haversineDistance(origin, row)))
    .filter((location) => location.distance! <= radiusKm * 1000)
    .sort((a, b) => a.distance! - b.distance! || a.name.localeCompare(b.name))
  return {
    ...page(located),
    search_status: 'FOUND',
    search_origin: {
      label: origin.label,
      country_id: origin.country,
      latitude: origin.latitude,
      longitude: origin.longitude,
    },
  }
}

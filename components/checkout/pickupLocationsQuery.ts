import { graphql } from '../../graphql/client/index.ts'
import type { PickupLocationsSearchQuery } from '../../graphql/client/generated/graphql.ts'

/** The pickup search of the picker: the first 20 points nearest a postcode or town. */
export const PickupLocationsSearch = graphql(`
  query PickupLocationsSearch($searchTerm: String!) {
    pickupLocations(area: { search_term: $searchTerm }, pageSize: 20) {
      search_status
      search_origin {
        label
        latitude
        longitude
      }
      items {
        pickup_location_code
        name
        street
        postcode
        city
        country_id
        latitude
        longitude
        distance
        opening_hours {
          day
          opening {
            from
            to
          }
        }
      }
    }
  }
`)

/** One pickup point as the picker shows it. */
export type PickupPointOption = PickupLocationsSearchQuery['pickupLocations']['items'][number]

/** A search as the picker shows it: what became of the term, where it is, and the points nearest first. */
export interface PickupSearchResult {
  term: string
  status: PickupLocationsSearchQuery['pickupLocations']['search_status']
  origin: PickupLocationsSearchQuery['pickupLocations']['search_origin']
  points: PickupPointOption[]
}

/** The picker's view of a `PickupLocationsSearch` answer (server pages and the island read it alike). */
export function toPickupSearchResult(term: string, data: PickupLocationsSearchQuery): PickupSearchResult {
  const { search_status: status, search_origin: origin, items: points } = data.pickupLocations
  return { term, status, origin, points }
}

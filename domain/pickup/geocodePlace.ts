import { PLACES, POSTCODES, type PickupCountry, type PostcodeCentroid } from './placeCentroids.ts'

/** Where a search term was found: its country, a label to show back and its centre. */
export interface GeocodedPlace {
  country: PickupCountry
  label: string
  latitude: number
  longitude: number
}

/**
 * A place name reduced for comparison: no accents, lower case, `ß` as `ss`, hyphens,
 * apostrophes and dots as spaces (`Saint-Denis`, `St. Denis` and `saint denis` all match).
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replace(/[-'’.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^st /, 'saint ')
}

const NAME_INDEX = PLACES.flatMap((place) =>
  [place.name, ...place.aliases].map((name) => ({ key: normalizePlaceName(name), place })),
)

const NUMERIC_POSTCODE = /^\d{2,5}$/
// A British postcode (outward code, optionally the inward code), without spaces.
const BRITISH_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})?$/

/** Candidates a compact postcode can be, per country: the district code and its leading letters or digits. */
function postcodeKeys(compact: string, country: PickupCountry): { exact: string; area: string } | null {
  if (country === 'GB') {
    const match = BRITISH_POSTCODE.exec(compact)
    return match?.[1] ? { exact: match[1], area: match[1].replace(/\d.*$/, '') } : null
  }
  return NUMERIC_POSTCODE.test(compact) ? { exact: compact, area: compact } : null
}

function findPostcode(compact: string, countries: readonly PickupCountry[]): PostcodeCentroid | null {
  // A whole district in any country beats an area: `20121` is Milan's, not Hamburg's `20…`.
  for (const country of countries) {
    const keys = postcodeKeys(compact, country)
    const exact =
      keys && POSTCODES.find((entry) => entry.country === country && !entry.area && entry.code === keys.exact)
    if (exact) return exact
  }
  for (const country of countries) {
    const keys = postcodeKeys(compact, country)
    if (!keys) continue
    const areas = POSTCODES.filter(
      (entry) => entry.country === country && entry.area && keys.area.startsWith(entry.code),
    )
    const longest = areas.sort((a, b) => b.code.length - a.code.length)[0]
    if (longest) return longest
  }
  return null
}

function findName(text: string, countries: readonly PickupCountry[]): GeocodedPlace | null {
  const key = normalizePlaceName(text)
  const matches = NAME_INDEX.filter((entry) => entry.key === key && countries.includes(entry.place.country))
  const best = matches.sort(
    (a, b) => countries.indexOf(a.place.country) - countries.indexOf(b.place.country),
  )[0]?.place
  return best
    ? { country: best.country, label: best.name, latitude: best.latitude, longitude: best.longitude }
    : null
}

/**
 * Finds a postcode or a town from the shop's own table of centres (no online geocoder), in
 * the given countries, the first preferred when a term exists in several (`10115` is a
 * Berlin and could be a Turin code). Accepts `69002`, `EC1V 1JN`, `München`, `Munchen`,
 * `Munich`, and a postcode with its town (`69002 Lyon`). Null when the place is unknown.
 */
export function geocodePlace(searchTerm: string, countries: readonly PickupCountry[]): GeocodedPlace | null {
  const term = searchTerm.trim().replace(/\s+/g, ' ')
  if (term === '' || countries.length === 0) return null
  const compact = term.toUpperCase().replace(/\s/g, '')
  const postcode = findPostcode(compact, countries)
  if (postcode)
    return {
      country: postcode.country,
      label: `${term.toUpperCase()} ${postcode.name}`,
      latitude: postcode.latitude,
      longitude: postcode.longitude,
    }
  const named = findName(term, countries)
  if (named) return named
  const withTown = /^(\d{5}) (.+)$|^(.+) (\d{5})$/.exec(term)
  const code = withTown?.[1] ?? withTown?.[4]
  if (!code) return null
  const district = findPostcode(code, countries)
  return district
    ? {
        country: district.country,
        label: `${code} ${district.name}`,
        latitude: district.latitude,
        longitude: district.longitude,
      }
    : findName(withTown?.[2] ?? withTown?.[3] ?? '', countries)
}

/** A point on the Earth in decimal degrees (WGS 84). */
export interface LatLng {
  latitude: number
  longitude: number
}

/** Mean Earth radius in metres (IUGG), the usual sphere for great-circle distances. */
export const EARTH_RADIUS_METRES = 6_371_008.8

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * Great-circle distance between two points in metres, by the haversine formula on a sphere
 * (within 0.5 % of the ellipsoid, plenty to sort pickup points).
 */
export function haversineDistance(from: LatLng, to: LatLng): number {
  const deltaLatitude = radians(to.latitude - from.latitude)
  const deltaLongitude = radians(to.longitude - from.longitude)
  const a =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(deltaLongitude / 2) ** 2
  // min() keeps rounding from pushing `a` past 1 for antipodal points.
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)))
}

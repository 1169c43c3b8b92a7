import type { LatLngTuple } from 'leaflet'

/** The part of Europe the offline pickup map covers (south-west, north-east): the four stores' countries and their neighbours. */
export const OFFLINE_MAP_BOUNDS: [LatLngTuple, LatLngTuple] = [
  [35.5, -11],
  [61, 21],
]

/**
 * A raster tile server for the pickup map (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`): Leaflet's
 * URL template (`https://tile.example.org/{z}/{x}/{y}.png`) and the credit the provider asks for.
 */
export interface MapTiles {
  urlTemplate: string
  attribution: string
}

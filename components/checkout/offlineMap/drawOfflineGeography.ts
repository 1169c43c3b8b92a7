import L from 'leaflet'
import type { FeatureCollection } from 'geojson'
// Emitted as a hashed file of the build and fetched when the map shows: never in the JS bundle.
import geographyUrl from './europe.geo.json?url'
import { placeLabel } from './offlineMap.styles.ts'

/** The sea, the land and the borders of the offline map (the markers' contrast was checked on these). */
export const OFFLINE_MAP_COLORS = {
  sea: '#c9dff2',
  land: '#fbfaf6',
  coast: '#7c98b3',
  border: '#8c8c8c',
} as const

/**
 * Draws the shop's own geography under the pickup markers (see scripts/generateOfflineMap.ts): land on
 * a sea-coloured map, coasts, dashed country borders and the towns' names. Its own panes keep
 * it under the markers, and nothing in it takes a click.
 */
export function drawOfflineGeography(map: L.Map): void {
  map.getContainer().style.background = OFFLINE_MAP_COLORS.sea
  map.createPane('geography').style.zIndex = '250'
  map.createPane('places').style.zIndex = '350'
  void fetch(geographyUrl)
    .then((response) => response.json() as Promise<FeatureCollection>)
    .then((geography) => {
      L.geoJSON(geography, {
        pane: 'geography',
        interactive: false,
        filter: (feature) => feature.properties?.kind !== 'place',
        style: (feature) =>
          feature?.properties?.kind === 'border'
            ? {
                className: 'offline-map-border',
                color: OFFLINE_MAP_COLORS.border,
                weight: 1.5,
                dashArray: '6 4',
                fill: false,
              }
            : {
                className: 'offline-map-land',
                color: OFFLINE_MAP_COLORS.coast,
                weight: 1,
                fillColor: OFFLINE_MAP_COLORS.land,
                fillOpacity: 1,
              },
      }).addTo(map)
      for (const place of geography.features) {
        if (place.properties?.kind !== 'place' || place.geometry.type !== 'Point') continue
        const [longitude = 0, latitude = 0] = place.geometry.coordinates
        const html = Object.assign(document.createElement('span'), {
          textContent: String(place.properties.name),
        })
        L.marker([latitude, longitude], {
          pane: 'places',
          interactive: false,
          keyboard: false,
          icon: L.divIcon({ className: placeLabel, html, iconSize: undefined }),
        }).addTo(map)
      }
    })
}

import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { colors } from '../theme/tokens.ts'
import { drawOfflineGeography } from './offlineMap/drawOfflineGeography.ts'
import { OFFLINE_MAP_BOUNDS } from './offlineMap/offlineMapBounds.ts'
import type { MapTiles } from './mapTiles.ts'
import type { PickupPointOption, PickupSearchResult } from './pickupLocationsQuery.ts'

/** What the picker tells the map, and how it removes it. */
export interface PickupMapHandle {
  /** Draws `points` (each marker named by `labels`, keyed by code) and fits the view to them and `origin`. */
  show(
    points: readonly PickupPointOption[],
    origin: PickupSearchResult['origin'],
    labels: ReadonlyMap<string, string>,
  ): void
  highlight(code: string | null): void
  destroy(): void
}

const EUROPE: L.LatLngBoundsExpression = [
  [36, -9],
  [58, 19],
]

const markerStyle = (selected: boolean) => ({
  radius: selected ? 11 : 7,
  weight: selected ? 3 : 2,
  color: selected ? colors.textBlack : colors.white,
  fillColor: selected ? colors.warning : colors.brandPrimaryText,
  fillOpacity: 1,
})

/**
 * Draws the pickup map in `element` with Leaflet: tiles from `tiles` when the shop has a tile
 * server, otherwise the shop's own geography (coasts, borders, town names; offline, no outside
 * request). Points are circle markers (no marker images to fetch) that are also buttons: Tab
 * reaches each, and a click, Enter or Space on one calls `onSelect`.
 */
export function createPickupMap(
  element: HTMLElement,
  options: { tiles: MapTiles | null; onSelect: (code: string) => void },
): PickupMapHandle {
  const offline = options.tiles === null
  // Offline, the outlines hold no street detail: closer than a town's quarters shows nothing more.
  const map = L.map(element, {
    attributionControl: !offline,
    zoomSnap: 0.5,
    ...(offline ? { minZoom: 4, maxZoom: 14, maxBounds: OFFLINE_MAP_BOUNDS } : {}),
  }).fitBounds(EUROPE)
  if (options.tiles)
    L.tileLayer(options.tiles.urlTemplate, { attribution: options.tiles.attribution, maxZoom: 19 }).addTo(map)
  else drawOfflineGeography(map)
  const markers = new Map<string, L.CircleMarker>()
  let highlighted: string | null = null
  return {
    show(points, origin, labels) {
      for (const marker of markers.values()) marker.remove()
      markers.clear()
      for (const point of points) {
        // The class names the point, so a marker can be found from its code (tests, styles).
        const className = `pickup-marker pickup-marker-${point.pickup_location_code}`
        const marker = L.circleMarker([point.latitude, point.longitude], {
          ...markerStyle(point.pickup_location_code === highlighted),
          className,
        })
          .bindTooltip(point.name)
          .on('click', () => options.onSelect(point.pickup_location_code))
          .addTo(map)
        makeKeyboardButton(
          marker,
          labels.get(point.pickup_location_code) ?? point.name,
          point.pickup_location_code === highlighted,
          () => options.onSelect(point.pickup_location_code),
        )
        markers.set(point.pickup_location_code, marker)
      }
      const corners: L.LatLngTuple[] = points.map((point) => [point.latitude, point.longitude])
      if (origin) corners.push([origin.latitude, origin.longitude])
      if (corners.length > 0)
        map.fitBounds(L.latLngBounds(corners), { padding: [24, 24], maxZoom: offline ? 13 : 15 })
    },
    highlight(code) {
      highlighted = code
      for (const [markerCode, marker] of markers) {
        const style = markerStyle(markerCode === code)
        marker.setStyle(style).setRadius(style.radius)
        marker.getElement()?.setAttribute('aria-pressed', String(markerCode === code))
        if (markerCode === code) bringToFrontKeepingFocus(marker)
      }
      const selected = code === null ? undefined : markers.get(code)
      if (selected && !map.getBounds().contains(selected.getLatLng())) map.panTo(selected.getLatLng())
    },
    destroy() {
      map.remove()
    },
  }
}

/** Makes a marker's SVG shape a button a keyboard reaches (Leaflet draws it for the pointer only), named `label`. */
function makeKeyboardButton(
  marker: L.CircleMarker,
  label: string,
  pressed: boolean,
  press: () => void,
): void {
  const shape = marker.getElement()
  if (!shape) return
  shape.setAttribute('tabindex', '0')
  shape.setAttribute('role', 'button')
  shape.setAttribute('aria-label', label)
  shape.setAttribute('aria-pressed', String(pressed))
  shape.addEventListener('keydown', (event) => {
    if (!(event instanceof KeyboardEvent) || (event.key !== 'Enter' && event.key !== ' ')) return
    // Space would scroll the page, and Leaflet's own keyboard handler needs nothing of these keys.
    event.preventDefault()
    press()
  })
}

/** Draws `marker` above the others; moving its shape in the DOM would drop the keyboard focus, so a focused marker keeps it. */
function bringToFrontKeepingFocus(marker: L.CircleMarker): void {
  const shape = marker.getElement()
  const focused = shape !== undefined && shape === document.activeElement
  marker.bringToFront()
  if (focused && shape instanceof SVGElement) shape.focus({ preventScroll: true })
}

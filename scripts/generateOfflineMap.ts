/**
 * Writes `europe.geo.json`, the pickup map's offline geography (docs/pickup-points.md): land and
 * coasts, country borders and the names of the towns the shop serves, cut to the four stores'
 * part of Europe from Natural Earth 1:10m (public domain, redistributed by the world-atlas
 * package under ISC). Run after changing the towns: `npx tsx scripts/generateOfflineMap.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { feature, mesh } from 'topojson-client'
import type { Topology, GeometryCollection } from 'topojson-specification'
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson'
import { PLACES } from '../domain/pickup/placeCentroids.ts'
import { OFFLINE_MAP_BOUNDS } from '../components/checkout/offlineMap/offlineMapBounds.ts'

type Ring = Position[]
const [[south, west], [north, east]] = OFFLINE_MAP_BOUNDS
// About 200 m: the outlines themselves (1:10m) are quantized to a few hundred metres.
const round = (value: number) => Math.round(value * 500) / 500
const inside = ([x, y]: Position) => x! >= west && x! <= east && y! >= south && y! <= north

/** Sutherland–Hodgman: the part of a ring inside the bounds (edges along them where it is cut). */
function clipRing(ring: Ring): Ring {
  const edges: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => p[0]! >= west, (a, b) => at(a, b, 0, west)],
    [(p) => p[0]! <= east, (a, b) => at(a, b, 0, east)],
    [(p) => p[1]! >= south, (a, b) => at(a, b, 1, south)],
    [(p) => p[1]! <= north, (a, b) => at(a, b, 1, north)],
  ]
  let output = ring
  for (const [isIn, cross] of edges) {
    const input = output
    output = []
    for (let index = 0; index < input.length; index++) {
      const current = input[index]!
      const previous = input[(index + input.length - 1) % input.length]!
      if (isIn(current)) {
        if (!isIn(previous)) output.push(cross(previous, current))
        output.push(current)
      } else if (isIn(previous)) output.push(cross(previous, current))
    }
    if (output.length === 0) break
  }
  return output
}

function at(a: Position, b: Position, axis: 0 | 1, value: number): Position {
  const t = (value - a[axis]!) / (b[axis]! - a[axis]!)
  return axis === 0 ? [value, a[1]! + t * (b[1]! - a[1]!)] : [a[0]! + t * (b[0]! - a[0]!), value]
}

/** Ramer–Douglas–Peucker: drops the points that stray less than `tolerance` degrees from the line. */
function simplify(line: Ring, tolerance = 0.002): Ring {
  if (line.length < 3) return line
  const [ax, ay] = line[0] as [number, number]
  const [bx, by] = line.at(-1) as [number, number]
  const length = Math.hypot(bx - ax, by - ay)
  let farthest = 0
  let index = 0
  for (let candidate = 1; candidate < line.length - 1; candidate++) {
    const [x, y] = line[candidate] as [number, number]
    const distance =
      length === 0
        ? Math.hypot(x - ax, y - ay)
        : Math.abs((bx - ax) * (ay - y) - (ax - x) * (by - ay)) / length
    if (distance > farthest) [farthest, index] = [distance, candidate]
  }
  if (farthest <= tolerance) return [line[0]!, line.at(-1)!]
  return [
    ...simplify(line.slice(0, index + 1), tolerance).slice(0, -1),
    ...simplify(line.slice(index), tolerance),
  ]
}

/** Simplifies and rounds a line's points, dropping those that round onto the previous one. */
function compact(line: Ring): Ring {
  const out: Ring = []
  for (const [x, y] of simplify(line)) {
    const point = [round(x!), round(y!)]
    const last = out.at(-1)
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point)
  }
  return out
}

function landPolygons(geometry: Geometry): Ring[][] {
  const polygons =
    geometry.type === 'Polygon'
      ? [(geometry as Polygon).coordinates]
      : geometry.type === 'MultiPolygon'
        ? (geometry as MultiPolygon).coordinates
        : []
  return (
    polygons
      .map((rings) => rings.map((ring) => compact(clipRing(ring))).filter((ring) => ring.length >= 4))
      // Islets smaller than a kilometre or two would be dots at any zoom the map shows them.
      .filter((rings) => rings.length > 0 && span(rings[0]!) >= 0.02)
      .map((rings) =>
        rings.map((ring) =>
          ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1] ? ring : [...ring, ring[0]!],
        ),
      )
  )
}

/** The larger side, in degrees, of a ring's bounding box. */
function span(ring: Ring): number {
  const xs = ring.map((point) => point[0]!)
  const ys = ring.map((point) => point[1]!)
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys))
}

/** Parts of a line inside the bounds. */
function clipLine(line: Ring): Ring[] {
  const parts: Ring[] = []
  let part: Ring = []
  for (const point of line) {
    if (inside(point)) part.push(point)
    else if (part.length > 0) {
      parts.push(part)
      part = []
    }
  }
  if (part.length > 0) parts.push(part)
  return parts.map(compact).filter((candidate) => candidate.length >= 2)
}

const atlas = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../node_modules/world-atlas/${name}`, import.meta.url), 'utf8'),
  ) as Topology<{ countries: GeometryCollection; land: GeometryCollection }>
const countries = atlas('countries-10m.json')
const land = feature(countries, countries.objects.land)
const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b)

const features: Feature[] = [
  {
    type: 'Feature',
    properties: { kind: 'land' },
    geometry: {
      type: 'MultiPolygon',
      coordinates: land.features.flatMap((item) => landPolygons(item.geometry)),
    },
  },
  {
    type: 'Feature',
    properties: { kind: 'border' },
    geometry: { type: 'MultiLineString', coordinates: borders.coordinates.flatMap(clipLine) },
  },
  ...PLACES.map((place): Feature => ({
    type: 'Feature',
    properties: { kind: 'place', name: place.name },
    geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
  })),
]
const collection: FeatureCollection = { type: 'FeatureCollection', features }
writeFileSync(
  new URL('../components/checkout/offlineMap/europe.geo.json', import.meta.url),
  JSON.stringify(collection),
)

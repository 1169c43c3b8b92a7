import type { ColumnType } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { Json } from './columnTypes.ts'

/** A parcel pickup point with its address, position and opening hours. */
export interface PickupPointTable {
  id: string
  name: string
  country: string
  locality: string
  postal_code: string
  street_address: ColumnType<string[], string[], string[]>
  latitude: number
  longitude: number
  schedule: Json<{ day: string; opening: { from: string; to: string }[] }[]>
}

/** The tables of pickup points, by name. */
export interface PickupTables {
  pickup_point: PickupPointTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const PICKUP_COLUMNS = {
  pickup_point: {
    id: 'not null',
    name: 'not null',
    country: 'not null',
    locality: 'not null',
    postal_code: 'not null',
    street_address: 'not null',
    latitude: 'not null',
    longitude: 'not null',
    schedule: 'not null',
  },
} as const satisfies ColumnsOf<PickupTables>

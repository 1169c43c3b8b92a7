import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { Json, Language } from './columnTypes.ts'

/**
 * A picture staff uploaded for a product (migration 0063), for the whole product (`colour`
 * null) or one colour of its variants; its files are `/media/uploads/<file_hash>-<width>.<ext>`.
 */
export interface ProductPictureTable {
  id: Generated<number>
  sku: string
  colour: string | null
  position: ColumnType<number, number | undefined, number>
  /** The first 32 hex digits of the SHA-256 of the uploaded content. */
  file_hash: string
  /** Intrinsic size in px of the largest rendition. */
  width: number
  height: number
  /** Alternative text per language; a language may be missing. */
  alt: Json<Partial<Record<Language, string>>>
  created_at: Generated<Date>
}

/** The tables of uploaded product pictures, by name. */
export interface ProductPictureTables {
  product_picture: ProductPictureTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const PRODUCT_PICTURE_COLUMNS = {
  product_picture: {
    id: 'not null',
    sku: 'not null',
    colour: 'null',
    position: 'not null',
    file_hash: 'not null',
    width: 'not null',
    height: 'not null',
    alt: 'not null',
    created_at: 'not null',
  },
} as const satisfies ColumnsOf<ProductPictureTables>

import DataLoader from 'dataloader'
import type { Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'

/** An uploaded picture as the storefront shows it (migration 0063). */
export interface ProductPictureRow {
  id: number
  colour: string | null
  file_hash: string
  width: number
  height: number
  alt: Partial<Record<Language, string>>
}

/** Batch loader of a product's uploaded pictures by its sku (a configurable product's, not a variant's), in their order. */
export function createProductPictureLoader(db: Kysely<Database>) {
  return new DataLoader<string, ProductPictureRow[]>(async (skus) => {
    const rows = await db
      .selectFrom('product_picture')
      .select(['id', 'sku', 'colour', 'file_hash', 'width', 'height', 'alt'])
      .where('sku', 'in', [...skus])
      .orderBy('position')
      .orderBy('id')
      .execute()
    return skus.map((sku) => rows.filter((row) => row.sku === sku))
  })
}

/** The pictures of a colour: its own, else the whole product's (colour null). */
export function picturesOfColour(
  pictures: readonly ProductPictureRow[],
  colour: string | null,
): ProductPictureRow[] {
  const own = colour ? pictures.filter((picture) => picture.colour === colour) : []
  return own.length > 0 ? own : pictures.filter((picture) => picture.colour === null)
}

/** A product's main picture: its first for the whole product, else its first of any colour; null without uploads. */
export function mainPicture(pictures: readonly ProductPictureRow[]): ProductPictureRow | null {
  return pictures.find((picture) => picture.colour === null) ?? pictures[0] ?? null
}

/** An uploaded picture a CMS widget names (`upload-<id>`), with its product's name in the store's language. */
export interface WidgetPictureRow extends ProductPictureRow {
  sku: string
  name: string
}

/** Batch loader of uploaded pictures by their id, for the widgets that show one (docs/back-office.md#content). */
export function createProductPictureByIdLoader(db: Kysely<Database>, language: Language) {
  return new DataLoader<number, WidgetPictureRow | null>(async (ids) => {
    const rows = await db
      .selectFrom('product_picture')
      .leftJoin('product_translation', (join) =>
        join
          .onRef('product_translation.sku', '=', 'product_picture.sku')
          .on('product_translation.language', '=', language),
      )
      .select([
        'product_picture.id',
        'product_picture.sku',
        'product_picture.colour',
        'product_picture.file_hash',
        'product_picture.width',
        'product_picture.height',
        'product_picture.alt',
        'product_translation.name',
      ])
      .where('product_picture.id', 'in', [...ids])
      .execute()
    const byId = new Map(rows.map((row) => [row.id, { ...row, name: row.name ?? row.sku }]))
    return ids.map((id) => byId.get(id) ?? null)
  })
}

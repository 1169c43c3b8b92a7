import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'

/**
 * Records a square picture uploaded for a product (the row only: no rendition files), as the
 * back office's upload leaves it; `alt` is the stored JSON of its text per language.
 */
export function insertProductPicture(
  db: Kysely<Database>,
  picture: { sku: string; fileHash: string; size: number; alt: string },
): Promise<{ id: number }> {
  return db
    .insertInto('product_picture')
    .values({
      sku: picture.sku,
      file_hash: picture.fileHash,
      width: picture.size,
      height: picture.size,
      alt: picture.alt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

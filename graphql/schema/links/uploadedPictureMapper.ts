import type { Language } from '../../../db/tables.ts'
import type { ProductPictureRow } from '../../../domain/catalog/productPictureLoader.ts'
import { uploadedPictureSrcset, uploadedPictureUrl } from '../../../domain/media/uploadedPictureUrls.ts'

/** GraphQL Media from an uploaded picture, in the store's language; `name` stands in for a missing alternative text. */
export function uploadedToMedia(row: ProductPictureRow, language: Language, name: string) {
  return {
    id: `upload-${row.id}`,
    type: 'image',
    url: uploadedPictureUrl(row.file_hash, row.width),
    alt: row.alt[language] || name,
    srcset: uploadedPictureSrcset(row.file_hash),
    width: row.width,
    height: row.height,
  }
}

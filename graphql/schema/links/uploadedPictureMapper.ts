import type { Language } from '../../../db/tables.ts'
import type { ProductPictureRow } from '../../../domain/catalog/productPictureLoader.ts'
import { uploadedPictureSrcset, uploadedPictureUrl } from '../../../domain/media/uploadedPictureUrls.ts'

/**
 * GraphQL Media from an uploaded picture, in the store's language, its URLs under the context's
 * picture base; `name` stands in for a missing alternative text.
 */
export function uploadedToMedia(
  row: ProductPictureRow,
  { language, uploadedPictureBase }: { language: Language; uploadedPictureBase: string },
  name: string,
) {
  return {
    id: `upload-${row.id}`,
    type: 'image',
    url: uploadedPictureUrl(row.file_hash, row.width, 'webp', uploadedPictureBase),
    alt: row.alt[language] || name,
    srcset: uploadedPictureSrcset(row.file_hash, uploadedPictureBase),
    width: row.width,
    height: row.height,
  }
}

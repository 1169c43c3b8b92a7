import type { Language } from '../../../db/tables.ts'
import { artworkSrcset, artworkUrl } from '../../../domain/media/artworkUrls.ts'
import type { MediaRow } from '../../../domain/catalog/mediaLoader.ts'
import { uploadedPictureSrcset, uploadedPictureUrl } from '../../../domain/media/uploadedPictureUrls.ts'

/** GraphQL Media from a media row, in the store's language: an uploaded picture's renditions, or the generated artwork's. */
export function toMedia(
  row: MediaRow,
  { language, uploadedPictureBase }: { language: Language; uploadedPictureBase: string },
) {
  return {
    id: row.id,
    type: row.type,
    url: row.file_hash
      ? uploadedPictureUrl(row.file_hash, row.width, 'webp', uploadedPictureBase)
      : artworkUrl(row.artwork, 'default', 'large'),
    alt: row.alt[language],
    srcset: row.file_hash
      ? uploadedPictureSrcset(row.file_hash, uploadedPictureBase)
      : artworkSrcset(row.artwork),
    width: row.width,
    height: row.height,
  }
}

import type { Language } from '../../../db/tables.ts'
import { artworkSrcset, artworkUrl } from '../../../domain/media/artworkUrls.ts'
import type { MediaRow } from '../../../domain/catalog/mediaLoader.ts'

/** GraphQL Media from a media row, in the store's language. */
export function toMedia(row: MediaRow, language: Language) {
  return {
    id: row.id,
    type: row.type,
    url: artworkUrl(row.artwork, 'default', 'large'),
    alt: row.alt[language],
    srcset: artworkSrcset(row.artwork),
    width: row.width,
    height: row.height,
  }
}

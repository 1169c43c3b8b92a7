import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { Language } from '../../db/tables/columnTypes.ts'
import { ARTWORK_SIZES, artworkUrl } from '../media/artworkUrls.ts'
import { uploadedPictureUrl } from '../media/uploadedPictureUrls.ts'
import { allowed, type BackOfficeActor } from './backOfficeActor.ts'
import { pageWindow } from './pageWindow.ts'

/** Pictures a page of the search shows. */
export const MEDIA_SEARCH_PAGE_SIZE = 20

/** The longest text searched; longer is cut. */
const MAX_QUERY_LENGTH = 60

/** What the media library's search asks (docs/back-office.md#content); pages from 1. */
export interface MediaSearch {
  /** A part of a picture's name, its text, or its product's name or SKU; empty: every picture. */
  query: string
  page: number
  /** The language of the texts and names searched and shown (the staff member's). */
  language: Language
  /** Whether the products' uploaded pictures are found too (a widget may show them, a category may not). */
  withProductPictures: boolean
}

/** A picture found: the name a picture field takes, its text, a small rendition, its product if any. */
export interface FoundMedia {
  id: string
  alt: string
  /** A small rendition (300 px). */
  previewUrl: string
  /** The product whose uploaded picture it is; null for the media library's. */
  product: { sku: string; name: string } | null
}

/** A page of the search's answer. */
export interface MediaSearchAnswer {
  query: string
  page: number
  pageSize: number
  totalCount: number
  found: FoundMedia[]
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/**
 * Searches the media library (`catalogue.view` or `content.view`): the library's pictures whose
 * name, artwork file or text in the language holds the query, then (`withProductPictures`) the
 * products' uploaded pictures (`upload-<id>`) whose name, text, product's SKU or product's name in
 * the language holds it (case ignored; accents too for the product's name), the library's by name,
 * the uploads newest first, a page at a time. Migration 0092's trigram indexes answer it.
 */
export async function searchMediaLibrary(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  search: MediaSearch,
): Promise<MediaSearchAnswer> {
  const query = search.query.trim().slice(0, MAX_QUERY_LENGTH)
  const { page, pageSize, offset } = pageWindow({ page: search.page }, MEDIA_SEARCH_PAGE_SIZE)
  const answer = { query, page, pageSize }
  if (!allowed(actor, 'catalogue.view') && !allowed(actor, 'content.view'))
    return { ...answer, totalCount: 0, found: [] }
  const language = search.language
  const pattern = `%${escapeLike(query.toLowerCase())}%`

  let library = db.selectFrom('media').where('type', '=', 'image')
  if (query !== '')
    library = library.where((eb) =>
      eb.or([
        eb(sql`lower(id)`, 'like', pattern),
        eb(sql`lower(artwork)`, 'like', pattern),
        eb(sql`lower(alt ->> ${sql.lit(language)})`, 'like', pattern),
      ]),
    )
  const matchingUploads = search.withProductPictures ? await uploadsMatching(db, query, language) : null

  const [libraryCount, uploadCount] = await Promise.all([
    library.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    matchingUploads
      ? db
          .selectFrom(matchingUploads.as('found'))
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow()
      : { count: '0' },
  ])
  const inLibrary = Number(libraryCount.count)
  const totalCount = inLibrary + Number(uploadCount.count)
  // The library's pictures come first, then the uploads: a page may hold the end of one and the start of the other.
  const libraryRows =
    offset < inLibrary
      ? await library
          .select(['id', 'alt', 'artwork', 'file_hash'])
          .orderBy('id')
          .limit(pageSize)
          .offset(offset)
          .execute()
      : []
  const uploadsWanted = pageSize - libraryRows.length
  const uploadRows =
    matchingUploads && uploadsWanted > 0 && offset + libraryRows.length < totalCount
      ? await db
          .selectFrom('product_picture as pp')
          .leftJoin('product_translation as shown', (join) =>
            join.onRef('shown.sku', '=', 'pp.sku').on('shown.language', '=', language),
          )
          .select(['pp.id', 'pp.sku', 'pp.file_hash', 'pp.alt', 'shown.name'])
          .where(
            'pp.id',
            'in',
            db
              .selectFrom(matchingUploads.as('found'))
              .select('found.id')
              .orderBy('found.id', 'desc')
              .limit(uploadsWanted)
              .offset(Math.max(offset - inLibrary, 0)),
          )
          .orderBy('pp.id', 'desc')
          .execute()
      : []
  return {
    ...answer,
    totalCount,
    found: [
      ...libraryRows.map((row) => ({
        id: row.id,
        alt: row.alt[language] ?? '',
        previewUrl: row.file_hash
          ? uploadedPictureUrl(row.file_hash, ARTWORK_SIZES.small)
          : artworkUrl(row.artwork, 'default', 'small'),
        product: null,
      })),
      ...uploadRows.map((row) => ({
        id: `upload-${row.id}`,
        alt: row.alt[language] || (row.name ?? row.sku),
        previewUrl: uploadedPictureUrl(row.file_hash, ARTWORK_SIZES.small),
        product: { sku: row.sku, name: row.name ?? row.sku },
      })),
    ],
  }
}

/**
 * The ids of the products' uploaded pictures the query finds (all of them for an empty one): each
 * condition a `union` part its own index answers (migration 0092), where an `or` across them
 * would read every picture.
 */
async function uploadsMatching(db: Kysely<Database>, query: string, language: Language) {
  if (query === '') return db.selectFrom('product_picture').select('id')
  const pattern = `%${escapeLike(query.toLowerCase())}%`
  // Normalized as `search_name` is, and sent as a value: a trigram index only serves a constant pattern.
  const { rows } = await sql<{ name: string }>`select lower(unaccent(${escapeLike(query)})) as name`.execute(
    db,
  )
  const namePattern = `%${rows[0]?.name ?? ''}%`
  const uploadId = /^(?:upload-)?(\d{1,9})$/i.exec(query)?.[1]
  const matching = db
    .selectFrom('product_picture')
    .select('id')
    .where(sql`lower(sku)`, 'like', pattern)
    .union(
      db
        .selectFrom('product_picture')
        .select('id')
        .where(sql`lower(alt ->> ${sql.lit(language)})`, 'like', pattern),
    )
    .union(
      db
        .selectFrom('product_picture as p')
        .innerJoin('product_translation as named', 'named.sku', 'p.sku')
        .select('p.id')
        .where('named.language', '=', language)
        .where('named.search_name', 'like', namePattern),
    )
  return uploadId === undefined
    ? matching
    : matching.union(db.selectFrom('product_picture').select('id').where('id', '=', Number(uploadId)))
}

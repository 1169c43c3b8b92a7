import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import { checkPicture, PICTURE_WIDTHS, renderPicture } from '../../media/pictureRenditions.ts'
import type { PictureStorage } from '../../media/pictureStorage.ts'
import type { PictureFetcher } from '../../media/remotePictures.ts'
import type { PlannedProduct } from './catalogueCsvCheck.ts'
import type { CsvProblem, PictureFetchProblem } from './catalogueCsvRead.ts'
import { removeUnusedFiles } from './productPictures.ts'

/** Every rendition is a square of the largest width (renderPicture). */
const LARGEST_WIDTH = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] as number

/** The pictures of an import fetched and stored: each URL's content hash, or the problems of the lines that name one that failed. */
export interface FetchedPictures {
  hashOf: Map<string, string>
  /** Hashes whose renditions this run stored (removed again when the import writes nothing). */
  stored: string[]
  problems: CsvProblem[]
}

/** The reasons a fetch or the picture pipeline gives, as the import page words them. */
const PROBLEM_OF: Record<string, PictureFetchProblem | 'PICTURE_HOST_REFUSED' | 'INVALID_PICTURE_URL'> = {
  INVALID_URL: 'INVALID_PICTURE_URL',
  HOST_REFUSED: 'PICTURE_HOST_REFUSED',
  FETCH_FAILED: 'PICTURE_FETCH_FAILED',
  TOO_LARGE: 'PICTURE_TOO_LARGE',
  NOT_AN_IMAGE: 'PICTURE_NOT_AN_IMAGE',
  TOO_MANY_PIXELS: 'PICTURE_TOO_MANY_PIXELS',
}

/**
 * Fetches every picture of an import once per URL (however many rows name it) and stores its
 * renditions as an uploaded picture's (the content checked by sharp, at most 40 megapixels,
 * AVIF and WebP in three widths under its hash). A URL that fails is a problem of every line
 * naming it, in the column `Image Src`. Runs before the import's transaction, which it does not hold.
 */
export async function fetchImportPictures(
  products: PlannedProduct[],
  fetcher: PictureFetcher,
  storage: PictureStorage,
  onProgress: (done: number, total: number) => void,
): Promise<FetchedPictures> {
  const linesOf = new Map<string, number[]>()
  for (const product of products)
    for (const picture of product.pictures)
      linesOf.set(picture.url, [...(linesOf.get(picture.url) ?? []), picture.line])
  const hashOf = new Map<string, string>()
  const stored: string[] = []
  const problems: CsvProblem[] = []
  let done = 0
  onProgress(0, linesOf.size)
  for (const [url, lines] of linesOf) {
    const fetched = await fetcher.fetch(url)
    let refusal: string | null = fetched.ok ? null : fetched.error
    if (fetched.ok) {
      const checked = await checkPicture(fetched.content)
      if (checked.ok) {
        try {
          const renditions = await renderPicture(fetched.content)
          for (const file of renditions.files) await storage.save(file.name, file.data)
          hashOf.set(url, renditions.hash)
          stored.push(renditions.hash)
        } catch {
          // A header sharp reads over pixels it cannot decode: a broken picture, the row's problem.
          refusal = 'NOT_AN_IMAGE'
        }
      } else refusal = checked.error
    }
    if (refusal !== null)
      for (const line of lines)
        problems.push({ line, column: 'Image Src', error: PROBLEM_OF[refusal] ?? 'PICTURE_FETCH_FAILED' })
    done += 1
    onProgress(done, linesOf.size)
  }
  problems.sort((a, b) => a.line - b.line)
  return { hashOf, stored, problems }
}

/**
 * Attaches the fetched pictures to their products inside the import's transaction: a picture
 * whose content the product already shows for the same colour (an earlier import of the same
 * file, or an upload) is not added again. Returns how many were added.
 */
export async function writeImportPictures(
  trx: Transaction<Database>,
  products: PlannedProduct[],
  hashOf: Map<string, string>,
  at: Date,
): Promise<number> {
  let added = 0
  for (const product of products) {
    if (product.pictures.length === 0) continue
    const rows = await trx
      .selectFrom('product_picture')
      .select(['colour', 'file_hash'])
      .where('sku', '=', product.sku)
      .execute()
    const shown = new Set(rows.map((row) => `${row.colour ?? ''}\u0000${row.file_hash}`))
    for (const picture of product.pictures) {
      const hash = hashOf.get(picture.url) as string
      const key = `${picture.colour ?? ''}\u0000${hash}`
      if (shown.has(key)) continue
      shown.add(key)
      await trx
        .insertInto('product_picture')
        .values({
          sku: product.sku,
          colour: picture.colour,
          position: picture.position,
          file_hash: hash,
          width: LARGEST_WIDTH,
          height: LARGEST_WIDTH,
          alt: JSON.stringify({ en: picture.alt }),
          created_at: at,
        })
        .execute()
      added += 1
    }
  }
  return added
}

/** Removes the renditions an import stored that no picture uses (the import wrote nothing). */
export async function removeUnusedImportPictures(
  db: Kysely<Database>,
  storage: PictureStorage,
  hashes: string[],
): Promise<void> {
  for (const hash of hashes) await removeUnusedFiles(db, storage, hash)
}

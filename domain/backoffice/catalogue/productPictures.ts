import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  checkPicture,
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  pictureFileName,
  renderPicture,
} from '../../media/pictureRenditions.ts'
import type { PictureStorage } from '../../media/pictureStorage.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import { PRODUCT_LANGUAGES } from './productTexts.ts'

/** The longest alternative text, in characters. */
export const PICTURE_ALT_MAX = 250

/** A picture as the product's page lists it. */
export interface EditablePicture {
  id: number
  /** The colour it shows, or null for the whole product. */
  colour: string | null
  position: number
  hash: string
  alt: Record<Language, string>
}

/** A product's pictures and the colours one may be given (its variants', or its own). */
export interface EditablePictures {
  colours: string[]
  pictures: EditablePicture[]
}

/** What staff send with a picture: its colour ('' for the whole product), position and alternative texts. */
export interface PictureDetails {
  colour: string
  /** Null when what was typed is not a whole number. */
  position: number | null
  alt: Record<Language, string>
}

/** The uploaded file as the form's edge read it: its content, nothing, more than the limit, or sent with a path as its name. */
export type UploadedContent = Buffer | 'MISSING' | 'TOO_LARGE' | 'BAD_NAME'

/** A refused field of a picture's form (`file`, `colour`, `position`, `fr.alt`…) with its code. */
export type PictureFieldErrors = Record<string, string>

/** Why a picture change was refused; `INVALID_FIELDS` comes with each refused field. */
export type PictureResult =
  | { ok: true }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: PictureFieldErrors }

/** The colours a product's pictures may show: its own and its variants', in order. */
async function coloursOf(db: Kysely<Database>, sku: string): Promise<string[] | null> {
  const rows = await db
    .selectFrom('product')
    .select(['sku', 'colour', 'parent_sku'])
    .where((eb) =>
      eb.or([eb.and([eb('sku', '=', sku), eb('parent_sku', 'is', null)]), eb('parent_sku', '=', sku)]),
    )
    .orderBy('sku')
    .execute()
  if (!rows.some((row) => row.sku === sku)) return null
  return [...new Set(rows.flatMap((row) => (row.colour ? [row.colour] : [])))].sort()
}

/** A product's pictures in their order, or null (no such product, or a role that may not see the catalogue). */
export async function productPicturesForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
): Promise<EditablePictures | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  const colours = await coloursOf(db, sku)
  if (!colours) return null
  const rows = await db
    .selectFrom('product_picture')
    .select(['id', 'colour', 'position', 'file_hash', 'alt'])
    .where('sku', '=', sku)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return {
    colours,
    pictures: rows.map((row) => ({
      id: row.id,
      colour: row.colour,
      position: row.position,
      hash: row.file_hash,
      alt: Object.fromEntries(
        PRODUCT_LANGUAGES.map((language) => [language, row.alt[language] ?? '']),
      ) as Record<Language, string>,
    })),
  }
}

/** The field errors of a picture's position and alternative texts. */
function checkDetails(details: Omit<PictureDetails, 'colour'>): PictureFieldErrors {
  const errors: PictureFieldErrors = {}
  if (details.position === null || details.position < 1 || details.position > 999)
    errors.position = 'INVALID_POSITION'
  for (const language of PRODUCT_LANGUAGES)
    if (details.alt[language].trim().length > PICTURE_ALT_MAX) errors[`${language}.alt`] = 'ALT_TOO_LONG'
  return errors
}

const trimmedAlt = (alt: Record<Language, string>) =>
  Object.fromEntries(PRODUCT_LANGUAGES.map((language) => [language, alt[language].trim()])) as Record<
    Language,
    string
  >

/**
 * Adds a picture to a product (docs/back-office.md#pictures): the content must be a JPEG, PNG,
 * WebP or AVIF of at most 40 megapixels, read from the content itself; its renditions are
 * made once and stored under its content's hash, then its row and the `catalogue.picture.add`
 * audit row are written in one transaction (the database's triggers purge the product's cached
 * pages). A refusal writes nothing.
 */
export async function addProductPicture(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storage: PictureStorage,
  sku: string,
  content: UploadedContent,
  details: PictureDetails,
  now: Date,
): Promise<PictureResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  const colours = await coloursOf(db, sku)
  if (!colours) return refused('NOT_FOUND')
  const errors = checkDetails(details)
  if (details.colour !== '' && !colours.includes(details.colour)) errors.colour = 'UNKNOWN_COLOUR'
  const fileErrors = {
    MISSING: 'FILE_MISSING',
    TOO_LARGE: 'FILE_TOO_LARGE',
    BAD_NAME: 'FILE_NAME_INVALID',
  } as const
  if (typeof content === 'string') errors.file = fileErrors[content]
  else {
    const checked = await checkPicture(content)
    if (!checked.ok) errors.file = checked.error
  }
  if (Object.keys(errors).length > 0 || typeof content === 'string')
    return { ok: false, error: 'INVALID_FIELDS', fields: errors }

  const renditions = await renderPicture(content)
  for (const file of renditions.files) await storage.save(file.name, file.data)
  const alt = trimmedAlt(details.alt)
  try {
    return await db.transaction().execute(async (trx) => {
      const product = await trx
        .selectFrom('product')
        .select('sku')
        .where('sku', '=', sku)
        .forUpdate()
        .executeTakeFirst()
      if (!product) throw new BackOfficeRefusal('NOT_FOUND')
      const { id } = await trx
        .insertInto('product_picture')
        .values({
          sku,
          colour: details.colour || null,
          position: details.position as number,
          file_hash: renditions.hash,
          width: renditions.width,
          height: renditions.height,
          alt: JSON.stringify(alt),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.picture.add',
        subjectType: 'product',
        subjectId: sku,
        before: null,
        after: {
          picture: id,
          colour: details.colour || null,
          position: details.position,
          file: renditions.hash,
          alt,
        },
        at: now,
      })
      return { ok: true as const }
    })
  } catch (error) {
    await removeUnusedFiles(db, storage, renditions.hash)
    if (error instanceof BackOfficeRefusal) return refused('NOT_FOUND')
    throw error
  }
}

/**
 * Changes a picture's position and alternative texts; `catalogue.picture.update` is audited
 * with the changed fields only. Nothing changed records nothing.
 */
export async function updateProductPicture(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  pictureId: number,
  details: Omit<PictureDetails, 'colour'>,
  now: Date,
): Promise<PictureResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  const errors = checkDetails(details)
  if (Object.keys(errors).length > 0) return { ok: false, error: 'INVALID_FIELDS', fields: errors }
  const alt = trimmedAlt(details.alt)
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('product_picture')
      .select(['position', 'alt'])
      .where('id', '=', pictureId)
      .where('sku', '=', sku)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return refused('NOT_FOUND')
    const before: Record<string, unknown> = {}
    const after: Record<string, unknown> = {}
    if (row.position !== details.position) {
      before.position = row.position
      after.position = details.position
    }
    for (const language of PRODUCT_LANGUAGES)
      if ((row.alt[language] ?? '') !== alt[language]) {
        before[`${language}.alt`] = row.alt[language] ?? ''
        after[`${language}.alt`] = alt[language]
      }
    if (Object.keys(after).length === 0) return { ok: true as const }
    await trx
      .updateTable('product_picture')
      .set({ position: details.position as number, alt: JSON.stringify(alt) })
      .where('id', '=', pictureId)
      .execute()
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'catalogue.picture.update',
      subjectType: 'product',
      subjectId: sku,
      before: { picture: pictureId, ...before },
      after: { picture: pictureId, ...after },
      at: now,
    })
    return { ok: true as const }
  })
}

/**
 * Removes a picture with a `catalogue.picture.remove` audit row; its files go once no other
 * picture uses the same content.
 */
export async function removeProductPicture(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storage: PictureStorage,
  sku: string,
  pictureId: number,
  now: Date,
): Promise<PictureResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  const removed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('product_picture')
      .where('id', '=', pictureId)
      .where('sku', '=', sku)
      .returning(['file_hash', 'colour', 'position'])
      .executeTakeFirst()
    if (!row) return null
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'catalogue.picture.remove',
      subjectType: 'product',
      subjectId: sku,
      before: { picture: pictureId, colour: row.colour, position: row.position, file: row.file_hash },
      after: null,
      at: now,
    })
    return row
  })
  if (!removed) return refused('NOT_FOUND')
  await removeUnusedFiles(db, storage, removed.file_hash)
  return { ok: true }
}

/** Removes a content's renditions when no picture row uses it any more: a product's nor the media library's (a category's upload). */
export async function removeUnusedFiles(
  db: Kysely<Database>,
  storage: PictureStorage,
  hash: string,
): Promise<void> {
  const used = await sql<{
    used: boolean
  }>`select exists (select 1 from product_picture where file_hash = ${hash})
    or exists (select 1 from media where file_hash = ${hash}) as used`.execute(db)
  if (used.rows[0]?.used) return
  for (const width of PICTURE_WIDTHS)
    for (const format of PICTURE_FORMATS) await storage.remove(pictureFileName(hash, width, format))
}

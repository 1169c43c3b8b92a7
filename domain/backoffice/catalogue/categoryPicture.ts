import type { Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { GENDER_FILTER_VALUES } from '../../../config/stores.ts'
import { ARTWORK_SIZES, artworkUrl } from '../../media/artworkUrls.ts'
import { checkPicture, renderPicture } from '../../media/pictureRenditions.ts'
import type { PictureStorage } from '../../media/pictureStorage.ts'
import { uploadedPictureUrl } from '../../media/uploadedPictureUrls.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import { removeUnusedFiles, type UploadedContent } from './productPictures.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  formAnswerOrRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'

const LANGUAGES: readonly Language[] = ['fr', 'de', 'en', 'it']
const MAX_ALT_LENGTH = 250

/** A category's picture (a media library id, or none), its alternative text per language and its gender code. */
export interface CategoryLook {
  imageId: string | null
  alt: Record<Language, string>
  /** `299` men, `300` women, `301` kids, or null for all. */
  gender: string | null
}

/** Each refused field of the picture's form (`imageId`, `gender`, `alt.fr`) with its code. */
export type CategoryLookFieldErrors = Record<string, string>

/** The answer of the picture's form. */
export type CategoryLookResult =
  | { ok: true; changed: string[] }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: CategoryLookFieldErrors }

/** A picture of the media library as the form offers it: its id, what it shows in a language and its small rendition. */
export interface MediaChoice {
  id: string
  alt: string
  url: string
}

/** A category's picture, its alternative texts and gender, or null for the root or an unknown id (`catalogue.view`). */
export async function categoryLookForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
): Promise<CategoryLook | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  const row = await db
    .selectFrom('category')
    .select(['parent_id', 'image_id', 'image_alt', 'gender'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row || row.parent_id === null) return null
  return {
    imageId: row.image_id,
    alt: Object.fromEntries(LANGUAGES.map((code) => [code, row.image_alt[code] ?? ''])) as Record<
      Language,
      string
    >,
    gender: row.gender,
  }
}

/** The media library's pictures, with what each shows in the language, by id (`catalogue.view`). */
export async function mediaChoices(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  language: Language,
): Promise<MediaChoice[]> {
  if (!allowed(actor, 'catalogue.view')) return []
  const rows = await db
    .selectFrom('media')
    .select(['id', 'alt', 'artwork', 'file_hash'])
    .where('type', '=', 'image')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    alt: row.alt[language] ?? '',
    url: row.file_hash
      ? uploadedPictureUrl(row.file_hash, ARTWORK_SIZES.small)
      : artworkUrl(row.artwork, 'default', 'small'),
  }))
}

/**
 * Saves a category's picture (one of the media library, or none), its alternative text per
 * language (blank: the picture's own) and its gender (men, women, kids, or none): the storefront's
 * `Category.image` and `Category.gender`, which its listing uses to show the products' pictures for
 * that audience. The category's row trigger purges its page, its parent's and the menu.
 * Audited as `catalogue.category.picture` with the changed fields; nothing changed records nothing.
 */
export async function updateCategoryLook(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
  look: CategoryLook,
  now: Date,
): Promise<CategoryLookResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return formAnswerOrRefusal<CategoryLookResult, CategoryLookFieldErrors, 'FORBIDDEN' | 'NOT_FOUND'>(() =>
    db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('category')
        .select(['parent_id', 'image_id', 'image_alt', 'gender'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
      if (!current || current.parent_id === null) throw new BackOfficeRefusal('NOT_FOUND')
      const fields: CategoryLookFieldErrors = {}
      if (look.imageId !== null) {
        const media = await trx
          .selectFrom('media')
          .select('id')
          .where('id', '=', look.imageId)
          .executeTakeFirst()
        if (!media) fields.imageId = 'PICTURE_NOT_FOUND'
      }
      if (look.gender !== null && !GENDER_FILTER_VALUES.some((value) => value.code === look.gender))
        fields.gender = 'REQUIRED'
      const alt: Partial<Record<Language, string>> = {}
      for (const code of LANGUAGES) {
        const text = look.alt[code].trim()
        if (text.length > MAX_ALT_LENGTH) fields[`alt.${code}`] = 'TOO_LONG'
        else if (text !== '') alt[code] = text
      }
      if (Object.keys(fields).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields })
      const before: Record<string, unknown> = {}
      const after: Record<string, unknown> = {}
      const compare = (field: string, was: unknown, is: unknown) => {
        if (JSON.stringify(was) === JSON.stringify(is)) return
        before[field] = was
        after[field] = is
      }
      compare('imageId', current.image_id, look.imageId)
      compare('gender', current.gender, look.gender)
      for (const code of LANGUAGES) compare(`alt.${code}`, current.image_alt[code] ?? null, alt[code] ?? null)
      const changed = Object.keys(after)
      if (changed.length === 0) return { ok: true as const, changed }
      await trx
        .updateTable('category')
        .set({ image_id: look.imageId, gender: look.gender, image_alt: JSON.stringify(alt) })
        .where('id', '=', id)
        .execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.category.picture',
        subjectType: 'category',
        subjectId: id,
        before,
        after,
        at: now,
      })
      return { ok: true as const, changed }
    }),
  )
}

/**
 * Gives a category a picture uploaded from the computer, checked and rendered as a product's
 * (docs/back-office.md#pictures: JPEG, PNG, WebP or AVIF read from the content, 20 MB and 40
 * megapixels at most, AVIF and WebP renditions under the content's hash). The upload becomes a
 * picture of the media library (`media`, id `upload-<hash>`, its text per language the
 * category's name; the same file again is the same picture), chosen for the category as the
 * library's form chooses one; the category's own texts for it and its gender stay. Audited as
 * `catalogue.category.picture` with the picture before and after. A refusal writes nothing.
 */
export async function uploadCategoryPicture(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storage: PictureStorage,
  id: number,
  content: UploadedContent,
  now: Date,
): Promise<CategoryLookResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  const category = await db.selectFrom('category').select('parent_id').where('id', '=', id).executeTakeFirst()
  if (!category || category.parent_id === null) return refused('NOT_FOUND')
  const fileErrors = {
    MISSING: 'FILE_MISSING',
    TOO_LARGE: 'FILE_TOO_LARGE',
    BAD_NAME: 'FILE_NAME_INVALID',
  } as const
  if (typeof content === 'string')
    return { ok: false, error: 'INVALID_FIELDS', fields: { file: fileErrors[content] } }
  const checked = await checkPicture(content)
  if (!checked.ok) return { ok: false, error: 'INVALID_FIELDS', fields: { file: checked.error } }

  const renditions = await renderPicture(content)
  for (const file of renditions.files) await storage.save(file.name, file.data)
  const mediaId = `upload-${renditions.hash}`
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('category')
        .select(['parent_id', 'image_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
      if (!current || current.parent_id === null) throw new BackOfficeRefusal('NOT_FOUND')
      const names = await trx
        .selectFrom('category_translation')
        .select(['language', 'name'])
        .where('category_id', '=', id)
        .execute()
      const alt = Object.fromEntries(
        LANGUAGES.map((code) => [code, names.find((row) => row.language === code)?.name ?? '']),
      )
      await trx
        .insertInto('media')
        .values({
          id: mediaId,
          type: 'image',
          artwork: '',
          alt: JSON.stringify(alt),
          width: renditions.width,
          height: renditions.height,
          file_hash: renditions.hash,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute()
      if (current.image_id === mediaId) return { ok: true as const, changed: [] }
      await trx.updateTable('category').set({ image_id: mediaId }).where('id', '=', id).execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.category.picture',
        subjectType: 'category',
        subjectId: id,
        before: { imageId: current.image_id },
        after: { imageId: mediaId, file: renditions.hash },
        at: now,
      })
      return { ok: true as const, changed: ['imageId'] }
    })
  } catch (error) {
    await removeUnusedFiles(db, storage, renditions.hash)
    if (error instanceof BackOfficeRefusal) return refused('NOT_FOUND')
    throw error
  }
}

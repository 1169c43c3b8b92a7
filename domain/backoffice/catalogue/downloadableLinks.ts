import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { sql, type Kysely } from 'kysely'
import { STORE_DEFINITIONS } from '../../../config/stores.ts'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { slugify } from '../../../db/seed/slugify.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import type { DownloadFileStorage } from '../../downloads/downloadFileStorage.ts'
import { DOWNLOAD_CONTENT_TYPES } from '../../downloads/downloadStorage.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import type { UploadedContent } from './productPictures.ts'
import { PRODUCT_LANGUAGES } from './productTexts.ts'

/** The files a downloadable product may sell, by the extension `file-type` reads from their content. */
const DOWNLOAD_FILE_TYPES = DOWNLOAD_CONTENT_TYPES

/** The longest title of a file, in characters. */
export const DOWNLOAD_TITLE_MAX = 255
/** Most downloads per piece bought one may grant (0 = unlimited). */
export const DOWNLOADS_MAX = 999
/** The folder under DATA_DIR/downloads that holds uploaded files (the seed's are under `seed/`). */
const UPLOADS_FOLDER = 'uploads'

/** A file of a downloadable product as its page lists it. */
export interface EditableDownloadableLink {
  id: number
  sortOrder: number
  /** Per piece bought; 0 = unlimited. */
  numberOfDownloads: number
  titles: Record<Language, string>
  fileNames: Record<Language, string>
  /** Paid order lines that hold this file. */
  timesSold: number
}

/** A downloadable product's files, and whether the viewer may change them. */
export interface EditableDownloadableLinks {
  links: EditableDownloadableLink[]
  canEdit: boolean
}

/** What staff typed with an uploaded file: its title per language and its downloads per piece bought. */
export interface TypedDownloadableLink {
  titles: Record<Language, string>
  numberOfDownloads: string
}

/** Why a change of files was refused; `INVALID_FIELDS` comes with each refused field (`file`, `titles`, `fr.title`, `numberOfDownloads`). */
export type DownloadableLinkResult =
  | { ok: true }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' | 'LAST_FILE_ON_SALE' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: Record<string, string> }

/** A downloadable product's files in their order, or null (not a downloadable product, or a role that may not see the catalogue). */
export async function downloadableLinksForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
): Promise<EditableDownloadableLinks | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  const product = await db
    .selectFrom('product')
    .select('sku')
    .where('sku', '=', sku)
    .where('type', '=', 'downloadable')
    .executeTakeFirst()
  if (!product) return null
  const links = await db
    .selectFrom('downloadable_link as l')
    .select([
      'l.id',
      'l.sort_order',
      'l.number_of_downloads',
      (eb) =>
        eb
          .selectFrom('downloadable_link_purchased_item as p')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('p.link_id', '=', 'l.id')
          .as('times_sold'),
    ])
    .where('l.sku', '=', sku)
    .orderBy('l.sort_order')
    .orderBy('l.id')
    .execute()
  const files =
    links.length === 0
      ? []
      : await db
          .selectFrom('downloadable_link_file')
          .select(['link_id', 'language', 'title', 'file_name'])
          .where(
            'link_id',
            'in',
            links.map((link) => link.id),
          )
          .execute()
  const perLanguage = (linkId: number, column: 'title' | 'file_name') =>
    Object.fromEntries(
      PRODUCT_LANGUAGES.map((language) => [
        language,
        files.find((file) => Number(file.link_id) === Number(linkId) && file.language === language)?.[
          column
        ] ?? '',
      ]),
    ) as Record<Language, string>
  return {
    canEdit: allowed(actor, 'catalogue.edit'),
    links: links.map((link) => ({
      id: Number(link.id),
      sortOrder: link.sort_order,
      numberOfDownloads: link.number_of_downloads,
      titles: perLanguage(link.id, 'title'),
      fileNames: perLanguage(link.id, 'file_name'),
      timesSold: Number(link.times_sold ?? 0),
    })),
  }
}

/** The extension of an accepted file read from its content (never from its name or the browser's type), or null. */
export async function downloadFileTypeOf(content: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(content)
  return detected && detected.ext in DOWNLOAD_FILE_TYPES ? detected.ext : null
}

/** The titles and downloads as they will be stored, and what is wrong with them (field → code). */
function checkTyped(typed: TypedDownloadableLink): {
  titles: Record<Language, string> | null
  numberOfDownloads: number | null
  errors: Record<string, string>
} {
  const errors: Record<string, string> = {}
  const trimmed = Object.fromEntries(
    PRODUCT_LANGUAGES.map((language) => [language, (typed.titles[language] ?? '').trim()]),
  ) as Record<Language, string>
  for (const language of PRODUCT_LANGUAGES)
    if (trimmed[language].length > DOWNLOAD_TITLE_MAX) errors[`${language}.title`] = 'TOO_LONG'
  const first = PRODUCT_LANGUAGES.map((language) => trimmed[language]).find((title) => title !== '')
  if (first === undefined) errors.titles = 'NO_TITLE'
  const text = typed.numberOfDownloads.trim()
  const numberOfDownloads = /^\d{1,4}$/.test(text) && Number(text) <= DOWNLOADS_MAX ? Number(text) : null
  if (text === '') errors.numberOfDownloads = 'REQUIRED'
  else if (numberOfDownloads === null) errors.numberOfDownloads = 'INVALID_DOWNLOADS'
  // A language left blank sells the file under the first title typed: every language needs its row.
  const titles =
    first === undefined
      ? null
      : (Object.fromEntries(
          PRODUCT_LANGUAGES.map((language) => [language, trimmed[language] || first]),
        ) as Record<Language, string>)
  return { titles, numberOfDownloads, errors }
}

/**
 * Adds a file to a downloadable product (docs/back-office.md#creating-products): its type read
 * from its content (PDF, EPUB, ZIP or MP3), stored under `DATA_DIR/downloads/uploads/` with a
 * generated name (nothing of the sender's file name reaches a path), its title per language and
 * the name it downloads as (the title's slug and the type's extension), its downloads per piece
 * bought (0 = unlimited). The rows and the `catalogue.downloadable.add` audit row are written in
 * one transaction (the database's triggers purge the product's pages); a refusal writes nothing
 * and a failed transaction removes the stored file.
 */
export async function addDownloadableLink(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storage: DownloadFileStorage,
  sku: string,
  content: UploadedContent,
  typed: TypedDownloadableLink,
  now: Date,
): Promise<DownloadableLinkResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  const product = await db
    .selectFrom('product')
    .select('sku')
    .where('sku', '=', sku)
    .where('type', '=', 'downloadable')
    .executeTakeFirst()
  if (!product) return refused('NOT_FOUND')
  const { titles, numberOfDownloads, errors } = checkTyped(typed)
  const fileErrors = {
    MISSING: 'FILE_MISSING',
    TOO_LARGE: 'FILE_TOO_LARGE',
    BAD_NAME: 'FILE_NAME_INVALID',
  } as const
  const extension = typeof content === 'string' ? null : await downloadFileTypeOf(content)
  if (typeof content === 'string') errors.file = fileErrors[content]
  else if (extension === null) errors.file = 'NOT_A_DOWNLOAD_FILE'
  if (Object.keys(errors).length > 0 || typeof content === 'string' || !titles || extension === null)
    return { ok: false, error: 'INVALID_FIELDS', fields: errors }

  const storageKey = `${UPLOADS_FOLDER}/${randomUUID()}.${extension}`
  await storage.save(storageKey, content)
  try {
    return await db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('product')
        .select('sku')
        .where('sku', '=', sku)
        .where('type', '=', 'downloadable')
        .forUpdate()
        .executeTakeFirst()
      if (!locked) throw new BackOfficeRefusal('NOT_FOUND')
      const { next } = await trx
        .selectFrom('downloadable_link')
        .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('next'))
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow()
      const { id } = await trx
        .insertInto('downloadable_link')
        .values({ sku, sort_order: Number(next), number_of_downloads: numberOfDownloads ?? 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
      const fileNames = Object.fromEntries(
        PRODUCT_LANGUAGES.map((language) => [
          language,
          `${slugify(titles[language]).slice(0, 100) || 'download'}.${extension}`,
        ]),
      ) as Record<Language, string>
      await trx
        .insertInto('downloadable_link_file')
        .values(
          PRODUCT_LANGUAGES.map((language) => ({
            link_id: Number(id),
            language,
            title: titles[language],
            file_name: fileNames[language],
            storage_key: storageKey,
          })),
        )
        .execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.downloadable.add',
        subjectType: 'product',
        subjectId: sku,
        before: null,
        after: {
          link: Number(id),
          titles,
          fileNames,
          numberOfDownloads,
          type: DOWNLOAD_FILE_TYPES[extension],
          bytes: content.length,
          storageKey,
        },
        at: now,
      })
      return { ok: true as const }
    })
  } catch (error) {
    await storage.remove(storageKey)
    if (error instanceof BackOfficeRefusal) return refused('NOT_FOUND')
    throw error
  }
}

/**
 * Changes a file's titles and downloads per piece bought in place (docs/back-office.md#creating-products),
 * checked as when it was added (a title in one language at least, a blank language taking the first
 * one; 0 to 999 downloads, 0 unlimited); the name it downloads as follows a changed title (its slug and
 * the file's extension). The file itself stays. Orders already placed keep what they bought: their
 * rows hold the title, file name and downloads as sold. One transaction on the product's row lock,
 * audited `catalogue.downloadable.update` with the values before and after; the database's triggers
 * purge the product's pages. A form sent back unchanged writes and records nothing.
 */
export async function updateDownloadableLink(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  linkId: number,
  typed: TypedDownloadableLink,
  now: Date,
): Promise<DownloadableLinkResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  const { titles, numberOfDownloads, errors } = checkTyped(typed)
  try {
    return await db.transaction().execute(async (trx) => {
      await lockDownloadableProduct(trx, sku)
      const link = await trx
        .selectFrom('downloadable_link')
        .select(['id', 'number_of_downloads'])
        .where('id', '=', linkId)
        .where('sku', '=', sku)
        .executeTakeFirst()
      if (!link) throw new BackOfficeRefusal('NOT_FOUND')
      if (Object.keys(errors).length > 0 || !titles || numberOfDownloads === null)
        return { ok: false as const, error: 'INVALID_FIELDS' as const, fields: errors }
      const files = await trx
        .selectFrom('downloadable_link_file')
        .select(['language', 'title', 'file_name', 'storage_key'])
        .where('link_id', '=', linkId)
        .execute()
      const before = {
        titles: Object.fromEntries(files.map((file) => [file.language, file.title])),
        fileNames: Object.fromEntries(files.map((file) => [file.language, file.file_name])),
        numberOfDownloads: link.number_of_downloads,
      }
      const storageKey = files[0]?.storage_key ?? ''
      const extension = /\.([a-z0-9]+)$/.exec(storageKey)?.[1] ?? 'bin'
      // A title kept keeps its name (a seeded file's may not be its title's slug).
      const fileNames = Object.fromEntries(
        PRODUCT_LANGUAGES.map((language) => [
          language,
          before.titles[language] === titles[language] && before.fileNames[language]
            ? before.fileNames[language]
            : `${slugify(titles[language]).slice(0, 100) || 'download'}.${extension}`,
        ]),
      ) as Record<Language, string>
      const after = { titles, fileNames, numberOfDownloads }
      const same = (a: Record<string, string>, b: Record<string, string>) =>
        PRODUCT_LANGUAGES.every((language) => a[language] === b[language])
      if (
        same(before.titles, titles) &&
        same(before.fileNames, fileNames) &&
        before.numberOfDownloads === numberOfDownloads
      )
        return { ok: true as const }
      if (before.numberOfDownloads !== numberOfDownloads)
        await trx
          .updateTable('downloadable_link')
          .set({ number_of_downloads: numberOfDownloads })
          .where('id', '=', linkId)
          .execute()
      for (const language of PRODUCT_LANGUAGES) {
        if (
          before.titles[language] === titles[language] &&
          before.fileNames[language] === fileNames[language]
        )
          continue
        const values = { title: titles[language], file_name: fileNames[language] }
        const updated = await trx
          .updateTable('downloadable_link_file')
          .set(values)
          .where('link_id', '=', linkId)
          .where('language', '=', language)
          .executeTakeFirst()
        if (Number(updated.numUpdatedRows) === 0)
          await trx
            .insertInto('downloadable_link_file')
            .values({ link_id: linkId, language, storage_key: storageKey, ...values })
            .execute()
      }
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.downloadable.update',
        subjectType: 'product',
        subjectId: sku,
        before: { link: linkId, ...before },
        after: { link: linkId, ...after },
        at: now,
      })
      return { ok: true as const }
    })
  } catch (error) {
    if (error instanceof BackOfficeRefusal) return refused('NOT_FOUND')
    throw error
  }
}

/** Locks a downloadable product's row (its files change one writer at a time, and never while it is switched on without one), or throws NOT_FOUND. */
async function lockDownloadableProduct(trx: Kysely<Database>, sku: string): Promise<void> {
  const locked = await trx
    .selectFrom('product')
    .select('sku')
    .where('sku', '=', sku)
    .where('type', '=', 'downloadable')
    .forUpdate()
    .executeTakeFirst()
  if (!locked) throw new BackOfficeRefusal('NOT_FOUND')
}

/** Whether a downloadable product has a file to sell (a product switched on without one would sell nothing). */
export async function hasDownloadableFile(db: Kysely<Database>, sku: string): Promise<boolean> {
  const row = await db.selectFrom('downloadable_link').select('id').where('sku', '=', sku).executeTakeFirst()
  return row !== undefined
}

/**
 * Whether a database error is migration 0086's guard: a downloadable product on sale without a
 * file, refused for any writer at the end of its transaction. The forms check the rule first and
 * word it; this maps what got past them (a write at the same moment) to the same refusal.
 */
export function isDownloadableWithoutFileError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown }
  return (
    code === '23514' &&
    (constraint === 'downloadable_on_sale_has_file' ||
      (typeof message === 'string' && message.includes('on sale without a file')))
  )
}

/** Whether a product is on sale in one of the shop's stores at least (it is off only where `disabled_stores` says so). */
function onSaleSomewhere(disabledStores: readonly string[]): boolean {
  return STORE_DEFINITIONS.some((store) => !disabledStores.includes(store.key))
}

/**
 * Removes a file from a downloadable product, with a `catalogue.downloadable.remove` audit row.
 * The last file of a product on sale in any store is refused (`LAST_FILE_ON_SALE`): shoppers
 * could otherwise buy it with nothing to download; staff switch it off first, or add the new
 * file before removing the old one. The check runs on the product's row lock, which switching
 * it on takes too.
 * Orders already placed keep theirs: their rows hold the storage key as sold, so the file on
 * disk goes only when no order and no other link names it, and a seeded file never goes.
 */
export async function removeDownloadableLink(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storage: DownloadFileStorage,
  sku: string,
  linkId: number,
  now: Date,
): Promise<DownloadableLinkResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  const removal = db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('product')
      .select(['sku', 'disabled_stores'])
      .where('sku', '=', sku)
      .where('type', '=', 'downloadable')
      .forUpdate()
      .executeTakeFirst()
    if (!product) return null
    const links = await trx.selectFrom('downloadable_link').select('id').where('sku', '=', sku).execute()
    if (!links.some((row) => Number(row.id) === linkId)) return null
    if (links.length === 1 && onSaleSomewhere(product.disabled_stores)) return 'LAST_FILE_ON_SALE' as const
    const files = await trx
      .selectFrom('downloadable_link_file as f')
      .innerJoin('downloadable_link as l', 'l.id', 'f.link_id')
      .select(['f.language', 'f.title', 'f.file_name', 'f.storage_key', 'l.number_of_downloads'])
      .where('l.id', '=', linkId)
      .where('l.sku', '=', sku)
      .execute()
    // Deleting waits for an order being placed with this link (its row holds a key share lock on it).
    const deleted = await trx
      .deleteFrom('downloadable_link')
      .where('id', '=', linkId)
      .where('sku', '=', sku)
      .returning('id')
      .executeTakeFirst()
    if (!deleted) return null
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'catalogue.downloadable.remove',
      subjectType: 'product',
      subjectId: sku,
      before: {
        link: linkId,
        numberOfDownloads: files[0]?.number_of_downloads ?? null,
        titles: Object.fromEntries(files.map((file) => [file.language, file.title])),
        fileNames: Object.fromEntries(files.map((file) => [file.language, file.file_name])),
        storageKeys: [...new Set(files.map((file) => file.storage_key))],
      },
      after: null,
      at: now,
    })
    const keys = [...new Set(files.map((file) => file.storage_key))].filter((key) =>
      key.startsWith(`${UPLOADS_FOLDER}/`),
    )
    if (keys.length === 0) return []
    const used = await trx
      .selectFrom('downloadable_link_purchased_item')
      .select('storage_key')
      .where('storage_key', 'in', keys)
      .union(trx.selectFrom('downloadable_link_file').select('storage_key').where('storage_key', 'in', keys))
      .execute()
    return keys.filter((key) => !used.some((row) => row.storage_key === key))
  })
  const unused = await removal.catch((error: unknown) => {
    if (isDownloadableWithoutFileError(error)) return 'LAST_FILE_ON_SALE' as const
    throw error
  })
  if (unused === null) return refused('NOT_FOUND')
  if (unused === 'LAST_FILE_ON_SALE') return refused(unused)
  for (const key of unused) await storage.remove(key)
  return { ok: true }
}

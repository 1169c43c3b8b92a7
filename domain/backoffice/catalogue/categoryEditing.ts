import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  formAnswerOrRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import {
  checkProductTexts,
  PRODUCT_LANGUAGES,
  PRODUCT_TEXT_FIELDS,
  type ProductFieldErrors,
  type ProductTexts,
} from './productTexts.ts'
import {
  applyPathMoves,
  categoryPathTaken,
  childUrlPrefix,
  subtreePathMoves,
  urlKeyOfPath,
  type CategoryPathMove,
} from './categoryUrls.ts'

/** A category's texts in one language, as staff edit them: the same fields as a product's. */
export type CategoryTexts = ProductTexts

/** A category as its back-office page shows it: its texts per language (null: no translation yet) and its flags. */
export interface EditableCategory {
  id: number
  parentId: number
  texts: Record<Language, CategoryTexts | null>
  inMenu: boolean
  enabled: boolean
}

/** What staff send from a category's page, or to create one. */
export interface CategoryUpdate {
  texts: Record<Language, CategoryTexts>
  inMenu: boolean
  enabled: boolean
}

/** Why a category's save or creation was refused; `INVALID_FIELDS` comes with each refused field. */
export type CategorySaveResult =
  | { ok: true; id: number; changed: string[] }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' | 'PARENT_NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: ProductFieldErrors }

/** A category under the root (the root itself has no page), with its texts, or null. */
export async function categoryForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
): Promise<EditableCategory | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  const category = await db
    .selectFrom('category')
    .select(['id', 'parent_id', 'include_in_menu', 'enabled'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!category || category.parent_id === null) return null
  const rows = await db
    .selectFrom('category_translation')
    .select(['language', 'name', 'description', 'url_path', 'meta_title', 'meta_description'])
    .where('category_id', '=', id)
    .execute()
  const texts = Object.fromEntries(
    PRODUCT_LANGUAGES.map((language) => {
      const row = rows.find((candidate) => candidate.language === language)
      return [
        language,
        row
          ? {
              name: row.name,
              description: row.description,
              urlKey: urlKeyOfPath(row.url_path),
              metaTitle: row.meta_title,
              metaDescription: row.meta_description,
            }
          : null,
      ]
    }),
  ) as Record<Language, CategoryTexts | null>
  return {
    id: category.id,
    parentId: category.parent_id,
    texts,
    inMenu: category.include_in_menu,
    enabled: category.enabled,
  }
}

/**
 * Saves a category's texts per language and its flags (docs/back-office.md#categories-and-menu),
 * in one transaction: a language left blank without a translation stays without one; a changed
 * URL key moves the category's URL and its descendants' (the old ones stay as 301 redirects); a
 * URL another page uses is refused. The database's triggers purge the category's page, its
 * parent's listing and the menu. Audited as `catalogue.category.update` with the changed fields,
 * before and after; nothing changed records nothing.
 */
export async function updateCategory(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
  update: CategoryUpdate,
  now: Date,
): Promise<CategorySaveResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return saving(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('category')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
      const current = row ? await categoryForEditing(trx, actor, id) : null
      if (!current) throw new BackOfficeRefusal('NOT_FOUND')
      const before: Record<string, unknown> = {}
      const after: Record<string, unknown> = {}
      await saveTexts(trx, id, current.parentId, current.texts, update.texts, { before, after })
      if (current.inMenu !== update.inMenu || current.enabled !== update.enabled) {
        for (const [field, was, is] of [
          ['inMenu', current.inMenu, update.inMenu],
          ['enabled', current.enabled, update.enabled],
        ] as const)
          if (was !== is) {
            before[field] = was
            after[field] = is
          }
        await trx
          .updateTable('category')
          .set({ include_in_menu: update.inMenu, enabled: update.enabled })
          .where('id', '=', id)
          .execute()
        // Its page was a cached 404 while it was off.
        if (update.enabled && !current.enabled)
          await sql`select page_cache_purge(array['not-found'])`.execute(trx)
      }
      const changed = Object.keys(after)
      if (changed.length > 0)
        await recordAudit(trx, {
          actor: auditActorOf(actor),
          action: 'catalogue.category.update',
          subjectType: 'category',
          subjectId: id,
          before,
          after,
          at: now,
        })
      return { ok: true as const, id, changed }
    }),
  )
}

/**
 * Creates a category, last under its parent, with its texts (a blank language stays without a
 * translation, at least one is needed) and flags; its URLs are its keys under the parent's.
 * Audited as `catalogue.category.create`.
 */
export async function createCategory(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  parentId: number,
  update: CategoryUpdate,
  now: Date,
): Promise<CategorySaveResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return saving(() =>
    db.transaction().execute(async (trx) => {
      // Ids are the catalogue's own numbers (no sequence): one creation at a time takes the next.
      await sql`lock table category in share row exclusive mode`.execute(trx)
      const parent = await trx
        .selectFrom('category')
        .select(['id', 'path', 'level'])
        .where('id', '=', parentId)
        .executeTakeFirst()
      if (!parent) throw new BackOfficeRefusal('PARENT_NOT_FOUND')
      const next = await trx
        .selectFrom('category')
        .select((eb) => [eb.fn.max('id').as('id')])
        .executeTakeFirstOrThrow()
      const last = await trx
        .selectFrom('category')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('parent_id', '=', parentId)
        .executeTakeFirst()
      const id = (next.id ?? 0) + 1
      await trx
        .insertInto('category')
        .values({
          id,
          parent_id: parentId,
          path: `${parent.path}/${id}`,
          level: parent.level + 1,
          position: (last?.position ?? 0) + 1,
          include_in_menu: update.inMenu,
          enabled: update.enabled,
          gender: null,
          image_id: null,
        })
        .execute()
      const none = { fr: null, de: null, en: null, it: null }
      const before: Record<string, unknown> = {}
      const after: Record<string, unknown> = { parentId, inMenu: update.inMenu, enabled: update.enabled }
      const written = await saveTexts(trx, id, parentId, none, update.texts, { before, after })
      if (written === 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: { 'fr.name': 'REQUIRED' } })
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.category.create',
        subjectType: 'category',
        subjectId: id,
        before: null,
        after,
        at: now,
      })
      return { ok: true as const, id, changed: Object.keys(after) }
    }),
  )
}

/** Turns a refusal thrown inside the transaction (rolled back) into the answer. */
function saving(change: () => Promise<CategorySaveResult>): Promise<CategorySaveResult> {
  return formAnswerOrRefusal<CategorySaveResult, ProductFieldErrors, 'NOT_FOUND'>(change)
}

/**
 * Checks and writes a category's texts, noting each changed field in `audit`; throws the refused
 * fields. Answers how many languages it has now.
 */
async function saveTexts(
  trx: Kysely<Database>,
  id: number,
  parentId: number,
  current: Record<Language, CategoryTexts | null>,
  typed: Record<Language, CategoryTexts>,
  audit: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<number> {
  const translated = new Set(PRODUCT_LANGUAGES.filter((language) => current[language] !== null))
  const { texts, errors } = checkProductTexts(typed, translated)
  const parent = await trx
    .selectFrom('category')
    .select(['id', 'parent_id'])
    .where('id', '=', parentId)
    .executeTakeFirstOrThrow()
  const parentPaths = await trx
    .selectFrom('category_translation')
    .select(['language', 'url_path'])
    .where('category_id', '=', parentId)
    .execute()
  const moves: CategoryPathMove[] = []
  for (const language of PRODUCT_LANGUAGES) {
    const next = texts[language]
    if (!next || errors[`${language}.urlKey`]) continue
    const previous = current[language]
    if (previous?.urlKey === next.urlKey) continue
    const parentPath = parentPaths.find((row) => row.language === language)?.url_path ?? ''
    const prefix = childUrlPrefix(parent, parentPath)
    const previousPath = previous ? prefix + previous.urlKey : null
    const languageMoves = await subtreePathMoves(trx, id, language, previousPath, prefix + next.urlKey)
    for (const move of languageMoves)
      if (await categoryPathTaken(trx, language, move.nextPath, move.categoryId)) {
        errors[`${language}.urlKey`] = 'URL_KEY_TAKEN'
        break
      }
    if (!errors[`${language}.urlKey`]) moves.push(...languageMoves)
  }
  if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })

  for (const language of PRODUCT_LANGUAGES) {
    const next = texts[language]
    if (!next) continue
    const previous = current[language]
    const changedFields = PRODUCT_TEXT_FIELDS.filter((field) => previous?.[field] !== next[field])
    if (changedFields.length === 0) continue
    for (const field of changedFields) {
      audit.before[`${language}.${field}`] = previous ? previous[field] : null
      audit.after[`${language}.${field}`] = next[field]
    }
    const values = {
      name: next.name,
      description: next.description,
      meta_title: next.metaTitle,
      meta_description: next.metaDescription,
    }
    const ownMove = moves.find((move) => move.categoryId === id && move.language === language)
    if (previous)
      await trx
        .updateTable('category_translation')
        .set(values)
        .where('category_id', '=', id)
        .where('language', '=', language)
        .execute()
    else
      await trx
        .insertInto('category_translation')
        .values({ category_id: id, language, url_path: ownMove?.nextPath ?? next.urlKey, ...values })
        .execute()
  }
  await applyPathMoves(trx, moves)
  return PRODUCT_LANGUAGES.filter((language) => texts[language]).length
}

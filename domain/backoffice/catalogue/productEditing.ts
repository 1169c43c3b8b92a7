import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import type { Store } from '../../../config/stores.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import { priceChangesAt } from '../../catalog/priceSchedules.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  formRefusalOf,
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
import type { ProductType } from './productList.ts'
import { hasDownloadableFile, isDownloadableWithoutFileError } from './downloadableLinks.ts'
import { moveProductUrl, urlKeyTaken } from './productUrls.ts'

/** A product as its back-office page shows it: its texts per language (null: no translation yet) and status per store. */
export interface EditableProduct {
  sku: string
  type: ProductType
  texts: Record<Language, ProductTexts | null>
  /** The keys of the stores where it is switched off. */
  disabledStores: string[]
}

/** What staff send from a product's page: every language's texts and the stores it is on sale in. */
export interface ProductUpdate {
  texts: Record<Language, ProductTexts>
  enabledStores: readonly string[]
}

/** A refused field of a product's page: its texts', or `stores` (a downloadable product switched on without a file). */
export type ProductPageFieldErrors = ProductFieldErrors & { stores?: 'NO_DOWNLOAD_FILE' }

/** Why a product's save was refused; `INVALID_FIELDS` comes with each refused field. */
export type ProductUpdateResult =
  | { ok: true; changed: string[] }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' | 'UNKNOWN_STORE' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: ProductPageFieldErrors }

/** A product (never a configurable product's size) with its texts, or null. */
export async function productForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
): Promise<EditableProduct | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  const product = await db
    .selectFrom('product')
    .select(['sku', 'type', 'disabled_stores'])
    .where('sku', '=', sku)
    .where('parent_sku', 'is', null)
    .executeTakeFirst()
  if (!product) return null
  const rows = await db
    .selectFrom('product_translation')
    .select(['language', 'name', 'description', 'url_key', 'meta_title', 'meta_description'])
    .where('sku', '=', sku)
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
              urlKey: row.url_key,
              metaTitle: row.meta_title,
              metaDescription: row.meta_description,
            }
          : null,
      ]
    }),
  ) as Record<Language, ProductTexts | null>
  return { sku: product.sku, type: product.type, texts, disabledStores: product.disabled_stores }
}

/**
 * Saves a product's texts per language and its status per store
 * (docs/back-office.md#catalogue), in one transaction on the product's row lock:
 *
 * - a language left blank without a translation stays without one; a new one is added;
 * - a downloadable product is not switched on in a store while it has no file (`stores`:
 *   `NO_DOWNLOAD_FILE`); the file forms take the same row lock;
 * - a changed URL key moves the product's URL and keeps the old one as a 301 redirect to the
 *   new (`url_rewrite`, `entity_type = 'redirect'`); redirects to the old key follow it, and a
 *   redirect of this product's on the new key gives way. A key another page uses is refused;
 * - the search columns of the product are rebuilt (`refresh_product_search_document`) and its
 *   words added to the search's lexemes and spelling vocabulary;
 * - the database's triggers purge the cached pages that show it (docs/page-cache.md);
 * - `catalogue.product.update` is audited with the changed fields only, before and after.
 *
 * Nothing changed answers `{ ok: true, changed: [] }` and records nothing.
 */
export async function updateProduct(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  stores: readonly Store[],
  sku: string,
  update: ProductUpdate,
  now: Date,
): Promise<ProductUpdateResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  const storeKeys = stores.map((store) => store.key as string)
  if (update.enabledStores.some((key) => !storeKeys.includes(key))) return refused('UNKNOWN_STORE')
  try {
    return await db.transaction().execute(async (trx) => {
      const product = await trx
        .selectFrom('product')
        .select(['sku', 'disabled_stores'])
        .where('sku', '=', sku)
        .where('parent_sku', 'is', null)
        .forUpdate()
        .executeTakeFirst()
      if (!product) throw new BackOfficeRefusal('NOT_FOUND')
      const current = await productForEditing(trx, actor, sku)
      if (!current) throw new BackOfficeRefusal('NOT_FOUND')
      const translated = new Set(PRODUCT_LANGUAGES.filter((language) => current.texts[language] !== null))
      const checked = checkProductTexts(update.texts, translated)
      const { texts } = checked
      const errors: ProductPageFieldErrors = checked.errors
      const disabledStores = storeKeys.filter((key) => !update.enabledStores.includes(key))
      // A downloadable product switched on without a file would take orders for nothing to download.
      const switchedOn = current.disabledStores.some((key) => !disabledStores.includes(key))
      if (switchedOn && current.type === 'downloadable' && !(await hasDownloadableFile(trx, sku)))
        errors.stores = 'NO_DOWNLOAD_FILE'
      for (const language of PRODUCT_LANGUAGES) {
        const key = texts[language]?.urlKey
        if (key && key !== current.texts[language]?.urlKey && !errors[`${language}.urlKey`])
          if (await urlKeyTaken(trx, language, key, sku)) errors[`${language}.urlKey`] = 'URL_KEY_TAKEN'
      }
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })

      const before: Record<string, unknown> = {}
      const after: Record<string, unknown> = {}
      for (const language of PRODUCT_LANGUAGES) {
        const next = texts[language]
        if (!next) continue
        const previous = current.texts[language]
        const changedFields = PRODUCT_TEXT_FIELDS.filter((field) => previous?.[field] !== next[field])
        if (changedFields.length === 0) continue
        for (const field of changedFields) {
          before[`${language}.${field}`] = previous ? previous[field] : null
          after[`${language}.${field}`] = next[field]
        }
        await saveTexts(trx, sku, language, previous, next)
      }
      if (disabledStores.join(',') !== [...current.disabledStores].sort().join(',')) {
        before.disabledStores = current.disabledStores
        after.disabledStores = disabledStores
        // The status history (migration 0080) dates the switch as the audit row: at `now`.
        await priceChangesAt(trx, now)
        await trx
          .updateTable('product')
          .set({ disabled_stores: disabledStores })
          .where('sku', '=', sku)
          .execute()
        // Its page was a cached 404 where it was off: the product's own triggers purge only its tags.
        await sql`select page_cache_purge(array['not-found'])`.execute(trx)
      }
      const changed = Object.keys(after)
      if (changed.length === 0) return { ok: true as const, changed }
      if (changed.some((field) => field !== 'disabledStores')) await refreshSearchWords(trx, sku)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.product.update',
        subjectType: 'product',
        subjectId: sku,
        before,
        after,
        at: now,
      })
      return { ok: true as const, changed }
    })
  } catch (error) {
    const refusal = formRefusalOf<ProductPageFieldErrors, 'NOT_FOUND'>(error)
    if (refusal) return refusal
    // Its last file removed at the same moment: migration 0086's guard refused it at commit.
    if (isDownloadableWithoutFileError(error))
      return { ok: false, error: 'INVALID_FIELDS', fields: { stores: 'NO_DOWNLOAD_FILE' } }
    throw error
  }
}

/** Writes one language's texts and, when its URL key moved, the product's URL and the old one's redirect. */
async function saveTexts(
  trx: Kysely<Database>,
  sku: string,
  language: Language,
  previous: ProductTexts | null,
  next: ProductTexts,
): Promise<void> {
  const values = {
    name: next.name,
    description: next.description,
    url_key: next.urlKey,
    meta_title: next.metaTitle,
    meta_description: next.metaDescription,
  }
  if (previous) {
    await trx
      .updateTable('product_translation')
      .set(values)
      .where('sku', '=', sku)
      .where('language', '=', language)
      .execute()
  } else {
    // The listing columns come from the product, as refresh_listing_columns() copies them.
    await sql`insert into product_translation
        (sku, language, name, description, url_key, meta_title, meta_description, search_name, search_document,
         final_price, position, created_at, attribute_values, listing_facets)
      select p.sku, ${language}, ${values.name}, ${values.description}, ${values.url_key}, ${values.meta_title},
        ${values.meta_description}, '', ''::tsvector, p.final_price, p.position, p.created_at, p.attribute_values,
        p.listing_facets
      from product p where p.sku = ${sku}`.execute(trx)
  }
  if (previous?.urlKey !== next.urlKey)
    await moveProductUrl(trx, sku, language, previous?.urlKey ?? null, next.urlKey)
}

/**
 * Rebuilds the product's search columns and adds its words to the search's lexemes and
 * spelling vocabulary, as a creation does: the search takes a word missing from the lexemes
 * for a typo and corrects it, so a new translation's own words would never find the product.
 */
async function refreshSearchWords(trx: Kysely<Database>, sku: string) {
  await sql`select refresh_product_search_document(${sku})`.execute(trx)
  await sql`
    insert into search_lexeme (language, lexeme)
      select distinct t.language, l.lexeme from product_translation t cross join unnest(t.search_document) as l
      where t.sku = ${sku}
    on conflict do nothing`.execute(trx)
  await sql`
    insert into search_vocabulary (language, word)
      select distinct t.language, w.word
      from product_translation t, regexp_split_to_table(t.search_name, '[^[:alnum:]]+') as w (word)
      where t.sku = ${sku} and length(w.word) >= 3
    on conflict do nothing`.execute(trx)
}

import type { Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'

/** Whether a path of the language shows something else than this product (or redirects elsewhere than to it). */
export async function urlKeyTaken(
  trx: Kysely<Database>,
  language: Language,
  key: string,
  sku: string,
): Promise<boolean> {
  const [rewrite, translation] = await Promise.all([
    trx
      .selectFrom('url_rewrite')
      .select(['entity_type', 'entity_id', 'redirect_to'])
      .where('language', '=', language)
      .where('request_path', '=', key)
      .executeTakeFirst(),
    trx
      .selectFrom('product_translation')
      .select('sku')
      .where('language', '=', language)
      .where('url_key', '=', key)
      .where('sku', '<>', sku)
      .executeTakeFirst(),
  ])
  if (translation) return true
  if (!rewrite) return false
  if (rewrite.entity_type === 'product') return rewrite.entity_id !== sku
  if (rewrite.entity_type !== 'redirect') return true
  // One of this product's old URLs may become its URL again.
  const owner = await trx
    .selectFrom('product_translation')
    .select('sku')
    .where('language', '=', language)
    .where('url_key', '=', (rewrite.redirect_to ?? '').replace(/^\//, ''))
    .executeTakeFirst()
  return owner?.sku !== sku
}

/**
 * Moves a product's URL in a language to a new key (or gives a new translation its URL): see
 * {@link moveEntityUrl}.
 */
export async function moveProductUrl(
  trx: Kysely<Database>,
  sku: string,
  language: Language,
  previousKey: string | null,
  nextKey: string,
): Promise<void> {
  await moveEntityUrl(trx, 'product', sku, language, previousKey, nextKey)
}

/**
 * Moves a product's, category's or CMS page's URL in a language to a new path (or gives a new translation
 * its URL): its `url_rewrite` row follows, the old path stays as a 301 redirect to the new one,
 * redirects to the old path point to the new one (no chains), and a redirect on the new path (an
 * old URL of its own, checked free by the caller) gives way.
 */
export async function moveEntityUrl(
  trx: Kysely<Database>,
  entityType: 'product' | 'category' | 'cms_page',
  entityId: string,
  language: Language,
  previousKey: string | null,
  nextKey: string,
): Promise<void> {
  // The new key's redirect (an old URL of its own, checked free) gives way to its URL.
  await trx
    .deleteFrom('url_rewrite')
    .where('language', '=', language)
    .where('request_path', '=', nextKey)
    .where('entity_type', '=', 'redirect')
    .execute()
  if (previousKey === null) {
    await trx
      .insertInto('url_rewrite')
      .values({
        language,
        request_path: nextKey,
        entity_type: entityType,
        entity_id: entityId,
        redirect_to: null,
        redirect_type: null,
      })
      .execute()
    return
  }
  const moved = await trx
    .updateTable('url_rewrite')
    .set({ request_path: nextKey })
    .where('language', '=', language)
    .where('request_path', '=', previousKey)
    .where('entity_type', '=', entityType)
    .returning('request_path')
    .execute()
  // An entity whose old path had no row of its own (a seeded CMS page) gets one now.
  if (moved.length === 0)
    await trx
      .insertInto('url_rewrite')
      .values({
        language,
        request_path: nextKey,
        entity_type: entityType,
        entity_id: entityId,
        redirect_to: null,
        redirect_type: null,
      })
      .execute()
  await trx
    .updateTable('url_rewrite')
    .set({ redirect_to: `/${nextKey}` })
    .where('language', '=', language)
    .where('entity_type', '=', 'redirect')
    .where('redirect_to', 'in', [previousKey, `/${previousKey}`])
    .execute()
  await trx
    .insertInto('url_rewrite')
    .values({
      language,
      request_path: previousKey,
      entity_type: 'redirect',
      entity_id: null,
      redirect_to: `/${nextKey}`,
      redirect_type: 301,
    })
    .execute()
}

import type { Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'

/** Whether a path of the language shows something else than this page (or redirects elsewhere than to it). */
export async function pageUrlKeyTaken(
  trx: Kysely<Database>,
  language: Language,
  key: string,
  identifier: string,
): Promise<boolean> {
  const [rewrite, page] = await Promise.all([
    trx
      .selectFrom('url_rewrite')
      .select(['entity_type', 'entity_id', 'redirect_to'])
      .where('language', '=', language)
      .where('request_path', '=', key)
      .executeTakeFirst(),
    trx
      .selectFrom('cms_page')
      .select('identifier')
      .where('language', '=', language)
      .where('url_key', '=', key)
      .where('identifier', '<>', identifier)
      .executeTakeFirst(),
  ])
  if (page) return true
  if (!rewrite) return false
  if (rewrite.entity_type === 'cms_page') return rewrite.entity_id !== identifier
  if (rewrite.entity_type !== 'redirect') return true
  // One of this page's old URLs may become its URL again.
  const owner = await trx
    .selectFrom('cms_page')
    .select('identifier')
    .where('language', '=', language)
    .where('url_key', '=', (rewrite.redirect_to ?? '').replace(/^\//, ''))
    .executeTakeFirst()
  return owner?.identifier !== identifier
}

/**
 * Moves a page's URL in a language to a new key (or gives a new page its URL), as products'
 * URLs move: the page's `url_rewrite` row follows, the old path stays as a 301 redirect to the
 * new one, redirects to the old key point to the new one (no chains), and a redirect on the new
 * key (an old URL of this page's, {@link pageUrlKeyTaken} checked it) gives way.
 */
export async function movePageUrl(
  trx: Kysely<Database>,
  identifier: string,
  language: Language,
  previousKey: string | null,
  nextKey: string,
): Promise<void> {
  await trx
    .deleteFrom('url_rewrite')
    .where('language', '=', language)
    .where('request_path', '=', nextKey)
    .where('entity_type', '=', 'redirect')
    .execute()
  const moved =
    previousKey === null
      ? []
      : await trx
          .updateTable('url_rewrite')
          .set({ request_path: nextKey })
          .where('language', '=', language)
          .where('request_path', '=', previousKey)
          .where('entity_type', '=', 'cms_page')
          .returning('request_path')
          .execute()
  if (moved.length === 0)
    await trx
      .insertInto('url_rewrite')
      .values({
        language,
        request_path: nextKey,
        entity_type: 'cms_page',
        entity_id: identifier,
        redirect_to: null,
        redirect_type: null,
      })
      .execute()
  if (previousKey === null) return
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

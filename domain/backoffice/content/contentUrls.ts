import type { Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { moveEntityUrl } from '../catalogue/productUrls.ts'

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
 * Moves a page's URL in a language to a new key (or gives a new page its URL), as products' URLs
 * move ({@link moveEntityUrl}): the old path stays as a 301 redirect to the new one.
 */
export function movePageUrl(
  trx: Kysely<Database>,
  identifier: string,
  language: Language,
  previousKey: string | null,
  nextKey: string,
): Promise<void> {
  return moveEntityUrl(trx, 'cms_page', identifier, language, previousKey, nextKey)
}

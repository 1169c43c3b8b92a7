import type { Kysely } from 'kysely'
import type { Database } from '../tables.ts'
import { buildLegalPages } from './siteContent.ts'
import {
  LEGAL_PAGE_IDENTIFIERS,
  LEGAL_PAGE_KEYS,
  legalPagePath,
  type LegalPageIdentifier,
} from '../../config/legalPageKeys.ts'

/** The footer's custom link to a legal page (5 onwards, in footer order; components/layout/loadFooter.ts reads them). */
function legalLinkId(identifier: LegalPageIdentifier): string {
  return String(LEGAL_PAGE_IDENTIFIERS.indexOf(identifier) + 5)
}

/**
 * Adds the legal pages a database seeded earlier lacks (the accessibility statement came
 * later), with their URL and their footer link, as the seed writes them. Returns how many
 * pages it added.
 */
export async function ensureLegalPagesExist(db: Kysely<Database>): Promise<number> {
  const pages = buildLegalPages()
  const stored = await db
    .selectFrom('cms_page')
    .select(['identifier', 'language'])
    .where('identifier', 'in', [...LEGAL_PAGE_IDENTIFIERS])
    .execute()
  const present = new Set(stored.map((row) => `${row.identifier}/${row.language}`))
  const missing = pages.filter((page) => !present.has(`${page.identifier}/${page.language}`))
  if (missing.length === 0) return 0
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('cms_page').values(missing).execute()
    await trx
      .insertInto('url_rewrite')
      .values(
        missing.map((page) => ({
          language: page.language,
          request_path: page.url_key,
          entity_type: 'cms_page' as const,
          entity_id: page.identifier,
          redirect_to: null,
          redirect_type: null,
        })),
      )
      .execute()
    await trx
      .insertInto('custom_link')
      .values(
        missing.map((page) => {
          const identifier = page.identifier as LegalPageIdentifier
          return {
            id: legalLinkId(identifier),
            language: page.language,
            label: LEGAL_PAGE_KEYS[identifier].titles[page.language],
            url: legalPagePath(identifier, page.language),
          }
        }),
      )
      .execute()
  })
  return missing.length
}

/**
 * Brings the legal pages of a database seeded earlier up to the texts of the code (the cookie
 * policy once the consent banner came): they are written from the shop configuration, so the
 * code is their source. Only a page whose text differs is rewritten; titles and URL keys stay.
 * Returns how many pages it rewrote.
 */
export async function ensureLegalPageTexts(db: Kysely<Database>): Promise<number> {
  const pages = buildLegalPages()
  const stored = await db
    .selectFrom('cms_page')
    .select(['identifier', 'language', 'content'])
    .where('identifier', 'in', [...new Set(pages.map((page) => page.identifier))])
    .execute()
  const storedContent = new Map(stored.map((row) => [`${row.identifier}/${row.language}`, row.content]))
  const changed = pages.filter((page) => {
    const content = storedContent.get(`${page.identifier}/${page.language}`)
    return content !== undefined && content !== page.content
  })
  for (const page of changed) {
    await db
      .updateTable('cms_page')
      .set({
        content: page.content,
        content_wysiwyg: page.content_wysiwyg,
        meta_description: page.meta_description,
      })
      .where('identifier', '=', page.identifier)
      .where('language', '=', page.language)
      .execute()
  }
  return changed.length
}

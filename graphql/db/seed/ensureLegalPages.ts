import type { Kysely } from 'kysely'
import type { Database } from '../tables.ts'
import { buildLegalPages } from './siteContent.ts'

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
      .set({ content: page.content, content_wysiwyg: page.content_wysiwyg, meta_description: page.meta_description })
      .where('identifier', '=', page.identifier)
      .where('language', '=', page.language)
      .execute()
  }
  return changed.length
}

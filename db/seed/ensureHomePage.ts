import type { Kysely } from 'kysely'
import type { Database, Language } from '../tables.ts'
import { HOME_PRODUCT_COUNT, homeContent } from './cmsContent.ts'
import { LANGUAGES } from './languages.ts'

/** The introduction title of the home page the seed wrote before issue 23, per language: a page still showing it was never edited. */
export const FORMER_HOME_TITLES: Record<Language, string> = {
  fr: 'Bien au chaud cet hiver',
  de: 'Warm durch den Winter',
  en: 'Warm all winter',
  it: 'Al caldo tutto l’inverno',
}

/**
 * Rewrites the home page of a database seeded with the former filler content (the same
 * product four times, "Discover" on every call to action) with the seed's current page, on
 * the same first configurable products the seed picks; a home page the shop has edited
 * (its introduction is no longer the former one) is kept. Returns how many languages it rewrote.
 */
export async function ensureHomePage(db: Kysely<Database>): Promise<number> {
  const pages = await db
    .selectFrom('cms_page')
    .select(['language', 'content_wysiwyg'])
    .where('identifier', '=', 'home')
    .execute()
  const former = pages.filter((page) => {
    const nodes = (
      typeof page.content_wysiwyg === 'string' ? JSON.parse(page.content_wysiwyg) : page.content_wysiwyg
    ) as { childNodes?: { widget?: string; title?: string }[] } | null
    return nodes?.childNodes?.some(
      (node) => node.widget === 'WidgetTitleText' && node.title === FORMER_HOME_TITLES[page.language],
    )
  })
  if (former.length === 0) return 0
  const products = await db
    .selectFrom('product')
    .select('sku')
    .where('type', '=', 'configurable')
    .where('parent_sku', 'is', null)
    .orderBy('id')
    .limit(HOME_PRODUCT_COUNT)
    .execute()
  const skus = products.map((product) => product.sku)
  for (const page of former) {
    if (!LANGUAGES.includes(page.language)) continue
    await db
      .updateTable('cms_page')
      .set({ content_wysiwyg: JSON.stringify(homeContent(page.language, skus)) })
      .where('identifier', '=', 'home')
      .where('language', '=', page.language)
      .execute()
  }
  return former.length
}

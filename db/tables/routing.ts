import type { ColumnsOf } from './columnsOf.ts'
import type { Language } from './columnTypes.ts'

/** A URL of a language and what it shows: a category, product or CMS page, or a redirect. */
export interface UrlRewriteTable {
  language: Language
  request_path: string
  entity_type: 'category' | 'product' | 'cms_page' | 'redirect'
  entity_id: string | null
  redirect_to: string | null
  redirect_type: number | null
}

/** The tables of URL rewrites, by name. */
export interface RoutingTables {
  url_rewrite: UrlRewriteTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const ROUTING_COLUMNS = {
  url_rewrite: {
    language: 'not null',
    request_path: 'not null',
    entity_type: 'not null',
    entity_id: 'null',
    redirect_to: 'null',
    redirect_type: 'null',
  },
} as const satisfies ColumnsOf<RoutingTables>

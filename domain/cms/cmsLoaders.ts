import DataLoader from 'dataloader'
import type { Kysely, Selectable } from 'kysely'
import type { CmsBlockTable, Database, Language } from '../../db/tables.ts'

/** A CMS block row. */
export type CmsBlockRow = Selectable<CmsBlockTable>

/** Batch loader of CMS blocks by identifier (product push_redirect, cmsBlock). */
export function createCmsBlockLoader(db: Kysely<Database>, language: Language) {
  return new DataLoader<string, CmsBlockRow | null>(async (identifiers) => {
    const rows = await db
      .selectFrom('cms_block')
      .selectAll()
      .where('language', '=', language)
      .where('identifier', 'in', [...identifiers])
      .execute()
    const byIdentifier = new Map(rows.map((row) => [row.identifier, row]))
    return identifiers.map((identifier) => byIdentifier.get(identifier) ?? null)
  })
}

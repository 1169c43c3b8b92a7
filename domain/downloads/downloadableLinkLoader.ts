import DataLoader from 'dataloader'
import type { Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'

/** A file a downloadable product sells, in one language. */
export interface DownloadableLinkRow {
  id: number
  sku: string
  sort_order: number
  number_of_downloads: number
  title: string
  file_name: string
}

/** Per-request batch loader of the links of downloadable products by sku, in their order (one statement per batch). */
export function createDownloadableLinkLoader(db: Kysely<Database>, language: Language) {
  return new DataLoader<string, DownloadableLinkRow[]>(async (skus) => {
    const rows = await db
      .selectFrom('downloadable_link as l')
      .innerJoin('downloadable_link_file as f', (join) =>
        join.onRef('f.link_id', '=', 'l.id').on('f.language', '=', language),
      )
      .select(['l.id', 'l.sku', 'l.sort_order', 'l.number_of_downloads', 'f.title', 'f.file_name'])
      .where('l.sku', 'in', [...skus])
      .orderBy('l.sort_order')
      .orderBy('l.id')
      .execute()
    return skus.map((sku) =>
      rows.filter((row) => row.sku === sku).map((row) => ({ ...row, id: Number(row.id) })),
    )
  })
}

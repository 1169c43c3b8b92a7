import DataLoader from 'dataloader'
import type { Kysely, Selectable } from 'kysely'
import type { CategoryTable, Database, Language } from '../../db/tables.ts'
import { groupBy } from '../groupBy.ts'

/** A category with its texts in one language. */
export type CategoryRow = Selectable<CategoryTable> & {
  name: string
  description: string
  url_path: string
  meta_title: string
  meta_description: string
}

function selectCategoryRows(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom('category as c')
    .innerJoin('category_translation as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.language', '=', language),
    )
    .selectAll('c')
    .select(['t.name', 't.description', 't.url_path', 't.meta_title', 't.meta_description'])
    .where('c.enabled', '=', true)
}

/** Per-request batch loaders of categories by id and of their children. */
export function createCategoryLoaders(db: Kysely<Database>, language: Language) {
  return {
    category: new DataLoader<number, CategoryRow | null>(async (ids) => {
      const rows = await selectCategoryRows(db, language)
        .where('c.id', 'in', [...ids])
        .execute()
      const byId = new Map(rows.map((row) => [row.id, row]))
      return ids.map((id) => byId.get(id) ?? null)
    }),
    children: new DataLoader<number, CategoryRow[]>(async (ids) => {
      const rows = await selectCategoryRows(db, language)
        .where('c.parent_id', 'in', [...ids])
        .orderBy('c.position')
        .execute()
      return groupBy(ids, rows, (row) => row.parent_id as number)
    }),
  }
}

/** The category loaders of one request. */
export type CategoryLoaders = ReturnType<typeof createCategoryLoaders>

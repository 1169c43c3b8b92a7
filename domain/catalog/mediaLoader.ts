import DataLoader from 'dataloader'
import type { Kysely, Selectable } from 'kysely'
import type { Database, MediaTable } from '../../db/tables.ts'

/** A media row. */
export type MediaRow = Selectable<MediaTable>

/** Batch loader of media by id. */
export function createMediaLoader(db: Kysely<Database>) {
  return new DataLoader<string, MediaRow | null>(async (ids) => {
    const rows = await db
      .selectFrom('media')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute()
    const byId = new Map(rows.map((row) => [row.id, row]))
    return ids.map((id) => byId.get(id) ?? null)
  })
}

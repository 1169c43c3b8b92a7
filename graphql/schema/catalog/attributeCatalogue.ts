import type { Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'

/** Labels and swatches of the filterable attributes, in one language. */
export interface AttributeCatalogue {
  attributes: Map<string, { id: number; label: string; position: number }>
  /** `${code}:${value}` → option label, swatch and position. */
  options: Map<string, { label: string; swatch: string | null; position: number }>
}

/** Loads every attribute and option once for a request (small tables). */
export async function loadAttributeCatalogue(db: Kysely<Database>, language: Language): Promise<AttributeCatalogue> {
  const [attributes, options] = await Promise.all([
    db.selectFrom('attribute').selectAll().where('is_filterable', '=', true).execute(),
    db.selectFrom('attribute_option').selectAll().execute(),
  ])
  return {
    attributes: new Map(attributes.map((row) => [row.code, { id: row.id, label: row.labels[language], position: row.position }])),
    options: new Map(options.map((row) => [`${row.attribute_code}:${row.value}`, { label: row.labels[language], swatch: row.swatch, position: row.position }])),
  }
}

import { sql, type Kysely, type Selectable } from 'kysely'
import type { AttributeOptionTable, AttributeTable, Database, Language } from '../../db/tables.ts'

/** Labels and swatches of the filterable attributes, in one language. */
export interface AttributeCatalogue {
  attributes: Map<string, { id: number; label: string; position: number }>
  /** `${code}:${value}` → option label, swatch and position. */
  options: Map<string, { label: string; swatch: string | null; position: number }>
}

/** Loads every filterable attribute and every option once for a request (small tables), in one statement. */
export async function loadAttributeCatalogue(
  db: Kysely<Database>,
  language: Language,
): Promise<AttributeCatalogue> {
  const result = await sql<{
    attributes: Selectable<AttributeTable>[]
    options: Selectable<AttributeOptionTable>[]
  }>`
    select
      (select coalesce(json_agg(a), '[]') from attribute a where a.is_filterable) as attributes,
      (select coalesce(json_agg(o), '[]') from attribute_option o) as options
  `.execute(db)
  const { attributes = [], options = [] } = result.rows[0] ?? {}
  return {
    attributes: new Map(
      attributes.map((row) => [
        row.code,
        { id: row.id, label: row.labels[language], position: row.position },
      ]),
    ),
    options: new Map(
      options.map((row) => [
        `${row.attribute_code}:${row.value}`,
        { label: row.labels[language], swatch: row.swatch, position: row.position },
      ]),
    ),
  }
}

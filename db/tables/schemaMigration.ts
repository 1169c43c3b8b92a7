import type { Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** A migration applied, by its file name (db/migrate.ts). */
export interface SchemaMigrationTable {
  name: string
  applied_at: Generated<Date>
}

/** The tables of the migrations applied, by name. */
export interface SchemaMigrationTables {
  schema_migration: SchemaMigrationTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const SCHEMA_MIGRATION_COLUMNS = {
  schema_migration: { name: 'not null', applied_at: 'not null' },
} as const satisfies ColumnsOf<SchemaMigrationTables>

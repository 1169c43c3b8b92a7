import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** The values of a subject recorded before or after a change (JSON). */
export type AuditValues = Record<string, unknown>

type NullableJson = ColumnType<AuditValues | null, string | null | undefined, never>

/**
 * One change made by staff or a command (migration 0053). Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE, so no column may be updated.
 */
export interface AuditLogTable {
  id: Generated<number>
  at: ColumnType<Date, Date | string | undefined, never>
  staff_id: ColumnType<number | null, number | null | undefined, never>
  /** Who acted as shown: the staff member's e-mail, or 'command line'. */
  actor: ColumnType<string, string, never>
  client_address: ColumnType<string, string | undefined, never>
  action: ColumnType<string, string, never>
  subject_type: ColumnType<string, string, never>
  subject_id: ColumnType<string, string, never>
  before: NullableJson
  after: NullableJson
}

/** The audit log's table, by name. */
export interface AuditTables {
  audit_log: AuditLogTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const AUDIT_COLUMNS = {
  audit_log: {
    id: 'not null',
    at: 'not null',
    staff_id: 'null',
    actor: 'not null',
    client_address: 'not null',
    action: 'not null',
    subject_type: 'not null',
    subject_id: 'not null',
    before: 'null',
    after: 'null',
  },
} as const satisfies ColumnsOf<AuditTables>

import type { Kysely } from 'kysely'
import type { AuditValues, Database } from '../../db/tables.ts'
import type { AuditAction } from './auditActions.ts'

export type { AuditAction, AuditValues }

/** Who a change is recorded for: a signed-in staff member, or a command run on the server. */
export interface AuditActor {
  /** The staff member, or null for a command. */
  staffId: number | null
  /** As the log shows it: the staff member's e-mail, or 'command line'. */
  label: string
  /** The client's address, empty for a command. */
  clientAddress: string
}

/** The actor of the npm commands (`staff:create`, and the order, return, review and stock commands next). */
export const COMMAND_LINE_ACTOR: AuditActor = { staffId: null, label: 'command line', clientAddress: '' }

/** One change to record. */
export interface AuditEntry {
  actor: AuditActor
  /** What was done, as `area.verb` (`staff.create`, `orders.ship`). */
  action: AuditAction
  subjectType: string
  subjectId: string | number
  /** The subject's values before the change (null when it did not exist). */
  before: AuditValues | null
  /** The subject's values after the change (null when it no longer exists). */
  after: AuditValues | null
  /** Time of the change (the operation's clock). */
  at: Date
}

/** A recorded change, as the log lists it. */
export interface AuditRecord {
  id: number
  at: Date
  staffId: number | null
  actor: string
  clientAddress: string
  action: string
  subjectType: string
  subjectId: string
  before: AuditValues | null
  after: AuditValues | null
}

/**
 * Records a change in the append-only audit log (docs/back-office.md#audit-log). Call it with
 * the transaction that makes the change, so the change and its record stand or fall together.
 */
export async function recordAudit(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      at: entry.at,
      staff_id: entry.actor.staffId,
      actor: entry.actor.label,
      client_address: entry.actor.clientAddress,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: String(entry.subjectId),
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute()
}

/** Filters of the audit log's list; all optional, combined with "and". */
export interface AuditFilters {
  staffId?: number
  /** An action (`staff.create`) or an area followed by a dot (`staff.`). */
  action?: string
  subjectType?: string
  subjectId?: string | number
  /** From this time on (inclusive). */
  from?: Date
  /** Before this time (exclusive). */
  to?: Date
  /** Only records older than this id (the next page). */
  beforeId?: number
  /** At most this many (default 50, at most 500). */
  limit?: number
}

/** The audit log's records matching the filters, newest (last recorded) first. */
export async function listAudit(db: Kysely<Database>, filters: AuditFilters = {}): Promise<AuditRecord[]> {
  let query = db.selectFrom('audit_log').selectAll()
  if (filters.staffId !== undefined) query = query.where('staff_id', '=', filters.staffId)
  if (filters.action !== undefined)
    query = filters.action.endsWith('.')
      ? query.where('action', 'like', `${filters.action.replace(/[\\%_]/g, '\\$&')}%`)
      : query.where('action', '=', filters.action)
  if (filters.subjectType !== undefined) query = query.where('subject_type', '=', filters.subjectType)
  if (filters.subjectId !== undefined) query = query.where('subject_id', '=', String(filters.subjectId))
  if (filters.from !== undefined) query = query.where('at', '>=', filters.from)
  if (filters.to !== undefined) query = query.where('at', '<', filters.to)
  if (filters.beforeId !== undefined) query = query.where('id', '<', filters.beforeId)
  const limit = Math.min(Math.max(filters.limit ?? 50, 1), 500)
  // The id gives a stable order to page through with beforeId.
  const rows = await query.orderBy('id', 'desc').limit(limit).execute()
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    staffId: row.staff_id,
    actor: row.actor,
    clientAddress: row.client_address,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    before: row.before,
    after: row.after,
  }))
}

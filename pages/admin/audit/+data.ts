// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { listAudit, type AuditFilters } from '../../../domain/audit/auditLog.ts'
import { listStaff } from '../../../domain/staff/staffAccounts.ts'

/** Records per page of the audit log. */
const AUDIT_PAGE_SIZE = 50

/** The audit log's page the query asks for: by staff member, action (or area `staff.`), day range, older than `before`. */
export async function data(pageContext: PageContextServer) {
  const { db } = pageContext.admin!
  const query = pageContext.urlParsed.search
  const filters: AuditFilters = { limit: AUDIT_PAGE_SIZE + 1 }
  const staffId = Number(query.staff)
  if (Number.isInteger(staffId) && staffId > 0) filters.staffId = staffId
  if (query.action && /^[\w.]{1,60}$/.test(query.action)) filters.action = query.action
  const from = dayOf(query.from)
  if (from) filters.from = from
  const to = dayOf(query.to)
  // The "to" day is included: the records before the next day's start.
  if (to) filters.to = new Date(to.getTime() + 24 * 60 * 60 * 1000)
  const before = Number(query.before)
  if (Number.isInteger(before) && before > 0) filters.beforeId = before
  const [records, staff] = await Promise.all([listAudit(db, filters), listStaff(db)])
  const page = records.slice(0, AUDIT_PAGE_SIZE)
  return {
    filters: {
      staff: filters.staffId ? String(filters.staffId) : '',
      action: filters.action ?? '',
      from: from ? (query.from ?? '') : '',
      to: to ? (query.to ?? '') : '',
    },
    staff: staff.map((member) => ({ id: member.id, email: member.email })),
    records: page.map((record) => ({
      id: record.id,
      at: record.at.toISOString(),
      actor: record.actor,
      clientAddress: record.clientAddress,
      action: record.action,
      subject: `${record.subjectType} ${record.subjectId}`,
      before: record.before === null ? '' : JSON.stringify(record.before),
      after: record.after === null ? '' : JSON.stringify(record.after),
    })),
    nextBefore: records.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
  }
}

function dayOf(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const day = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(day.getTime()) ? null : day
}

export type AuditData = Awaited<ReturnType<typeof data>>

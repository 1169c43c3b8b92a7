import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import type { StaffAction } from './roles.ts'
import type { StaffViewer } from './staffSessions.ts'

/**
 * Records that a signed-in staff member was refused a page or action their role does not
 * allow (docs/back-office.md#the-guard): `access.refused`, with the route and the action it needs.
 */
export async function recordAccessRefused(
  db: Kysely<Database>,
  viewer: StaffViewer,
  refused: { method: string; path: string; action: StaffAction; clientAddress: string },
  now: Date,
): Promise<void> {
  await db.transaction().execute((trx) =>
    recordAudit(trx, {
      actor: { staffId: viewer.staffId, label: viewer.email, clientAddress: refused.clientAddress },
      action: 'access.refused',
      subjectType: 'route',
      subjectId: `${refused.method} ${refused.path}`,
      before: null,
      after: { action: refused.action, role: viewer.role },
      at: now,
    }),
  )
}

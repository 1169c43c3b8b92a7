import type { FastifyInstance } from 'fastify'
import type { BackOfficeActor } from '../../../domain/backoffice/backOfficeActor.ts'
import { createStaff } from '../../../domain/staff/staffAccounts.ts'
import type { StaffRole } from '../../../domain/staff/roles.ts'

/** A staff member created by the command line (with a password), as the back office's rules take them. */
export async function staffActor(
  app: FastifyInstance,
  email: string,
  role: StaffRole,
  ip: string,
): Promise<BackOfficeActor> {
  const created = await createStaff(
    app.shopDatabase.db,
    { kind: 'commandLine' },
    { email, name: email.split('@')[0]!, role, password: 'Velvet-slipper-2026' },
    new Date(),
  )
  if (!created.ok) throw new Error(`staff not created: ${created.error}`)
  return { staffId: created.staff.id, email, role, ip }
}

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

/** The staff roles the catalogue tests act as: the two it lets in and two it refuses. */
const CATALOGUE_TEST_ROLES = ['owner', 'customer_service', 'warehouse', 'merchandiser'] as const

/**
 * One staff member of each of those roles (`<role>@<domain>`), written straight to the table
 * (no password, no audit row): the actors of a back-office rules test.
 */
export async function staffOfEachRole(
  app: FastifyInstance,
  domain: string,
  ip: string,
): Promise<Record<(typeof CATALOGUE_TEST_ROLES)[number], BackOfficeActor>> {
  const staff = {} as Record<(typeof CATALOGUE_TEST_ROLES)[number], BackOfficeActor>
  for (const role of CATALOGUE_TEST_ROLES) {
    const email = `${role}@${domain}`
    const { id } = await app.shopDatabase.db
      .insertInto('staff_member')
      .values({ email, name: email, role })
      .returning('id')
      .executeTakeFirstOrThrow()
    staff[role] = { staffId: id, email, role, ip }
  }
  return staff
}

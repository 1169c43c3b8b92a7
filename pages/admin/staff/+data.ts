// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { listStaff } from '../../../domain/staff/staffAccounts.ts'

/** Every staff member, as the owner manages them. */
export async function data(pageContext: PageContextServer) {
  const members = await listStaff(pageContext.admin!.db)
  return {
    members: members.map((member) => ({
      id: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      setUp: member.passwordSet && member.secondFactorEnrolled,
      disabled: member.disabledAt !== null,
    })),
  }
}

export type StaffData = Awaited<ReturnType<typeof data>>

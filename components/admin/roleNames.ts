import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { StaffRole } from '../../db/tables.ts'

/** How the back office names each role. */
export const ROLE_NAMES: Record<StaffRole, MessageDescriptor> = {
  owner: msg`Owner`,
  customer_service: msg`Customer service`,
  warehouse: msg`Warehouse`,
  merchandiser: msg`Merchandiser`,
}

/** The roles in the order forms offer them, the owner first. */
export const ROLE_CHOICES = Object.keys(ROLE_NAMES) as StaffRole[]

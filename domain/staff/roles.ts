import { CUSTOMER_SERVICE_REFUND_LIMIT_CENTS } from '../../config/backOffice.ts'
import type { StaffRole } from '../../db/tables.ts'

export type { StaffRole }

/** Every role, the owner first. */
export const STAFF_ROLES = [
  'owner',
  'customer_service',
  'warehouse',
  'merchandiser',
] as const satisfies readonly StaffRole[]

/** What a staff member may be allowed to do in the back office. */
export const STAFF_ACTIONS = [
  'orders.view',
  'orders.ship',
  'orders.cancel',
  'orders.refund',
  'orders.comment',
  'returns.manage',
  'returns.receive',
  'withdrawals.manage',
  'reviews.moderate',
  'customers.view',
  'customers.manage',
  'storecredit.adjust',
  'stock.view',
  'stock.set',
  'emails.view',
  'staff.manage',
  'audit.view',
  'catalogue.view',
  'catalogue.edit',
  'promotions.view',
  'promotions.edit',
  'giftcards.view',
  'giftcards.edit',
  'settings.edit',
  'content.view',
  'content.edit',
  'shipping.edit',
] as const

/** One action of {@link STAFF_ACTIONS}. */
export type StaffAction = (typeof STAFF_ACTIONS)[number]

/**
 * The permission matrix, the one place it is written (docs/back-office.md#roles): the owner may
 * do everything; customer service the orders, refunds (up to {@link refundLimitCents}), returns,
 * withdrawals, customers, reviews and the e-mails the outbox could not send; the warehouse
 * shipping, receiving returns and stock; the merchandiser the catalogue (products' texts and
 * status), the promotions (coupons), the content (CMS pages and blocks) and, to read only, the
 * stock, and the shipping rates (seen by whoever sees the catalogue); gift cards are seen by customer service and the merchandiser, issued and adjusted by
 * customer service; the shop's settings (contact details, legal identity) by the owner only.
 */
const MATRIX: Record<StaffAction, readonly StaffRole[]> = {
  'orders.view': ['owner', 'customer_service', 'warehouse'],
  'orders.ship': ['owner', 'warehouse'],
  'orders.cancel': ['owner', 'customer_service'],
  'orders.refund': ['owner', 'customer_service'],
  'orders.comment': ['owner', 'customer_service', 'warehouse'],
  'returns.manage': ['owner', 'customer_service'],
  'returns.receive': ['owner', 'customer_service', 'warehouse'],
  'withdrawals.manage': ['owner', 'customer_service'],
  'reviews.moderate': ['owner', 'customer_service'],
  'customers.view': ['owner', 'customer_service'],
  'customers.manage': ['owner', 'customer_service'],
  'storecredit.adjust': ['owner', 'customer_service'],
  'stock.view': ['owner', 'warehouse', 'merchandiser'],
  'stock.set': ['owner', 'warehouse'],
  'emails.view': ['owner', 'customer_service'],
  'staff.manage': ['owner'],
  'audit.view': ['owner'],
  'catalogue.view': ['owner', 'merchandiser'],
  'catalogue.edit': ['owner', 'merchandiser'],
  'promotions.view': ['owner', 'merchandiser'],
  'promotions.edit': ['owner', 'merchandiser'],
  'giftcards.view': ['owner', 'customer_service', 'merchandiser'],
  'giftcards.edit': ['owner', 'customer_service'],
  'settings.edit': ['owner'],
  'content.view': ['owner', 'merchandiser'],
  'content.edit': ['owner', 'merchandiser'],
  'shipping.edit': ['owner', 'merchandiser'],
}

/** Whether a role may do an action. */
export function can(role: StaffRole, action: StaffAction): boolean {
  return MATRIX[action].includes(role)
}

/** The largest refund a role may make on one order, in cents: null for no limit, 0 when it may not refund. */
export function refundLimitCents(role: StaffRole): number | null {
  if (!can(role, 'orders.refund')) return 0
  return role === 'owner' ? null : CUSTOMER_SERVICE_REFUND_LIMIT_CENTS
}

/** Whether a role may refund this amount (cents) on one order. */
export function canRefund(role: StaffRole, amountCents: number): boolean {
  const limit = refundLimitCents(role)
  return limit === null || amountCents <= limit
}

/** Whether a text names a role (from a command line or a form). */
export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value)
}

import type { RmaItemStatus } from '../../db/tables.ts'

/** What staff and commands do to a return's items, recorded as `returns.<the items' new status>`. */
export type ReturnMoveAuditAction = `returns.${Exclude<RmaItemStatus, 'pending'>}`

/**
 * Every action the audit log records (docs/back-office.md#audit-log), as `area.verb`. A new
 * action needs its name for staff in `components/admin/auditActionNames.ts` (the type makes
 * that module incomplete until it has one).
 */
export type AuditAction =
  | 'access.refused'
  | 'staff.create'
  | 'staff.setup'
  | 'staff.changeRole'
  | 'staff.disable'
  | 'staff.resetCredentials'
  | 'staff.signIn'
  | 'staff.signOutEverywhere'
  | 'staff.changeLanguage'
  | 'staff.addPasskey'
  | 'staff.renamePasskey'
  | 'staff.removePasskey'
  | 'orders.ship'
  | 'orders.deliver'
  | 'orders.status'
  | 'orders.cancel'
  | 'orders.refund'
  | 'orders.refund_failed'
  | 'orders.comment'
  | 'orders.email_resend'
  | ReturnMoveAuditAction
  | 'returns.refund'
  | 'withdrawals.refund'
  | 'reviews.approve'
  | 'reviews.reject'
  | 'customers.storeCredit'
  | 'customers.passwordReset'
  | 'customers.export'
  | 'customers.erase'
  | 'stock.set'
  | 'catalogue.product.update'
  | 'catalogue.price.update'
  | 'catalogue.price.schedule'
  | 'catalogue.price.unschedule'
  | 'promotions.coupon.create'
  | 'promotions.coupon.update'
  | 'promotions.coupon.batch'
  | 'giftcards.issue'
  | 'giftcards.adjust'
  | 'giftcards.disable'
  | 'giftcards.enable'
  | 'catalogue.picture.add'
  | 'catalogue.picture.update'
  | 'catalogue.picture.remove'
  | 'catalogue.product.create'
  | 'catalogue.product.classify'
  | 'catalogue.variant.add'
  | 'catalogue.variant.remove'

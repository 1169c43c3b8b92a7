import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AuditAction } from '../../domain/audit/auditActions.ts'

/** How each action of the audit log reads to staff, on the order's timeline and at /admin/audit. */
export const AUDIT_ACTION_NAMES: Readonly<Record<AuditAction, MessageDescriptor>> = {
  'access.refused': msg({ message: 'Access refused', context: 'audit action' }),
  'staff.create': msg({ message: 'Staff member created', context: 'audit action' }),
  'staff.setup': msg({ message: 'Account set up', context: 'audit action' }),
  'staff.changeRole': msg({ message: 'Role changed', context: 'audit action' }),
  'staff.disable': msg({ message: 'Staff member disabled', context: 'audit action' }),
  'staff.resetCredentials': msg({ message: 'Password and second factor reset', context: 'audit action' }),
  'staff.signIn': msg({ message: 'Signed in', context: 'audit action' }),
  'staff.signOutEverywhere': msg({ message: 'Signed out everywhere', context: 'audit action' }),
  'staff.changeLanguage': msg({ message: 'Language changed', context: 'audit action' }),
  'staff.addPasskey': msg({ message: 'Passkey added', context: 'audit action' }),
  'staff.renamePasskey': msg({ message: 'Passkey renamed', context: 'audit action' }),
  'staff.removePasskey': msg({ message: 'Passkey removed', context: 'audit action' }),
  'orders.ship': msg({ message: 'Parcel shipped', context: 'audit action' }),
  'orders.deliver': msg({ message: 'Marked as delivered', context: 'audit action' }),
  'orders.status': msg({ message: 'Order status changed', context: 'audit action' }),
  'orders.cancel': msg({ message: 'Order cancelled', context: 'audit action' }),
  'orders.refund': msg({ message: 'Order refunded', context: 'audit action' }),
  'orders.refund_failed': msg({ message: 'Refund failed', context: 'audit action' }),
  'orders.comment': msg({ message: 'Internal comment added', context: 'audit action' }),
  'orders.email_resend': msg({ message: 'E-mail sent again', context: 'audit action' }),
  'returns.authorized': msg({ message: 'Return authorised', context: 'audit action' }),
  'returns.denied': msg({ message: 'Return denied', context: 'audit action' }),
  'returns.received': msg({ message: 'Return received', context: 'audit action' }),
  'returns.approved': msg({ message: 'Return approved', context: 'audit action' }),
  'returns.rejected': msg({ message: 'Return rejected', context: 'audit action' }),
  'returns.refund': msg({ message: 'Return refunded', context: 'audit action' }),
  'withdrawals.refund': msg({ message: 'Withdrawal refunded', context: 'audit action' }),
  'reviews.approve': msg({ message: 'Review approved', context: 'audit action' }),
  'reviews.reject': msg({ message: 'Review rejected', context: 'audit action' }),
  'customers.storeCredit': msg({ message: 'Store credit adjusted', context: 'audit action' }),
  'customers.passwordReset': msg({ message: 'Password-reset e-mail sent', context: 'audit action' }),
  'customers.export': msg({ message: 'Customer’s data exported', context: 'audit action' }),
  'customers.erase': msg({ message: 'Customer’s account erased', context: 'audit action' }),
  'stock.set': msg({ message: 'Stock set', context: 'audit action' }),
  'catalogue.product.update': msg({ message: 'Product changed', context: 'audit action' }),
  'catalogue.price.update': msg({ message: 'Prices changed', context: 'audit action' }),
  'catalogue.price.schedule': msg({ message: 'Reduction scheduled', context: 'audit action' }),
  'catalogue.price.unschedule': msg({ message: 'Reduction cancelled', context: 'audit action' }),
  'promotions.coupon.create': msg({ message: 'Coupon created', context: 'audit action' }),
  'promotions.coupon.update': msg({ message: 'Coupon changed', context: 'audit action' }),
  'promotions.coupon.batch': msg({ message: 'Batch of single-use codes created', context: 'audit action' }),
  'giftcards.issue': msg({ message: 'Gift card issued', context: 'audit action' }),
  'giftcards.adjust': msg({ message: 'Gift card balance adjusted', context: 'audit action' }),
  'giftcards.disable': msg({ message: 'Gift card disabled', context: 'audit action' }),
  'giftcards.enable': msg({ message: 'Gift card enabled again', context: 'audit action' }),
  'catalogue.picture.add': msg({ message: 'Product picture added', context: 'audit action' }),
  'catalogue.picture.update': msg({ message: 'Product picture changed', context: 'audit action' }),
  'catalogue.picture.remove': msg({ message: 'Product picture removed', context: 'audit action' }),
  'catalogue.product.create': msg({ message: 'Product created', context: 'audit action' }),
  'catalogue.product.classify': msg({ message: 'Product classification changed', context: 'audit action' }),
  'catalogue.variant.add': msg({ message: 'Variants added', context: 'audit action' }),
  'catalogue.variant.remove': msg({ message: 'Variant removed', context: 'audit action' }),
  'catalogue.category.create': msg({ message: 'Category created', context: 'audit action' }),
  'catalogue.category.update': msg({ message: 'Category edited', context: 'audit action' }),
  'catalogue.category.reorder': msg({ message: 'Category moved up or down', context: 'audit action' }),
  'catalogue.category.move': msg({ message: 'Category moved under another parent', context: 'audit action' }),
}

/** The areas of the audit log's actions (the part before the dot), for its filter. */
export const AUDIT_AREA_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  orders: msg({ message: 'Orders', context: 'audit area' }),
  returns: msg({ message: 'Returns', context: 'audit area' }),
  withdrawals: msg({ message: 'Withdrawals', context: 'audit area' }),
  reviews: msg({ message: 'Reviews', context: 'audit area' }),
  customers: msg({ message: 'Customers', context: 'audit area' }),
  stock: msg({ message: 'Stock', context: 'audit area' }),
  catalogue: msg({ message: 'Catalogue', context: 'audit area' }),
  promotions: msg({ message: 'Promotions', context: 'audit area' }),
  giftcards: msg({ message: 'Gift cards', context: 'audit area' }),
  staff: msg({ message: 'Staff', context: 'audit area' }),
  access: msg({ message: 'Access', context: 'audit area' }),
}

/** The name of a recorded action; null for a code no longer recorded (shown as it is). */
export function auditActionName(action: string): MessageDescriptor | null {
  return Object.hasOwn(AUDIT_ACTION_NAMES, action) ? AUDIT_ACTION_NAMES[action as AuditAction] : null
}

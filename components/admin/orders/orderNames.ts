import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { OrderStatus } from '../../../db/tables/orders.ts'
import type { OrderPaymentStatus } from '../../../domain/backoffice/orderList.ts'

/** How the back office names each order status. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Waiting for payment`,
  processing: msg`Paid, to ship`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  closed: msg`Closed`,
}

/** Where an order's money stands. */
export const PAYMENT_STATUS_NAMES: Record<OrderPaymentStatus, MessageDescriptor> = {
  paid: msg`Paid`,
  partially_refunded: msg`Partly refunded`,
  refunded: msg`Refunded`,
}

/** How an order is delivered. */
export const DELIVERY_METHOD_NAMES: Record<'home' | 'pickup' | 'none', MessageDescriptor> = {
  home: msg`Home delivery`,
  pickup: msg`Pickup point`,
  none: msg`Nothing to ship`,
}

/** The list's sorts. */
export const ORDER_SORT_NAMES: Record<string, MessageDescriptor> = {
  date_desc: msg`Newest first`,
  date_asc: msg`Oldest first`,
  total_desc: msg`Largest total first`,
  total_asc: msg`Smallest total first`,
  number_desc: msg`Number, descending`,
  number_asc: msg`Number, ascending`,
}

/** Where a credit memo's money went. */
export const REFUND_DESTINATION_NAMES: Record<string, MessageDescriptor> = {
  payment: msg`To the card`,
  store_credit: msg`To store credit`,
}

/** Where a card payment stands at the provider (payment.status). */
export const CARD_PAYMENT_STATUS_NAMES: Record<string, MessageDescriptor> = {
  requires_payment_method: msg`Waiting for the card`,
  requires_confirmation: msg`Waiting for confirmation`,
  requires_action: msg`Waiting for 3-D Secure`,
  processing: msg`Processing`,
  succeeded: msg({ message: 'Captured', context: 'payment status' }),
}

/** Where a card refund or a credit memo stands (payment_refund.status, credit_memo.state). */
export const REFUND_STATE_NAMES: Record<string, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'refund status' }),
  succeeded: msg({ message: 'Done', context: 'refund status' }),
  refunded: msg({ message: 'Done', context: 'refund status' }),
  failed: msg({ message: 'Refused', context: 'refund status' }),
}

/** Where an e-mail of the outbox stands. */
export const EMAIL_STATUS_NAMES: Record<string, MessageDescriptor> = {
  pending: msg({ message: 'Waiting to be sent', context: 'email status' }),
  sent: msg({ message: 'Sent', context: 'email status' }),
  failed: msg({ message: 'Could not be sent', context: 'email status' }),
}

/** A name of `names` in the staff member's language, or the code itself when it has none. */
export function nameOf(
  names: Record<string, MessageDescriptor>,
  code: string,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  const descriptor = names[code]
  return descriptor ? translate(descriptor) : code
}

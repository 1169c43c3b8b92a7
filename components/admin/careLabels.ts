import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { RmaItemStatus, RmaStatus } from '../../db/tables.ts'

/** How a return's status reads to staff (docs/returns.md). */
export const RETURN_STATUS_NAMES: Readonly<Record<RmaStatus, MessageDescriptor>> = {
  pending: msg({ message: 'Asked for', context: 'return status' }),
  authorized: msg({ message: 'Authorised', context: 'return status' }),
  partially_authorized: msg`Partly authorised`,
  received: msg({ message: 'Received', context: 'return status' }),
  partially_received: msg`Partly received`,
  approved: msg({ message: 'Approved', context: 'return status' }),
  partially_approved: msg`Partly approved`,
  rejected: msg({ message: 'Rejected', context: 'return status' }),
  partially_rejected: msg`Partly rejected`,
  denied: msg({ message: 'Denied', context: 'return status' }),
  processed_and_closed: msg`Processed and closed`,
  closed: msg({ message: 'Closed', context: 'return status' }),
}

/** How a returned item's status reads to staff. */
export const RETURN_ITEM_STATUS_NAMES: Readonly<Record<RmaItemStatus, MessageDescriptor>> = {
  pending: msg({ message: 'Asked for', context: 'return status' }),
  authorized: msg({ message: 'Authorised', context: 'return status' }),
  received: msg({ message: 'Received', context: 'return status' }),
  approved: msg({ message: 'Approved', context: 'return status' }),
  rejected: msg({ message: 'Rejected', context: 'return status' }),
  denied: msg({ message: 'Denied', context: 'return status' }),
}

/** How a newsletter subscription's status reads to staff; an unknown one shows as it is. */
export const NEWSLETTER_STATUS_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  pending: msg`waiting for the customer’s confirmation`,
  subscribed: msg`subscribed`,
  unsubscribed: msg`unsubscribed`,
}

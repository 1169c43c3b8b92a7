import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** How a return's status (ReturnMerchandiseAuthorizationStatus, docs/returns.md) reads to its customer; an unknown one shows as it is. */
export const RETURN_STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  PENDING: msg({ message: 'Requested', context: 'return status' }),
  AUTHORIZED: msg({ message: 'Authorised', context: 'return status' }),
  PARTIALLY_AUTHORIZED: msg`Partially authorised`,
  RECEIVED: msg({ message: 'Received', context: 'return status' }),
  PARTIALLY_RECEIVED: msg`Partially received`,
  APPROVED: msg({ message: 'Approved', context: 'return status' }),
  PARTIALLY_APPROVED: msg`Partially approved`,
  REJECTED: msg({ message: 'Rejected', context: 'return status' }),
  PARTIALLY_REJECTED: msg`Partially rejected`,
  DENIED: msg({ message: 'Denied', context: 'return status' }),
  PROCESSED_AND_CLOSED: msg`Processed and closed`,
  CLOSED: msg({ message: 'Closed', context: 'return status' }),
}

/** How a returned item's status (ReturnedItemStatus) reads. */
export const RETURNED_ITEM_STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  PENDING: msg({ message: 'Requested', context: 'returned item status' }),
  AUTHORIZED: msg({ message: 'Authorised', context: 'returned item status' }),
  RECEIVED: msg({ message: 'Received', context: 'returned item status' }),
  APPROVED: msg({ message: 'Approved', context: 'returned item status' }),
  REJECTED: msg({ message: 'Rejected', context: 'returned item status' }),
  DENIED: msg({ message: 'Denied', context: 'returned item status' }),
}

/** What happens next, by return status: one sentence the page and the e-mail show. */
export const RETURN_STATUS_NEXT_STEPS: Readonly<Record<string, MessageDescriptor>> = {
  PENDING: msg`We will check your request and tell you by e-mail, usually within two working days.`,
  AUTHORIZED: msg`Your return is accepted: print the prepaid return label (postage is on us), stick it on the parcel and drop it at a post office or pickup point.`,
  PARTIALLY_AUTHORIZED: msg`Some items are accepted for return: send only the authorised items, with the prepaid return label (postage is on us) on the parcel.`,
  RECEIVED: msg`Your parcel has arrived: we are checking the items.`,
  PARTIALLY_RECEIVED: msg`Part of your return has arrived: we are checking the items.`,
  PARTIALLY_APPROVED: msg`Some items are approved: their refund follows in a separate e-mail.`,
  PARTIALLY_REJECTED: msg`Some items could not be accepted after inspection: we will send them back to you.`,
  PROCESSED_AND_CLOSED: msg`Your return is complete: the approved items are refunded, the refund follows in a separate e-mail.`,
  CLOSED: msg`Your return is closed: no item was accepted. Items we received are sent back to you.`,
}

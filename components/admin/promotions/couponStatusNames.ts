import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** A coupon's status in the staff member's words. */
export const COUPON_STATUS_NAMES: Record<string, MessageDescriptor> = {
  active: msg({ message: 'Valid now', context: 'coupon status' }),
  scheduled: msg({ message: 'Not yet valid', context: 'coupon status' }),
  expired: msg({ message: 'Expired', context: 'coupon status' }),
  disabled: msg({ message: 'Switched off', context: 'coupon status' }),
}

/** A gift card's state in the staff member's words. */
export const GIFT_CARD_STATE_NAMES: Record<string, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'gift card state' }),
  used: msg({ message: 'Used up', context: 'gift card state' }),
  expired: msg({ message: 'Expired', context: 'gift card state' }),
  disabled: msg({ message: 'Disabled', context: 'gift card state' }),
}

/** A gift card ledger movement's kind in the staff member's words. */
export const GIFT_CARD_MOVEMENT_NAMES: Record<string, MessageDescriptor> = {
  issue: msg({ message: 'Issued', context: 'gift card movement' }),
  debit: msg({ message: 'Spent', context: 'gift card movement' }),
  refund: msg({ message: 'Refunded', context: 'gift card movement' }),
  adjustment: msg({ message: 'Adjusted by staff', context: 'gift card movement' }),
}

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** How an order's status reads to its shopper; an unknown status shows as it is. */
export const ORDER_STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  processing: msg`Processing`,
  complete: msg`Complete`,
  canceled: msg`Canceled`,
}

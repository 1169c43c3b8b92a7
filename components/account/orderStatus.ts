import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** How an order's status reads to its shopper (the statuses of docs/orders.md); an unknown status shows as it is. */
export const ORDER_STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  pending: msg`Awaiting payment`,
  processing: msg`Processing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  closed: msg({ message: 'Closed', context: 'order status' }),
}

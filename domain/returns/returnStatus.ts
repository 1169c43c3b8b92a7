/**
 * The statuses of a return (RMA) and of its items, the moves an item may make, and how a
 * return's status follows from its items' (docs/returns.md has the tables). Pure: the API, the
 * `returns:advance` command and the seed all ask it before changing a status. Names and the
 * derivation are Magento's (`Magento\Rma\Model\Rma\Source\Status::getStatusByItems`).
 */

import {
  RMA_ITEM_STATUSES,
  RMA_STATUSES,
  type RmaItemStatus,
  type RmaStatus,
} from '../../db/tables/returns.ts'

export { RMA_ITEM_STATUSES, RMA_STATUSES, type RmaItemStatus, type RmaStatus }

/** Where an item may go from each status; approved, rejected and denied are final. */
const ITEM_MOVES: Readonly<Record<RmaItemStatus, readonly RmaItemStatus[]>> = {
  // Asked for: the shop agrees to take it back, or refuses (outside the return period, not ours …).
  pending: ['authorized', 'denied'],
  // The customer may send it: it arrives.
  authorized: ['received'],
  // Inspected: accepted (then refunded), or refused (sent back to the customer).
  received: ['approved', 'rejected'],
  approved: [],
  rejected: [],
  denied: [],
}

/** Why an item move is refused. */
export type RmaItemMoveRefusal = 'UNKNOWN_STATUS' | 'SAME_STATUS' | 'NOT_ALLOWED'

/** Whether a value is a returned item's status. */
export function isRmaItemStatus(value: string): value is RmaItemStatus {
  return (RMA_ITEM_STATUSES as readonly string[]).includes(value)
}

/** Why an item cannot go from `from` to `to`, or null when it may. */
export function rmaItemMoveRefusal(from: RmaItemStatus, to: string): RmaItemMoveRefusal | null {
  if (!isRmaItemStatus(to)) return 'UNKNOWN_STATUS'
  if (from === to) return 'SAME_STATUS'
  return ITEM_MOVES[from].includes(to) ? null : 'NOT_ALLOWED'
}

/** The statuses an item may go to next. */
export function nextRmaItemStatuses(from: RmaItemStatus): RmaItemStatus[] {
  return RMA_ITEM_STATUSES.filter((to) => rmaItemMoveRefusal(from, to) === null)
}

/** An item in one of these statuses no longer holds its pieces: they may be asked back again in another return. */
export function releasesPieces(status: RmaItemStatus): boolean {
  return status === 'rejected' || status === 'denied'
}

/** Whether a return is over: every item has a final status. */
export function isFinalRmaStatus(status: RmaStatus): boolean {
  return status === 'processed_and_closed' || status === 'closed'
}

// Magento's bits: one per item status present.
const BITS: Readonly<Record<RmaItemStatus, number>> = {
  pending: 1,
  authorized: 2,
  denied: 4,
  received: 8,
  approved: 16,
  rejected: 32,
}

/**
 * A return's status from its items' (Magento's getStatusByItems): all alike gives that status
 * (approved → processed and closed, denied or rejected → closed); a mix is "partially" the most
 * advanced step reached, and a mix of final statuses with at least one approved is processed
 * and closed. Throws for no items.
 */
export function rmaStatusOfItems(items: readonly RmaItemStatus[]): RmaStatus {
  if (items.length === 0) throw new Error('a return has at least one item')
  const mask = [...new Set(items)].reduce((sum, status) => sum + BITS[status], 0)
  if (mask === 1 || mask === 5) return 'pending'
  if (mask === 2) return 'authorized'
  if (mask === 4 || mask === 32 || mask === 36) return 'closed'
  if (mask < 8) return 'partially_authorized'
  if (mask === 8) return 'received'
  if (mask < 16) return 'partially_received'
  if (mask === 16 || mask === 20 || mask === 48 || mask === 52) return 'processed_and_closed'
  if (mask < 32) return 'partially_approved'
  if (mask < 48) return 'partially_rejected'
  return 'partially_approved'
}

/** The database id of a cart line from its `item_id`, or null when it cannot be one. */
export function cartLineId(itemId: string): number | null {
  return /^\d{1,15}$/.test(itemId) ? Number(itemId) : null
}

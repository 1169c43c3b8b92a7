import type { Kysely, Selectable } from 'kysely'
import type { Database, OrderItemTable } from '../../db/tables.ts'

/** An order line as bought. */
export type OrderItemRow = Selectable<OrderItemTable>

/** An order line and how many of its pieces can still be withdrawn. */
export interface WithdrawableLine {
  item: OrderItemRow
  /** Pieces already withdrawn. */
  withdrawn: number
  /** Pieces that can be withdrawn now. */
  left: number
}

/**
 * The lines of an order with the pieces still withdrawable: bought minus withdrawn. A gift
 * card is a voucher whose right of withdrawal ends once it is used, so a gift card line only
 * offers cards of this order still unused (active, full balance) that are not withdrawn yet.
 * Pass the transaction holding the order's row lock when the answer decides a withdrawal.
 */
export async function withdrawableLines(db: Kysely<Database>, orderId: number): Promise<WithdrawableLine[]> {
  const [items, withdrawn, cards] = await Promise.all([
    db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db
      .selectFrom('order_withdrawal_item')
      .innerJoin('order_withdrawal', 'order_withdrawal.id', 'order_withdrawal_item.withdrawal_id')
      .select([
        'order_withdrawal_item.order_item_id',
        (eb) => eb.fn.sum<string>('order_withdrawal_item.quantity').as('pieces'),
      ])
      .where('order_withdrawal.order_id', '=', orderId)
      .groupBy('order_withdrawal_item.order_item_id')
      .execute(),
    db
      .selectFrom('gift_card_account')
      .select(['initial_cents', 'balance_cents', 'state', 'recipient_email'])
      .where('order_id', '=', orderId)
      .execute(),
  ])
  const withdrawnOf = new Map(withdrawn.map((row) => [Number(row.order_item_id), Number(row.pieces)]))
  return items.map((item) => {
    const done = withdrawnOf.get(Number(item.id)) ?? 0
    const notWithdrawn = Math.max(0, item.quantity - done)
    if (!item.giftcard) return { item, withdrawn: done, left: notWithdrawn }
    const { amount_cents: amount, recipient_email: recipient } = item.giftcard
    // The line's cards are the order's cards of its amount and recipient; withdrawn ones stay unused until refunded.
    const unused = cards.filter(
      (card) =>
        card.state === 'active' &&
        card.initial_cents === amount &&
        card.balance_cents === card.initial_cents &&
        card.recipient_email.toLowerCase() === recipient.toLowerCase(),
    ).length
    return { item, withdrawn: done, left: Math.max(0, Math.min(notWithdrawn, unused - done)) }
  })
}

/** A line and the pieces a statement withdraws from it. */
export interface WithdrawnPieces {
  item: OrderItemRow
  quantity: number
}

/** Why the pieces asked for cannot be withdrawn. */
export type PiecesProblem = 'INVALID_QUANTITY' | 'NO_ITEMS_CHOSEN' | 'ALREADY_WITHDRAWN'

/**
 * The pieces a statement withdraws: every piece left when `chosen` is null (the whole order),
 * else the chosen quantities per line (0 leaves a line out), each a whole number from 0 to what
 * is left of a line of this order.
 */
export function piecesToWithdraw(
  lines: readonly WithdrawableLine[],
  chosen: readonly { order_item_id: string; quantity: number }[] | null,
): WithdrawnPieces[] | PiecesProblem {
  if (chosen === null) {
    const all = lines
      .filter((line) => line.left > 0)
      .map((line) => ({ item: line.item, quantity: line.left }))
    return all.length > 0 ? all : 'ALREADY_WITHDRAWN'
  }
  const seen = new Set<string>()
  const pieces: WithdrawnPieces[] = []
  for (const { order_item_id: id, quantity } of chosen) {
    const line = lines.find((candidate) => String(candidate.item.id) === id)
    if (!line || seen.has(id) || !Number.isInteger(quantity) || quantity < 0) return 'INVALID_QUANTITY'
    seen.add(id)
    if (quantity === 0) continue
    if (quantity > line.left) return line.left === 0 ? 'ALREADY_WITHDRAWN' : 'INVALID_QUANTITY'
    pieces.push({ item: line.item, quantity })
  }
  if (pieces.length > 0) return pieces
  return lines.some((line) => line.left > 0) ? 'NO_ITEMS_CHOSEN' : 'ALREADY_WITHDRAWN'
}

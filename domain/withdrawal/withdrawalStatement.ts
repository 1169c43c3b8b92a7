import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { StoreKey } from '../../config/stores.ts'
import type { DomainContext } from '../context.ts'
import type { OrderRow } from '../orders/orderView.ts'
import { isEmailAddress, normalizeEmail } from '../accounts/accountInput.ts'
import { failed, type MutationOutcome } from '../mutationResult.ts'
import { piecesToWithdraw, withdrawableLines, type WithdrawnPieces } from './withdrawableLines.ts'
import { withdrawalCalendarOf, withdrawalWindow } from './withdrawalPeriod.ts'

/** Longest name a statement takes. */
export const WITHDRAWAL_NAME_MAX_LENGTH = 100

/** A withdrawal statement as the API receives it. */
export interface WithdrawalInput {
  orderId?: string | null
  token?: string | null
  name: string
  email: string
  items?: readonly { order_item_id: string; quantity: number }[] | null
  revision: number
}

/** A statement checked against its order: who, where the acknowledgment goes, and which pieces. */
export interface WithdrawalPlan {
  order: OrderRow
  name: string
  email: string
  wholeOrder: boolean
  pieces: WithdrawnPieces[]
}

/**
 * The order a statement is about: the signed-in customer's own order by `orderId`, or the guest
 * order a signed, unexpired link names in this store (`token`). Another customer's order, a
 * customer's order by token, a forged or expired token: null alike. 'SIGN_IN_REQUIRED' when an
 * anonymous shopper names an order by id.
 */
export async function findOrderToWithdraw(
  context: DomainContext,
  input: Pick<WithdrawalInput, 'orderId' | 'token'>,
): Promise<OrderRow | 'SIGN_IN_REQUIRED' | null> {
  if (input.token) {
    const orderId = context.orderLinks?.verify(input.token, context.now) ?? null
    if (orderId === null) return null
    return (
      (await context.db
        .selectFrom('shop_order')
        .selectAll()
        .where('id', '=', orderId)
        .where('customer_id', 'is', null)
        .where('store_key', '=', context.store.key)
        .executeTakeFirst()) ?? null
    )
  }
  const customerId = context.shopper?.customerId ?? null
  if (customerId === null) return 'SIGN_IN_REQUIRED'
  if (!/^\d{1,15}$/.test(input.orderId ?? '')) return null
  return (
    (await context.db
      .selectFrom('shop_order')
      .selectAll()
      .where('id', '=', Number(input.orderId))
      .where('customer_id', '=', customerId)
      .executeTakeFirst()) ?? null
  )
}

/** The refusal of a statement about no order the caller may see. */
export function orderNotFound(): MutationOutcome {
  return failed('ORDER_NOT_FOUND', 'No such order', 'orderId')
}

/**
 * Checks a statement against its order, read through `db` (the transaction holding the order's
 * row lock when it decides a withdrawal): the name (1 to 100 characters) and e-mail address,
 * the period (in the time zone of the store the order was placed in), and the pieces.
 */
export async function planWithdrawal(
  db: Kysely<Database>,
  order: OrderRow,
  input: WithdrawalInput,
  now: Date,
): Promise<{ problem: MutationOutcome } | { plan: WithdrawalPlan }> {
  const name = input.name.trim()
  const email = normalizeEmail(input.email)
  if (name === '') return { problem: failed('REQUIRED', 'The name is required', 'name') }
  if (name.length > WITHDRAWAL_NAME_MAX_LENGTH)
    return {
      problem: failed(
        'INVALID_LENGTH',
        `The name may have at most ${WITHDRAWAL_NAME_MAX_LENGTH} characters`,
        'name',
      ),
    }
  if (email === '') return { problem: failed('REQUIRED', 'The e-mail address is required', 'email') }
  if (!isEmailAddress(email))
    return { problem: failed('INVALID_EMAIL', 'The e-mail address is not valid', 'email') }
  const window = withdrawalWindow(order, now, await withdrawalCalendarOf(order.store_key as StoreKey))
  if (window.state === 'ended')
    return {
      problem: failed(
        'WITHDRAWAL_NOT_AVAILABLE',
        `Order ${order.number} is ${order.status}: there is nothing to withdraw from`,
      ),
    }
  if (window.state === 'over')
    return {
      problem: failed(
        'WITHDRAWAL_PERIOD_OVER',
        `The withdrawal period of order ${order.number} ended at ${window.deadline.toISOString()}`,
      ),
    }
  const chosen = input.items ?? null
  const lines = await withdrawableLines(db, Number(order.id))
  const pieces = piecesToWithdraw(lines, chosen)
  if (pieces === 'ALREADY_WITHDRAWN')
    return { problem: failed('ALREADY_WITHDRAWN', 'These pieces were already withdrawn', 'items') }
  if (pieces === 'NO_ITEMS_CHOSEN')
    return { problem: failed('NO_ITEMS_CHOSEN', 'Choose at least one piece to withdraw', 'items') }
  if (pieces === 'INVALID_QUANTITY')
    return {
      problem: failed(
        'INVALID_QUANTITY',
        'A quantity is not a whole number from 0 to the pieces left of a line of this order',
        'items',
      ),
    }
  // Chosen items that are every piece left withdraw the whole (rest of the) order, as omitting them does.
  const wholeOrder =
    pieces.reduce((sum, piece) => sum + piece.quantity, 0) === lines.reduce((sum, line) => sum + line.left, 0)
  return { plan: { order, name, email, wholeOrder, pieces } }
}

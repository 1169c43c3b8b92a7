import { msg } from '@lingui/core/runtime-macro'
import type { DomainContext } from '../context.ts'
import { changeOwnCart, type CartRow } from '../cart/cartAccess.ts'
import type { LineChoice } from '../cart/cartItemChoice.ts'
import { addChoicesToCart } from '../cart/cartLineChanges.ts'
import { changedCartColumns } from '../cart/cartOutcome.ts'
import { shopperText } from '../shopperText.ts'
import {
  choicesOfOrderLines,
  reorderLineRefused,
  reorderProblem,
  type ReorderProblem,
} from './reorderLines.ts'

/** What a reorder did: how many lines went into the cart, and the others with why. */
export interface ReorderOutcome {
  added: number
  refused: ReorderProblem[]
}

/** The answer when no line of the order could be added. */
export const NOTHING_REORDERED = msg`None of the products of this order could be added to your cart.`

/** The answer for another customer's or an unknown order. */
export const REORDER_ORDER_NOT_FOUND = msg`This order could not be found.`

/**
 * Puts the lines of an order into a cart, with the cart's own checks: each line is checked
 * against today's catalogue (resolveCartItem), then added on its own with the cart's add
 * (addChoicesToCart, in one transaction holding the cart's lock), so a line out of stock is
 * refused while the others go in.
 */
export async function reorderToCart(
  context: DomainContext,
  orderId: number,
  cart: CartRow,
): Promise<ReorderOutcome> {
  const items = await context.db
    .selectFrom('order_item')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  const checked = await choicesOfOrderLines(context, items)
  const refused = checked.filter((entry): entry is ReorderProblem => 'reason' in entry)
  const choices = items.flatMap((item, index) =>
    'reason' in checked[index]! ? [] : [{ item, choice: checked[index] as LineChoice }],
  )
  const added = await changeOwnCart(context, cart.id, async (trx, locked) => {
    let count = 0
    for (const { item, choice } of choices) {
      const [problem] = await addChoicesToCart(trx, locked, [choice])
      if (problem) refused.push(reorderProblem(item, problem))
      else count += 1
    }
    if (count > 0)
      await trx.updateTable('cart').set(changedCartColumns(context)).where('id', '=', locked.id).execute()
    return count
  })
  refused.sort((a, b) => a.item.id - b.item.id)
  return { added: added ?? 0, refused }
}

/** A refused line as the shopper reads it: the product's name and why, in the store's language. */
export function reorderRefusalText(context: DomainContext, problem: ReorderProblem): string {
  return shopperText(
    context.store.locale,
    reorderLineRefused(problem.item.name, shopperText(context.store.locale, problem.reason)),
  )
}

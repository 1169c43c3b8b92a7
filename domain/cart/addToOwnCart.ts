import type { CartItemInput } from './cartItemInput.ts'
import type { DomainContext } from '../context.ts'
import { shopperText } from '../shopperText.ts'
import { changeOwnCart, findOwnCart } from './cartAccess.ts'
import { resolveCartItem, type ItemProblem, type LineChoice } from './cartItemChoice.ts'
import { addChoicesToCart } from './cartLineChanges.ts'
import { ITEM_ERROR_MESSAGES } from './cartMessages.ts'
import { cartChanged, cartNotFound, cartRefused, changedCartColumns } from './cartOutcome.ts'
import { cartView } from './cartView.ts'

/** Most items one call may add. */
const MAX_ITEMS_PER_CALL = 20

/**
 * Adds items to the caller's cart: checks every item against the catalogue and the stock, then
 * adds them all, or none (Magento's `user_errors` say why, in the store's language). Counted
 * against the session's budget. `addProductsToCart` and the wishlist's adds share it.
 */
export async function addToOwnCart(context: DomainContext, cartId: string, cartItems: CartItemInput[]) {
  const own = await findOwnCart(context, cartId)
  if (!own || !context.shopper) return { ...cartNotFound(context), user_errors: [] }
  const wait = context.limits ? await context.limits.consume('addToCart', context.shopper.key) : 0
  if (wait > 0) {
    context.retryAfterSeconds = Math.max(context.retryAfterSeconds ?? 0, wait)
    return {
      ...cartRefused(context, 'TOO_MANY_ATTEMPTS'),
      cart: await cartView(context, own),
      user_errors: [],
    }
  }
  const problems = await addItems(context, cartId, cartItems)
  if (problems === null) return { ...cartNotFound(context), user_errors: [] }
  const refused = problems.filter((problem): problem is ItemProblem => problem !== null)
  const cart = (await findOwnCart(context, cartId)) ?? own
  if (refused.length === 0) return { ...(await cartChanged(context, cart)), user_errors: [] }
  const user_errors = refused.map((problem) => ({
    code: problem.code,
    message: shopperText(context.store.locale, problem.message),
  }))
  return {
    ...cartRefused(context, refused[0]?.errorCode ?? 'INVALID_CART_ITEMS'),
    cart: await cartView(context, cart),
    user_errors,
  }
}

/** Checks and adds the items in one transaction: their problems (all null when added), or null when the cart is gone. */
async function addItems(
  context: Parameters<typeof findOwnCart>[0],
  cartId: string,
  cartItems: Parameters<typeof resolveCartItem>[1][],
): Promise<(ItemProblem | null)[] | null> {
  if (cartItems.length === 0 || cartItems.length > MAX_ITEMS_PER_CALL)
    return [{ code: 'INVALID_PARAMETER_VALUE', message: ITEM_ERROR_MESSAGES.itemCount(MAX_ITEMS_PER_CALL) }]
  // Catalogue checks read through the request's loaders, so they run before the transaction.
  const resolved = await Promise.all(cartItems.map((item) => resolveCartItem(context, item)))
  if (resolved.some((entry) => 'code' in entry))
    return resolved.map((entry) => ('code' in entry ? entry : null))
  return changeOwnCart(context, cartId, async (trx, cart) => {
    const problems = await addChoicesToCart(trx, cart, resolved as LineChoice[])
    if (problems.every((problem) => problem === null))
      await trx.updateTable('cart').set(changedCartColumns(context)).where('id', '=', cart.id).execute()
    return problems
  })
}

import type { DomainContext } from '../context.ts'
import type { CartItemInput, CartUserInputError } from '../cart/cartItemInput.ts'
import { addToOwnCart } from '../cart/addToOwnCart.ts'
import { encodeUid } from '../cart/optionUids.ts'
import { failed, succeeded, type MutationOutcome } from '../mutationResult.ts'
import type { WishlistItemRow } from './wishlistStore.ts'

const VALUE_ID = /^\d{1,9}$/

/** One piece of a wishlist item as the cart takes it: its options become Magento's option uids. */
export function cartItemOf(item: WishlistItemRow): CartItemInput {
  const selected: string[] = item.selected_options.map((option) =>
    encodeUid('configurable', option.option_id, option.option_value),
  )
  const entered: { uid: string; value: string }[] = []
  for (const option of item.selected_custom_options) {
    // A chosen value is its id; anything else was typed.
    if (VALUE_ID.test(option.option_value))
      selected.push(encodeUid('custom-option', option.option_id, option.option_value))
    else entered.push({ uid: encodeUid('custom-option', option.option_id), value: option.option_value })
  }
  for (const option of item.selected_bundle_options)
    selected.push(encodeUid('bundle', option.option_id, option.option_value, option.option_qty))
  return { sku: item.sku, quantity: 1, selected_options: selected, entered_options: entered }
}

/**
 * The item with the options a shopper chose for it where it has none of its own (kept from a
 * listing card, without colour and size): the item's own choice always stays.
 */
export function withChosenOptions(
  item: WishlistItemRow,
  chosen: readonly { option_id: string; option_value: string }[] | null | undefined,
): WishlistItemRow {
  const missing = (chosen ?? []).filter(
    (option) =>
      option.option_value !== '' &&
      !item.selected_options.some((own) => String(own.option_id) === String(option.option_id)),
  )
  if (missing.length === 0) return item
  return {
    ...item,
    selected_options: [
      ...item.selected_options,
      ...missing.map((option) => ({ option_id: option.option_id, option_value: option.option_value })),
    ],
  }
}

/** What adding wishlist items to a cart did. */
export interface WishlistCartOutcome extends MutationOutcome {
  added: number
  user_errors: CartUserInputError[]
  /** The items that went to the cart. */
  addedItems: WishlistItemRow[]
}

/**
 * Adds each item to the caller's cart on its own, with the cart's checks (stock, options,
 * rate limit): one refused item does not keep the others out. Succeeds when every item went in.
 */
export async function addItemsToCart(
  context: DomainContext,
  cartId: string,
  items: readonly WishlistItemRow[],
): Promise<WishlistCartOutcome> {
  const outcome: WishlistCartOutcome = { ...succeeded(), added: 0, user_errors: [], addedItems: [] }
  for (const item of items) {
    const answer = await addToOwnCart(context, cartId, [cartItemOf(item)])
    if (answer.success) {
      outcome.added += 1
      outcome.addedItems.push(item)
      continue
    }
    outcome.user_errors.push(
      ...(answer.user_errors.length > 0
        ? answer.user_errors
        : [{ code: 'UNDEFINED' as const, message: answer.errorMessage ?? '' }]),
    )
    Object.assign(
      outcome,
      failed(
        answer.errorCode ?? 'INVALID_CART_ITEMS',
        answer.errorMessage ?? 'An item could not be added to the cart',
      ),
    )
    // A missing cart or a spent budget refuses every other item alike.
    if (answer.errorCode === 'CART_NOT_FOUND' || answer.errorCode === 'TOO_MANY_ATTEMPTS') break
  }
  return outcome
}

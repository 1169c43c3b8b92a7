import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/runtime-macro'
import type { Selectable } from 'kysely'
import type { OrderItemTable } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import type { CartItemInput, CartUserInputErrorType } from '../cart/cartItemInput.ts'
import { CONFIGURABLE_ATTRIBUTES } from '../catalog/configurableAttributes.ts'
import { resolveCartItem, type ItemProblem, type LineChoice } from '../cart/cartItemChoice.ts'
import { ITEM_ERROR_MESSAGES } from '../cart/cartMessages.ts'
import { encodeUid } from '../cart/optionUids.ts'
import { MAX_CART_LINE_QUANTITY } from '../../config/shopConfig.ts'

/** Why a past order's line cannot be put in the cart again. */
export type CheckoutUserInputErrorCodes =
  'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'PRODUCT_NOT_FOUND' | 'REORDER_NOT_AVAILABLE' | 'UNDEFINED'

/** A line of an order as it was bought. */
export type OrderItemRow = Selectable<OrderItemTable>

/** A line of an order that cannot go into the cart, and why. */
export interface ReorderProblem {
  item: OrderItemRow
  code: CheckoutUserInputErrorCodes
  reason: MessageDescriptor
}

/** The size and colour the line was bought in are no longer sold. */
const VARIANT_GONE = msg`This size or colour is no longer sold.`

/** What the shopper reads for a line that was not added (`reason` is already in their language). */
export const reorderLineRefused = (productName: string, reason: string) =>
  msg`${{ productName }} was not added: ${{ reason }}`

/**
 * The cart item of an order line, as the product page would have sent it: its size and colour
 * (found again from the variant bought), custom options and bundle pieces as the cart held
 * them, a gift card's amount, sender, recipient and message; null when the variant is gone.
 */
export async function cartItemOfOrderLine(
  context: DomainContext,
  item: OrderItemRow,
): Promise<CartItemInput | null> {
  const quantity = Math.min(item.quantity, MAX_CART_LINE_QUANTITY)
  if (item.giftcard) {
    const card = item.giftcard
    const entered: [string, string][] = [
      ['am_giftcard_amount', (card.amount_cents / 100).toFixed(2)],
      ['am_giftcard_sender_name', card.sender_name],
      ['am_giftcard_sender_email', card.sender_email],
      ['am_giftcard_recipient_name', card.recipient_name],
      ['am_giftcard_recipient_email', card.recipient_email],
      ['am_giftcard_message', card.message ?? ''],
    ]
    return {
      sku: item.sku,
      quantity,
      entered_options: entered.map(([field, value]) => ({ uid: encodeUid('giftcard', field), value })),
    }
  }
  const selected: string[] = []
  if (item.variant_sku !== null) {
    const [variants, catalogue] = await Promise.all([
      context.loaders.variants.load(item.sku),
      context.loaders.attributes(),
    ])
    const variant = variants.find((candidate) => candidate.sku === item.variant_sku)
    if (!variant) return null
    for (const { code, column } of CONFIGURABLE_ATTRIBUTES) {
      const attributeId = catalogue.attributes.get(code)?.id
      const value = variant[column]
      if (attributeId !== undefined && value !== null)
        selected.push(encodeUid('configurable', attributeId, value))
    }
  }
  const entered: { uid: string; value: string }[] = []
  for (const option of item.custom_options) {
    if ('text' in option) entered.push({ uid: encodeUid('custom-option', option.option), value: option.text })
    else selected.push(encodeUid('custom-option', option.option, option.value))
  }
  for (const piece of item.bundle_options)
    selected.push(encodeUid('bundle', piece.option, piece.selection, piece.qty))
  return { sku: item.sku, quantity, selected_options: selected, entered_options: entered }
}

/** Each order line checked against today's catalogue: the cart line it makes, or why it cannot. */
export async function choicesOfOrderLines(
  context: DomainContext,
  items: readonly OrderItemRow[],
): Promise<(LineChoice | ReorderProblem)[]> {
  return Promise.all(
    items.map(async (item) => {
      const input = await cartItemOfOrderLine(context, item)
      if (!input) return { item, code: 'NOT_SALABLE' as const, reason: VARIANT_GONE }
      const resolved = await resolveCartItem(context, input)
      return 'code' in resolved ? reorderProblem(item, resolved) : resolved
    }),
  )
}

/** Magento's reorder code of a cart refusal, with its message. */
export function reorderProblem(item: OrderItemRow, problem: ItemProblem): ReorderProblem {
  return {
    item,
    code: REORDER_CODES[problem.code],
    reason: problem.code === 'PRODUCT_NOT_FOUND' ? ITEM_ERROR_MESSAGES.notSalable : problem.message,
  }
}

const REORDER_CODES: Record<CartUserInputErrorType, CheckoutUserInputErrorCodes> = {
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  NOT_SALABLE: 'NOT_SALABLE',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  REQUIRED_PARAMETER_MISSING: 'REORDER_NOT_AVAILABLE',
  INVALID_PARAMETER_VALUE: 'REORDER_NOT_AVAILABLE',
  UNDEFINED: 'UNDEFINED',
}

import type { Transaction } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { MAX_CART_LINE_QUANTITY } from '../../config/shopConfig.ts'
import { ITEM_ERROR_MESSAGES } from './cartMessages.ts'
import type { CartRow } from './cartAccess.ts'
import { quantityProblem, type ItemProblem, type LineChoice } from './cartItemChoice.ts'
import { currentSaleableQuantity } from './cartStock.ts'

/** Lines to write: each choice's line with the quantity it will hold. */
interface LineWrite {
  choice: LineChoice
  lineId: number | null
  quantity: number
}

/**
 * Adds choices to a cart whose row the transaction locks: quantities of the same line add up,
 * then every line is checked against the maximum and the stock of its size and colour. All or
 * nothing: the problems, and nothing written, when any line is refused.
 */
export async function addChoicesToCart(
  trx: Transaction<Database>,
  cart: CartRow,
  choices: readonly LineChoice[],
): Promise<(ItemProblem | null)[]> {
  const writes = new Map<string, LineWrite>()
  const problems: (ItemProblem | null)[] = []
  for (const choice of choices) {
    const key = `${choice.product.sku}\n${choice.optionsKey}`
    let write = writes.get(key)
    if (!write) {
      const line = await trx
        .selectFrom('cart_item')
        .select(['id', 'quantity'])
        .where('cart_id', '=', cart.id)
        .where('sku', '=', choice.product.sku)
        .where('options_key', '=', choice.optionsKey)
        .executeTakeFirst()
      write = { choice, lineId: line?.id ?? null, quantity: line?.quantity ?? 0 }
      writes.set(key, write)
    }
    write.quantity += choice.quantity
    problems.push(await lineProblem(trx, choice, write.quantity))
  }
  if (problems.some((problem) => problem !== null)) return problems
  for (const { choice, lineId, quantity } of writes.values()) {
    if (lineId !== null)
      await trx.updateTable('cart_item').set({ quantity }).where('id', '=', lineId).execute()
    else {
      await trx
        .insertInto('cart_item')
        .values({
          cart_id: cart.id,
          sku: choice.product.sku,
          variant_sku: choice.variant?.sku ?? null,
          custom_options: JSON.stringify(choice.customOptions),
          bundle_options: JSON.stringify(choice.bundleOptions),
          giftcard: choice.giftCard ? JSON.stringify(choice.giftCard) : null,
          options_key: choice.optionsKey,
          quantity,
        })
        .execute()
    }
  }
  return problems
}

async function lineProblem(
  trx: Transaction<Database>,
  choice: LineChoice,
  quantity: number,
): Promise<ItemProblem | null> {
  if (quantity > MAX_CART_LINE_QUANTITY) return quantityProblem()
  const available = await currentSaleableQuantity(trx, {
    sku: choice.product.sku,
    variant_sku: choice.variant?.sku ?? null,
    bundle_options: choice.bundleOptions,
    giftcard: choice.giftCard,
  })
  if (available === 0) return { code: 'NOT_SALABLE', message: ITEM_ERROR_MESSAGES.notSalable }
  return quantity > available
    ? {
        code: 'INSUFFICIENT_STOCK',
        message: ITEM_ERROR_MESSAGES.insufficientStock(available),
        errorCode: 'INSUFFICIENT_STOCK',
      }
    : null
}

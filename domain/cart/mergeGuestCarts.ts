import type { Transaction } from 'kysely'
import type { CartNoticeValue, Database } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import { MAX_CART_LINE_QUANTITY } from '../../config/shopConfig.ts'
import { customerCartOf } from './cartAccess.ts'
import { currentSaleableQuantity } from './cartStock.ts'

/**
 * At sign-in, moves the session's guest carts into the customer's carts of the same stores:
 * the same product with the same options adds up, each line is checked again against the
 * stock of its size and the maximum per line, and a line that cannot be kept whole is reduced
 * (or removed when nothing is left) with a notice on the cart, so nothing goes silently.
 * Call it before the session is renewed, which forgets the guest carts.
 */
export async function mergeGuestCarts(context: DomainContext, customerId: number): Promise<void> {
  const shopper = context.shopper
  if (!shopper) return
  for (const [storeKey, guestCartId] of Object.entries(shopper.guestCarts)) {
    await context.db.transaction().execute((trx) => mergeCart(trx, guestCartId, customerId, storeKey))
    shopper.bindGuestCart(storeKey, null)
  }
}

async function mergeCart(
  trx: Transaction<Database>,
  guestCartId: string,
  customerId: number,
  storeKey: string,
): Promise<void> {
  const guest = await trx
    .selectFrom('cart')
    .selectAll()
    .where('id', '=', guestCartId)
    .where('customer_id', 'is', null)
    .forUpdate()
    .executeTakeFirst()
  if (!guest) return
  const { id: targetId } = await customerCartOf(trx, customerId, storeKey)
  const target = await trx
    .selectFrom('cart')
    .selectAll()
    .where('id', '=', targetId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const guestLines = await trx
    .selectFrom('cart_item')
    .selectAll()
    .where('cart_id', '=', guest.id)
    .orderBy('id')
    .execute()
  const notices: CartNoticeValue[] = [...target.notices]
  for (const line of guestLines) {
    const existing = await trx
      .selectFrom('cart_item')
      .select(['id', 'quantity'])
      .where('cart_id', '=', target.id)
      .where('sku', '=', line.sku)
      .where('options_key', '=', line.options_key)
      .executeTakeFirst()
    const requested = line.quantity + (existing?.quantity ?? 0)
    const kept = Math.min(requested, MAX_CART_LINE_QUANTITY, await currentSaleableQuantity(trx, line))
    if (kept < requested)
      notices.push({ code: kept === 0 ? 'ITEM_REMOVED' : 'QUANTITY_REDUCED', sku: line.sku, requested, kept })
    if (existing && kept === 0) await trx.deleteFrom('cart_item').where('id', '=', existing.id).execute()
    else if (existing)
      await trx.updateTable('cart_item').set({ quantity: kept }).where('id', '=', existing.id).execute()
    else if (kept > 0)
      await trx
        .updateTable('cart_item')
        .set({ cart_id: target.id, quantity: kept })
        .where('id', '=', line.id)
        .execute()
  }
  await trx
    .updateTable('cart')
    .set({
      notices: JSON.stringify(notices),
      coupon_code: target.coupon_code ?? guest.coupon_code,
      updated_at: new Date(),
    })
    .where('id', '=', target.id)
    .execute()
  await trx.deleteFrom('cart').where('id', '=', guest.id).execute()
}

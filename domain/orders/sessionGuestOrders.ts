import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { DomainContext, ShopperSession } from '../context.ts'
import type { OrderRow } from './orderView.ts'

/**
 * Remembers a guest order in the anonymous session that placed it, so that an account opened
 * next in this session can take it over (see {@link attachSessionGuestOrders}).
 */
export function rememberGuestOrder(context: DomainContext, order: OrderRow): void {
  if (!context.shopper || context.shopper.customerId !== null || order.customer_id !== null) return
  context.shopper.rememberGuestOrder(Number(order.id))
}

/**
 * Gives a new account the guest orders this session placed with the account's e-mail address
 * (in any case), as Magento does after checkout; answers the ids of the orders it took over.
 * Never by e-mail alone: anyone may register someone else's address. Call it before the
 * session is renewed, which forgets the orders.
 */
export async function attachSessionGuestOrders(
  db: Kysely<Database>,
  shopper: ShopperSession,
  customerId: number,
  email: string,
): Promise<number[]> {
  if (shopper.guestOrderIds.length === 0) return []
  const attached = await db
    .updateTable('shop_order')
    .set({ customer_id: customerId })
    .where('id', 'in', [...shopper.guestOrderIds])
    // Conditional: an order another account took meanwhile stays with it.
    .where('customer_id', 'is', null)
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .returning('id')
    .execute()
  return attached.map((order) => Number(order.id))
}

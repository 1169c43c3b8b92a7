import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'

/** Whether nothing in a cart is shipped: it has lines, and every one is a gift card (e-mailed). */
export async function isVirtualCart(db: Kysely<Database>, cartId: string): Promise<boolean> {
  const counts = await db
    .selectFrom('cart_item')
    .select(({ fn }) => [fn.countAll<string>().as('lines'), fn.count<string>('giftcard').as('gift_cards')])
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow()
  return Number(counts.lines) > 0 && Number(counts.lines) === Number(counts.gift_cards)
}

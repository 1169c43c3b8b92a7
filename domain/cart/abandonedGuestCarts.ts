import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'

/** Days a guest cart lives after its last change (Magento's default quote lifetime is 30 days). */
export const GUEST_CART_LIFETIME_DAYS = 30

/**
 * Deletes guest carts left unchanged since `changedBefore`, with their lines and applied codes;
 * customers' carts stay (the customer finds them at the next sign-in). Returns how many went.
 */
export async function deleteAbandonedGuestCarts(db: Kysely<Database>, changedBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('cart')
    .where('customer_id', 'is', null)
    .where('updated_at', '<', changedBefore)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

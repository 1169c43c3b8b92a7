import type { DomainContext } from '../context.ts'

/**
 * Writes a placeOrder idempotency key on a cart; false when another cart holds it already
 * (the unique index decides between concurrent claims). A cart may take a new key for a new
 * attempt; its order keeps the last one.
 */
export async function claimIdempotencyKey(
  context: DomainContext,
  cartId: string,
  key: string,
): Promise<boolean> {
  const holder = await context.db
    .selectFrom('cart')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  if (holder) return holder.id === cartId
  try {
    await context.db.updateTable('cart').set({ idempotency_key: key }).where('id', '=', cartId).execute()
    return true
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false
    throw error
  }
}

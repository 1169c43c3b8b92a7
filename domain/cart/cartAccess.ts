import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { CartTable, Database } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'

/** A cart row. */
export type CartRow = Selectable<CartTable>

/** Shape of a cart id: 16 random bytes in base64url. */
const CART_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** A new cart id: 128 random bits, so ids can be neither guessed nor counted. */
export function newCartId(): string {
  return randomBytes(16).toString('base64url')
}

/** Whether the caller owns a cart: its customer's cart, or a guest cart bound to its session. */
function ownsCart(context: DomainContext, cart: CartRow): boolean {
  if (!context.shopper || cart.store_key !== context.store.key) return false
  if (cart.customer_id !== null) return cart.customer_id === context.shopper.customerId
  return context.shopper.guestCarts[context.store.key] === cart.id
}

/**
 * The caller's cart of that id in this store, or null: an unknown id, another session's guest
 * cart and another customer's cart are all answered alike, so ids cannot be probed.
 * In a transaction the row is locked, so the mutations of one cart run one after another.
 */
export async function findOwnCart(
  context: DomainContext,
  cartId: string,
  db: Kysely<Database> | Transaction<Database> = context.db,
): Promise<CartRow | null> {
  if (!context.shopper || !CART_ID_PATTERN.test(cartId)) return null
  const query = db.selectFrom('cart').selectAll().where('id', '=', cartId)
  const cart = await (db.isTransaction ? query.forUpdate() : query).executeTakeFirst()
  return cart && ownsCart(context, cart) ? cart : null
}

/** The customer's cart in a store, created when missing (concurrent creations end with one). */
export async function customerCartOf(
  db: Kysely<Database>,
  customerId: number,
  storeKey: string,
): Promise<CartRow> {
  await db
    .insertInto('cart')
    .values({ id: newCartId(), store_key: storeKey, customer_id: customerId })
    .onConflict((conflict) =>
      conflict.columns(['customer_id', 'store_key']).where('customer_id', 'is not', null).doNothing(),
    )
    .execute()
  return db
    .selectFrom('cart')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('store_key', '=', storeKey)
    .executeTakeFirstOrThrow()
}

/**
 * Runs a change of the caller's cart in a transaction that holds the cart's row lock; answers
 * null (and changes nothing) when the cart is not the caller's. A change that throws rolls
 * back, so bad input never loses the cart.
 */
export async function changeOwnCart<T>(
  context: DomainContext,
  cartId: string,
  change: (trx: Transaction<Database>, cart: CartRow) => Promise<T>,
): Promise<T | null> {
  return context.db.transaction().execute(async (trx) => {
    const cart = await findOwnCart(context, cartId, trx)
    return cart ? change(trx, cart) : null
  })
}

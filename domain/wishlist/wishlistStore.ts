import { randomBytes } from 'node:crypto'
import { hashLinkToken } from '../accounts/linkTokens.ts'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type {
  Database,
  WishlistBundleOptionValue,
  WishlistItemTable,
  WishlistOptionValue,
  WishlistTable,
} from '../../db/tables.ts'

/** A wishlist row. */
export type WishlistRow = Selectable<WishlistTable>
/** A wishlist item row. */
export type WishlistItemRow = Selectable<WishlistItemTable>

/** Most items one wishlist keeps (a shopper keeps a few dozen; a script would fill the table). */
export const MAX_WISHLIST_ITEMS = 100

/** Shape of a share code: 16 random bytes in base64url. */
const SHARE_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/
/** Shape of an item id as the database makes them. */
const ITEM_ID_PATTERN = /^[1-9]\d{0,14}$/

/** What a wishlist item keeps of the options chosen. */
export interface WishlistChoice {
  sku: string
  selectedOptions: WishlistOptionValue[]
  selectedCustomOptions: WishlistOptionValue[]
  selectedBundleOptions: WishlistBundleOptionValue[]
}

/** The customer's wishlist, created empty when missing (concurrent creations end with one). */
export async function wishlistOf(db: Kysely<Database>, customerId: number): Promise<WishlistRow> {
  await db
    .insertInto('wishlist')
    .values({ customer_id: customerId })
    .onConflict((conflict) => conflict.column('customer_id').doNothing())
    .execute()
  return db.selectFrom('wishlist').selectAll().where('customer_id', '=', customerId).executeTakeFirstOrThrow()
}

/** The items of a wishlist, newest first. */
export function itemsOf(db: Kysely<Database>, wishlistId: number): Promise<WishlistItemRow[]> {
  return db
    .selectFrom('wishlist_item')
    .selectAll()
    .where('wishlist_id', '=', wishlistId)
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** The item of that id in that wishlist, or undefined: an id of someone else's wishlist finds nothing. */
export function findItemIn(
  db: Kysely<Database>,
  wishlistId: number,
  itemId: string,
): Promise<WishlistItemRow | undefined> {
  if (!ITEM_ID_PATTERN.test(itemId)) return Promise.resolve(undefined)
  return db
    .selectFrom('wishlist_item')
    .selectAll()
    .where('wishlist_id', '=', wishlistId)
    .where('id', '=', Number(itemId))
    .executeTakeFirst()
}

/** The options of a choice in one order, so the same product with the same options is one item. */
export function optionsKeyOf(choice: WishlistChoice): string {
  const byId = <T extends WishlistOptionValue>(values: readonly T[]) =>
    [...values].sort(
      (a, b) => a.option_id.localeCompare(b.option_id) || a.option_value.localeCompare(b.option_value),
    )
  return JSON.stringify([
    byId(choice.selectedOptions),
    byId(choice.selectedCustomOptions),
    byId(choice.selectedBundleOptions),
  ])
}

/**
 * Adds choices to a wishlist in one transaction (one already there stays as it is); false,
 * with nothing added, when they would take it past {@link MAX_WISHLIST_ITEMS}.
 */
export async function addChoices(
  db: Kysely<Database>,
  wishlistId: number,
  choices: readonly WishlistChoice[],
): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      await trx.selectFrom('wishlist').select('id').where('id', '=', wishlistId).forUpdate().execute()
      for (const choice of choices) {
        await trx
          .insertInto('wishlist_item')
          .values({
            wishlist_id: wishlistId,
            sku: choice.sku,
            selected_options: JSON.stringify(choice.selectedOptions),
            selected_custom_options: JSON.stringify(choice.selectedCustomOptions),
            selected_bundle_options: JSON.stringify(choice.selectedBundleOptions),
            options_key: optionsKeyOf(choice),
          })
          .onConflict((conflict) => conflict.columns(['wishlist_id', 'sku', 'options_key']).doNothing())
          .execute()
      }
      const { count } = await trx
        .selectFrom('wishlist_item')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('wishlist_id', '=', wishlistId)
        .executeTakeFirstOrThrow()
      if (Number(count) > MAX_WISHLIST_ITEMS) throw new WishlistFull()
      await touch(trx, wishlistId)
      return true
    })
    .catch((error: unknown) => {
      if (error instanceof WishlistFull) return false
      throw error
    })
}

/** Thrown inside the transaction so the adds roll back. */
class WishlistFull extends Error {}

/** Removes an item of that wishlist; false when it has no such item. */
export async function removeItem(db: Kysely<Database>, wishlistId: number, itemId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('wishlist_item')
    .where('wishlist_id', '=', wishlistId)
    .where('id', '=', itemId)
    .executeTakeFirst()
  if (removed.numDeletedRows > 0n) await touch(db, wishlistId)
  return removed.numDeletedRows > 0n
}

async function touch(db: Kysely<Database> | Transaction<Database>, wishlistId: number): Promise<void> {
  await db.updateTable('wishlist').set({ updated_at: new Date() }).where('id', '=', wishlistId).execute()
}

/** Gives the wishlist a new share code (128 random bits; the one before stops working) and answers it. */
export async function newShareCode(db: Kysely<Database>, wishlistId: number): Promise<string> {
  const code = randomBytes(16).toString('base64url')
  await db
    .updateTable('wishlist')
    .set({
      share_code_hash: hashLinkToken(code),
      shared_at: new Date(),
      share_revoked_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', wishlistId)
    .execute()
  return code
}

/** Stops sharing: the code's hash is forgotten, so no code finds the wishlist any more. */
export async function revokeShare(db: Kysely<Database>, wishlistId: number): Promise<void> {
  await db
    .updateTable('wishlist')
    .set({ share_code_hash: null, share_revoked_at: new Date(), updated_at: new Date() })
    .where('id', '=', wishlistId)
    .execute()
}

/**
 * The wishlist a share code opens, or undefined (unknown, revoked, or not a code). The lookup
 * is by the code's hash, so its timing says nothing about the code.
 */
export async function findSharedWishlist(
  db: Kysely<Database>,
  code: string,
): Promise<WishlistRow | undefined> {
  if (!SHARE_CODE_PATTERN.test(code)) return undefined
  return db
    .selectFrom('wishlist')
    .selectAll()
    .where('share_code_hash', '=', hashLinkToken(code))
    .executeTakeFirst()
}

/** Whether a share code currently opens the wishlist. */
export function isShared(row: WishlistRow): boolean {
  return row.share_code_hash !== null
}

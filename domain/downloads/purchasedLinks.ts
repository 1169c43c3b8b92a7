import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type {
  Database,
  DownloadableLinkPurchasedItemTable,
  DownloadableLinkStatus,
  Language,
} from '../../db/tables.ts'

/** A purchased link as stored. */
export type PurchasedLinkRow = Selectable<DownloadableLinkPurchasedItemTable>

/** A purchased link with its order's number and date. */
export type PurchasedLinkWithOrder = PurchasedLinkRow & { order_number: string; order_created_at: Date }

/** An order line that may have bought files. */
export interface PurchasedLine {
  orderItemId: number
  sku: string
  name: string
  quantity: number
}

/**
 * Writes the links a paid order bought, in its transaction: one row per order line and link of
 * a downloadable product, with the title and file of the order's language, and
 * `number_of_downloads` × pieces downloads (0 stays unlimited). `(order_item_id, link_id)` is
 * unique, so a second call adds nothing. Answers how many rows it wrote.
 */
export async function createPurchasedLinks(
  trx: Transaction<Database>,
  input: { orderId: number; language: Language; lines: readonly PurchasedLine[] },
): Promise<number> {
  const skus = [...new Set(input.lines.map((line) => line.sku))]
  if (skus.length === 0) return 0
  const links = await trx
    .selectFrom('downloadable_link as l')
    .innerJoin('product as p', 'p.sku', 'l.sku')
    .innerJoin('downloadable_link_file as f', (join) =>
      join.onRef('f.link_id', '=', 'l.id').on('f.language', '=', input.language),
    )
    .select(['l.id', 'l.sku', 'l.number_of_downloads', 'f.title', 'f.file_name', 'f.storage_key'])
    .where('l.sku', 'in', skus)
    .where('p.type', '=', 'downloadable')
    .orderBy('l.sku')
    .orderBy('l.sort_order')
    .orderBy('l.id')
    .execute()
  const rows = input.lines.flatMap((line) =>
    links
      .filter((link) => link.sku === line.sku)
      .map((link) => ({
        order_id: input.orderId,
        order_item_id: line.orderItemId,
        link_id: Number(link.id),
        product_sku: line.sku,
        product_name: line.name,
        link_title: link.title,
        file_name: link.file_name,
        storage_key: link.storage_key,
        number_of_downloads_bought: link.number_of_downloads * line.quantity,
      })),
  )
  if (rows.length === 0) return 0
  const inserted = await trx
    .insertInto('downloadable_link_purchased_item')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['order_item_id', 'link_id']).doNothing())
    .returning('id')
    .execute()
  return inserted.length
}

function withOrder(db: Kysely<Database>) {
  return db
    .selectFrom('downloadable_link_purchased_item as i')
    .innerJoin('shop_order as o', 'o.id', 'i.order_id')
    .selectAll('i')
    .select(['o.number as order_number', 'o.created_at as order_created_at'])
}

/** A customer's purchased links from every store (an account is one across stores), newest order first (every order of theirs was paid: orders are placed once paid). */
export function purchasedLinksOfCustomer(
  db: Kysely<Database>,
  customerId: number,
): Promise<PurchasedLinkWithOrder[]> {
  return withOrder(db)
    .where('o.customer_id', '=', customerId)
    .orderBy('o.created_at', 'desc')
    .orderBy('i.order_id', 'desc')
    .orderBy('i.id')
    .limit(200)
    .execute()
}

/** The purchased links of one order, in line order. */
export function purchasedLinksOfOrder(
  db: Kysely<Database>,
  orderId: number,
): Promise<PurchasedLinkWithOrder[]> {
  return withOrder(db).where('i.order_id', '=', orderId).orderBy('i.id').execute()
}

/** Who asks for a download: a signed-in customer, or whoever holds a guest order's signed link. */
export type DownloadOwner = { customerId: number } | { guestOrderId: number }

/** What asking for a download came to. */
export type DownloadOutcome =
  | { outcome: 'granted'; link: PurchasedLinkRow }
  | { outcome: 'notFound' }
  | { outcome: 'limitReached'; link: PurchasedLinkRow }
  | { outcome: 'notAvailable'; link: PurchasedLinkRow }

/** The link when the owner may see it in this store: their own order's, or the linked guest order's; else undefined. */
export function ownedPurchasedLink(
  db: Kysely<Database>,
  linkId: number,
  owner: DownloadOwner,
  storeKey: string,
): Promise<PurchasedLinkRow | undefined> {
  return db
    .selectFrom('downloadable_link_purchased_item')
    .selectAll()
    .where('id', '=', linkId)
    .where('order_id', 'in', ownerOrders(db, owner, storeKey))
    .executeTakeFirst()
}

function ownerOrders(db: Kysely<Database>, owner: DownloadOwner, storeKey: string) {
  const orders = db.selectFrom('shop_order').select('id')
  // A customer's files are theirs in every store; a guest's signed link belongs to its order's store.
  return 'customerId' in owner
    ? orders.where('customer_id', '=', owner.customerId)
    : orders
        .where('store_key', '=', storeKey)
        .where('id', '=', owner.guestOrderId)
        .where('customer_id', 'is', null)
}

/**
 * Counts one download of a purchased link, if its owner asks and one is left: a single
 * conditional update (`used < bought`, status available), so two parallel downloads of the
 * last one cannot both pass (PostgreSQL re-checks the condition after the row lock; PGlite runs
 * them one after the other). The last download turns the link `expired`. Another shopper's or
 * an unknown link is `notFound`, alike.
 */
export async function takeDownload(
  db: Kysely<Database>,
  linkId: number,
  owner: DownloadOwner,
  storeKey: string,
): Promise<DownloadOutcome> {
  const taken = await db
    .updateTable('downloadable_link_purchased_item')
    .set({
      number_of_downloads_used: sql`number_of_downloads_used + 1`,
      status: sql<DownloadableLinkStatus>`case when number_of_downloads_bought > 0 and number_of_downloads_used + 1 >= number_of_downloads_bought then 'expired' else status end`,
      updated_at: sql`now()`,
    })
    .where('id', '=', linkId)
    .where('order_id', 'in', ownerOrders(db, owner, storeKey))
    .where('status', '=', 'available')
    .where((eb) =>
      eb.or([
        eb('number_of_downloads_bought', '=', 0),
        eb('number_of_downloads_used', '<', eb.ref('number_of_downloads_bought')),
      ]),
    )
    .returningAll()
    .executeTakeFirst()
  if (taken) return { outcome: 'granted', link: taken }
  const link = await ownedPurchasedLink(db, linkId, owner, storeKey)
  if (!link) return { outcome: 'notFound' }
  return link.status === 'available' || link.status === 'expired'
    ? { outcome: 'limitReached', link }
    : { outcome: 'notAvailable', link }
}

/**
 * Ends the links of an order (cancelled) or of some of its lines (refunded), in the caller's
 * transaction: they stay listed with their status, and no download is granted any more.
 */
export async function revokePurchasedLinks(
  trx: Transaction<Database>,
  input: { orderId: number; orderItemIds?: readonly number[]; status: 'refunded' | 'canceled' },
): Promise<number> {
  if (input.orderItemIds && input.orderItemIds.length === 0) return 0
  let update = trx
    .updateTable('downloadable_link_purchased_item')
    .set({ status: input.status, updated_at: sql`now()` })
    .where('order_id', '=', input.orderId)
    .where('status', 'in', ['available', 'expired'])
  if (input.orderItemIds) update = update.where('order_item_id', 'in', [...input.orderItemIds])
  const result = await update.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Ends the links of the order lines a credit memo refunds (any piece of a line ends its files), in the refund's transaction. */
export async function revokeLinksOfCreditMemo(
  trx: Transaction<Database>,
  creditMemoId: number,
): Promise<number> {
  const memo = await trx
    .selectFrom('credit_memo')
    .select('order_id')
    .where('id', '=', creditMemoId)
    .executeTakeFirst()
  if (!memo) return 0
  const items = await trx
    .selectFrom('credit_memo_item')
    .select('order_item_id')
    .where('credit_memo_id', '=', creditMemoId)
    .execute()
  return revokePurchasedLinks(trx, {
    orderId: Number(memo.order_id),
    orderItemIds: items.map((item) => Number(item.order_item_id)),
    status: 'refunded',
  })
}

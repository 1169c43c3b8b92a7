import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'

/** One store's orders of the day. */
export interface StoreDayFigures {
  storeKey: string
  orders: number
  /** What the day's orders not cancelled come to, in cents of the store's currency. */
  revenueCents: number
}

/** What the back office's dashboard shows (docs/back-office.md#pages). */
export interface DashboardFigures {
  /** Today's orders per store that had any (the day in UTC). */
  today: StoreDayFigures[]
  /** Orders paid and not shipped yet. */
  ordersToShip: number
  /** Returns a member of staff still has to authorise, receive or decide. */
  returnsWaiting: number
  /** Withdrawals whose order is neither closed nor cancelled yet. */
  withdrawalsWaiting: number
  reviewsToModerate: number
  /** Sizes (variants) with no stock or marked out of stock. */
  sizesOutOfStock: number
  /** E-mails the outbox gave up sending. */
  emailsFailed: number
}

/** Statuses of a return that wait for staff. */
const RETURN_STATUSES_WAITING = [
  'pending',
  'authorized',
  'partially_authorized',
  'received',
  'partially_received',
] as const

/** The dashboard's counts at `now`: a few indexed counts, read in parallel. */
export async function loadDashboard(db: Kysely<Database>, now: Date): Promise<DashboardFigures> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const count = (alias = 'count') => sql<string>`count(*)`.as(alias)
  const [today, toShip, returns, withdrawals, reviews, outOfStock, emails] = await Promise.all([
    db
      .selectFrom('shop_order')
      .select([
        'store_key',
        count('orders'),
        sql<string>`coalesce(sum(grand_total_cents) filter (where status <> 'cancelled'), 0)`.as('revenue'),
      ])
      .where('created_at', '>=', dayStart)
      .groupBy('store_key')
      .orderBy('store_key')
      .execute(),
    db.selectFrom('shop_order').select(count()).where('status', '=', 'processing').executeTakeFirstOrThrow(),
    db
      .selectFrom('rma')
      .select(count())
      .where('status', 'in', RETURN_STATUSES_WAITING)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_withdrawal as w')
      .innerJoin('shop_order as o', 'o.id', 'w.order_id')
      .select(count())
      .where('o.status', 'not in', ['closed', 'cancelled'])
      .executeTakeFirstOrThrow(),
    db.selectFrom('product_review').select(count()).where('status', '=', 'pending').executeTakeFirstOrThrow(),
    db
      .selectFrom('product')
      .select(count())
      .where('parent_sku', 'is not', null)
      .where((eb) => eb.or([eb('is_in_stock', '=', false), eb('qty', '<=', 0)]))
      .executeTakeFirstOrThrow(),
    db.selectFrom('email_outbox').select(count()).where('status', '=', 'failed').executeTakeFirstOrThrow(),
  ])
  return {
    today: today.map((row) => ({
      storeKey: row.store_key,
      orders: Number(row.orders),
      revenueCents: Number(row.revenue),
    })),
    ordersToShip: Number(toShip.count),
    returnsWaiting: Number(returns.count),
    withdrawalsWaiting: Number(withdrawals.count),
    reviewsToModerate: Number(reviews.count),
    sizesOutOfStock: Number(outOfStock.count),
    emailsFailed: Number(emails.count),
  }
}

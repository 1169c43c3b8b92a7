import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { countFailedEmails } from './failedEmails.ts'
import { countActiveCoupons } from './promotions/couponList.ts'
import { RETURN_STATUSES_WAITING } from './returnQueue.ts'
import { countSizesOutOfStock } from './sizesOutOfStock.ts'
import { isWithdrawalWaiting } from './withdrawalQueue.ts'

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
  /** Returns a member of staff still has to authorise, receive or decide (`RETURN_STATUSES_WAITING`). */
  returnsWaiting: number
  /** Withdrawals waiting for their refund (`isWithdrawalWaiting`). */
  withdrawalsWaiting: number
  reviewsToModerate: number
  /** Sizes (variants) with no stock or marked out of stock. */
  sizesOutOfStock: number
  /** E-mails the outbox gave up sending. */
  emailsFailed: number
  /** Coupons valid now, batch codes left out (`countActiveCoupons`). */
  couponsActive: number
}

/** The dashboard's counts at `now`: a few indexed counts, read in parallel. */
export async function loadDashboard(db: Kysely<Database>, now: Date): Promise<DashboardFigures> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const count = (alias = 'count') => sql<string>`count(*)`.as(alias)
  const [today, toShip, returns, withdrawals, reviews, outOfStock, emails, coupons] = await Promise.all([
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
      .selectFrom('order_withdrawal')
      .innerJoin('shop_order', 'shop_order.id', 'order_withdrawal.order_id')
      .select(count())
      .where(isWithdrawalWaiting)
      .executeTakeFirstOrThrow(),
    db.selectFrom('product_review').select(count()).where('status', '=', 'pending').executeTakeFirstOrThrow(),
    countSizesOutOfStock(db),
    countFailedEmails(db),
    countActiveCoupons(db, now),
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
    sizesOutOfStock: outOfStock,
    emailsFailed: emails,
    couponsActive: coupons,
  }
}

import { sql, type Kysely, type SqlBool } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { OrderStatus } from '../orders/orderStatus.ts'
import { allowed, type BackOfficeActor } from './backOfficeActor.ts'
import { type Refused } from './orderDesk.ts'

/** Where an order's money stands: paid, refunded in part, or refunded in full. */
export type OrderPaymentStatus = 'paid' | 'partially_refunded' | 'refunded'

/** The sort orders of the list; newest first by default. */
export const ORDER_LIST_SORTS = [
  'date_desc',
  'date_asc',
  'total_desc',
  'total_asc',
  'number_desc',
  'number_asc',
] as const

/** One of {@link ORDER_LIST_SORTS}. */
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number]

/** What staff ask the order list for; every filter optional, combined with "and". */
export interface OrderListQuery {
  /**
   * A search, case-insensitive: the start of an order number, an e-mail, a name ("first last", or
   * the last name) or a postcode (spaces ignored).
   */
  search?: string
  storeKey?: string
  status?: OrderStatus
  paymentStatus?: OrderPaymentStatus
  /** 'home' or 'pickup'; 'none' for orders with nothing to ship. */
  deliveryMethod?: 'home' | 'pickup' | 'none'
  /** Placed at or after this time. */
  from?: Date
  /** Placed before this time. */
  to?: Date
  sort?: OrderListSort
  /** From 1. */
  page?: number
  /** 1 to 200, 50 by default. */
  pageSize?: number
}

/** An order as the list shows it. */
export interface OrderListRow {
  id: number
  number: string
  storeKey: string
  createdAt: Date
  status: OrderStatus
  paymentStatus: OrderPaymentStatus
  email: string
  /** The billing address's name. */
  name: string
  postcode: string
  deliveryMethod: 'home' | 'pickup' | 'none'
  grandTotalCents: number
  refundedCents: number
  currency: string
}

/** A page of the list and how many orders match in all. */
export interface OrderListPage {
  rows: OrderListRow[]
  /** How many orders match; when `totalCapped`, only that more do. */
  total: number
  /** True when counting stopped at {@link ORDER_COUNT_CAP} (or at the page's end, past it). */
  totalCapped: boolean
  page: number
  pageSize: number
}

/**
 * Matches counted at most: beyond, the list says "more than 1 000 orders" (as Shopify's admin
 * does) instead of counting thousands of rows on every page; past it, the count goes one page
 * beyond the page shown, so the pager still knows whether a next page exists.
 */
export const ORDER_COUNT_CAP = 1000

const REFUNDED = sql<number>`coalesce((select sum(m.grand_total_cents) from credit_memo m where m.order_id = shop_order.id and m.state <> 'failed'), 0)::int`
// What the order cost, whatever paid it: refundOrder.ts never refunds more.
const ORDER_COST = sql<number>`(shop_order.subtotal_cents - shop_order.discount_cents + shop_order.shipping_cents)`

/**
 * The back office's order list (docs/back-office.md#orders): searched, filtered, sorted and paged
 * (offset, with the count of the matches up to {@link ORDER_COUNT_CAP}). Each sort has its index
 * (migration 0055), each search too (0058, with the order's date, so a search sorted by date finds
 * its page from the indexes alone); `npm run bench:admin` measures it at 100 000 orders (aim: p95
 * at most 50 ms on PostgreSQL).
 */
export async function listOrders(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  query: OrderListQuery = {},
): Promise<({ ok: true } & OrderListPage) | Refused<never>> {
  if (!allowed(actor, 'orders.view')) return { ok: false, error: 'FORBIDDEN' }
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? 50), 1), 200)
  const page = Math.max(Math.trunc(query.page ?? 1), 1)
  let base = db.selectFrom('shop_order')
  const search = query.search?.trim().toLowerCase() ?? ''
  // `= any(array(…))`: the matches are gathered first, then read by primary key (with `in`, PostgreSQL
  // hashed them and read the whole table for a name shared by thousands of orders).
  if (search !== '') base = base.where(sql<SqlBool>`shop_order.id = any(array(${matchingIds(search)}))`)
  const searchOnly =
    search !== '' &&
    [query.storeKey, query.status, query.deliveryMethod, query.from, query.to, query.paymentStatus].every(
      (filter) => filter === undefined,
    )
  if (query.storeKey !== undefined) base = base.where('shop_order.store_key', '=', query.storeKey)
  if (query.status !== undefined) base = base.where('shop_order.status', '=', query.status)
  if (query.deliveryMethod === 'none') base = base.where('shop_order.shipping_method', 'is', null)
  else if (query.deliveryMethod !== undefined)
    base = base.where('shop_order.shipping_method', '=', query.deliveryMethod)
  if (query.from !== undefined) base = base.where('shop_order.created_at', '>=', query.from)
  if (query.to !== undefined) base = base.where('shop_order.created_at', '<', query.to)
  if (query.paymentStatus === 'paid') base = base.where(sql<SqlBool>`${REFUNDED} = 0`)
  else if (query.paymentStatus === 'partially_refunded')
    base = base.where(sql<SqlBool>`${REFUNDED} > 0 and ${REFUNDED} < ${ORDER_COST}`)
  else if (query.paymentStatus === 'refunded')
    base = base.where(sql<SqlBool>`${REFUNDED} >= ${ORDER_COST} and ${ORDER_COST} > 0`)

  const [direction, column] = sortOf(query.sort ?? 'date_desc')
  // One more than is reported: reaching it means more match.
  const countLimit = Math.max(ORDER_COUNT_CAP, page * pageSize) + 1
  // The page's ids first, then their rows: a common name's thousands of matches are sorted by
  // their date alone, and only the page's 50 are joined with their address and credit memos.
  const offset = (page - 1) * pageSize
  const pageIds =
    searchOnly && column === 'shop_order.created_at'
      ? // Sorted by the dates the indexes carry: not one order is read before the page's.
        sql`select id from (${matchingOrders(search)}) matched order by placed_at ${sql.raw(direction)}, id ${sql.raw(direction)} limit ${pageSize} offset ${offset}`
      : base
          .select('shop_order.id')
          .orderBy(column, direction)
          .orderBy('shop_order.id', direction)
          .limit(pageSize)
          .offset(offset)
  const [rows, count] = await Promise.all([
    db
      .selectFrom('shop_order')
      .where(sql<SqlBool>`shop_order.id = any(array(${pageIds}))`)
      .leftJoin('order_address as billing', (join) =>
        join.onRef('billing.order_id', '=', 'shop_order.id').on('billing.kind', '=', 'billing'),
      )
      .select([
        'shop_order.id',
        'shop_order.number',
        'shop_order.store_key',
        'shop_order.created_at',
        'shop_order.status',
        'shop_order.email',
        'shop_order.shipping_method',
        'shop_order.grand_total_cents',
        'shop_order.currency',
        'billing.firstname',
        'billing.lastname',
        'billing.postcode',
        REFUNDED.as('refunded_cents'),
        ORDER_COST.as('cost_cents'),
      ])
      .orderBy(column, direction)
      .orderBy('shop_order.id', direction)
      .execute(),
    db
      .selectFrom(
        // A search alone is counted on its ids (every one is an order's): no join with the whole table.
        searchOnly
          ? db
              .selectFrom(sql`(${matchingIds(search)})`.as('matched'))
              .select(sql`1`.as('one'))
              .limit(countLimit)
              .as('counted')
          : base
              .select(sql`1`.as('one'))
              .limit(countLimit)
              .as('counted'),
      )
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ])
  const counted = Number(count.total)
  return {
    ok: true,
    page,
    pageSize,
    total: Math.min(counted, countLimit - 1),
    totalCapped: counted >= countLimit,
    rows: rows.map((row) => {
      const refunded = Number(row.refunded_cents)
      const cost = Number(row.cost_cents)
      return {
        id: Number(row.id),
        number: row.number,
        storeKey: row.store_key,
        createdAt: row.created_at,
        status: row.status,
        paymentStatus: refunded === 0 ? 'paid' : refunded >= cost ? 'refunded' : 'partially_refunded',
        email: row.email,
        name: [row.firstname, row.lastname].filter(Boolean).join(' '),
        postcode: row.postcode ?? '',
        deliveryMethod: row.shipping_method ?? 'none',
        grandTotalCents: row.grand_total_cents,
        refundedCents: refunded,
        currency: row.currency,
      }
    }),
  }
}

function sortOf(sort: OrderListSort) {
  const direction = sort.endsWith('_asc') ? ('asc' as const) : ('desc' as const)
  const column = sort.startsWith('total')
    ? ('shop_order.grand_total_cents' as const)
    : sort.startsWith('number')
      ? ('shop_order.number' as const)
      : ('shop_order.created_at' as const)
  return [direction, column] as const
}

/** `like` pattern characters taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&')
}

/**
 * The ids of the orders whose number, e-mail, billing or shipping name ("first last", or the last
 * name) or postcode start with the term, with their dates (`placed_at`), each part a range of an
 * index of migration 0058 that carries the date, joined by `union` so no part makes the list a
 * scan. Only digits look for numbers, an '@' only for e-mails.
 */
function matchingOrders(search: string) {
  const prefix = `${escapeLike(search)}%`
  const postcode = `${escapeLike(search.replace(/\s+/g, ''))}%`
  const parts = [sql`select id, created_at as placed_at from shop_order where lower(email) like ${prefix}`]
  if (/^\d+$/.test(search)) parts.push(sql`select id, created_at from shop_order where number like ${prefix}`)
  if (!search.includes('@'))
    parts.push(
      sql`select order_id, placed_at from order_address where lower(firstname || ' ' || lastname) like ${prefix}`,
      sql`select order_id, placed_at from order_address where lower(lastname) like ${prefix}`,
      sql`select order_id, placed_at from order_address where lower(replace(postcode, ' ', '')) like ${postcode}`,
    )
  return sql.join(parts, sql` union `)
}

/** The ids of {@link matchingOrders}. */
function matchingIds(search: string) {
  return sql`select id from (${matchingOrders(search)}) matched`
}

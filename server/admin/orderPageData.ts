import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { STORE_DEFINITIONS, type StoreKey } from '../../config/stores.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { orderDetail, type OrderDetail } from '../../domain/backoffice/orderDetail.ts'
import {
  listOrders,
  ORDER_LIST_SORTS,
  type OrderListPage,
  type OrderListQuery,
  type OrderPaymentStatus,
} from '../../domain/backoffice/orderList.ts'
import { CARRIERS } from '../../domain/orders/carriers.ts'
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '../../domain/orders/orderStatus.ts'
import { refundLimitCents } from '../../domain/staff/roles.ts'

/** Orders per page of the list: the rule's own default. */
export const ORDER_LIST_PAGE_SIZE = 50
const DAY_MS = 24 * 60 * 60 * 1000
const PAYMENT_STATUSES: readonly OrderPaymentStatus[] = ['paid', 'partially_refunded', 'refunded']
const DELIVERY_METHODS = ['home', 'pickup', 'none'] as const

/** The list's search and filters as typed (empty: not used), kept in the form and the paging links. */
export interface OrderListFilters {
  search: string
  store: string
  status: string
  payment: string
  delivery: string
  from: string
  to: string
  sort: string
}

/** The orders list (/admin/orders): the filters, the choices they offer, and a page of orders. */
export interface OrdersPageData {
  kind: 'orders'
  filters: OrderListFilters
  choices: { stores: StoreKey[]; statuses: readonly OrderStatus[]; sorts: readonly string[] }
  list: OrderListPage
}

/** The order page (/admin/orders/:orderId): the order, the carriers to ship with, the viewer's refund limit. */
export interface OrderPageData {
  kind: 'order'
  detail: OrderDetail
  carriers: { code: string; title: string }[]
  /** In cents; null: no limit (owners). */
  refundLimitCents: number | null
  /** Lines that go in parcels (not gift cards, not files), by order line id. */
  shippableLineIds: number[]
}

/** Loads an orders page's data, or undefined when `pathname` is not one of them. */
export async function loadOrderPageData(
  db: Kysely<Database>,
  pathname: string,
  query: URLSearchParams,
  actor: BackOfficeActor | null,
): Promise<OrdersPageData | OrderPageData | null | undefined> {
  if (pathname === '/admin/orders') return actor && loadOrdersPage(db, query, actor)
  const order = /^\/admin\/orders\/(\d{1,15})$/.exec(pathname)
  if (order) return actor && loadOrderPage(db, Number(order[1]), actor)
  return undefined
}

async function loadOrdersPage(
  db: Kysely<Database>,
  query: URLSearchParams,
  actor: BackOfficeActor,
): Promise<OrdersPageData | null> {
  const read = (name: string) => (query.get(name) ?? '').trim()
  const listQuery: OrderListQuery = { pageSize: ORDER_LIST_PAGE_SIZE }
  const filters: OrderListFilters = {
    search: read('search').slice(0, 200),
    store: '',
    status: '',
    payment: '',
    delivery: '',
    from: '',
    to: '',
    sort: '',
  }
  if (filters.search) listQuery.search = filters.search
  const store = STORE_DEFINITIONS.find((definition) => definition.key === read('store'))
  if (store) listQuery.storeKey = filters.store = store.key
  const status = read('status')
  if (isOrderStatus(status)) listQuery.status = filters.status = status
  const payment = PAYMENT_STATUSES.find((value) => value === read('payment'))
  if (payment) listQuery.paymentStatus = filters.payment = payment
  const delivery = DELIVERY_METHODS.find((value) => value === read('delivery'))
  if (delivery) listQuery.deliveryMethod = filters.delivery = delivery
  const from = dayOf(read('from'))
  if (from) {
    listQuery.from = from
    filters.from = read('from')
  }
  const to = dayOf(read('to'))
  if (to) {
    // The "to" day is included: orders before the next day's start.
    listQuery.to = new Date(to.getTime() + DAY_MS)
    filters.to = read('to')
  }
  const sort = ORDER_LIST_SORTS.find((value) => value === read('sort'))
  if (sort) listQuery.sort = filters.sort = sort
  const page = Number(read('page'))
  if (Number.isInteger(page) && page > 1) listQuery.page = page
  const listed = await listOrders(db, actor, listQuery)
  if (!listed.ok) return null
  const { rows, total, pageSize } = listed
  return {
    kind: 'orders',
    filters,
    choices: {
      stores: STORE_DEFINITIONS.map((definition) => definition.key),
      statuses: ORDER_STATUSES,
      sorts: ORDER_LIST_SORTS,
    },
    list: { rows, total, totalCapped: listed.totalCapped, page: listed.page, pageSize },
  }
}

async function loadOrderPage(
  db: Kysely<Database>,
  orderId: number,
  actor: BackOfficeActor,
): Promise<OrderPageData | null> {
  const loaded = await orderDetail(db, actor, orderId)
  if (!loaded.ok || !loaded.detail) return null
  const shippable = await db
    .selectFrom('order_item')
    .leftJoin('product', 'product.sku', 'order_item.sku')
    .select('order_item.id')
    .where('order_item.order_id', '=', orderId)
    .where('order_item.giftcard', 'is', null)
    .where((eb) => eb.or([eb('product.type', 'is', null), eb('product.type', '<>', 'downloadable')]))
    .execute()
  return {
    kind: 'order',
    detail: loaded.detail,
    carriers: Object.entries(CARRIERS).map(([code, carrier]) => ({ code, title: carrier.title })),
    refundLimitCents: refundLimitCents(actor.role),
    shippableLineIds: shippable.map((row) => Number(row.id)),
  }
}

function dayOf(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const day = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(day.getTime()) ? null : day
}

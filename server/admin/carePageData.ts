import type { Kysely } from 'kysely'
import type { Database, RmaStatus, StaffLanguage } from '../../db/tables.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { customerDetail, searchCustomers } from '../../domain/backoffice/customers.ts'
import { listReturnQueue, type QueuedReturn } from '../../domain/backoffice/returnQueue.ts'
import { listWithdrawals } from '../../domain/backoffice/withdrawalQueue.ts'
import { RMA_STATUSES } from '../../domain/returns/returnStatus.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'

/** Customers, returns and withdrawals a page lists (the rules' default). */
export const CARE_PAGE_SIZE = 25

/** The customers' search (/admin/customers). */
export interface CustomersPageData {
  query: string
  page: number
  pageSize: number
  totalCount: number
  customers: {
    id: number
    email: string
    name: string
    storeKey: string
    createdAt: string
    erased: boolean
  }[]
}

/** A customer's page (/admin/customers/<id>); `customer` is null for an unknown id. */
export interface CustomerPageData {
  customer: {
    id: number
    email: string
    name: string
    storeKey: string
    createdAt: string
    erasedAt: string | null
    newsletterSubscribed: boolean
  } | null
  addresses: { id: number; lines: string[]; defaultBilling: boolean; defaultShipping: boolean }[]
  orders: {
    id: number
    number: string
    storeKey: string
    status: string
    grandTotalCents: number
    createdAt: string
  }[]
  storeCredit: {
    balanceCents: number
    totalMovements: number
    movements: {
      id: number
      amountCents: number
      reason: string
      reference: string
      balanceAfterCents: number
      createdAt: string
    }[]
  }
  newsletter: {
    storeKey: string
    status: string
    confirmedAt: string | null
    unsubscribedAt: string | null
  }[]
  consents: {
    storeKey: string
    analytics: boolean
    marketing: boolean
    policyVersion: number
    givenAt: string
  }[]
}

/** A return as its pages show it. */
export type ReturnEntry = Omit<QueuedReturn, 'createdAt' | 'updatedAt'> & {
  createdAt: string
  updatedAt: string
}

/** The return queue (/admin/returns), filtered by one status or none. */
export interface ReturnsPageData {
  status: RmaStatus | ''
  statuses: readonly RmaStatus[]
  page: number
  pageSize: number
  totalCount: number
  returns: ReturnEntry[]
}

/** A return's page (/admin/returns/<number>): null for an unknown number; the conditions an item arrives in, worded in the staff member's language. */
export interface ReturnPageData {
  entry: ReturnEntry | null
  conditions: { value: string; label: string }[]
}

/** Withdrawals (/admin/withdrawals), all or only those waiting for their refund. */
export interface WithdrawalsPageData {
  waiting: boolean
  page: number
  pageSize: number
  totalCount: number
  withdrawals: {
    id: number
    orderId: number
    orderNumber: string
    storeKey: string
    name: string
    email: string
    wholeOrder: boolean
    submittedAt: string
    items: { sku: string; name: string; quantity: number }[]
    acknowledgment: { status: string; sentAt: string | null } | null
    creditMemoId: number | null
    refundUnderWay: boolean
  }[]
}

/** What the customers, returns and withdrawals pages read. */
export type CarePageData =
  CustomersPageData | CustomerPageData | ReturnsPageData | ReturnPageData | WithdrawalsPageData

/** The actor of a page's reads (its reads record nothing, so no address). */
export function readerOf(viewer: StaffViewer): BackOfficeActor {
  return { staffId: viewer.staffId, email: viewer.email, role: viewer.role, ip: '' }
}

/**
 * Loads the data of a customers, returns or withdrawals page, or undefined when `pathname` is
 * none of them. The guard already checked the viewer's role; the rules check it again.
 */
export async function loadCarePageData(
  db: Kysely<Database>,
  viewer: StaffViewer | null,
  pathname: string,
  query: URLSearchParams,
): Promise<CarePageData | undefined> {
  if (!viewer) return undefined
  const actor = readerOf(viewer)
  if (pathname === '/admin/customers') return loadCustomers(db, actor, query)
  const customer = /^\/admin\/customers\/(\d{1,15})$/.exec(pathname)
  if (customer) return loadCustomer(db, actor, Number(customer[1]))
  if (pathname === '/admin/returns') return loadReturns(db, actor, query)
  const rma = /^\/admin\/returns\/([\w-]{1,40})$/.exec(pathname)
  if (rma) return loadReturn(db, actor, viewer.language, rma[1] ?? '')
  if (pathname === '/admin/withdrawals') return loadWithdrawals(db, actor, query)
  return undefined
}

function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'))
  return Number.isSafeInteger(page) && page > 0 ? page : 1
}

async function loadCustomers(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  query: URLSearchParams,
): Promise<CustomersPageData> {
  const words = (query.get('q') ?? '').trim().slice(0, 200)
  const page = pageOf(query)
  const found = await searchCustomers(db, actor, { query: words, page, pageSize: CARE_PAGE_SIZE })
  return {
    query: words,
    page,
    pageSize: CARE_PAGE_SIZE,
    totalCount: found.ok ? found.totalCount : 0,
    customers: found.ok
      ? found.customers.map((entry) => ({
          id: entry.id,
          email: entry.email,
          name: `${entry.firstname} ${entry.lastname}`.trim(),
          storeKey: entry.storeKey,
          createdAt: entry.createdAt.toISOString(),
          erased: entry.erased,
        }))
      : [],
  }
}

async function loadCustomer(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
): Promise<CustomerPageData> {
  const found = await customerDetail(db, actor, id)
  const empty: CustomerPageData = {
    customer: null,
    addresses: [],
    orders: [],
    storeCredit: { balanceCents: 0, totalMovements: 0, movements: [] },
    newsletter: [],
    consents: [],
  }
  if (!found.ok) return empty
  const { customer, addresses, orders, storeCredit, newsletter, consents } = found.detail
  return {
    customer: {
      id: customer.id,
      email: customer.email,
      name: `${customer.firstname} ${customer.lastname}`.trim(),
      storeKey: customer.storeKey,
      createdAt: customer.createdAt.toISOString(),
      erasedAt: customer.erasedAt?.toISOString() ?? null,
      newsletterSubscribed: customer.newsletterSubscribed,
    },
    addresses: addresses.map((address) => ({
      id: Number(address.id),
      lines: [
        `${address.firstname} ${address.lastname}`.trim(),
        address.company,
        address.street,
        address.street_extra,
        `${address.postcode} ${address.city}`.trim(),
        address.country_code,
        address.telephone,
        address.vat_id,
      ].filter((line) => line !== ''),
      defaultBilling: address.isDefaultBilling,
      defaultShipping: address.isDefaultShipping,
    })),
    orders: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    storeCredit: {
      balanceCents: storeCredit.balanceCents,
      totalMovements: storeCredit.totalMovements,
      movements: storeCredit.movements.map((movement) => ({
        ...movement,
        createdAt: movement.createdAt.toISOString(),
      })),
    },
    newsletter: newsletter.map((row) => ({
      storeKey: row.storeKey,
      status: row.status,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
    consents: consents.map((row) => ({ ...row, givenAt: row.givenAt.toISOString() })),
  }
}

const entryOf = (queued: QueuedReturn): ReturnEntry => ({
  ...queued,
  createdAt: queued.createdAt.toISOString(),
  updatedAt: queued.updatedAt.toISOString(),
})

async function loadReturns(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  query: URLSearchParams,
): Promise<ReturnsPageData> {
  const wanted = query.get('status') ?? ''
  const status = RMA_STATUSES.find((candidate) => candidate === wanted) ?? ''
  const page = pageOf(query)
  const listed = await listReturnQueue(db, actor, {
    statuses: status === '' ? [] : [status],
    page,
    pageSize: CARE_PAGE_SIZE,
  })
  return {
    status,
    statuses: RMA_STATUSES,
    page,
    pageSize: CARE_PAGE_SIZE,
    totalCount: listed.ok ? listed.totalCount : 0,
    returns: listed.ok ? listed.returns.map(entryOf) : [],
  }
}

async function loadReturn(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  language: StaffLanguage,
  number: string,
): Promise<ReturnPageData> {
  const [listed, options] = await Promise.all([
    listReturnQueue(db, actor, { number, pageSize: 1 }),
    db
      .selectFrom('return_attribute_option')
      .select(['value', 'labels'])
      .where('attribute_code', '=', 'condition')
      .orderBy('position')
      .execute(),
  ])
  const queued = listed.ok ? listed.returns[0] : undefined
  return {
    entry: queued ? entryOf(queued) : null,
    conditions: options.map((option) => {
      const labels = option.labels as Record<string, string>
      return { value: option.value, label: labels[language] ?? labels.en ?? option.value }
    }),
  }
}

async function loadWithdrawals(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  query: URLSearchParams,
): Promise<WithdrawalsPageData> {
  const waiting = query.get('waiting') === '1'
  const page = pageOf(query)
  const listed = await listWithdrawals(db, actor, { waiting, page, pageSize: CARE_PAGE_SIZE })
  return {
    waiting,
    page,
    pageSize: CARE_PAGE_SIZE,
    totalCount: listed.ok ? listed.totalCount : 0,
    withdrawals: listed.ok
      ? listed.withdrawals.map((entry) => ({
          id: entry.id,
          orderId: entry.orderId,
          orderNumber: entry.orderNumber,
          storeKey: entry.storeKey,
          name: entry.name,
          email: entry.email,
          wholeOrder: entry.wholeOrder,
          submittedAt: entry.submittedAt.toISOString(),
          items: entry.items,
          acknowledgment: entry.acknowledgment && {
            status: entry.acknowledgment.status,
            sentAt: entry.acknowledgment.sentAt?.toISOString() ?? null,
          },
          creditMemoId: entry.creditMemoId,
          refundUnderWay: entry.creditMemoId === null && entry.refundClaimedAt !== null,
        }))
      : [],
  }
}

/** Whether a customer's or a return's page has a subject (else the back office's 404). */
export async function careSubjectExists(db: Kysely<Database>, pathname: string): Promise<boolean> {
  const customer = /^\/admin\/customers\/(\d{1,15})$/.exec(pathname)
  if (customer)
    return Boolean(
      await db.selectFrom('customer').select('id').where('id', '=', Number(customer[1])).executeTakeFirst(),
    )
  const rma = /^\/admin\/returns\/([\w-]{1,40})$/.exec(pathname)
  if (rma)
    return Boolean(
      await db
        .selectFrom('rma')
        .select('id')
        .where('number', '=', (rma[1] ?? '').toUpperCase())
        .executeTakeFirst(),
    )
  return true
}

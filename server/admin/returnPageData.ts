import type { Kysely } from 'kysely'
import type { Database, RmaStatus, StaffLanguage } from '../../db/tables.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import {
  listReturnQueue,
  RETURN_STATUSES_WAITING,
  type QueuedReturn,
} from '../../domain/backoffice/returnQueue.ts'
import { listWithdrawals } from '../../domain/backoffice/withdrawalQueue.ts'
import { RMA_STATUSES } from '../../domain/returns/returnStatus.ts'
import { CARE_PAGE_SIZE, pageOf } from './carePaging.ts'

/** A return as its pages show it. */
export type ReturnEntry = Omit<QueuedReturn, 'createdAt' | 'updatedAt'> & {
  createdAt: string
  updatedAt: string
}

/** The return queue (/admin/returns), filtered by one status, those waiting for staff (the dashboard's link), or none. */
export interface ReturnsPageData {
  status: RmaStatus | 'waiting' | ''
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

const entryOf = (queued: QueuedReturn): ReturnEntry => ({
  ...queued,
  createdAt: queued.createdAt.toISOString(),
  updatedAt: queued.updatedAt.toISOString(),
})

/** The return queue's page. */
export async function loadReturns(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  query: URLSearchParams,
): Promise<ReturnsPageData> {
  const wanted = query.get('status') ?? ''
  const status =
    wanted === 'waiting' ? wanted : (RMA_STATUSES.find((candidate) => candidate === wanted) ?? '')
  const page = pageOf(query)
  const listed = await listReturnQueue(db, actor, {
    statuses: status === 'waiting' ? RETURN_STATUSES_WAITING : status === '' ? [] : [status],
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

/** A return's page (no entry for an unknown number). */
export async function loadReturn(
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

/** The withdrawals' page. */
export async function loadWithdrawals(
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

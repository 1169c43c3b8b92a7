import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'
import {
  loadCustomer,
  loadCustomers,
  type CustomerPageData,
  type CustomersPageData,
} from './customerPageData.ts'
import {
  loadReturn,
  loadReturns,
  loadWithdrawals,
  type ReturnPageData,
  type ReturnsPageData,
  type WithdrawalsPageData,
} from './returnPageData.ts'

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

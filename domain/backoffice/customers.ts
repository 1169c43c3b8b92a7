import { sql, type Kysely, type SqlBool } from 'kysely'
import type { Cents } from '../../pricing/index.ts'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import { addressesOf, findCustomerById, type CustomerAddressValue } from '../accounts/customerRow.ts'
import { writePasswordResetEmail } from '../accounts/passwordResetEmail.ts'
import {
  creditStoreCredit,
  storeCreditBalance,
  storeCreditHistory,
  takeStoreCredit,
  type StoreCreditMovement,
} from '../storecredit/storeCredit.ts'
import {
  allowed,
  auditActorOf,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from './backOfficeActor.ts'

/** Why a customer action was refused. */
export type CustomerActionError =
  'FORBIDDEN' | 'NOT_FOUND' | 'ERASED' | 'INVALID_AMOUNT' | 'REASON_REQUIRED' | 'BALANCE_TOO_LOW'

/** A customer as the search lists them. */
export interface CustomerListEntry {
  id: number
  email: string
  firstname: string
  lastname: string
  storeKey: string
  createdAt: Date
  erased: boolean
}

/** What to search: words of an e-mail, a name or a postcode (of the address book); paged from 1. */
export interface CustomerSearch {
  query?: string
  page?: number
  /** At most 100 (default 25). */
  pageSize?: number
}

/** A page of customers found and how many match; when `totalCapped`, only that more do. */
export interface CustomerSearchPage {
  customers: CustomerListEntry[]
  totalCount: number
  totalCapped: boolean
}

/** Matches counted at most, as the order list's `ORDER_COUNT_CAP` (past it: "more than 1 000 customers"). */
export const CUSTOMER_COUNT_CAP = 1000

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/**
 * Customers whose e-mail contains the query, whose name ("first last", or the last name) starts
 * with it, or one of whose addresses has it as postcode (spaces ignored); newest first, with the
 * count of the matches up to {@link CUSTOMER_COUNT_CAP}. Every condition has its index (migration
 * 0058: trigrams for the e-mail): the count, which stops at the cap, tells whether to read the
 * matches through them and sort them, or to walk the customers newest first, stopping at the
 * page's end.
 */
export async function searchCustomers(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  search: CustomerSearch,
): Promise<BackOfficeResult<CustomerSearchPage, 'FORBIDDEN'>> {
  if (!allowed(actor, 'customers.view')) return refused('FORBIDDEN')
  const pageSize = Math.min(Math.max(Math.trunc(search.pageSize ?? 25), 1), 100)
  const page = Math.max(Math.trunc(search.page ?? 1), 1)
  const words = (search.query ?? '').trim().toLowerCase()
  let query = db.selectFrom('customer')
  if (words !== '') {
    const prefix = `${escapeLike(words)}%`
    const postcode = words.replace(/\s+/g, '')
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(customer.email)`, 'like', `%${escapeLike(words)}%`),
        eb(sql`lower(customer.lastname)`, 'like', prefix),
        // Also a first name's start: "first last" starts with whatever the first name starts with.
        eb(sql`lower(customer.firstname || ' ' || customer.lastname)`, 'like', prefix),
        // An array of ids, not `exists`: one more index in the bitmap of the others.
        sql<SqlBool>`customer.id = any(array(${eb
          .selectFrom('customer_address')
          .select('customer_address.customer_id')
          .where(sql`lower(replace(customer_address.postcode, ' ', ''))`, '=', postcode)}))`,
      ]),
    )
  }
  // One more than is reported: reaching it means more match.
  const countLimit = Math.max(CUSTOMER_COUNT_CAP, page * pageSize) + 1
  const count = await db
    .selectFrom(
      query
        .select(sql`1`.as('one'))
        .limit(countLimit)
        .as('counted'),
    )
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  const counted = Number(count.count)
  // Fewer matches than the cap: gathered through the indexes, then sorted. PostgreSQL would rather
  // walk the customers newest first when it guesses an e-mail part common (it guessed 266 for 24
  // and read all 25 000); that walk is kept for the many matches it suits.
  const matching =
    counted < countLimit
      ? db
          .selectFrom('customer')
          .where(sql<SqlBool>`customer.id = any(array(${query.select('customer.id')}))`)
      : query
  const rows = await matching
    .select(['id', 'email', 'firstname', 'lastname', 'store_key', 'created_at', 'erased_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
  return {
    ok: true,
    totalCount: Math.min(counted, countLimit - 1),
    totalCapped: counted >= countLimit,
    customers: rows.map((row) => ({
      id: Number(row.id),
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      storeKey: row.store_key,
      createdAt: row.created_at,
      erased: row.erased_at !== null,
    })),
  }
}

/** An order in a customer's page. */
export interface CustomerOrderSummary {
  id: number
  number: string
  storeKey: string
  status: string
  grandTotalCents: Cents
  createdAt: Date
}

/** Everything a customer's page shows. */
export interface CustomerDetail {
  customer: CustomerListEntry & { newsletterSubscribed: boolean; erasedAt: Date | null }
  addresses: CustomerAddressValue[]
  orders: CustomerOrderSummary[]
  storeCredit: { balanceCents: Cents; movements: StoreCreditMovement[]; totalMovements: number }
  newsletter: { storeKey: string; status: string; confirmedAt: Date | null; unsubscribedAt: Date | null }[]
  consents: {
    storeKey: string
    analytics: boolean
    marketing: boolean
    policyVersion: number
    givenAt: Date
  }[]
}

/** A customer's page data: account, addresses, orders (newest first), store credit with its latest 50 movements, newsletter and cookie consents. */
export async function customerDetail(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  customerId: number,
): Promise<BackOfficeResult<{ detail: CustomerDetail }, 'FORBIDDEN' | 'NOT_FOUND'>> {
  if (!allowed(actor, 'customers.view')) return refused('FORBIDDEN')
  const customer = Number.isSafeInteger(customerId) ? await findCustomerById(db, customerId) : undefined
  if (!customer) return refused('NOT_FOUND')
  const [addresses, orders, balanceCents, history, newsletter, consents] = await Promise.all([
    addressesOf(db, customer),
    db
      .selectFrom('shop_order')
      .select(['id', 'number', 'store_key', 'status', 'grand_total_cents', 'created_at'])
      .where('customer_id', '=', customer.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    storeCreditBalance(db, customer.id),
    storeCreditHistory(db, customer.id, { pageSize: 50, currentPage: 1 }),
    db
      .selectFrom('newsletter_subscriber')
      .select(['store_key', 'status', 'confirmed_at', 'unsubscribed_at'])
      .where('customer_id', '=', customer.id)
      .orderBy('store_key')
      .execute(),
    db
      .selectFrom('consent_record')
      .select(['store_key', 'analytics', 'marketing', 'policy_version', 'given_at'])
      .where('customer_id', '=', customer.id)
      .orderBy('given_at', 'desc')
      .limit(50)
      .execute(),
  ])
  return {
    ok: true,
    detail: {
      customer: {
        id: Number(customer.id),
        email: customer.email,
        firstname: customer.firstname,
        lastname: customer.lastname,
        storeKey: customer.store_key,
        createdAt: customer.created_at,
        erased: customer.erased_at !== null,
        erasedAt: customer.erased_at,
        newsletterSubscribed: customer.newsletter_subscribed,
      },
      addresses,
      orders: orders.map((order) => ({
        id: Number(order.id),
        number: order.number,
        storeKey: order.store_key,
        status: order.status,
        grandTotalCents: order.grand_total_cents,
        createdAt: order.created_at,
      })),
      storeCredit: { balanceCents, movements: history.items, totalMovements: history.totalCount },
      newsletter: newsletter.map((row) => ({
        storeKey: row.store_key,
        status: row.status,
        confirmedAt: row.confirmed_at,
        unsubscribedAt: row.unsubscribed_at,
      })),
      consents: consents.map((row) => ({
        storeKey: row.store_key,
        analytics: row.analytics,
        marketing: row.marketing,
        policyVersion: row.policy_version,
        givenAt: row.given_at,
      })),
    },
  }
}

/** A change of a customer's store credit: cents added (positive) or taken (negative), and why. */
export interface StoreCreditAdjustment {
  customerId: number
  amountCents: Cents
  reason: string
}

/**
 * Adds to or takes from a customer's store credit with a reason (ledger reference
 * `staff:<reason>`), never below zero: taking more than the balance is refused, and two
 * adjustments at once see each other (`takeStoreCredit`'s conditional update). Recorded in the
 * audit log (`customers.storeCredit`) with the balance before and after, in the same transaction.
 */
export async function adjustStoreCredit(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  adjustment: StoreCreditAdjustment,
  now: Date,
): Promise<BackOfficeResult<{ balanceCents: Cents; movementId: number }, CustomerActionError>> {
  if (!allowed(actor, 'storecredit.adjust')) return refused('FORBIDDEN')
  const { amountCents, customerId } = adjustment
  if (!Number.isSafeInteger(amountCents) || amountCents === 0 || Math.abs(amountCents) > 100_000_000)
    return refused('INVALID_AMOUNT')
  const reason = adjustment.reason.trim().slice(0, 500)
  if (reason === '') return refused('REASON_REQUIRED')
  return db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customer')
      .select(['id', 'erased_at'])
      .where('id', '=', customerId)
      .executeTakeFirst()
    if (!customer) return refused('NOT_FOUND')
    if (customer.erased_at !== null) return refused('ERASED')
    const reference = `staff:${reason}`
    const moved =
      amountCents > 0
        ? await creditStoreCredit(trx, { customerId, amountCents, reason: 'adjustment', reference })
        : await takeStoreCredit(trx, { customerId, amountCents: -amountCents, reference })
    if (!moved) return refused('BALANCE_TOO_LOW')
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'customers.storeCredit',
      subjectType: 'customer',
      subjectId: customerId,
      before: { balanceCents: moved.balanceCents - amountCents },
      after: { balanceCents: moved.balanceCents, amountCents, reason },
      at: now,
    })
    return { ok: true, balanceCents: moved.balanceCents, movementId: moved.movementId }
  })
}

/**
 * Sends the customer the storefront's password-reset e-mail (a new single-use link; earlier ones
 * stop working), in the language of the store they registered in. Recorded in the audit log
 * (`customers.passwordReset`); the link itself never is.
 */
export async function sendPasswordReset(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  stores: readonly Store[],
  customerId: number,
  now: Date,
): Promise<BackOfficeResult<object, 'FORBIDDEN' | 'NOT_FOUND' | 'ERASED'>> {
  if (!allowed(actor, 'customers.manage')) return refused('FORBIDDEN')
  return db.transaction().execute(async (trx) => {
    const customer = await findCustomerById(trx, customerId)
    if (!customer) return refused('NOT_FOUND')
    if (customer.erased_at !== null) return refused('ERASED')
    const store = stores.find((candidate) => candidate.key === customer.store_key) ?? stores[0]
    if (!store) throw new Error('no store to send the password reset from')
    await writePasswordResetEmail(trx, store, customer)
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'customers.passwordReset',
      subjectType: 'customer',
      subjectId: customerId,
      before: null,
      after: { storeKey: store.key },
      at: now,
    })
    return { ok: true }
  })
}

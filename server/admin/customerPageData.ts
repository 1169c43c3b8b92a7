import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { customerDetail, searchCustomers } from '../../domain/backoffice/customers.ts'
import { CARE_PAGE_SIZE, pageOf } from './carePaging.ts'

/** The customers' search (/admin/customers). */
export interface CustomersPageData {
  query: string
  page: number
  pageSize: number
  totalCount: number
  /** True when more customers match than `totalCount` (the search counts up to 1 000). */
  totalCapped: boolean
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

/** The customers' search page. */
export async function loadCustomers(
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
    totalCapped: found.ok && found.totalCapped,
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

/** A customer's page (no customer for an unknown id). */
export async function loadCustomer(
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

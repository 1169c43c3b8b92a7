import { sql, type Kysely } from 'kysely'
import type { Cents } from '../../pricing/index.ts'
import type { Database, StoreCreditReason } from '../../db/tables.ts'

/** A movement of a customer's store credit, as the history shows it. */
export interface StoreCreditMovement {
  id: number
  amountCents: Cents
  reason: StoreCreditReason
  reference: string
  balanceAfterCents: Cents
  createdAt: Date
}

/** The outcome of a debit or credit: the cents moved (0 when nothing moved) and the balance after it. */
export interface StoreCreditMovementResult {
  movedCents: Cents
  balanceCents: Cents
}

function assertPositiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError(`Not a positive amount of cents: ${amountCents}`)
}

/** A customer's store credit in cents (0 when they never had any). */
export async function storeCreditBalance(db: Kysely<Database>, customerId: number): Promise<Cents> {
  const row = await db
    .selectFrom('store_credit_balance')
    .select('balance_cents')
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  return row?.balance_cents ?? 0
}

/**
 * Takes up to `amountCents` of a customer's store credit: min(requested, balance), in ONE
 * statement that locks the customer's balance row, lowers it (never below 0) and writes the
 * `order_debit` ledger row with the balance after it. Parallel debits of one customer wait
 * for each other's row lock (PostgreSQL) or run one after the other (PGlite's single
 * session), and each sees what the previous one left. Pass the order's transaction to debit
 * together with the order. Returns what was taken (0 without credit).
 */
export async function debitStoreCredit(
  db: Kysely<Database>,
  debit: { customerId: number; amountCents: Cents; reference: string },
): Promise<StoreCreditMovementResult> {
  assertPositiveCents(debit.amountCents)
  const { rows } = await sql<{ moved_cents: number; balance_cents: number }>`
    with locked as (
      select customer_id, balance_cents, least(balance_cents, ${debit.amountCents}::integer) as taken
      from store_credit_balance
      where customer_id = ${debit.customerId} and balance_cents > 0
      for update
    ),
    debited as (
      update store_credit_balance credit
      set balance_cents = locked.balance_cents - locked.taken, updated_at = now()
      from locked where credit.customer_id = locked.customer_id
      returning credit.customer_id, locked.taken, credit.balance_cents
    )
    insert into store_credit_movement (customer_id, amount_cents, reason, reference, balance_after_cents)
    select customer_id, -taken, 'order_debit', ${debit.reference}, balance_cents from debited
    returning -amount_cents as moved_cents, balance_after_cents as balance_cents`.execute(db)
  const row = rows[0]
  return row
    ? { movedCents: row.moved_cents, balanceCents: row.balance_cents }
    : { movedCents: 0, balanceCents: await storeCreditBalance(db, debit.customerId) }
}

/**
 * Takes exactly `amountCents` of a customer's store credit (a goodwill adjustment downwards), or
 * nothing when the balance is smaller: one statement that locks the balance row and lowers it
 * only while it covers the amount, with its `adjustment` ledger row. Two at once of one customer
 * wait for each other's row lock and the second sees what the first left, so the balance never
 * goes below zero. Null when nothing was taken.
 */
export async function takeStoreCredit(
  db: Kysely<Database>,
  debit: { customerId: number; amountCents: Cents; reference: string },
): Promise<(StoreCreditMovementResult & { movementId: number }) | null> {
  assertPositiveCents(debit.amountCents)
  const { rows } = await sql<{ id: number; moved_cents: number; balance_cents: number }>`
    with debited as (
      update store_credit_balance
      set balance_cents = balance_cents - ${debit.amountCents}::integer, updated_at = now()
      where customer_id = ${debit.customerId} and balance_cents >= ${debit.amountCents}::integer
      returning customer_id, balance_cents
    )
    insert into store_credit_movement (customer_id, amount_cents, reason, reference, balance_after_cents)
    select customer_id, -${debit.amountCents}::integer, 'adjustment', ${debit.reference}, balance_cents from debited
    returning id, -amount_cents as moved_cents, balance_after_cents as balance_cents`.execute(db)
  const row = rows[0]
  return row
    ? { movementId: Number(row.id), movedCents: row.moved_cents, balanceCents: row.balance_cents }
    : null
}

/**
 * Adds store credit to a customer (a refund, a goodwill adjustment) in one statement: the
 * balance row is created or raised under its row lock, and the ledger row records the
 * balance after it. Returns the ledger row's id too (a credit memo links to it).
 */
export async function creditStoreCredit(
  db: Kysely<Database>,
  credit: {
    customerId: number
    amountCents: Cents
    reason: Exclude<StoreCreditReason, 'order_debit'>
    reference: string
  },
): Promise<StoreCreditMovementResult & { movementId: number }> {
  assertPositiveCents(credit.amountCents)
  const { rows } = await sql<{ id: number; moved_cents: number; balance_cents: number }>`
    with credited as (
      insert into store_credit_balance (customer_id, balance_cents) values (${credit.customerId}, ${credit.amountCents})
      on conflict (customer_id) do update set balance_cents = store_credit_balance.balance_cents + excluded.balance_cents, updated_at = now()
      returning customer_id, balance_cents
    )
    insert into store_credit_movement (customer_id, amount_cents, reason, reference, balance_after_cents)
    select customer_id, ${credit.amountCents}, ${credit.reason}, ${credit.reference}, balance_cents from credited
    returning id, amount_cents as moved_cents, balance_after_cents as balance_cents`.execute(db)
  const row = rows[0]!
  return { movementId: Number(row.id), movedCents: row.moved_cents, balanceCents: row.balance_cents }
}

/** A page of a customer's store-credit history, newest first, and how many movements there are in all. */
export async function storeCreditHistory(
  db: Kysely<Database>,
  customerId: number,
  page: { pageSize: number; currentPage: number },
): Promise<{ items: StoreCreditMovement[]; totalCount: number }> {
  const rows = await db
    .selectFrom('store_credit_movement')
    .select(['id', 'amount_cents', 'reason', 'reference', 'balance_after_cents', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)
    .execute()
  const total = await db
    .selectFrom('store_credit_movement')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow()
  const items = rows.map((row) => ({
    id: Number(row.id),
    amountCents: row.amount_cents,
    reason: row.reason,
    reference: row.reference,
    balanceAfterCents: row.balance_after_cents,
    createdAt: row.created_at,
  }))
  return { items, totalCount: Number(total.count) }
}

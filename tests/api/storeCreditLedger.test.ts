import { API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { ShopDatabase } from '../../db/openDatabase.ts'
import {
  creditStoreCredit,
  debitStoreCredit,
  storeCreditBalance,
  storeCreditHistory,
} from '../../domain/storecredit/storeCredit.ts'
import { openTestDatabase } from './helpers/testDatabase.ts'

let database: ShopDatabase
beforeAll(async () => {
  database = await openTestDatabase()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await database?.close()
})

let customerCount = 0
async function newCustomer(): Promise<number> {
  customerCount += 1
  const row = await database.db
    .insertInto('customer')
    .values({
      email: `credit${customerCount}-${Date.now()}@example.org`,
      firstname: 'Léa',
      lastname: 'Martin',
      password_hash: 'x',
      store_key: 'b2c_fr',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

async function ledgerSum(customerId: number): Promise<number> {
  const row = await database.db
    .selectFrom('store_credit_movement')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow()
  return Number(row.sum ?? 0)
}

describe('store credit ledger', () => {
  it('starts at zero, and its balance is the sum of the ledger after credits and debits', async () => {
    const customerId = await newCustomer()
    expect(await storeCreditBalance(database.db, customerId)).toBe(0)
    expect(
      await creditStoreCredit(database.db, {
        customerId,
        amountCents: 2590,
        reason: 'refund',
        reference: 'R-100',
      }),
    ).toEqual({ movementId: expect.any(Number), movedCents: 2590, balanceCents: 2590 })
    expect(
      await creditStoreCredit(database.db, {
        customerId,
        amountCents: 500,
        reason: 'adjustment',
        reference: 'goodwill',
      }),
    ).toEqual({ movementId: expect.any(Number), movedCents: 500, balanceCents: 3090 })
    expect(
      await debitStoreCredit(database.db, { customerId, amountCents: 1000, reference: 'order-1' }),
    ).toEqual({ movedCents: 1000, balanceCents: 2090 })
    expect(await storeCreditBalance(database.db, customerId)).toBe(2090)
    expect(await ledgerSum(customerId)).toBe(2090)
    const history = await storeCreditHistory(database.db, customerId, { pageSize: 2, currentPage: 1 })
    expect(history.totalCount).toBe(3)
    expect(history.items.map((item) => [item.reason, item.amountCents, item.balanceAfterCents])).toEqual([
      ['order_debit', -1000, 2090],
      ['adjustment', 500, 3090],
    ])
  })

  it('debits at most the balance and nothing without credit', async () => {
    const customerId = await newCustomer()
    expect(
      await debitStoreCredit(database.db, { customerId, amountCents: 1000, reference: 'order-2' }),
    ).toEqual({ movedCents: 0, balanceCents: 0 })
    await creditStoreCredit(database.db, {
      customerId,
      amountCents: 700,
      reason: 'refund',
      reference: 'R-101',
    })
    expect(
      await debitStoreCredit(database.db, { customerId, amountCents: 1000, reference: 'order-3' }),
    ).toEqual({ movedCents: 700, balanceCents: 0 })
    expect(
      await debitStoreCredit(database.db, { customerId, amountCents: 1000, reference: 'order-4' }),
    ).toEqual({ movedCents: 0, balanceCents: 0 })
    expect(await ledgerSum(customerId)).toBe(0)
  })

  it('lets 20 parallel debits of 30 € take exactly the 100 € of credit, never more', async () => {
    const customerId = await newCustomer()
    await creditStoreCredit(database.db, {
      customerId,
      amountCents: 10_000,
      reason: 'refund',
      reference: 'R-102',
    })
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        debitStoreCredit(database.db, { customerId, amountCents: 3000, reference: `race-${index}` }),
      ),
    )
    const taken = results.map((result) => result.movedCents)
    expect(taken.reduce((sum, cents) => sum + cents, 0)).toBe(10_000)
    expect(taken.filter((cents) => cents > 0).sort((a, b) => b - a)).toEqual([3000, 3000, 3000, 1000])
    expect(await storeCreditBalance(database.db, customerId)).toBe(0)
    expect(await ledgerSum(customerId)).toBe(0)
  })

  it('keeps parallel credits and debits of one customer adding up to the ledger', async () => {
    const customerId = await newCustomer()
    await creditStoreCredit(database.db, {
      customerId,
      amountCents: 1000,
      reason: 'refund',
      reference: 'R-103',
    })
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? creditStoreCredit(database.db, {
              customerId,
              amountCents: 500,
              reason: 'adjustment',
              reference: `mix-${index}`,
            })
          : debitStoreCredit(database.db, { customerId, amountCents: 700, reference: `mix-${index}` }),
      ),
    )
    const balance = await storeCreditBalance(database.db, customerId)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(await ledgerSum(customerId)).toBe(balance)
  })

  it('makes a debit that arrives while an order transaction holds the credit wait, then take only what is left', async () => {
    const customerId = await newCustomer()
    await creditStoreCredit(database.db, {
      customerId,
      amountCents: 5000,
      reason: 'refund',
      reference: 'R-104',
    })
    let secondDebit: Promise<{ movedCents: number }> | undefined
    await database.db.transaction().execute(async (trx) => {
      expect(
        (await debitStoreCredit(trx, { customerId, amountCents: 4000, reference: 'order-held' })).movedCents,
      ).toBe(4000)
      secondDebit = debitStoreCredit(database.db, { customerId, amountCents: 4000, reference: 'order-late' })
      await sql`select pg_sleep(0.2)`.execute(trx)
    })
    expect((await secondDebit!).movedCents).toBe(1000)
    expect(await storeCreditBalance(database.db, customerId)).toBe(0)
  })
})

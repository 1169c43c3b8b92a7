import { API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { ShopDatabase } from '../../db/openDatabase.ts'
import {
  debitGiftCard,
  findUsableGiftCard,
  issueGiftCard,
  refundGiftCard,
} from '../../domain/giftcards/giftCardAccounts.ts'
import { openTestDatabase } from './helpers/testDatabase.ts'

let database: ShopDatabase
beforeAll(async () => {
  database = await openTestDatabase()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await database?.close()
})

async function ledgerSum(giftCardId: number): Promise<number> {
  const row = await database.db
    .selectFrom('gift_card_movement')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
    .where('gift_card_id', '=', giftCardId)
    .executeTakeFirstOrThrow()
  return Number(row.sum)
}

describe('gift card ledger', () => {
  it('issues a card whose code is not stored, with an issue row making up its balance', async () => {
    const { id, code } = await issueGiftCard(database.db, {
      amountCents: 5000,
      store: 'b2c_fr',
      recipientEmail: 'ami@example.org',
    })
    const row = await database.db
      .selectFrom('gift_card_account')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const stored = JSON.stringify(row).toUpperCase()
    expect(stored).not.toContain(code.replaceAll('-', '').slice(0, 12))
    expect(stored).not.toContain(code.slice(0, 14))
    expect(row).toMatchObject({
      balance_cents: 5000,
      initial_cents: 5000,
      state: 'active',
      code_last4: code.slice(-4),
    })
    expect(await ledgerSum(id)).toBe(5000)
    expect(await findUsableGiftCard(database.db, code.toLowerCase())).toMatchObject({
      id,
      balanceCents: 5000,
    })
  })

  it('debits at most the balance, never below zero, and marks a card spent to zero as used', async () => {
    const { id, code } = await issueGiftCard(database.db, { amountCents: 4000, store: 'b2c_en' })
    expect(await debitGiftCard(database.db, { code, amountCents: 2500, reference: 'order-1' })).toEqual({
      giftCardId: id,
      movedCents: 2500,
      balanceCents: 1500,
    })
    expect(await debitGiftCard(database.db, { code, amountCents: 2500, reference: 'order-2' })).toEqual({
      giftCardId: id,
      movedCents: 1500,
      balanceCents: 0,
    })
    expect(await debitGiftCard(database.db, { code, amountCents: 100, reference: 'order-3' })).toMatchObject({
      movedCents: 0,
    })
    const row = await database.db
      .selectFrom('gift_card_account')
      .select(['balance_cents', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ balance_cents: 0, state: 'used' })
    expect(await ledgerSum(id)).toBe(0)
  })

  it('refunds up to what was spent, by code or by id, and a used card becomes active again', async () => {
    const { id, code } = await issueGiftCard(database.db, { amountCents: 3000, store: 'b2c_de' })
    await debitGiftCard(database.db, { code, amountCents: 3000, reference: 'order-4' })
    expect(
      await refundGiftCard(database.db, { giftCardId: id, amountCents: 1000, reference: 'return-4' }),
    ).toEqual({ giftCardId: id, movedCents: 1000, balanceCents: 1000 })
    expect(await refundGiftCard(database.db, { code, amountCents: 9999, reference: 'return-4b' })).toEqual({
      giftCardId: id,
      movedCents: 2000,
      balanceCents: 3000,
    })
    expect(await findUsableGiftCard(database.db, code)).toMatchObject({ state: 'active', balanceCents: 3000 })
    expect(await ledgerSum(id)).toBe(3000)
  })

  it('takes nothing from an expired, disabled or unknown card', async () => {
    const expired = await issueGiftCard(database.db, {
      amountCents: 2000,
      store: 'b2c_it',
      expiresAt: new Date(Date.now() - 1000),
    })
    const disabled = await issueGiftCard(database.db, { amountCents: 2000, store: 'b2c_it' })
    await database.db
      .updateTable('gift_card_account')
      .set({ state: 'disabled' })
      .where('id', '=', disabled.id)
      .execute()
    for (const code of [expired.code, disabled.code, 'ABCD-EFGH-JKLM-NPQR']) {
      expect(
        await debitGiftCard(database.db, { code, amountCents: 500, reference: 'order-5' }),
      ).toMatchObject({ movedCents: 0 })
      expect(await findUsableGiftCard(database.db, code)).toBeNull()
    }
  })

  it('lets 20 parallel debits of 30 € take exactly the 100 € of a card, never more', async () => {
    const { id, code } = await issueGiftCard(database.db, { amountCents: 10_000, store: 'b2c_fr' })
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        debitGiftCard(database.db, { code, amountCents: 3000, reference: `race-${index}` }),
      ),
    )
    const taken = results.map((result) => result.movedCents)
    expect(taken.reduce((sum, cents) => sum + cents, 0)).toBe(10_000)
    expect(taken.filter((cents) => cents > 0).sort((a, b) => b - a)).toEqual([3000, 3000, 3000, 1000])
    const row = await database.db
      .selectFrom('gift_card_account')
      .select(['balance_cents', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ balance_cents: 0, state: 'used' })
    expect(await ledgerSum(id)).toBe(0)
  })

  it('makes a debit that arrives while an order transaction holds the card wait, then take only what is left', async () => {
    const { id, code } = await issueGiftCard(database.db, { amountCents: 5000, store: 'b2c_fr' })
    let secondDebit: Promise<{ movedCents: number }> | undefined
    await database.db.transaction().execute(async (trx) => {
      expect(
        (await debitGiftCard(trx, { code, amountCents: 4000, reference: 'order-held' })).movedCents,
      ).toBe(4000)
      // Sent while the first transaction still holds the card's row (PostgreSQL) or the session (PGlite).
      secondDebit = debitGiftCard(database.db, { code, amountCents: 4000, reference: 'order-late' })
      await sql`select pg_sleep(0.2)`.execute(trx)
    })
    expect((await secondDebit!).movedCents).toBe(1000)
    expect(await ledgerSum(id)).toBe(0)
  })

  it('undoes a debit together with the order transaction that rolls back', async () => {
    const { id, code } = await issueGiftCard(database.db, { amountCents: 5000, store: 'b2c_fr' })
    await expect(
      database.db.transaction().execute(async (trx) => {
        await debitGiftCard(trx, { code, amountCents: 2000, reference: 'order-failed' })
        throw new Error('payment refused')
      }),
    ).rejects.toThrow('payment refused')
    expect(await findUsableGiftCard(database.db, code)).toMatchObject({ balanceCents: 5000 })
    expect(await ledgerSum(id)).toBe(5000)
  })
})

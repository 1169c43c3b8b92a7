import { API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import Fastify from 'fastify'
import type { ShopDatabase } from '../../db/openDatabase.ts'
import { createOutboxWorker, PermanentEmailError, type OutboxRow } from '../../server/email/outboxWorker.ts'
import { enqueueEmail } from '../../domain/email/enqueueEmail.ts'
import { openTestDatabase } from './helpers/testDatabase.ts'

let database: ShopDatabase
beforeAll(async () => {
  database = await openTestDatabase()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await database?.close()
})

const log = Fastify({ logger: false }).log
const data = {
  firstName: 'Noah',
  resetUrl: 'http://localhost:3000/en/account/password-reset?token=t',
  validMinutes: 60,
}
const enqueue = (to: string) =>
  enqueueEmail(database.db, { store: 'b2c_en', template: 'passwordReset', to, data })
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('e-mail outbox worker', () => {
  it('lets two workers share the outbox without sending any e-mail twice', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, index) => enqueue(`shopper${index}@example.org`)),
    )
    const deliveries: number[] = []
    const worker = () =>
      createOutboxWorker({
        db: database.db,
        log,
        pollIntervalMs: 60_000,
        batchSize: 4,
        async deliver(row: OutboxRow) {
          deliveries.push(row.id)
          await pause(5)
        },
      })
    await Promise.all([worker().drain(), worker().drain()])
    expect([...deliveries].sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b))
    const statuses = await database.db
      .selectFrom('email_outbox')
      .select(['status'])
      .where('id', 'in', ids)
      .execute()
    expect(statuses.every((row) => row.status === 'sent')).toBe(true)
  })

  it('takes up again an e-mail whose worker died while sending, once its lease runs out', async () => {
    const id = await enqueue('interrupted@example.org')
    await sql`update email_outbox set attempts = 1, locked_until = now() - interval '1 second' where id = ${id}`.execute(
      database.db,
    )
    const delivered: number[] = []
    await createOutboxWorker({
      db: database.db,
      log,
      pollIntervalMs: 60_000,
      deliver: async (row) => void delivered.push(row.id),
    }).drain()
    expect(delivered).toContain(id)
  })

  it('retries a failed e-mail later with a growing delay, and gives up after the last attempt', async () => {
    const id = await enqueue('bounce@example.org')
    const failing = createOutboxWorker({
      db: database.db,
      log,
      pollIntervalMs: 60_000,
      maxAttempts: 2,
      deliver: async () => Promise.reject(new Error('connection refused')),
    })
    await failing.drain()
    const first = await database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connection refused' })
    expect(first.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(20_000)
    await sql`update email_outbox set next_attempt_at = now() where id = ${id}`.execute(database.db)
    await failing.drain()
    const last = await database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(last).toMatchObject({ status: 'failed', attempts: 2 })
  })

  it('fails at once an e-mail that can never be sent', async () => {
    const id = await enqueue('unknown-template@example.org')
    await createOutboxWorker({
      db: database.db,
      log,
      pollIntervalMs: 60_000,
      deliver: async () => Promise.reject(new PermanentEmailError('Unknown template')),
    }).drain()
    const row = await database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
  })

  it("blanks a sent e-mail's one-time link, but keeps an order e-mail's content and its link to the order", async () => {
    const reset = await enqueue('forgetful@example.org')
    const shipped = await enqueueEmail(database.db, {
      store: 'b2c_en',
      template: 'orderShipped',
      to: 'parcel@example.org',
      data: { number: 'EN-KEPT-1', parcels: [], orderUrl: 'http://localhost:3000/en/orders/' },
    })
    const refund = await enqueueEmail(database.db, {
      store: 'b2c_en',
      template: 'creditMemo',
      to: 'parcel@example.org',
      data: {
        number: 'CM-KEPT-1',
        orderNumber: 'EN-KEPT-1',
        currency: 'EUR',
        items: [],
        shipping: 0,
        adjustment: 0,
        total: 0,
        destination: 'payment',
        cardBrand: null,
        cardLast4: null,
        storeCreditBalance: null,
        refundsUrl: 'http://localhost:3000/en/user/orders/',
        storeCreditUrl: 'http://localhost:3000/en/user/store-credit',
      },
    })
    await createOutboxWorker({
      db: database.db,
      log,
      pollIntervalMs: 60_000,
      deliver: async () => {},
    }).drain()
    const rows = await database.db
      .selectFrom('email_outbox')
      .select(['id', 'status', 'order_number', 'data'])
      .where('id', 'in', [reset, shipped, refund])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: reset, status: 'sent', order_number: null, data: {} },
      {
        id: shipped,
        status: 'sent',
        order_number: 'EN-KEPT-1',
        data: expect.objectContaining({ number: 'EN-KEPT-1' }),
      },
      {
        id: refund,
        status: 'sent',
        order_number: 'EN-KEPT-1',
        data: expect.objectContaining({ number: 'CM-KEPT-1', orderNumber: 'EN-KEPT-1' }),
      },
    ])
  })
})

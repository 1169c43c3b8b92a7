import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { customerWithPaidOrder, orderableVariant } from './helpers/checkoutFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { customerWithReturnRequested } from './helpers/returnFixtures.ts'
import { staffActor } from './helpers/staffFixtures.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import { COMMAND_LINE_STAFF, type BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { decideReturn, listReturnQueue, refundReturn } from '../../domain/backoffice/returnQueue.ts'
import { listWithdrawals, refundWithdrawal } from '../../domain/backoffice/withdrawalQueue.ts'
import { decideReview, listReviewQueue } from '../../domain/backoffice/reviewQueue.ts'
import { setStock, setStockFromList } from '../../domain/backoffice/stockEditing.ts'
import { storeCreditBalance } from '../../domain/storecredit/storeCredit.ts'
import { confirmStockAlert, requestStockAlert } from '../../domain/stock/stockAlerts.ts'

const NOW = new Date('2026-11-28T09:00:00Z')
const WITHDRAW = `mutation ($input: WithdrawFromContractInput!) { withdrawFromContract(input: $input) { success errorCode withdrawal { id } } }`

let app: FastifyInstance
let OWNER: BackOfficeActor
let SERVICE: BackOfficeActor
let WAREHOUSE: BackOfficeActor
beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
  OWNER = await staffActor(app, 'care.owner@example.org', 'owner', '198.51.100.1')
  SERVICE = await staffActor(app, 'cs@example.org', 'customer_service', '198.51.100.2')
  WAREHOUSE = await staffActor(app, 'wh@example.org', 'warehouse', '198.51.100.3')
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db
const services = () => ({ db: db(), stores: app.config.stores, payments: app.payments, orderLinks: null })
const auditOf = (subjectType: string, subjectId: string | number) =>
  listAudit(db(), { subjectType, subjectId }).then((records) =>
    records.reverse().map((record) => [record.action, record.actor]),
  )

describe('returns', () => {
  it('are authorised, received per line with their condition, approved and refunded once, each step audited', async () => {
    const { number, sku, customerId } = await customerWithReturnRequested(app)
    const queue = await listReturnQueue(db(), WAREHOUSE, { statuses: ['pending'] })
    expect(queue.ok && queue.returns.some((entry) => entry.number === number)).toBe(true)
    const one = await listReturnQueue(db(), WAREHOUSE, { number: ` ${number.toLowerCase()} ` })
    expect(one.ok && one.returns.map((entry) => entry.number)).toEqual([number])

    expect(await decideReturn(services(), WAREHOUSE, { number, to: 'authorized' }, NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    expect(await decideReturn(services(), SERVICE, { number, to: 'authorized' }, NOW)).toMatchObject({
      ok: true,
      status: 'authorized',
    })
    expect(
      await decideReturn(
        services(),
        WAREHOUSE,
        { number, to: 'received', conditions: { [sku]: 'soaked' } },
        NOW,
      ),
    ).toEqual({ ok: false, error: 'UNKNOWN_CONDITION' })
    expect(
      await decideReturn(services(), WAREHOUSE, { number, to: 'received', conditions: {} }, NOW),
    ).toEqual({
      ok: false,
      error: 'CONDITION_REQUIRED',
    })
    expect(
      await decideReturn(
        services(),
        WAREHOUSE,
        { number, to: 'received', conditions: { [sku]: 'opened' } },
        NOW,
      ),
    ).toMatchObject({ ok: true, status: 'received' })
    expect(await decideReturn(services(), SERVICE, { number, to: 'rejected' }, NOW)).toEqual({
      ok: false,
      error: 'REASON_REQUIRED',
    })
    expect(await decideReturn(services(), SERVICE, { number, to: 'approved' }, NOW)).toMatchObject({
      ok: true,
      status: 'processed_and_closed',
    })
    const item = await db()
      .selectFrom('rma_item')
      .innerJoin('rma', 'rma.id', 'rma_item.rma_id')
      .select(['rma_item.status', 'rma_item.received_condition'])
      .where('rma.number', '=', number)
      .executeTakeFirstOrThrow()
    expect(item).toEqual({ status: 'approved', received_condition: 'opened' })

    expect(await refundReturn(services(), WAREHOUSE, { number, toStoreCredit: true }, NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    // Two staff pressing "refund" at once: one credit memo.
    const refunds = await Promise.all([
      refundReturn(services(), SERVICE, { number, toStoreCredit: true }, NOW),
      refundReturn(services(), OWNER, { number, toStoreCredit: true }, NOW),
    ])
    const done = refunds.filter((refund) => refund.ok)
    expect(done).toHaveLength(1)
    expect(refunds.filter((refund) => !refund.ok)).toEqual([{ ok: false, error: 'NOTHING_TO_REFUND' }])
    const total = done[0]!.ok ? done[0]!.totalCents : 0
    expect(total).toBeGreaterThan(0)
    expect(await storeCreditBalance(db(), customerId)).toBe(total)
    expect(await refundReturn(services(), SERVICE, { number, toStoreCredit: true }, NOW)).toEqual({
      ok: false,
      error: 'NOTHING_TO_REFUND',
    })
    const audit = await auditOf('return', number)
    expect(audit.slice(0, 3)).toEqual([
      ['returns.authorized', 'cs@example.org'],
      ['returns.received', 'wh@example.org'],
      ['returns.approved', 'cs@example.org'],
    ])
    expect(audit[3]?.[0]).toBe('returns.refund')
    expect(audit).toHaveLength(4)
  })

  it('are denied with a reason, kept on the items for staff', async () => {
    const { number } = await customerWithReturnRequested(app)
    expect(
      await decideReturn(services(), SERVICE, { number, to: 'denied', reason: 'bought 90 days ago' }, NOW),
    ).toMatchObject({ ok: true, status: 'closed' })
    const [record] = await listAudit(db(), { subjectType: 'return', subjectId: number })
    expect(record?.after).toMatchObject({ reason: 'bought 90 days ago' })
  })
})

describe('withdrawals', () => {
  it('are listed with their acknowledgment and refunded once, the whole order to the card', async () => {
    const { agent, order } = await customerWithPaidOrder(app, { quantity: 1 })
    const declared = await agent.query(WITHDRAW, {
      input: { orderId: order.order_id, name: 'Léa Martin', email: 'lea@example.org', revision: 0 },
    })
    expect(declared.data?.withdrawFromContract?.success).toBe(true)
    const id = Number(declared.data?.withdrawFromContract?.withdrawal?.id)
    expect(await listWithdrawals(db(), WAREHOUSE)).toEqual({ ok: false, error: 'FORBIDDEN' })
    const waiting = await listWithdrawals(db(), SERVICE, { waiting: true, pageSize: 100 })
    const listed = waiting.ok ? waiting.withdrawals.find((withdrawal) => withdrawal.id === id) : undefined
    expect(listed).toMatchObject({
      orderNumber: order.order_number,
      wholeOrder: true,
      acknowledgment: { status: 'pending', sentAt: null },
      creditMemoId: null,
    })

    const refunded = await refundWithdrawal(
      services(),
      SERVICE,
      { withdrawalId: id, toStoreCredit: false },
      NOW,
    )
    expect(refunded).toMatchObject({ ok: true, totalCents: Math.round(order.total.grand_total.amount * 100) })
    expect(
      await refundWithdrawal(services(), OWNER, { withdrawalId: id, toStoreCredit: false }, NOW),
    ).toEqual({
      ok: false,
      error: 'NOTHING_TO_REFUND',
    })
    const after = await listWithdrawals(db(), SERVICE, { waiting: true, pageSize: 100 })
    expect(after.ok && after.withdrawals.some((withdrawal) => withdrawal.id === id)).toBe(false)
    expect(await auditOf('withdrawal', id)).toEqual([['withdrawals.refund', 'cs@example.org']])
  })
})

describe('reviews', () => {
  async function pendingReview() {
    const { sku } = await db()
      .selectFrom('product')
      .select('sku')
      .where('type', '=', 'configurable')
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    return db()
      .insertInto('product_review')
      .values({
        sku,
        rating: 4,
        author: 'Inès',
        title: `Warm ${randomUUID()}`,
        comment: 'Soft and warm.',
        language: 'en',
        status: 'pending',
        created_at: new Date('2026-01-01T00:00:00Z'),
      })
      .returning(['id', 'sku'])
      .executeTakeFirstOrThrow()
  }

  it('are queued pending first, approved with the product’s cached pages purged, and audited', async () => {
    const review = await pendingReview()
    const queue = await listReviewQueue(db(), SERVICE)
    expect(queue.ok && queue.reviews[0]?.status).toBe('pending')
    const purged: string[] = []
    const stop = await app.shopDatabase.listen('page_cache_purge', (payload) => purged.push(payload))
    try {
      const changed = new Set<string>()
      expect(
        await decideReview(db(), SERVICE, { id: Number(review.id), to: 'approved' }, NOW, changed),
      ).toMatchObject({ ok: true, review: { status: 'approved' } })
      expect(changed).toEqual(new Set([`product:${review.sku}`]))
      await expect.poll(() => purged.join(' ')).toContain(`product:${review.sku}`)
    } finally {
      await stop()
    }
    const ofProduct = await listReviewQueue(db(), SERVICE, {
      sku: review.sku,
      status: 'approved',
      pageSize: 100,
    })
    expect(ofProduct.ok && ofProduct.reviews.some((row) => row.id === review.id)).toBe(true)
    expect(await auditOf('review', Number(review.id))).toEqual([['reviews.approve', 'cs@example.org']])
  })

  it('are rejected only with a reason, and never by the warehouse', async () => {
    const review = await pendingReview()
    expect(
      await decideReview(db(), WAREHOUSE, { id: Number(review.id), to: 'rejected', reason: 'spam' }, NOW),
    ).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    expect(await decideReview(db(), SERVICE, { id: Number(review.id), to: 'rejected' }, NOW)).toEqual({
      ok: false,
      error: 'REASON_REQUIRED',
    })
    const row = () =>
      db()
        .selectFrom('product_review')
        .select(['status', 'rejection_reason'])
        .where('id', '=', review.id)
        .executeTakeFirstOrThrow()
    expect(await row()).toEqual({ status: 'pending', rejection_reason: null })
    expect(
      await decideReview(
        db(),
        SERVICE,
        { id: Number(review.id), to: 'rejected', reason: 'advertising' },
        NOW,
      ),
    ).toMatchObject({ ok: true })
    expect(await row()).toEqual({ status: 'rejected', rejection_reason: 'advertising' })
  })
})

describe('stock', () => {
  it('sets a size’s stock and in-stock flag, sends the alerts waiting, and records it; customer service may not', async () => {
    const variant = await orderableVariant(app, 1, 7)
    const sku = variant.variant_sku as string
    await setStock(db(), WAREHOUSE, app.config.stores, { sku, qty: 0 }, NOW)
    const tokens = await requestStockAlert(db(), {
      sku,
      email: `alert-${randomUUID()}@example.com`,
      storeKey: 'b2c_en',
      customerId: null,
    })
    await confirmStockAlert(db(), tokens!.confirmToken)

    expect(await setStock(db(), SERVICE, app.config.stores, { sku, qty: 9 }, NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    expect(
      await setStock(db(), WAREHOUSE, app.config.stores, { sku, qty: 6, inStock: false }, NOW),
    ).toMatchObject({
      ok: true,
      change: { qty: 6, inStock: false, alertsSent: 0 },
    })
    expect(await setStock(db(), WAREHOUSE, app.config.stores, { sku, qty: 4 }, NOW)).toMatchObject({
      ok: true,
      change: { previousQty: 6, previousInStock: false, qty: 4, inStock: true, alertsSent: 1 },
    })
    const product = await db()
      .selectFrom('product')
      .select(['qty', 'is_in_stock'])
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow()
    expect(product).toEqual({ qty: 4, is_in_stock: true })
    const audit = await listAudit(db(), { subjectType: 'product', subjectId: sku })
    expect(audit.map((record) => [record.actor, record.before, record.after])).toEqual([
      ['wh@example.org', { qty: 6, inStock: false }, { qty: 4, inStock: true, alertsSent: 1 }],
      ['wh@example.org', { qty: 0, inStock: false }, { qty: 6, inStock: false, alertsSent: 0 }],
      ['wh@example.org', expect.anything(), { qty: 0, inStock: false, alertsSent: 0 }],
    ])
  })

  it('sets a pasted SKU list all or nothing, answering every wrong line', async () => {
    const first = await orderableVariant(app, 1, 3)
    const second = await orderableVariant(app, 1, 4)
    const skus = [first.variant_sku as string, second.variant_sku as string]
    const qtyOf = async () =>
      (
        await db()
          .selectFrom('product')
          .select(['sku', 'qty'])
          .where('sku', 'in', skus)
          .orderBy('sku')
          .execute()
      ).map((row) => row.qty)
    const before = await qtyOf()
    const refused = await setStockFromList(
      db(),
      WAREHOUSE,
      app.config.stores,
      `${skus[0]};11\nNO-SUCH-SKU;3\n\n${skus[1]} 5\n${skus[0]};2`,
      NOW,
    )
    expect(refused).toEqual({
      ok: false,
      error: 'INVALID_LINES',
      lines: [
        { line: 2, text: 'NO-SUCH-SKU;3', error: 'UNKNOWN_SKU' },
        { line: 4, text: `${skus[1]} 5`, error: 'UNREADABLE' },
        { line: 5, text: `${skus[0]};2`, error: 'DUPLICATE_SKU' },
      ],
    })
    expect(await qtyOf()).toEqual(before)

    const applied = await setStockFromList(
      db(),
      WAREHOUSE,
      app.config.stores,
      `${skus[0]};11\r\n${skus[1]} ; 12\n`,
      NOW,
    )
    expect(applied.ok && applied.changes.map((change) => [change.sku, change.qty]).sort()).toEqual(
      [
        [skus[0], 11],
        [skus[1], 12],
      ].sort(),
    )
    expect((await listAudit(db(), { subjectType: 'product', subjectId: skus[1] }))[0]?.after).toMatchObject({
      qty: 12,
    })
    expect(await setStockFromList(db(), SERVICE, app.config.stores, `${skus[0]};1`, NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
  })

  it('the command line’s changes are audited as command line', async () => {
    const variant = await orderableVariant(app, 1, 5)
    const sku = variant.variant_sku as string
    expect(await setStock(db(), COMMAND_LINE_STAFF, app.config.stores, { sku, qty: 3 }, NOW)).toMatchObject({
      ok: true,
    })
    const [record] = await listAudit(db(), { subjectType: 'product', subjectId: sku })
    expect([record?.actor, record?.staffId]).toEqual(['command line', null])
  })
})

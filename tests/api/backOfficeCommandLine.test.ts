import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { customerWithPaidOrder } from './helpers/checkoutFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { customerWithReturnRequested } from './helpers/returnFixtures.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import { COMMAND_LINE_STAFF } from '../../domain/backoffice/backOfficeActor.ts'
import { refundOrderAsStaff } from '../../domain/backoffice/orderRefunds.ts'
import { decideReturn, refundReturn } from '../../domain/backoffice/returnQueue.ts'
import { decideReview } from '../../domain/backoffice/reviewQueue.ts'

// What `returns:advance`, `orders:refund` and `reviews:moderate` call (scripts/advanceReturn.ts,
// refundCommand.ts, moderateReviews.ts), as those commands call it: with COMMAND_LINE_STAFF.
const NOW = new Date('2026-11-28T10:00:00Z')

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db
const services = () => ({ db: db(), stores: app.config.stores, payments: app.payments, orderLinks: null })
const auditOf = (subjectType: string, subjectId: string | number) =>
  listAudit(db(), { subjectType, subjectId }).then((records) =>
    records.reverse().map((record) => [record.action, record.actor, record.staffId, record.clientAddress]),
  )

describe('the npm commands for returns, refunds and reviews', () => {
  it('record each step of a return, from authorisation to refund, as "command line"', async () => {
    const { number } = await customerWithReturnRequested(app)
    for (const to of ['authorized', 'received', 'approved'])
      expect(await decideReturn(services(), COMMAND_LINE_STAFF, { number, to }, NOW)).toMatchObject({
        ok: true,
      })
    expect(
      await refundReturn(services(), COMMAND_LINE_STAFF, { number, toStoreCredit: false }, NOW),
    ).toMatchObject({
      ok: true,
    })
    expect(await auditOf('return', number)).toEqual(
      ['returns.authorized', 'returns.received', 'returns.approved', 'returns.refund'].map((action) => [
        action,
        'command line',
        null,
        '',
      ]),
    )
  })

  it('record a refund of an order as "command line"', async () => {
    const { order } = await customerWithPaidOrder(app, { quantity: 1 })
    const refunded = await refundOrderAsStaff(
      services(),
      COMMAND_LINE_STAFF,
      { orderId: Number(order.order_id), toStoreCredit: true, reason: 'Asked by e-mail' },
      NOW,
    )
    expect(refunded).toMatchObject({ ok: true })
    expect(await auditOf('order', order.order_number)).toContainEqual([
      'orders.refund',
      'command line',
      null,
      '',
    ])
  })

  it('record a review approved as "command line"', async () => {
    const product = await db()
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', 'is', null)
      .where('type', '=', 'configurable')
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    const review = await db()
      .insertInto('product_review')
      .values({
        sku: product.sku,
        rating: 5,
        author: 'Ops',
        title: 'Fine',
        comment: 'Warm.',
        language: 'en',
        status: 'pending',
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(
      await decideReview(db(), COMMAND_LINE_STAFF, { id: Number(review.id), to: 'approved' }, NOW),
    ).toMatchObject({ ok: true })
    expect(await auditOf('review', Number(review.id))).toEqual([
      ['reviews.approve', 'command line', null, ''],
    ])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopDatabase } from '../../db/openDatabase.ts'
import { loadDashboard } from '../../domain/backoffice/dashboard.ts'
import { openTestDatabase } from './helpers/testDatabase.ts'

let database: ShopDatabase
beforeAll(async () => {
  database = await openTestDatabase()
}, 300_000)
afterAll(async () => {
  await database?.close()
})

describe('the back office dashboard', () => {
  it('counts a review waiting, an e-mail the outbox gave up, and a size sold out as they happen', async () => {
    const { db } = database
    const now = new Date()
    const before = await loadDashboard(db, now)
    const product = await db
      .selectFrom('product')
      .select(['sku', 'parent_sku'])
      .where('parent_sku', 'is not', null)
      .where('is_in_stock', '=', true)
      .where('qty', '>', 0)
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('product_review')
      .values({
        sku: product.parent_sku!,
        rating: 4,
        author: 'Dana',
        title: 'Warm',
        comment: 'Very warm slippers.',
        language: 'en',
        status: 'pending',
        created_at: now,
      })
      .execute()
    await db
      .insertInto('email_outbox')
      .values({
        store_key: 'b2c_en',
        template: 'contactConfirmation',
        recipient: 'x@example.org',
        data: '{}',
        status: 'failed',
      })
      .execute()
    await db.updateTable('product').set({ qty: 0 }).where('sku', '=', product.sku).execute()
    const after = await loadDashboard(db, now)
    expect([after.reviewsToModerate, after.emailsFailed, after.sizesOutOfStock]).toEqual([
      before.reviewsToModerate + 1,
      before.emailsFailed + 1,
      before.sizesOutOfStock + 1,
    ])
    // The other counts did not move.
    expect({ ...after, reviewsToModerate: 0, emailsFailed: 0, sizesOutOfStock: 0 }).toEqual({
      ...before,
      reviewsToModerate: 0,
      emailsFailed: 0,
      sizesOutOfStock: 0,
    })
  })

  it('counts an order on its day and store, and leaves a cancelled one out of the revenue', async () => {
    const { db } = database
    const order = await db
      .selectFrom('shop_order')
      .select(['id', 'store_key', 'created_at', 'grand_total_cents'])
      .where('status', '<>', 'cancelled')
      .where('grand_total_cents', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const dayOf = async () =>
      (await loadDashboard(db, order.created_at)).today.find((row) => row.storeKey === order.store_key)
    const before = await dayOf()
    expect(before?.orders).toBeGreaterThan(0)
    await db.updateTable('shop_order').set({ status: 'cancelled' }).where('id', '=', order.id).execute()
    expect(await dayOf()).toEqual({
      storeKey: order.store_key,
      orders: before!.orders,
      revenueCents: before!.revenueCents - order.grand_total_cents,
    })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { readCatalog } from '../helpers/catalogs.ts'
import { DEMO_CUSTOMER } from '../../db/seed/demoOrders.ts'

/**
 * A customer's account is one across stores (docs/orders.md): the demo customer's orders and
 * return, placed in /fr, are listed in /it and /en, with the products named in the store's language.
 */
let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

const STORES = [
  { base: '/it', locale: 'it-IT', language: 'it' },
  { base: '/en', locale: 'en-GB', language: 'en' },
] as const

async function signInAsDemo(page: Page, base: string) {
  await page.goto(`${testbed.origin}${base}/login`)
  const form = page.locator('main form', { has: page.locator('input[name="password"]') }).first()
  await form.locator('input[name="email"]').fill(DEMO_CUSTOMER.email)
  await form.locator('input[name="password"]').fill(DEMO_CUSTOMER.password)
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith('/login')),
    form.locator('button[type="submit"]').first().click(),
  ])
}

describe('one account in every store, in Chromium', () => {
  for (const { base, locale, language } of STORES) {
    it(`lists the orders and the return placed in /fr in ${base}, products named in its language`, async () => {
      const db = testbed.server.app.shopDatabase.db
      const orders = await db
        .selectFrom('shop_order')
        .innerJoin('customer', 'customer.id', 'shop_order.customer_id')
        .select(['shop_order.id', 'shop_order.number', 'shop_order.store_key'])
        .where('customer.email', '=', DEMO_CUSTOMER.email)
        .execute()
      expect(orders.length).toBeGreaterThan(0)
      expect(orders.every((order) => order.store_key === 'b2c_fr')).toBe(true)
      const page = await testbed.context.newPage()
      await testbed.context.clearCookies()
      await signInAsDemo(page, base)

      await page.goto(`${testbed.origin}${base}/user/orders/`)
      const main = (await page.locator('main').textContent()) ?? ''
      expect(main).not.toContain(
        readCatalog(locale).get('You have no orders yet.') || 'You have no orders yet.',
      )
      for (const order of orders) expect(main, order.number).toContain(order.number)

      const first = orders[0]!
      await page.goto(`${testbed.origin}${base}/user/orders/${first.id}/`)
      const line = await db
        .selectFrom('order_item')
        .innerJoin('product_translation', 'product_translation.sku', 'order_item.sku')
        .select(['order_item.name as sold', 'product_translation.name as shown'])
        .where('order_item.order_id', '=', Number(first.id))
        .where('product_translation.language', '=', language)
        .executeTakeFirstOrThrow()
      expect(line.shown).not.toBe(line.sold)
      await expect(page.locator('main').textContent()).resolves.toContain(line.shown)

      const rma = await db
        .selectFrom('rma')
        .select('number')
        .where(
          'order_id',
          'in',
          orders.map((order) => Number(order.id)),
        )
        .executeTakeFirstOrThrow()
      await page.goto(`${testbed.origin}${base}/user/returns`)
      await expect(page.locator('main').textContent()).resolves.toContain(rma.number)
      await page.close()
    })
  }
})

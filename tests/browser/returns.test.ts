import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { customerWithPaidOrder } from '../api/helpers/checkoutFixtures.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** Checks the page with axe (WCAG 2.2 A/AA). */
async function expectAccessible(page: Page) {
  expect(await findAccessibilityViolations(page), page.url()).toEqual([])
}

describe('returning items, in Chromium', () => {
  it('/en: from the order to the return form, refused then sent, to the returns page; no axe violation', async () => {
    const app = testbed.server.app
    const { agent, order } = await customerWithPaidOrder(app, { store: '/en', quantity: 2 })
    for (const to of ['shipped', 'delivered']) {
      const shipment = to === 'shipped' ? { carrier: 'dhl', trackingNumber: 'JJD0007654321' } : null
      expect(
        (
          await moveOrder(
            app.shopDatabase.db,
            { orderNumber: order.order_number, to, shipment, notify: false },
            { stores: app.config.stores, orderLinks: null },
          )
        ).moved,
      ).toBe(true)
    }
    // The browser carries the session of the API shopper who ordered.
    await testbed.context.clearCookies()
    await testbed.context.addCookies([
      { name: 'shop_session', value: agent.sessionCookie()!, url: testbed.origin },
    ])
    const page = await testbed.context.newPage()
    try {
      await page.goto(`${testbed.origin}/en/user/orders/${order.order_id}`)
      await page.locator('main').getByRole('link', { name: 'Return items' }).click()
      await page.waitForURL(`${testbed.origin}/en/user/orders/${order.order_id}/returns/create`)
      await expectAccessible(page)

      // Without a reason the server sends the form back with the reason marked and the quantity kept.
      await page.getByLabel('Quantity to return').fill('2')
      await page.getByLabel('Item condition (required when returned)').selectOption('opened')
      await page.getByRole('button', { name: 'Request the return' }).click()
      await expect(page.getByRole('alert').textContent()).resolves.toContain(
        'Please fill in “Reason for return” for',
      )
      await expect(
        page.getByLabel('Reason for return (required when returned)').getAttribute('aria-invalid'),
      ).resolves.toBe('true')
      await expect(page.getByLabel('Quantity to return').inputValue()).resolves.toBe('2')
      await expectAccessible(page)

      await page.getByLabel('Reason for return (required when returned)').selectOption('does_not_fit')
      await page.getByLabel('In its original packaging').check()
      await page.getByLabel('Comments').fill('Too narrow for me.')
      await page.getByRole('button', { name: 'Request the return' }).click()
      await page.waitForURL(`${testbed.origin}/en/user/returns`)
      await expect(page.locator('main [role="status"]').textContent()).resolves.toContain(
        'Your return request is sent.',
      )
      const panel = page.locator('main [data-return]')
      await expect(panel.getAttribute('data-return')).resolves.toMatch(/^RMA-\d{6,}$/)
      await expect(panel.textContent()).resolves.toContain(
        'Reason for return: Doesn’t fit · Item condition: Opened · In its original packaging: Yes',
      )
      await expectAccessible(page)

      // Both pieces are in the return: the order shows it, without the link.
      await page.goto(`${testbed.origin}/en/user/orders/${order.order_id}`)
      await expect(page.locator('main [data-return]').count()).resolves.toBe(1)
      await expect(page.locator('main').getByRole('link', { name: 'Return items' }).count()).resolves.toBe(0)
      await expectAccessible(page)
    } finally {
      await page.close()
    }
  }, 180_000)
})

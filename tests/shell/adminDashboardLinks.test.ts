import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { signedInStaff } from '../helpers/adminSession.ts'
import { customerWithPaidOrder } from '../api/helpers/checkoutFixtures.ts'
import { customerWithReturnRequested } from '../api/helpers/returnFixtures.ts'
import { documentOfResponse } from '../helpers/formShopper.ts'

const WITHDRAW = `mutation ($input: WithdrawFromContractInput!) { withdrawFromContract(input: $input) { success errorCode withdrawal { id } } }`

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db
const mainText = (response: LightMyRequestResponse) =>
  (documentOfResponse(response).querySelector('main')?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')

/** The dashboard's figures as shown: label → the number, and the address it links to (none when not a link). */
function figuresOf(dashboard: LightMyRequestResponse): Map<string, { value: number; href: string | null }> {
  const figures = new Map<string, { value: number; href: string | null }>()
  for (const row of documentOfResponse(dashboard).querySelectorAll('main dl > div')) {
    const link = row.querySelector('dd a')
    figures.set(row.querySelector('dt')?.textContent ?? '', {
      value: Number(row.querySelector('dd')?.textContent),
      href: link?.getAttribute('href') ?? null,
    })
  }
  return figures
}

/** How many entries a linked list says it holds, in its own words. */
const COUNT_ON_PAGE: Record<string, RegExp> = {
  'Orders waiting to ship': /, (\d+) orders/,
  'Returns waiting': /(\d+) returns?/,
  'Withdrawals waiting': /(\d+) withdrawals?/,
  'Reviews to moderate': /(\d+) reviews, page/,
  'Sizes out of stock': /(\d+) sizes? out of stock/,
  'E-mails not sent': /(\d+) e-mails? not sent/,
  'Coupons valid now': /(\d+) coupons?\b/,
}

describe('the dashboard’s figures', () => {
  it('link to the lists that show the same numbers, one of each waiting', async () => {
    // One more of each figure than the seed has: an order to ship, a return, a withdrawal, a review,
    // a size out of stock, an e-mail not sent.
    await customerWithReturnRequested(server.app)
    const { agent, order } = await customerWithPaidOrder(server.app, { quantity: 1 })
    const declared = await agent.query(WITHDRAW, {
      input: { orderId: order.order_id, name: 'Léa Martin', email: 'lea@example.org', revision: 0 },
    })
    expect(declared.data?.withdrawFromContract?.success).toBe(true)
    const size = await db()
      .selectFrom('product')
      .select(['sku', 'parent_sku'])
      .where('parent_sku', 'is not', null)
      .where('qty', '>', 0)
      .where('is_in_stock', '=', true)
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    await db().updateTable('product').set({ qty: 0 }).where('sku', '=', size.sku).execute()
    await db()
      .insertInto('product_review')
      .values({
        sku: size.parent_sku!,
        rating: 5,
        author: 'Noé',
        title: 'Cosy',
        comment: 'Warm and soft.',
        language: 'en',
        status: 'pending',
        created_at: new Date(),
      })
      .execute()
    await db()
      .insertInto('email_outbox')
      .values({
        store_key: 'b2c_en',
        template: 'orderShipped',
        recipient: 'lea@example.org',
        data: JSON.stringify({ number: order.order_number }),
        order_number: order.order_number,
        status: 'failed',
        last_error: 'SMTP 550',
      })
      .execute()

    const owner = await signedInStaff(server.app, 'figures.owner@example.org', 'owner')
    const figures = figuresOf(await owner.browser.get('/admin'))
    expect([...figures.keys()]).toEqual(Object.keys(COUNT_ON_PAGE))
    for (const [label, { value, href }] of figures) {
      expect(value, label).toBeGreaterThan(0)
      expect(href, label).not.toBeNull()
      const list = await owner.browser.get(href!)
      expect(list.statusCode, href!).toBe(200)
      expect(Number(COUNT_ON_PAGE[label]!.exec(mainText(list))?.[1]), `${label} → ${href}`).toBe(value)
    }
    const emails = await owner.browser.get('/admin/emails')
    const row = [...documentOfResponse(emails).querySelectorAll('tbody tr')].find((tr) =>
      tr.textContent?.includes('SMTP 550'),
    )
    expect(row?.querySelector('a')?.getAttribute('href')).toBe(`/admin/orders/${order.order_id}`)
    expect(row?.querySelectorAll('td')[2]?.textContent).toBe('Shipping notice')
  })

  it('link only where the viewer’s role may go', async () => {
    const linked = async (role: 'customer_service' | 'warehouse' | 'merchandiser') => {
      const member = await signedInStaff(server.app, `figures.${role}@example.org`, role)
      const figures = figuresOf(await member.browser.get('/admin'))
      return [...figures].filter(([, figure]) => figure.href !== null).map(([label]) => label)
    }
    expect(await linked('customer_service')).toEqual([
      'Orders waiting to ship',
      'Returns waiting',
      'Withdrawals waiting',
      'Reviews to moderate',
      'E-mails not sent',
    ])
    expect(await linked('warehouse')).toEqual([
      'Orders waiting to ship',
      'Returns waiting',
      'Sizes out of stock',
    ])
    expect(await linked('merchandiser')).toEqual(['Coupons valid now'])
  })
})

describe('the audit log’s actions', () => {
  it('read in the staff member’s words on the order’s timeline and at /admin/audit, and filter by name', async () => {
    const { order } = await customerWithPaidOrder(server.app, { quantity: 1 })
    const owner = await signedInStaff(server.app, 'words.owner@example.org', 'owner')
    await owner.browser.get(`/admin/orders/${order.order_id}`)
    const commented = await owner.browser.post(`/admin/orders/${order.order_id}/comment`, {
      body: 'Customer called about the colour.',
    })
    expect(commented.statusCode).toBe(303)
    const timeline = mainText(await owner.browser.get(`/admin/orders/${order.order_id}`))
    expect(timeline).toContain('Internal comment added by words.owner@example.org')
    expect(timeline).not.toContain('orders.comment')

    const audit = await owner.browser.get('/admin/audit?action=orders.comment')
    const actions = [...documentOfResponse(audit).querySelectorAll('tbody tr td:nth-child(3)')].map(
      (cell) => cell.textContent,
    )
    expect(actions.length).toBeGreaterThan(0)
    expect(new Set(actions)).toEqual(new Set(['Internal comment added']))
    const chosen = documentOfResponse(audit).querySelector<HTMLSelectElement>('select#action')
    expect(chosen?.selectedOptions[0]?.textContent).toBe('Internal comment added')
    expect(
      chosen?.querySelector('optgroup[label="Returns"] option[value="returns.authorized"]')?.textContent,
    ).toBe('Return authorised')
  })
})

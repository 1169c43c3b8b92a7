import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { sentEmail } from '../helpers/sentEmail.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { pageText, signedInStaff, type StaffBrowser } from '../helpers/adminSession.ts'
import { customerWithPaidOrder } from '../api/helpers/checkoutFixtures.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import { storeCreditBalance } from '../../domain/storecredit/storeCredit.ts'
import { generateOrders } from '../../db/seed/generatedOrders.ts'
import { documentOfResponse } from '../helpers/formShopper.ts'

let server: TestServer
let owner: StaffBrowser
let service: StaffBrowser
let warehouse: StaffBrowser
beforeAll(async () => {
  server = await startTestServer()
  ;[owner, service, warehouse] = await Promise.all([
    signedInStaff(server.app, 'orders.owner@example.org', 'owner').then((member) => member.browser),
    signedInStaff(server.app, 'orders.service@example.org', 'customer_service').then(
      (member) => member.browser,
    ),
    signedInStaff(server.app, 'orders.warehouse@example.org', 'warehouse').then((member) => member.browser),
  ])
}, 300_000)
afterAll(async () => server?.close())

const db = () => server.app.shopDatabase.db

/** A customer's paid order in /fr: two pieces of one line, delivered at home. */
async function paidOrder(quantity = 2) {
  const placed = await customerWithPaidOrder(server.app, { store: '/fr', quantity })
  const id = Number(placed.order.order_id)
  const line = await db()
    .selectFrom('order_item')
    .selectAll()
    .where('order_id', '=', id)
    .executeTakeFirstOrThrow()
  return {
    ...placed,
    id,
    number: placed.order.order_number,
    lineId: Number(line.id),
    // What one piece cost after its discount: a piece's refund.
    lineUnitCents: (line.row_total_cents - line.discount_cents) / line.quantity,
  }
}

/** What a refused action must leave alone: the order's status, parcels, credit memos, comments and e-mails. */
async function stateOf(orderId: number) {
  const count = (table: 'order_shipment' | 'credit_memo' | 'order_comment') =>
    db()
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n))
  const order = await db()
    .selectFrom('shop_order')
    .select(['status', 'email'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  const emails = await db()
    .selectFrom('email_outbox')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('recipient', '=', order.email)
    .executeTakeFirstOrThrow()
  return {
    status: order.status,
    parcels: await count('order_shipment'),
    memos: await count('credit_memo'),
    comments: await count('order_comment'),
    emails: Number(emails.n),
  }
}

describe('/admin/orders', () => {
  it("finds an order by its customer's e-mail, filters it, and links each row to the order", async () => {
    const placed = await paidOrder()
    const list = await owner.get(`/admin/orders?search=${encodeURIComponent(placed.email)}`)
    expect(list.statusCode).toBe(200)
    const rows = [...documentOfResponse(list).querySelectorAll('tbody tr')]
    expect(rows).toHaveLength(1)
    expect(rows[0]?.textContent).toContain(placed.email)
    expect(rows[0]?.textContent).toContain('Paid, to ship')
    expect(documentOfResponse(list).querySelector<HTMLInputElement>('#search')?.value).toBe(placed.email)
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe(`/admin/orders/${placed.id}`)
    expect(pageText(list)).toContain('Page 1 of 1, 1 orders')

    const filtered = await owner.get(
      `/admin/orders?search=${encodeURIComponent(placed.email)}&status=delivered`,
    )
    expect(pageText(filtered)).toContain('No order matches.')
    expect(documentOfResponse(filtered).querySelector<HTMLSelectElement>('#status')?.value).toBe('delivered')
  })

  it('shows the order: lines, totals, addresses, payment, invoice PDF, e-mails and timeline, for every role', async () => {
    const placed = await paidOrder()
    for (const browser of [owner, service, warehouse]) {
      const page = await browser.get(`/admin/orders/${placed.id}`)
      expect(page.statusCode).toBe(200)
      const shown = pageText(page)
      expect(shown).toContain(`Order ${placed.number}`)
      expect(shown).toContain('Shipping address')
      expect(shown).toContain('Grand total')
      expect(shown).toContain('Order confirmation')
      expect(shown).not.toContain('orderConfirmation')
      expect(shown).toContain('Status: Paid, to ship')
    }
    const page = await owner.get(`/admin/orders/${placed.id}`)
    const invoice = documentOfResponse(page).querySelector<HTMLAnchorElement>('a[href*="/invoices/"]')
    expect(invoice?.textContent).toMatch(/^Invoice INV-\d+ \(PDF\)$/)
    const pdf = await warehouse.get(invoice!.getAttribute('href')!)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // A document of another order (or none) is not served through this order.
    expect((await owner.get(`/admin/orders/${placed.id}/credit-memos/999999999/pdf`)).statusCode).toBe(404)
    const invoiceId = /\/invoices\/(\d+)\/pdf$/.exec(invoice!.getAttribute('href')!)![1]
    const other = await paidOrder(1)
    expect((await owner.get(`/admin/orders/${other.id}/invoices/${invoiceId}/pdf`)).statusCode).toBe(404)
    // The forms follow the role: the warehouse ships, never refunds nor cancels.
    const warehousePage = documentOfResponse(await warehouse.get(`/admin/orders/${placed.id}`))
    expect(warehousePage.querySelector(`form[action="/admin/orders/${placed.id}/ship"]`)).not.toBeNull()
    expect(warehousePage.querySelector(`form[action="/admin/orders/${placed.id}/refund"]`)).toBeNull()
    expect(warehousePage.querySelector(`form[action="/admin/orders/${placed.id}/cancel"]`)).toBeNull()
    expect((await owner.get('/admin/orders/999999999')).statusCode).toBe(404)
    const list = await owner.get('/admin/orders')
    expect(describeErrors(await validateHtmlDocuments({ list: list.body, order: page.body }))).toEqual([])
  }, 60_000)

  it('ships part of an order with a tracking number, then the rest, then marks it delivered, each audited', async () => {
    const placed = await paidOrder(2)
    const refused = await warehouse.post(`/admin/orders/${placed.id}/ship`, {
      carrier: 'colissimo',
      trackingNumber: 'no spaces!',
      [`quantity-${placed.lineId}`]: '1',
    })
    expect(refused.statusCode).toBe(422)
    expect(pageText(refused)).toContain('Enter the tracking number: 4 to 40 letters, digits or dashes.')
    expect(documentOfResponse(refused).querySelector<HTMLInputElement>('#ship-tracking')?.value).toBe(
      'no spaces!',
    )
    expect(documentOfResponse(refused).querySelector<HTMLInputElement>(`#ship-${placed.lineId}`)?.value).toBe(
      '1',
    )
    expect((await stateOf(placed.id)).parcels).toBe(0)

    const first = await warehouse.post(`/admin/orders/${placed.id}/ship`, {
      carrier: 'colissimo',
      trackingNumber: '6A12345678901',
      [`quantity-${placed.lineId}`]: '1',
    })
    expect(first.statusCode).toBe(303)
    expect(first.headers.location).toBe(`/admin/orders/${placed.id}?done=shipped`)
    const after = await warehouse.get(first.headers.location!)
    expect(pageText(after)).toContain('The parcel is recorded and the customer is e-mailed.')
    expect(pageText(after)).toContain('(1 left to ship)')
    expect(documentOfResponse(after).querySelector('a[href*="laposte.fr"]')?.textContent).toBe(
      '6A12345678901',
    )
    expect(await stateOf(placed.id)).toMatchObject({ status: 'processing', parcels: 1 })

    const rest = await warehouse.post(`/admin/orders/${placed.id}/ship`, {
      carrier: 'dhl',
      trackingNumber: 'JD0001',
    })
    expect(rest.statusCode).toBe(303)
    expect(await stateOf(placed.id)).toMatchObject({ status: 'shipped', parcels: 2 })
    const shippedEmails = await db()
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient', '=', placed.email)
      .where('template', '=', 'orderShipped')
      .execute()
    expect(shippedEmails).toHaveLength(2)
    // Each e-mail reads in the staff member's words; each button's name says which e-mail it sends again.
    const shippedPage = await service.get(`/admin/orders/${placed.id}`)
    const shipped = documentOfResponse(shippedPage)
    const emailsTable = shipped.querySelector('section[aria-labelledby="emails-heading"] table')
    expect(
      [...emailsTable!.querySelectorAll('tbody tr td:first-child')].map((cell) => cell.textContent),
    ).toEqual(['Order confirmation', 'Shipping notice', 'Shipping notice'])
    expect([...emailsTable!.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Send the order confirmation again',
      'Send the shipping notice again (e-mail 2 of 3)',
      'Send the shipping notice again (e-mail 3 of 3)',
    ])
    expect(pageText(shippedPage)).toMatch(/Shipping notice: (Waiting to be sent|Sent)/)

    const delivered = await warehouse.post(`/admin/orders/${placed.id}/deliver`, {})
    expect(delivered.statusCode).toBe(303)
    expect((await stateOf(placed.id)).status).toBe('delivered')
    const audit = await listAudit(db(), { subjectType: 'order', subjectId: placed.number })
    expect(audit.map((record) => [record.action, record.actor])).toEqual([
      ['orders.deliver', 'orders.warehouse@example.org'],
      ['orders.ship', 'orders.warehouse@example.org'],
      ['orders.ship', 'orders.warehouse@example.org'],
    ])
  })

  it('refunds a piece to store credit within the role, with its credit memo PDF; a missing reason keeps the values', async () => {
    const placed = await paidOrder(2)
    const noReason = await service.post(`/admin/orders/${placed.id}/refund`, {
      [`refund-${placed.lineId}`]: '1',
      destination: 'storeCredit',
      reason: ' ',
    })
    expect(noReason.statusCode).toBe(422)
    expect(pageText(noReason)).toContain('Give the reason for the refund (at most 500 characters).')
    const form = documentOfResponse(noReason)
    expect(form.querySelector<HTMLInputElement>(`#refund-${placed.lineId}`)?.value).toBe('1')
    expect(form.querySelector<HTMLInputElement>('#refund-to-store-credit')?.checked).toBe(true)
    expect((await stateOf(placed.id)).memos).toBe(0)
    expect(pageText(noReason)).toMatch(/Your role may refund up to €200\.00 per order/)

    const refunded = await service.post(`/admin/orders/${placed.id}/refund`, {
      [`refund-${placed.lineId}`]: '1',
      destination: 'storeCredit',
      reason: 'Scuffed in transit',
    })
    expect(refunded.statusCode, pageText(refunded)).toBe(303)
    const page = await service.get(refunded.headers.location!)
    expect(pageText(page)).toContain('The refund is made and the customer is e-mailed.')
    const memo = documentOfResponse(page).querySelector<HTMLAnchorElement>('a[href*="/credit-memos/"]')
    expect(memo?.parentElement?.textContent).toContain('To store credit')
    expect(memo?.parentElement?.textContent).toContain('Scuffed in transit')
    const pdf = await service.get(memo!.getAttribute('href')!)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(await storeCreditBalance(db(), placed.customerId)).toBe(placed.lineUnitCents)
    expect(
      await listAudit(db(), { subjectType: 'order', subjectId: placed.number, action: 'orders.refund' }),
    ).toMatchObject([{ actor: 'orders.service@example.org', after: { reason: 'Scuffed in transit' } }])
  })

  it('cancels only with the confirmation ticked, refunding what was paid', async () => {
    const placed = await paidOrder(1)
    const unconfirmed = await service.post(`/admin/orders/${placed.id}/cancel`, { reason: 'Asked by phone' })
    expect(unconfirmed.statusCode).toBe(422)
    expect(pageText(unconfirmed)).toContain('Tick the box to confirm the cancellation.')
    expect(documentOfResponse(unconfirmed).querySelector<HTMLInputElement>('#cancel-reason')?.value).toBe(
      'Asked by phone',
    )
    expect((await stateOf(placed.id)).status).toBe('processing')

    const cancelled = await service.post(`/admin/orders/${placed.id}/cancel`, {
      reason: 'Asked by phone',
      confirm: 'yes',
    })
    expect(cancelled.statusCode, pageText(cancelled)).toBe(303)
    expect(await stateOf(placed.id)).toMatchObject({ status: 'cancelled', memos: 1 })
    expect(await listAudit(db(), { subjectType: 'order', subjectId: placed.number })).toMatchObject([
      { action: 'orders.cancel', before: { status: 'processing' }, after: { status: 'cancelled' } },
    ])
  })

  it('adds a comment and sends an e-mail again, both audited; an empty comment is refused', async () => {
    const placed = await paidOrder(1)
    const empty = await warehouse.post(`/admin/orders/${placed.id}/comment`, { body: '   ' })
    expect(empty.statusCode).toBe(422)
    expect(pageText(empty)).toContain('Write the comment.')
    const commented = await warehouse.post(`/admin/orders/${placed.id}/comment`, {
      body: 'Gift wrap, please',
    })
    expect(commented.statusCode).toBe(303)
    const page = await warehouse.get(commented.headers.location!)
    expect(pageText(page)).toContain('orders.warehouse@example.org: Gift wrap, please')
    const resend = documentOfResponse(page).querySelector<HTMLInputElement>('input[name="emailId"]')
    // Once the worker has sent the confirmation, the page still lists it and sends it again whole.
    const confirmation = await sentEmail(db(), server.dataDir, resend!.value)
    expect(confirmation.text).toContain(placed.number)
    const sentPage = await warehouse.get(`/admin/orders/${placed.id}`)
    expect(pageText(sentPage)).toMatch(/Order confirmation: Sent/)
    const before = (await stateOf(placed.id)).emails
    const sent = await warehouse.post(`/admin/orders/${placed.id}/resend-email`, { emailId: resend!.value })
    expect(sent.statusCode).toBe(303)
    expect((await stateOf(placed.id)).emails).toBe(before + 1)
    const copy = await db()
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient', '=', placed.email)
      .where('template', '=', 'orderConfirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const again = await sentEmail(db(), server.dataDir, copy.id)
    expect(again.subject).toBe(confirmation.subject)
    expect(again.text).toBe(confirmation.text)
    expect(
      (await listAudit(db(), { subjectType: 'order', subjectId: placed.number })).map(
        (record) => record.action,
      ),
    ).toEqual(['orders.email_resend', 'orders.comment'])
  })

  it("refuses a role's forbidden action with 403, nothing changed and access.refused recorded", async () => {
    const placed = await paidOrder(1)
    const before = await stateOf(placed.id)
    const refund = await warehouse.post(`/admin/orders/${placed.id}/refund`, {
      [`refund-${placed.lineId}`]: '1',
      destination: 'payment',
      reason: 'Not mine to refund',
    })
    expect(refund.statusCode).toBe(403)
    expect(pageText(refund)).toContain('Your role does not give access to this page or action.')
    const cancel = await warehouse.post(`/admin/orders/${placed.id}/cancel`, { confirm: 'yes' })
    expect(cancel.statusCode).toBe(403)
    const ship = await service.post(`/admin/orders/${placed.id}/ship`, {
      carrier: 'colissimo',
      trackingNumber: '6A12345678901',
    })
    expect(ship.statusCode).toBe(403)
    expect(await stateOf(placed.id)).toEqual(before)
    const refusals = await listAudit(db(), { action: 'access.refused' })
    expect(refusals.map((record) => record.subjectId)).toEqual(
      expect.arrayContaining([
        'POST /admin/orders/:orderId/refund',
        'POST /admin/orders/:orderId/cancel',
        'POST /admin/orders/:orderId/ship',
      ]),
    )
    expect((await warehouse.get('/admin')).body).toContain('href="/admin/orders"')
  })

  it('refuses a form without the right CSRF token (403, nothing done)', async () => {
    const placed = await paidOrder(1)
    const before = await stateOf(placed.id)
    const forged = await owner.post(
      `/admin/orders/${placed.id}/ship`,
      { carrier: 'colissimo', trackingNumber: '6A12345678901' },
      { csrf: 'forged' },
    )
    expect(forged.statusCode).toBe(403)
    expect(await stateOf(placed.id)).toEqual(before)
  })
})

describe('/admin/orders with more than 1 000 matches', () => {
  it('says "more than 1,000 orders" instead of a count of pages, and its next page links lead on to the last page', async () => {
    const { last } = await db()
      .selectFrom('shop_order')
      .select(sql<number>`coalesce(max(id), 0)`.as('last'))
      .executeTakeFirstOrThrow()
    await generateOrders(db(), 1060)
    await db()
      .updateTable('order_address')
      .set({ lastname: 'Zanzibarotti' })
      .where('order_id', '>', Number(last))
      .execute()
    const first = await owner.get('/admin/orders?search=zanzibarotti')
    expect(pageText(first)).toContain('Page 1, more than 1,000 orders')
    expect(documentOfResponse(first).querySelectorAll('tbody tr')).toHaveLength(50)
    const nextOf = (response: LightMyRequestResponse) =>
      [...documentOfResponse(response).querySelectorAll('nav a')].find(
        (link) => link.textContent === 'Next page',
      )
    expect(nextOf(first)?.getAttribute('href')).toBe('/admin/orders?search=zanzibarotti&page=2')
    const beyond = await owner.get('/admin/orders?search=zanzibarotti&page=21')
    expect(pageText(beyond)).toContain('Page 21, more than 1,050 orders')
    const lastPage = await owner.get(nextOf(beyond)!.getAttribute('href')!)
    expect(pageText(lastPage)).toContain('Page 22 of 22, 1,060 orders')
    expect(documentOfResponse(lastPage).querySelectorAll('tbody tr')).toHaveLength(10)
    expect(nextOf(lastPage)).toBeUndefined()
  }, 60_000)
})

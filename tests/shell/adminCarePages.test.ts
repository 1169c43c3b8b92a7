import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { sentEmail } from '../helpers/sentEmail.ts'
import { pageText, signedInStaff } from '../helpers/adminSession.ts'
import { customerWithPaidOrder } from '../api/helpers/checkoutFixtures.ts'
import { customerWithReturnRequested, deliverOrder } from '../api/helpers/returnFixtures.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import { storeCreditBalance } from '../../domain/storecredit/storeCredit.ts'
import { generateCustomers } from '../../db/seed/generatedCustomers.ts'
import { documentOfResponse } from '../helpers/formShopper.ts'

const WITHDRAW = `mutation ($input: WithdrawFromContractInput!) { withdrawFromContract(input: $input) { success errorCode withdrawal { id } } }`

let server: TestServer
let service: Awaited<ReturnType<typeof signedInStaff>>
let warehouse: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  ;[service, warehouse] = await Promise.all([
    signedInStaff(server.app, 'care.service@example.org', 'customer_service'),
    signedInStaff(server.app, 'care.warehouse@example.org', 'warehouse'),
  ])
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db
const mainText = (response: LightMyRequestResponse) =>
  (documentOfResponse(response).querySelector('main')?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')
const auditOf = (subjectType: string, subjectId: string | number) =>
  listAudit(db(), { subjectType, subjectId }).then((records) =>
    records.reverse().map((record) => [record.action, record.actor]),
  )

describe('/admin/customers', () => {
  it('finds a customer, shows their orders linked to the order page and their store credit; the warehouse is refused, recorded', async () => {
    const { customerId, email, order } = await customerWithPaidOrder(server.app, { quantity: 1 })
    const list = await service.browser.get(`/admin/customers?q=${encodeURIComponent(email)}`)
    expect(list.statusCode).toBe(200)
    const link = documentOfResponse(list).querySelector<HTMLAnchorElement>(
      `main a[href="/admin/customers/${customerId}"]`,
    )
    expect(link?.textContent).toBe(email)
    expect(mainText(list)).toContain('1 customer')
    expect(mainText(list)).not.toContain('customers, newest first')
    const none = await service.browser.get('/admin/customers?q=nobody-here-at-all')
    expect(mainText(none)).toContain('No customer matches')

    const page = await service.browser.get(`/admin/customers/${customerId}`)
    expect(page.statusCode).toBe(200)
    const orderLink = documentOfResponse(page).querySelector<HTMLAnchorElement>(
      `main a[href="/admin/orders/${order.order_id}"]`,
    )
    expect(orderLink?.textContent).toBe(order.order_number)
    expect(mainText(page)).toContain('Balance: €0.00')
    expect(mainText(page)).toContain('Processing')
    expect(pageText(page)).toContain('Customers')

    expect((await service.browser.get('/admin/customers/999999999')).statusCode).toBe(404)
    const refused = await warehouse.browser.get(`/admin/customers/${customerId}`)
    expect(refused.statusCode).toBe(403)
    expect(pageText(refused)).not.toContain(email)
    const warehouseHome = await warehouse.browser.get('/admin')
    expect(documentOfResponse(warehouseHome).querySelector('nav a[href="/admin/customers"]')).toBeNull()
    expect(documentOfResponse(warehouseHome).querySelector('nav a[href="/admin/returns"]')).not.toBeNull()
    const refusals = await listAudit(db(), { action: 'access.refused' })
    expect(refusals.some((record) => record.actor === warehouse.email)).toBe(true)
  })

  it('speaks French to a staff member who chose it, with dates and amounts in French', async () => {
    const { customerId } = await customerWithPaidOrder(server.app, { quantity: 1 })
    const french = await signedInStaff(server.app, 'care.french@example.org', 'customer_service')
    await french.browser.get('/admin')
    expect((await french.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    const page = await french.browser.get(`/admin/customers/${customerId}`)
    expect(documentOfResponse(page).documentElement.lang).toBe('fr')
    expect(mainText(page)).toContain('Solde : 0,00 €')
    const opened = new Intl.DateTimeFormat('fr-FR', { month: 'long' }).format(new Date())
    expect(mainText(page)).toContain(opened)
    expect(documentOfResponse(page).querySelector('nav a[href="/admin/customers"]')?.textContent).toBe(
      'Clients',
    )
  })

  it('adjusts the store credit with a reason, audited; a refusal is worded with the values kept; a forged form changes nothing', async () => {
    const { customerId } = await customerWithPaidOrder(server.app, { quantity: 1 })
    const url = `/admin/customers/${customerId}`
    await service.browser.get(url)
    const added = await service.browser.post(`${url}/store-credit`, {
      amount: '12.50',
      reason: 'late parcel',
    })
    expect(added.statusCode).toBe(303)
    expect(added.headers.location).toBe(`${url}?done=storeCreditAdjusted`)
    const after = await service.browser.get(added.headers.location as string)
    expect(mainText(after)).toContain('The store credit is adjusted.')
    expect(mainText(after)).toContain('Balance: €12.50')
    expect(mainText(after)).toContain('staff:late parcel')
    expect(await auditOf('customer', customerId)).toEqual([['customers.storeCredit', service.email]])

    const tooMuch = await service.browser.post(`${url}/store-credit`, { amount: '-50', reason: 'typo' })
    expect(tooMuch.statusCode).toBe(422)
    expect(mainText(tooMuch)).toContain('The store credit is lower than the amount to take.')
    expect(documentOfResponse(tooMuch).querySelector<HTMLInputElement>('#credit-amount')?.value).toBe('-50')
    expect(documentOfResponse(tooMuch).querySelector<HTMLInputElement>('#credit-reason')?.value).toBe('typo')
    const noReason = await service.browser.post(`${url}/store-credit`, { amount: '5', reason: ' ' })
    expect(mainText(noReason)).toContain('Give a reason.')
    const unreadable = await service.browser.post(`${url}/store-credit`, { amount: '5 euros', reason: 'x' })
    expect(mainText(unreadable)).toContain('Enter an amount in euros')

    const forged = await service.browser.post(
      `${url}/store-credit`,
      { amount: '100', reason: 'x' },
      { csrf: 'forged' },
    )
    expect(forged.statusCode).toBe(403)
    const byWarehouse = await warehouse.browser.post(`${url}/store-credit`, { amount: '100', reason: 'x' })
    expect(byWarehouse.statusCode).toBe(403)
    expect(await storeCreditBalance(db(), customerId)).toBe(1250)
    expect(await auditOf('customer', customerId)).toEqual([['customers.storeCredit', service.email]])
  })

  it('sends a password reset e-mail and downloads the JSON export, both audited', async () => {
    const { customerId, email } = await customerWithPaidOrder(server.app, { quantity: 1 })
    const url = `/admin/customers/${customerId}`
    await service.browser.get(url)
    const reset = await service.browser.post(`${url}/password-reset`, {})
    expect(reset.statusCode).toBe(303)
    const mail = await db()
      .selectFrom('email_outbox')
      .select('recipient')
      .where('template', '=', 'passwordReset')
      .where('recipient', '=', email)
      .executeTakeFirst()
    expect(mail).toBeDefined()

    const exported = await service.browser.post(`${url}/export`, {})
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-type']).toContain('application/json')
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="customer-${customerId}.json"`)
    const data = JSON.parse(exported.body) as { account: { email: string }; orders: unknown[] }
    expect(data.account.email).toBe(email)
    expect(data.orders).toHaveLength(1)
    expect(await auditOf('customer', customerId)).toEqual([
      ['customers.passwordReset', service.email],
      ['customers.export', service.email],
    ])
  })

  it('erases an account once its order is settled and the e-mail typed again; earlier refusals say why', async () => {
    const { customerId, email, order } = await customerWithPaidOrder(server.app, { quantity: 1 })
    const url = `/admin/customers/${customerId}`
    await service.browser.get(url)
    const mistyped = await service.browser.post(`${url}/erase`, { confirmEmail: 'someone@example.org' })
    expect(mistyped.statusCode).toBe(422)
    expect(mainText(mistyped)).toContain('Type the customer’s e-mail address exactly to confirm.')
    expect(documentOfResponse(mistyped).querySelector<HTMLInputElement>('#erase-confirm')?.value).toBe(
      'someone@example.org',
    )
    const open = await service.browser.post(`${url}/erase`, { confirmEmail: email.toUpperCase() })
    expect(open.statusCode).toBe(422)
    expect(mainText(open)).toContain('an order, a return or a withdrawal is not settled')

    await deliverOrder(server.app, order.order_number)
    const erased = await service.browser.post(`${url}/erase`, { confirmEmail: email })
    expect(erased.statusCode).toBe(303)
    const after = await service.browser.get(erased.headers.location as string)
    expect(mainText(after)).toContain('The account is erased.')
    expect(mainText(after)).not.toContain(email)
    expect(documentOfResponse(after).querySelector('#erase-confirm')).toBeNull()
    expect(await auditOf('customer', customerId)).toEqual([['customers.erase', service.email]])
  })
})

describe('/admin/returns', () => {
  it('authorises, receives a line in its condition, approves and refunds a return to store credit, each step audited', async () => {
    const { number, sku, customerId, order } = await customerWithReturnRequested(server.app)
    const queue = await warehouse.browser.get('/admin/returns?status=pending')
    expect(queue.statusCode).toBe(200)
    expect(documentOfResponse(queue).querySelector(`main a[href="/admin/returns/${number}"]`)).not.toBeNull()
    const url = `/admin/returns/${number}`
    const seenByWarehouse = await warehouse.browser.get(url)
    expect(seenByWarehouse.statusCode).toBe(200)
    expect(mainText(seenByWarehouse)).not.toContain(`Authorise ${sku}`)
    expect((await warehouse.browser.post(`${url}/decide`, { sku, to: 'authorized' })).statusCode).toBe(403)

    const page = await service.browser.get(url)
    expect(mainText(page)).toContain(`Order ${order.order_number} of`)
    const authorised = await service.browser.post(`${url}/decide`, { sku, to: 'authorized' })
    expect(authorised.statusCode).toBe(303)

    await warehouse.browser.get(url)
    const noCondition = await warehouse.browser.post(`${url}/receive`, { sku, condition: '' })
    expect(noCondition.statusCode).toBe(422)
    expect(mainText(noCondition)).toContain('Choose the condition the item arrived in.')
    const received = await warehouse.browser.post(`${url}/receive`, { sku, condition: 'opened' })
    expect(received.statusCode).toBe(303)
    const afterReceipt = await service.browser.get(url)
    expect(mainText(afterReceipt)).toContain('Opened')

    const noReason = await service.browser.post(`${url}/decide`, { sku, to: 'rejected', reason: '' })
    expect(noReason.statusCode).toBe(422)
    expect(mainText(noReason)).toContain('Give a reason.')
    const approved = await service.browser.post(`${url}/decide`, { sku, to: 'approved' })
    expect(approved.statusCode).toBe(303)
    const refunded = await service.browser.post(`${url}/refund`, { destination: 'storeCredit' })
    expect(refunded.statusCode).toBe(303)
    const done = await service.browser.get(refunded.headers.location as string)
    expect(mainText(done)).toContain('The refund is made and the customer is e-mailed.')
    expect(mainText(done)).toContain('(refunded)')
    expect(await storeCreditBalance(db(), customerId)).toBeGreaterThan(0)
    const again = await service.browser.post(`${url}/refund`, { destination: 'storeCredit' })
    expect(again.statusCode).toBe(422)
    expect(mainText(again)).toContain('Nothing is left to refund')
    expect(await auditOf('return', number)).toEqual([
      ['returns.authorized', service.email],
      ['returns.received', warehouse.email],
      ['returns.approved', service.email],
      ['returns.refund', service.email],
    ])
    expect((await service.browser.get('/admin/returns/RMA-999999999')).statusCode).toBe(404)
  })
})

describe('/admin/withdrawals', () => {
  it('lists a withdrawal with its acknowledgment and refunds it to the card once, audited; the warehouse is refused', async () => {
    const { agent, order } = await customerWithPaidOrder(server.app, { quantity: 1 })
    const declared = await agent.query(WITHDRAW, {
      input: { orderId: order.order_id, name: 'Léa Martin', email: 'lea@example.org', revision: 0 },
    })
    const id = Number(declared.data?.withdrawFromContract?.withdrawal?.id)
    expect(id).toBeGreaterThan(0)
    expect((await warehouse.browser.get('/admin/withdrawals')).statusCode).toBe(403)
    const list = await service.browser.get('/admin/withdrawals?waiting=1')
    expect(list.statusCode).toBe(200)
    const row = [...documentOfResponse(list).querySelectorAll('tbody tr')].find((tr) =>
      tr.textContent?.includes(order.order_number),
    )
    expect(row?.textContent).toContain('The whole order')
    expect(row?.textContent).toMatch(/Waiting to be sent|Sent/)
    // Once the worker has sent the acknowledgment, the list still finds it.
    const { acknowledgment_email_id } = await db()
      .selectFrom('order_withdrawal')
      .select('acknowledgment_email_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect((await sentEmail(db(), server.dataDir, acknowledgment_email_id!)).text).toContain(
      order.order_number,
    )
    const sentList = await service.browser.get('/admin/withdrawals?waiting=1')
    const sentRow = [...documentOfResponse(sentList).querySelectorAll('tbody tr')].find((tr) =>
      tr.textContent?.includes(order.order_number),
    )
    expect(sentRow?.textContent).toContain('Sent')
    expect(sentRow?.textContent).not.toContain('No e-mail found')
    const refunded = await service.browser.post('/admin/withdrawals/refund', {
      withdrawalId: String(id),
      destination: 'card',
    })
    expect(refunded.statusCode).toBe(303)
    const after = await service.browser.get(refunded.headers.location as string)
    expect(mainText(after)).toContain('The refund is made and the customer is e-mailed.')
    const again = await service.browser.post('/admin/withdrawals/refund', {
      withdrawalId: String(id),
      destination: 'card',
    })
    expect(again.statusCode).toBe(422)
    expect(mainText(again)).toContain('Nothing is left to refund')
    expect(await auditOf('withdrawal', id)).toEqual([['withdrawals.refund', service.email]])
    const memo = await db()
      .selectFrom('order_withdrawal')
      .select('credit_memo_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(memo.credit_memo_id).not.toBeNull()
  })
})

describe('/admin/customers with more than 1 000 matches', () => {
  it('says "More than 1,000 customers" and its pager leads on to the last page, counted exactly', async () => {
    const { last } = await db()
      .selectFrom('customer')
      .select(sql<number>`coalesce(max(id), 0)`.as('last'))
      .executeTakeFirstOrThrow()
    await generateCustomers(db(), 1030)
    await db()
      .updateTable('customer')
      .set({ lastname: 'Zanzibarotti' })
      .where('id', '>', Number(last))
      .execute()
    const nextOf = (response: LightMyRequestResponse) =>
      documentOfResponse(response).querySelector<HTMLAnchorElement>('nav a[rel="next"]')?.getAttribute('href')
    const pagerOf = (response: LightMyRequestResponse) =>
      documentOfResponse(response).querySelector('nav span')?.textContent
    const first = await service.browser.get('/admin/customers?q=zanzibarotti')
    expect(mainText(first)).toContain('More than 1,000 customers, newest first')
    expect(pagerOf(first)).toBe('Page 1')
    expect(documentOfResponse(first).querySelectorAll('tbody tr')).toHaveLength(25)
    expect(nextOf(first)).toBe('/admin/customers?q=zanzibarotti&page=2')
    const beyond = await service.browser.get('/admin/customers?q=zanzibarotti&page=41')
    expect(mainText(beyond)).toContain('More than 1,025 customers, newest first')
    const lastPage = await service.browser.get(nextOf(beyond)!)
    expect(mainText(lastPage)).toContain('1,030 customers, newest first')
    expect(pagerOf(lastPage)).toBe('Page 42 of 42')
    expect(documentOfResponse(lastPage).querySelectorAll('tbody tr')).toHaveLength(5)
    expect(nextOf(lastPage)).toBeUndefined()
  }, 60_000)
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { customerWithPaidOrder } from './helpers/checkoutFixtures.ts'
import { meId, signIn } from './helpers/accountFixtures.ts'
import { registerCustomer, createGraphqlAgent } from './helpers/graphqlAgent.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { staffActor } from './helpers/staffFixtures.ts'
import {
  adjustStoreCredit,
  customerDetail,
  searchCustomers,
  sendPasswordReset,
} from '../../domain/backoffice/customers.ts'
import { exportCustomerData } from '../../domain/backoffice/customerExport.ts'
import { eraseCustomer, erasedEmail } from '../../domain/backoffice/customerErasure.ts'
import { creditStoreCredit, storeCreditBalance } from '../../domain/storecredit/storeCredit.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { refundOrder } from '../../domain/invoices/refundOrder.ts'
import { loadInvoiceDocument, renderInvoicePdf } from '../../domain/invoices/renderInvoicePdf.ts'
import { loadCreditMemoDocument, renderCreditMemoPdf } from '../../domain/invoices/renderCreditMemoPdf.ts'
import { pdfText } from '../helpers/pdfText.ts'
import { generateCustomers } from '../../db/seed/generatedCustomers.ts'

const NOW = new Date('2026-11-28T09:00:00Z')

let app: FastifyInstance
let SERVICE: BackOfficeActor
let WAREHOUSE: BackOfficeActor
beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
  SERVICE = await staffActor(app, 'cs@example.org', 'customer_service', '203.0.113.9')
  WAREHOUSE = await staffActor(app, 'wh@example.org', 'warehouse', '203.0.113.10')
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db
const auditOf = (customerId: number, action: string) =>
  listAudit(db(), { subjectType: 'customer', subjectId: customerId, action })

/** A registered customer without orders, with an address in their book. */
async function customerWithAddress(postcode = 'EC1V 9HL') {
  const email = `bo-${randomUUID()}@example.com`
  const agent = createGraphqlAgent(app)
  const created = await registerCustomer(agent, { email, firstname: 'Margot' })
  const id = Number(created.customer!.id)
  await db()
    .insertInto('customer_address')
    .values({
      customer_id: id,
      firstname: 'Margot',
      lastname: 'Martin',
      street: '12 Old Street',
      postcode,
      city: 'London',
      country_code: 'GB',
    })
    .execute()
  return { id, email, agent }
}

/** The text of an order's invoice and credit memo PDFs (the English store's), as the customer's download shows them. */
async function taxDocumentTexts(orderId: number) {
  const [invoice] = await db().selectFrom('invoice').select('id').where('order_id', '=', orderId).execute()
  const [memo] = await db().selectFrom('credit_memo').select('id').where('order_id', '=', orderId).execute()
  const invoiceDocument = await loadInvoiceDocument(db(), orderId, Number(invoice!.id))
  const memoDocument = await loadCreditMemoDocument(db(), orderId, Number(memo!.id))
  return {
    invoice: await pdfText(await renderInvoicePdf(invoiceDocument!, 'en-GB')),
    memo: await pdfText(await renderCreditMemoPdf(memoDocument!, 'en-GB')),
  }
}

/** Ships and delivers an order, so nothing is left to do for it. */
async function deliver(orderNumber: string) {
  const services = { stores: app.config.stores, orderLinks: null }
  await moveOrder(
    db(),
    {
      orderNumber,
      to: 'shipped',
      shipment: { carrier: 'colissimo', trackingNumber: '6A99887766554' },
      notify: false,
    },
    services,
  )
  const delivered = await moveOrder(db(), { orderNumber, to: 'delivered', notify: false }, services)
  expect(delivered.moved).toBe(true)
}

describe('customer search and page', () => {
  it('finds a customer by part of the e-mail, by name and by postcode, paged; the warehouse may not look', async () => {
    const postcode = `Z${randomUUID().slice(0, 5).toUpperCase()}`
    const customer = await customerWithAddress(postcode)
    const byEmail = await searchCustomers(db(), SERVICE, { query: customer.email.slice(3, 20) })
    expect(byEmail.ok && byEmail.customers.map((entry) => entry.id)).toEqual([customer.id])
    const byPostcode = await searchCustomers(db(), SERVICE, { query: postcode.toLowerCase() })
    expect(byPostcode.ok && byPostcode.customers.map((entry) => entry.email)).toEqual([customer.email])
    const byName = await searchCustomers(db(), SERVICE, { query: 'margot mar', pageSize: 1 })
    expect(byName.ok && byName.customers).toHaveLength(1)
    expect(byName.ok && byName.totalCount).toBeGreaterThanOrEqual(1)
    expect(await searchCustomers(db(), WAREHOUSE, { query: customer.email })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
  })

  it('counts a name shared by more than 1 000 customers up to 1 000, newest first, pages on past the count, and finds one by the middle of the e-mail', async () => {
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
    const newest = (
      await db()
        .selectFrom('customer')
        .select('id')
        .where('id', '>', Number(last))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => Number(row.id))
    const search = async (query: string, page = 1) => {
      const found = await searchCustomers(db(), SERVICE, { query, page })
      if (!found.ok) throw new Error(found.error)
      return {
        total: found.totalCount,
        capped: found.totalCapped,
        ids: found.customers.map((entry) => entry.id),
      }
    }
    expect(await search('zanzibarotti')).toEqual({ total: 1000, capped: true, ids: newest.slice(0, 25) })
    expect(await search('Zanzibarotti', 41)).toEqual({
      total: 1025,
      capped: true,
      ids: newest.slice(1000, 1025),
    })
    expect(await search('Zanzibarotti', 42)).toEqual({ total: 1030, capped: false, ids: newest.slice(1025) })
    const sample = await db()
      .selectFrom('customer')
      .select(['id', 'email'])
      .where('id', '=', Number(last) + 517)
      .executeTakeFirstOrThrow()
    // "lea.martin.517@example.net" → "martin.517", then the same in capitals.
    const middle = sample.email.split('@')[0]!.split('.').slice(1).join('.')
    expect(await search(middle)).toEqual({ total: 1, capped: false, ids: [Number(sample.id)] })
    expect((await search(middle.toUpperCase())).ids).toEqual([Number(sample.id)])
  })

  it('shows the addresses, orders, store credit and its ledger of a customer', async () => {
    const { customerId, order } = await customerWithPaidOrder(app)
    await creditStoreCredit(db(), {
      customerId,
      amountCents: 1250,
      reason: 'adjustment',
      reference: 'welcome',
    })
    const page = await customerDetail(db(), SERVICE, customerId)
    if (!page.ok) throw new Error(page.error)
    expect(page.detail.orders.map((entry) => entry.number)).toEqual([order.order_number])
    expect(page.detail.storeCredit.balanceCents).toBe(1250)
    expect(page.detail.storeCredit.movements.map((movement) => movement.reference)).toEqual(['welcome'])
    expect(await customerDetail(db(), WAREHOUSE, customerId)).toEqual({ ok: false, error: 'FORBIDDEN' })
  })
})

describe('store credit adjustments', () => {
  it('adds and takes store credit with a reason, never below zero, each in the audit log', async () => {
    const { id } = await customerWithAddress()
    expect(
      await adjustStoreCredit(db(), SERVICE, { customerId: id, amountCents: 500, reason: '' }, NOW),
    ).toEqual({
      ok: false,
      error: 'REASON_REQUIRED',
    })
    expect(
      await adjustStoreCredit(
        db(),
        SERVICE,
        { customerId: id, amountCents: 500, reason: 'late parcel' },
        NOW,
      ),
    ).toMatchObject({ ok: true, balanceCents: 500 })
    expect(
      await adjustStoreCredit(
        db(),
        SERVICE,
        { customerId: id, amountCents: -200, reason: 'double credit' },
        NOW,
      ),
    ).toMatchObject({ ok: true, balanceCents: 300 })
    expect(
      await adjustStoreCredit(db(), SERVICE, { customerId: id, amountCents: -301, reason: 'too much' }, NOW),
    ).toEqual({ ok: false, error: 'BALANCE_TOO_LOW' })
    expect(await storeCreditBalance(db(), id)).toBe(300)
    const audit = await auditOf(id, 'customers.storeCredit')
    expect(audit.map((record) => [record.actor, record.clientAddress, record.before, record.after])).toEqual([
      [
        'cs@example.org',
        '203.0.113.9',
        { balanceCents: 500 },
        { balanceCents: 300, amountCents: -200, reason: 'double credit' },
      ],
      [
        'cs@example.org',
        '203.0.113.9',
        { balanceCents: 0 },
        { balanceCents: 500, amountCents: 500, reason: 'late parcel' },
      ],
    ])
  })

  it('refuses the warehouse and changes nothing', async () => {
    const { id } = await customerWithAddress()
    expect(
      await adjustStoreCredit(db(), WAREHOUSE, { customerId: id, amountCents: 500, reason: 'gift' }, NOW),
    ).toEqual({ ok: false, error: 'FORBIDDEN' })
    expect(await storeCreditBalance(db(), id)).toBe(0)
    expect(await auditOf(id, 'customers.storeCredit')).toEqual([])
  })

  it('two adjustments taking credit at once never take it below zero: one is refused', async () => {
    const { id } = await customerWithAddress()
    await adjustStoreCredit(db(), SERVICE, { customerId: id, amountCents: 1000, reason: 'goodwill' }, NOW)
    const take = () =>
      adjustStoreCredit(db(), SERVICE, { customerId: id, amountCents: -700, reason: 'correction' }, NOW)
    const outcomes = await Promise.all([take(), take()])
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, error: 'BALANCE_TOO_LOW' }])
    expect(await storeCreditBalance(db(), id)).toBe(300)
    const ledger = await db()
      .selectFrom('store_credit_movement')
      .select('balance_after_cents')
      .where('customer_id', '=', id)
      .orderBy('id')
      .execute()
    expect(ledger.map((row) => row.balance_after_cents)).toEqual([1000, 300])
  })
})

describe('password reset e-mail', () => {
  it('sends the storefront’s reset e-mail in the customer’s store and records it; refused to the warehouse', async () => {
    const { id, email } = await customerWithAddress()
    const emails = () =>
      db()
        .selectFrom('email_outbox')
        .select(['template', 'data'])
        .where('recipient', '=', email)
        .where('template', '=', 'passwordReset')
        .execute()
    expect(await sendPasswordReset(db(), WAREHOUSE, app.config.stores, id, NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    expect(await emails()).toEqual([])
    expect(await sendPasswordReset(db(), SERVICE, app.config.stores, id, NOW)).toEqual({ ok: true })
    const [sent] = await emails()
    expect(String((sent?.data as { resetUrl: string }).resetUrl)).toMatch(
      /\/en\/account\/password-reset\?token=/,
    )
    expect((await auditOf(id, 'customers.passwordReset')).map((record) => record.actor)).toEqual([
      'cs@example.org',
    ])
  })
})

describe('export of a customer’s data', () => {
  it('holds the customer’s account, addresses and orders and nothing of another customer, and is recorded', async () => {
    const first = await customerWithPaidOrder(app)
    const other = await customerWithPaidOrder(app)
    const exported = await exportCustomerData(db(), SERVICE, first.customerId, NOW)
    if (!exported.ok) throw new Error(exported.error)
    const text = JSON.stringify(exported.data)
    expect(exported.data.account).toMatchObject({ email: first.email })
    expect(exported.data.orders.map((order) => order.number)).toEqual([first.order.order_number])
    expect((exported.data.orders[0]?.items as unknown[]).length).toBeGreaterThan(0)
    expect(text).not.toContain(other.email)
    expect(text).not.toContain(other.order.order_number)
    expect(text).not.toContain('scrypt$')
    const [record] = await auditOf(first.customerId, 'customers.export')
    expect(record?.after).toMatchObject({ orders: 1 })
    expect(await exportCustomerData(db(), WAREHOUSE, first.customerId, NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
  })
})

describe('erasing a customer on request', () => {
  it('is refused while an order is not delivered, and while store credit is left; nothing changes', async () => {
    const { customerId, email, order } = await customerWithPaidOrder(app)
    expect(await eraseCustomer(db(), SERVICE, customerId, NOW)).toEqual({ ok: false, error: 'OPEN_ORDERS' })
    await deliver(order.order_number)
    await creditStoreCredit(db(), { customerId, amountCents: 100, reason: 'adjustment', reference: 'x' })
    expect(await eraseCustomer(db(), SERVICE, customerId, NOW)).toEqual({
      ok: false,
      error: 'STORE_CREDIT_LEFT',
    })
    expect(await eraseCustomer(db(), WAREHOUSE, customerId, NOW)).toEqual({ ok: false, error: 'FORBIDDEN' })
    const row = await db()
      .selectFrom('customer')
      .select(['email', 'erased_at'])
      .where('id', '=', customerId)
      .executeTakeFirst()
    expect(row).toEqual({ email, erased_at: null })
    expect(await auditOf(customerId, 'customers.erase')).toEqual([])
  })

  it('keeps an invoiced order’s buyer exactly as its invoice and credit memo show it, erases the rest, signs the customer out for good and frees the e-mail', async () => {
    const { customerId, email, order, agent, variant } = await customerWithPaidOrder(app)
    const orderId = Number(order.order_id)
    await deliver(order.order_number)
    await db()
      .updateTable('order_address')
      .set({ company: 'Atelier Martin', vat_id: 'FR40303265045' })
      .where('order_id', '=', orderId)
      .where('kind', '=', 'billing')
      .execute()
    await refundOrder(
      { db: db(), payments: app.payments, stores: app.config.stores },
      { orderId, items: [{ sku: variant.sku, quantity: 1 }], toStoreCredit: false, notify: false },
    )
    const documentsBefore = await taxDocumentTexts(orderId)
    expect(documentsBefore.invoice).toContain(email)
    expect(documentsBefore.invoice).toContain('Atelier Martin')
    expect(documentsBefore.memo).toContain('FR40303265045')
    const billingBefore = await db()
      .selectFrom('order_address')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('kind', '=', 'billing')
      .executeTakeFirstOrThrow()
    expect(billingBefore.telephone).not.toBe('')
    expect(await meId(agent)).toBe(String(customerId))
    await db()
      .insertInto('customer_address')
      .values({
        customer_id: customerId,
        firstname: 'Léa',
        lastname: 'Martin',
        street: '1 Main St',
        postcode: 'EC1V 9HL',
        city: 'London',
        country_code: 'GB',
      })
      .execute()
    const review = await db()
      .insertInto('product_review')
      .values({
        sku: variant.sku,
        rating: 5,
        author: 'Léa M.',
        title: 'Cosy',
        comment: 'Warm.',
        language: 'en',
        customer_id: customerId,
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('newsletter_subscriber')
      .values({ email, store_key: 'b2c_en', customer_id: customerId, status: 'subscribed' })
      .execute()

    expect(await eraseCustomer(db(), SERVICE, customerId, NOW)).toEqual({
      ok: true,
      erasedEmail: erasedEmail(customerId),
    })

    // The invoice and the credit memo read exactly as issued (tax records).
    expect(await taxDocumentTexts(orderId)).toEqual(documentsBefore)

    expect(
      await db().selectFrom('customer_address').select('id').where('customer_id', '=', customerId).execute(),
    ).toEqual([])
    expect(
      await db()
        .selectFrom('product_review')
        .select(['author', 'customer_id', 'comment'])
        .where('id', '=', review.id)
        .executeTakeFirst(),
    ).toEqual({ author: 'Erased', customer_id: null, comment: 'Warm.' })
    expect(
      await db().selectFrom('newsletter_subscriber').select('id').where('email', '=', email).execute(),
    ).toEqual([])
    expect(
      await db()
        .selectFrom('customer')
        .select(['email', 'firstname', 'lastname'])
        .where('id', '=', customerId)
        .executeTakeFirst(),
    ).toEqual({ email: erasedEmail(customerId), firstname: 'Erased', lastname: '' })

    const kept = await db()
      .selectFrom('shop_order')
      .select(['email', 'grand_total_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(kept.email).toBe(erasedEmail(customerId))
    expect(kept.grand_total_cents).toBe(Math.round(order.total.grand_total.amount * 100))
    const addresses = await db()
      .selectFrom('order_address')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute()
    // The billing address keeps what the documents show, not the telephone; the shipping address goes.
    expect(addresses.find((address) => address.kind === 'billing')).toEqual({
      ...billingBefore,
      telephone: '',
    })
    expect(addresses.find((address) => address.kind === 'shipping')).toMatchObject({
      firstname: 'Erased',
      lastname: '',
      street: 'Erased',
      postcode: '',
      city: '',
      telephone: '',
      country_code: 'GB',
    })
    expect(
      await db().selectFrom('email_outbox').select('id').where('recipient', '=', email).execute(),
    ).toEqual([])

    // Signed out everywhere, and neither the old e-mail nor its password opens anything.
    expect(await meId(agent)).toBeNull()
    const stranger = createGraphqlAgent(app)
    expect(await signIn(stranger, email)).toMatchObject({ success: false })
    // The address is free for a new account.
    expect((await registerCustomer(createGraphqlAgent(app), { email })).success).toBe(true)

    const [record] = await auditOf(customerId, 'customers.erase')
    expect(record?.actor).toBe('cs@example.org')
    expect(record?.before).toMatchObject({ orders: 1, orderAddresses: 1 })
    expect(record?.after).toEqual({ erasedAt: NOW.toISOString(), keptForTaxRecords: [orderId] })
    expect(JSON.stringify(record)).not.toContain(email)
    expect(await eraseCustomer(db(), SERVICE, customerId, NOW)).toEqual({
      ok: false,
      error: 'ALREADY_ERASED',
    })
  })

  it('replaces the buyer of an order without an invoice or credit memo, leaving only the country', async () => {
    const { customerId, email, order } = await customerWithPaidOrder(app)
    const orderId = Number(order.order_id)
    await deliver(order.order_number)
    // As an order never invoiced: its invoice goes.
    const invoiceIds = db().selectFrom('invoice').select('id').where('order_id', '=', orderId)
    await db().deleteFrom('invoice_item').where('invoice_id', 'in', invoiceIds).execute()
    await db().deleteFrom('invoice').where('order_id', '=', orderId).execute()

    expect(await eraseCustomer(db(), SERVICE, customerId, NOW)).toMatchObject({ ok: true })

    expect(
      await db().selectFrom('shop_order').select('email').where('id', '=', orderId).executeTakeFirst(),
    ).toEqual({ email: erasedEmail(customerId) })
    const addresses = await db()
      .selectFrom('order_address')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute()
    expect(addresses.map((address) => address.kind).sort()).toEqual(['billing', 'shipping'])
    for (const address of addresses)
      expect(address).toMatchObject({
        firstname: 'Erased',
        lastname: '',
        company: '',
        street: 'Erased',
        postcode: '',
        city: '',
        telephone: '',
        country_code: 'GB',
      })
    const [record] = await auditOf(customerId, 'customers.erase')
    expect(record?.after).toEqual({ erasedAt: NOW.toISOString(), keptForTaxRecords: [] })
    expect(JSON.stringify(record)).not.toContain(email)
  })
})

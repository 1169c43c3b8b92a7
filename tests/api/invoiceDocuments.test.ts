import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import {
  SET_BILLING_ADDRESS,
  STORES,
  expectSuccess,
  itemOf,
  newGuest,
  placeOrderPaid,
  readyCart,
} from './helpers/checkoutFixtures.ts'
import { APPLY_COUPON, giftCardItem } from './helpers/cartFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { registerCustomer } from './helpers/graphqlAgent.ts'
import { refundOrder } from '../../domain/invoices/refundOrder.ts'
import { pdfText } from '../helpers/pdfText.ts'
import {
  WORDS,
  checkAddsUp,
  escape,
  expectSeller,
  moneyOf,
  type StorePath,
} from '../helpers/taxDocumentText.ts'
import { DEMO_CUSTOMER } from '../../db/seed/demoOrders.ts'

const GUEST_DOCUMENTS = `query ($token: String!) { guestOrderByToken(input: { token: $token }) { order_id order_number token
  invoices { id number downloadLink } credit_memos { id number invoice_number downloadLink } } }`

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

/** A variant cheap enough that three of them still pay for delivery. */
async function cheapVariant() {
  const { rows } = await sql<{ sku: string; colour: string; size: string }>`
    select p.sku, v.colour, v.size from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 20 and v.size is not null and v.colour is not null
    where p.type = 'configurable' and p.is_in_stock and v.final_price < 14 and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
    order by v.final_price, v.sku limit 1`.execute(app.shopDatabase.db)
  if (!rows[0]) throw new Error('the seed has no cheap variant')
  return rows[0]
}

/** A guest's paid order in `store`: three pieces of a cheap variant with 10 % off (WELCOME10), a gift card of 10 (no VAT: a second rate), home delivery. */
async function guestOrderWithDiscount(store: StorePath, billing?: Record<string, unknown>) {
  const agent = newGuest(app)
  const country = STORES.find((entry) => entry.store === store)!.country
  const variant = await cheapVariant()
  const { cartId } = await readyCart(agent, {
    store,
    items: [itemOf(variant, 3), giftCardItem({ amount: '10' })],
    country,
  })
  expectSuccess(
    (await agent.query(APPLY_COUPON, { id: cartId, code: 'WELCOME10' }, { store })).data?.applyCouponToCart,
    'applyCouponToCart',
  )
  if (billing)
    expectSuccess(
      (await agent.query(SET_BILLING_ADDRESS, { id: cartId, address: billing }, { store })).data
        ?.setBillingAddressOnCart,
      'setBillingAddressOnCart',
    )
  const placed = await placeOrderPaid(app, agent, cartId, { store })
  const order = placed.data?.placeOrder?.order
  if (!order)
    throw new Error(`placeOrder failed: ${JSON.stringify(placed.data?.placeOrder ?? placed.errors)}`)
  return { orderId: Number(order.order_id), token: order.token as string }
}

const guestDocuments = async (store: StorePath, token: string) =>
  (await newGuest(app).query(GUEST_DOCUMENTS, { token }, { store })).data?.guestOrderByToken

/** The text of a PDF fetched by its absolute link, as a guest (no session), whitespace folded. */
async function pdfAt(link: string, sessionCookie?: string): Promise<string> {
  const url = new URL(link)
  const response = await app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: sessionCookie ? { cookie: `shop_session=${sessionCookie}` } : {},
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('application/pdf')
  return (await pdfText(response.rawPayload)).replace(/\s+/g, ' ')
}

describe('invoice and credit memo PDFs (VAT Directive art. 226)', () => {
  it.each(Object.keys(WORDS) as StorePath[])(
    '%s: a guest’s invoice states every mention and adds up line by line, discount, two rates and shipping included; so does its credit memo',
    async (store) => {
      const words = WORDS[store]
      const { orderId, token } = await guestOrderWithDiscount(store)
      const order = await app.shopDatabase.db
        .selectFrom('shop_order')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
      const billing = await app.shopDatabase.db
        .selectFrom('order_address')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('kind', '=', 'billing')
        .executeTakeFirstOrThrow()
      const documents = await guestDocuments(store, token)
      expect(documents.invoices).toHaveLength(1)
      const [invoice] = documents.invoices
      // A fresh signature of the same order's link: its expiry second may differ from the e-mailed one.
      expect(invoice.downloadLink).toContain(`?token=${encodeURIComponent(token.split('.')[0]!)}.`)

      const text = await pdfAt(invoice.downloadLink)
      expect(text).toContain(`${words.invoice} ${invoice.number}`)
      expect(invoice.number).toMatch(/^INV-\d{6,}$/)
      expectSeller(text)
      const date = new Intl.DateTimeFormat(words.locale, { dateStyle: 'long' }).format(order.created_at)
      expect(text).toMatch(new RegExp(`${escape(words.issued)} ?: ${escape(date)}`))
      expect(text).toMatch(new RegExp(`${escape(words.supplied)} ?: ${escape(date)}`))
      expect(text).toContain(`${billing.firstname} ${billing.lastname}`)
      expect(text).toContain(`${billing.postcode} ${billing.city}`)
      for (const heading of [words.unit, words.discount, words.rate, words.net])
        expect(text).toContain(heading)
      const invoiced = checkAddsUp(text, store)
      // The product at its destination's rate (docs/vat.md), the gift card outside VAT (0 %), the delivery: three lines.
      const product = await app.shopDatabase.db
        .selectFrom('order_item')
        .innerJoin('product', 'product.sku', 'order_item.sku')
        .select(['order_item.tax_percent', 'product.tax_class'])
        .where('order_id', '=', orderId)
        .where('order_item.giftcard', 'is', null)
        .executeTakeFirstOrThrow()
      const country = STORES.find((entry) => entry.store === store)!.country
      const rate = await app.shopDatabase.db
        .selectFrom('vat_rate')
        .select('percent')
        .where('country_code', '=', country)
        .where('tax_class', 'in', [product.tax_class, 'standard'])
        .orderBy(sql`tax_class = 'standard'`)
        .executeTakeFirstOrThrow()
      expect(Number(product.tax_percent)).toBe(Number(rate.percent))
      expect(invoiced.rates.sort((a, b) => a - b)).toEqual(
        [...new Set([0, Number(rate.percent)])].sort((a, b) => a - b),
      )
      expect(order.shipping_cents).toBeGreaterThan(0)
      expect(text).toContain(words.shipping)
      expect(invoiced.lines).toBe(3)
      expect(invoiced.totalGross).toBe(order.subtotal_cents - order.discount_cents + order.shipping_cents)
      // The discount is its own column: the product's line shows it, as a negative amount.
      const { pattern: money, unitPattern } = moneyOf(words.locale)
      expect(text).toMatch(new RegExp(`(?<![\\d.,])3 ${unitPattern} [-−]${money.replace('[-−]?', '')} `))

      const line = await app.shopDatabase.db
        .selectFrom('order_item')
        .select(['variant_sku', 'sku'])
        .where('order_id', '=', orderId)
        .where('giftcard', 'is', null)
        .executeTakeFirstOrThrow()
      await refundOrder(
        { db: app.shopDatabase.db, payments: app.payments, stores: app.config.stores },
        {
          orderId,
          items: [{ sku: line.variant_sku ?? line.sku, quantity: 2 }],
          shipping: true,
          toStoreCredit: false,
        },
      )
      const [memo] = (await guestDocuments(store, token)).credit_memos
      expect(memo.invoice_number).toBe(invoice.number)
      const memoText = await pdfAt(memo.downloadLink)
      expect(memoText).toContain(`${words.memo} ${memo.number}`)
      expect(memoText).toMatch(new RegExp(`${escape(words.corrects)} ?: ${escape(invoice.number)}`))
      expectSeller(memoText)
      expect(memoText).toContain(`${billing.firstname} ${billing.lastname}`)
      const credited = checkAddsUp(memoText, store)
      expect(credited.lines).toBe(2)
      const stored = await app.shopDatabase.db
        .selectFrom('credit_memo')
        .select(['grand_total_cents', 'tax_cents'])
        .where('number', '=', memo.number)
        .executeTakeFirstOrThrow()
      expect(credited.totalGross).toBe(stored.grand_total_cents)
      expect(memoText).toMatch(
        new RegExp(
          `${escape(words.refunded)} ${escape(new Intl.NumberFormat(words.locale, { style: 'currency', currency: 'EUR' }).format(stored.grand_total_cents / 100)).replace(/\s/g, ' ')}`,
        ),
      )
    },
    120_000,
  )

  it('reach a guest only with their order’s signed link: no token is sent to sign in, another order’s token finds nothing', async () => {
    const first = await guestOrderWithDiscount('/en')
    const second = await guestOrderWithDiscount('/en')
    const [invoice] = (await guestDocuments('/en', first.token)).invoices
    const url = new URL(invoice.downloadLink)
    expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(303)
    expect(
      (await app.inject({ method: 'GET', url: `${url.pathname}?token=${encodeURIComponent(second.token)}` }))
        .statusCode,
    ).toBe(404)
  }, 120_000)
})

describe('the seed’s demo orders', () => {
  it('carry their invoices like any other paid order, dated the day each was placed, adding up to what the order cost; the refunded one its credit memo, with the same legal mentions', async () => {
    const demo = newGuest(app)
    const signedIn = await demo.query(
      'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { success } }',
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      { store: '/fr' },
    )
    expect(signedIn.data?.signIn.success).toBe(true)
    const orders = (
      await demo.query(
        '{ customer { orders { order_date total { grand_total { amount } } invoices { number created_at downloadLink } credit_memos { number invoice_number downloadLink total { grand_total { amount } } } } } }',
        {},
        { store: '/fr' },
      )
    ).data?.customer.orders
    expect(orders).toHaveLength(3)
    const words = WORDS['/fr']
    for (const order of orders) {
      expect(order.invoices).toHaveLength(1)
      const [invoice] = order.invoices
      expect(invoice.created_at.slice(0, 10)).toBe(new Date(order.order_date).toISOString().slice(0, 10))
      const text = await pdfAt(invoice.downloadLink, demo.sessionCookie())
      expect(text).toContain(`${words.invoice} ${invoice.number}`)
      expectSeller(text)
      expect(text).toContain('Camille Martin')
      expect(text).toContain('69003 Lyon')
      for (const heading of [words.issued, words.supplied, words.unit, words.discount, words.rate, words.net])
        expect(text).toContain(heading)
      expect(checkAddsUp(text, '/fr').totalGross).toBe(Math.round(order.total.grand_total.amount * 100))
    }
    const refunded = orders.filter((order: { credit_memos: unknown[] }) => order.credit_memos.length > 0)
    expect(refunded).toHaveLength(1)
    const [memo] = refunded[0].credit_memos
    expect(memo.invoice_number).toBe(refunded[0].invoices[0].number)
    const memoText = await pdfAt(memo.downloadLink, demo.sessionCookie())
    expect(memoText).toContain(`${words.memo} ${memo.number}`)
    expect(memoText).toMatch(new RegExp(`${escape(words.corrects)} ?: ${escape(memo.invoice_number)}`))
    expectSeller(memoText)
    expect(memoText).toContain('Camille Martin')
    expect(checkAddsUp(memoText, '/fr').totalGross).toBe(Math.round(memo.total.grand_total.amount * 100))
  }, 120_000)
})

describe('the buyer’s VAT number', () => {
  const billing = {
    firstname: 'Jonas',
    lastname: 'Weber',
    company: 'Weber Schuhhandel GmbH',
    street: ['Marienplatz 8'],
    city: 'München',
    postcode: '80331',
    country_code: 'DE',
    telephone: '+49 89 123456',
  }

  it('given with the billing address, is checked against the billing country and printed on the invoice', async () => {
    const agent = newGuest(app)
    const variant = await cheapVariant()
    const { cartId } = await readyCart(agent, { store: '/de', items: [itemOf(variant, 1)], country: 'DE' })
    const refused = (
      await agent.query(
        SET_BILLING_ADDRESS,
        { id: cartId, address: { ...billing, vat_id: 'FR65912345675' } },
        { store: '/de' },
      )
    ).data?.setBillingAddressOnCart
    expect(refused).toMatchObject({ success: false, errorCode: 'INVALID_VAT_ID', errorField: 'vat_id' })
    const { orderId, token } = await guestOrderWithDiscount('/de', { ...billing, vat_id: 'de 123 456 789' })
    const stored = await app.shopDatabase.db
      .selectFrom('order_address')
      .select(['kind', 'vat_id'])
      .where('order_id', '=', orderId)
      .orderBy('kind')
      .execute()
    expect(stored).toEqual([
      { kind: 'billing', vat_id: 'DE123456789' },
      { kind: 'shipping', vat_id: '' },
    ])
    const [invoice] = (await guestDocuments('/de', token)).invoices
    const text = await pdfAt(invoice.downloadLink)
    expect(text).toContain('Weber Schuhhandel GmbH')
    expect(text).toContain('USt-IdNr.: DE123456789')
  }, 120_000)
})

describe('a VAT number kept on a saved address', () => {
  const SAVE_ADDRESS = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { success errorCode errorField address { id vatId } } }`
  const BILL_TO_SAVED = `mutation ($id: String!, $addressId: Int!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { customer_address_id: $addressId } }) { success errorCode } }`
  const address = {
    firstname: 'Jonas',
    lastname: 'Weber',
    company: 'Weber Schuhhandel GmbH',
    street: ['Marienplatz 8'],
    city: 'München',
    postcode: '80331',
    countryCode: 'DE',
    telephone: '+49 89 123456',
  }

  it('is checked as at checkout when saved, and a checkout billed to the saved address prints it on the invoice', async () => {
    const agent = newGuest(app)
    expect((await registerCustomer(agent, { email: `vat-${Date.now()}@example.com` }, '/de')).success).toBe(
      true,
    )
    const refused = (
      await agent.query(SAVE_ADDRESS, { input: { ...address, vatId: 'FR65912345675' } }, { store: '/de' })
    ).data?.createCustomerAddress
    expect(refused).toMatchObject({ success: false, errorCode: 'INVALID_VAT_ID', errorField: 'vatId' })
    const saved = (
      await agent.query(SAVE_ADDRESS, { input: { ...address, vatId: 'de 123 456 789' } }, { store: '/de' })
    ).data?.createCustomerAddress
    expect(saved).toMatchObject({ success: true, address: { vatId: 'DE123456789' } })

    const { cartId } = await readyCart(agent, {
      store: '/de',
      items: [itemOf(await cheapVariant(), 1)],
      country: 'DE',
      email: null,
    })
    expectSuccess(
      (
        await agent.query(
          BILL_TO_SAVED,
          { id: cartId, addressId: Number(saved.address.id) },
          { store: '/de' },
        )
      ).data?.setBillingAddressOnCart,
      'setBillingAddressOnCart',
    )
    const order = (await placeOrderPaid(app, agent, cartId, { store: '/de' })).data?.placeOrder?.order
    const billing = await app.shopDatabase.db
      .selectFrom('order_address')
      .select(['vat_id', 'company'])
      .where('order_id', '=', Number(order.order_id))
      .where('kind', '=', 'billing')
      .executeTakeFirstOrThrow()
    expect(billing).toEqual({ vat_id: 'DE123456789', company: 'Weber Schuhhandel GmbH' })
    const [invoice] = (
      await agent.query(
        'query ($id: ID!) { customer { order(orderId: $id) { invoices { downloadLink } } } }',
        { id: order.order_id },
        { store: '/de' },
      )
    ).data!.customer.order.invoices
    const text = await pdfAt(invoice.downloadLink, agent.sessionCookie())
    expect(text).toContain('Weber Schuhhandel GmbH')
    expect(text).toContain('USt-IdNr.: DE123456789')
  }, 120_000)
})

describe('names outside Latin-1 on invoices', () => {
  const NAMES = [
    {
      firstname: 'Łucja',
      lastname: 'Wiśniewska-Żółć',
      street: ['ul. Piotrkowska 104'],
      city: 'Łódź',
      postcode: '90-006',
      country_code: 'PL',
    },
    {
      firstname: 'Jiří',
      lastname: 'Dvořák',
      street: ['Náměstí Svobody 8'],
      city: 'Brno',
      postcode: '602 00',
      country_code: 'CZ',
    },
    {
      firstname: 'Ελένη',
      lastname: 'Παπαδοπούλου',
      street: ['Οδός Εγνατίας 12'],
      city: 'Θεσσαλονίκη',
      postcode: '546 30',
      country_code: 'GR',
    },
    {
      firstname: 'Мария',
      lastname: 'Иванова',
      street: ['ул. Христо Ботев 5'],
      city: 'Пловдив',
      postcode: '4000',
      country_code: 'BG',
    },
  ]

  it('print Polish, Czech, Greek and Bulgarian names as typed, and an emoji as a visible box', async () => {
    const { orderId, token } = await guestOrderWithDiscount('/fr')
    const [invoice] = (await guestDocuments('/fr', token)).invoices
    for (const name of NAMES) {
      await app.shopDatabase.db
        .updateTable('order_address')
        .set({
          firstname: name.firstname,
          lastname: name.lastname,
          street: name.street[0]!,
          city: name.city,
          postcode: name.postcode,
          country_code: name.country_code,
        })
        .where('order_id', '=', orderId)
        .where('kind', '=', 'billing')
        .execute()
      const text = await pdfAt(invoice.downloadLink)
      expect(text).toContain(`${name.firstname} ${name.lastname}`)
      expect(text).toContain(name.street[0])
      expect(text).toContain(`${name.postcode} ${name.city}`)
    }
    await app.shopDatabase.db
      .updateTable('order_address')
      .set({ firstname: 'Anna 😀', lastname: 'Nowak' })
      .where('order_id', '=', orderId)
      .where('kind', '=', 'billing')
      .execute()
    const text = await pdfAt(invoice.downloadLink)
    expect(text).toContain('Anna □ Nowak')
    expect(text).not.toContain('😀')
  }, 120_000)
})

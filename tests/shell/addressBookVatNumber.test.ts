import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { createFormShopper, documentOf, fieldsOf, formWithAction } from '../helpers/formShopper.ts'
import { pdfText } from '../helpers/pdfText.ts'
import { createGraphqlAgent, registerCustomer } from '../api/helpers/graphqlAgent.ts'
import {
  SET_BILLING_SAME,
  SET_PAYMENT,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  expectSuccess,
  itemOf,
  orderableVariant,
  placeOrderPaid,
} from '../api/helpers/checkoutFixtures.ts'
import { ADD, createCart } from '../api/helpers/cartFixtures.ts'

// The address book's form without JavaScript (docs/invoices-and-refunds.md, "The buyer's VAT number"):
// a VAT number of another country is sent back with what was typed; a good one is kept and reaches the invoice.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => server?.close())

describe('the address book’s VAT number, without JavaScript', () => {
  it('/de: refused for another country with the field marked, saved normalised, shown on the address, and printed on the invoice of an order billed to it', async () => {
    const app = server.app
    const agent = createGraphqlAgent(app)
    expect(
      (
        await registerCustomer(
          agent,
          { email: `vat-form-${randomUUID()}@example.com`, firstname: 'Jonas' },
          '/de',
        )
      ).success,
    ).toBe(true)
    const shopper = createFormShopper(app, '/de')
    shopper.setCookie('shop_session', agent.sessionCookie()!)

    const blank = await shopper.get('/de/user/address-book?new=1')
    const form = formWithAction(blank.body, 'save')!
    const typed = {
      company: 'Weber Schuhhandel GmbH',
      street: 'Marienplatz 8',
      postcode: '80331',
      city: 'München',
      countryCode: 'DE',
      telephone: '+49 89 123456',
    }
    const refused = await shopper.post(
      '/de/user/address-book',
      fieldsOf(form, { ...typed, vatId: 'FR65912345675' }),
    )
    expect(refused.statusCode).toBe(422)
    const field = documentOf(refused.body).querySelector<HTMLInputElement>('#address-vatId')
    expect(field?.getAttribute('aria-invalid')).toBe('true')
    expect(field?.value).toBe('FR65912345675')
    expect(
      documentOf(refused.body).getElementById(
        field
          ?.getAttribute('aria-describedby')
          ?.split(' ')
          .find((id) => id.includes('error')) ?? '',
      )?.textContent,
    ).toContain('Diese USt-IdNr. passt nicht zum Land')

    const saved = await shopper.post(
      '/de/user/address-book',
      fieldsOf(formWithAction(refused.body, 'save')!, { ...typed, vatId: 'de 123 456 789' }),
    )
    expect(saved.statusCode).toBe(303)
    const book = await shopper.get('/de/user/address-book')
    expect(documentOf(book.body).querySelector('main')?.textContent?.replace(/\s+/g, ' ')).toContain(
      'USt-IdNr.: DE123456789',
    )

    const addressId = Number(
      (await agent.query('{ customer { addresses { id } } }', {}, { store: '/de' })).data?.customer
        .addresses[0].id,
    )
    const cartId = await createCart(agent, '/de')
    expectSuccess(
      (
        await agent.query(
          ADD,
          { cartId, items: [itemOf(await orderableVariant(app, 5), 1)] },
          { store: '/de' },
        )
      ).data?.addProductsToCart,
      'addProductsToCart',
    )
    expectSuccess(
      (await agent.query(SET_SHIPPING_ADDRESS, { id: cartId, addressId }, { store: '/de' })).data
        ?.setShippingAddressesOnCart,
      'setShippingAddressesOnCart',
    )
    expectSuccess(
      (
        await agent.query(
          SET_SHIPPING_METHOD,
          { id: cartId, carrier: 'flatrate', method: 'home' },
          { store: '/de' },
        )
      ).data?.setShippingMethodsOnCart,
      'setShippingMethodsOnCart',
    )
    // Billed to the same saved address, as the checkout's "same as shipping" choice does.
    expectSuccess(
      (await agent.query(SET_BILLING_SAME, { id: cartId }, { store: '/de' })).data?.setBillingAddressOnCart,
      'setBillingAddressOnCart',
    )
    expectSuccess(
      (await agent.query(SET_PAYMENT, { id: cartId, code: 'offline_card' }, { store: '/de' })).data
        ?.setPaymentMethodOnCart,
      'setPaymentMethodOnCart',
    )
    const order = (await placeOrderPaid(app, agent, cartId, { store: '/de' })).data?.placeOrder?.order
    const orderPage = await shopper.get(`/de/user/orders/${order.order_id}`)
    const invoicePage = await shopper.get(
      documentOf(orderPage.body)
        .querySelector<HTMLAnchorElement>('main a[href*="/invoice/"]')!
        .getAttribute('href')!,
    )
    const pdf = await shopper.get(
      documentOf(invoicePage.body)
        .querySelector<HTMLAnchorElement>('main a[download]')!
        .getAttribute('href')!,
    )
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')
    expect(text).toContain('Weber Schuhhandel GmbH')
    expect(text).toContain('USt-IdNr.: DE123456789')
  }, 120_000)
})

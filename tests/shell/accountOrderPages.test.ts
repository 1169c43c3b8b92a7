import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSDOM } from 'jsdom'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { registerCustomer, type GraphqlAgent } from '../api/helpers/graphqlAgent.ts'
import { itemOf, newGuest, orderableVariant, placeOrderPaid, readyCart } from '../api/helpers/checkoutFixtures.ts'
import { creditStoreCredit } from '../../graphql/schema/storecredit/storeCredit.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** A page as the shopper of `agent` (their session cookie) sees it. */
async function pageOf(agent: GraphqlAgent, url: string) {
  const session = agent.sessionCookie()
  return server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(session ? { cookie: `shop_session=${session}` } : {}) } })
}

const mainText = (html: string) => new JSDOM(html).window.document.querySelector('main')?.textContent?.replace(/\s+/g, ' ') ?? ''

describe('the order history and store credit of an account', () => {
  it('lists the customer’s orders, shows each one, and hides them from anybody else', async () => {
    const app = server.app
    const variant = await orderableVariant(app, 3)
    const customer = newGuest(app)
    const created = await registerCustomer(customer, { email: 'history@example.org' }, '/fr')
    const customerId = Number(created.customer?.id)
    const empty = await pageOf(customer, '/fr/user/orders/')
    expect(empty.statusCode).toBe(200)
    expect(mainText(empty.body)).toContain("Vous n'avez pas encore passé de commande.")

    await creditStoreCredit(app.shopDatabase.db, { customerId, amountCents: 1250, reason: 'refund', reference: 'test refund' })
    const cartId = (await customer.query('{ customerCart { id } }', {}, { store: '/fr' })).data?.customerCart.id
    await readyCart(customer, { store: '/fr', country: 'FR', cartId, items: [itemOf(variant, 2)], email: null })
    const order = (await placeOrderPaid(app, customer, cartId, { store: '/fr' })).data?.placeOrder.order
    expect(order?.order_number).toBeTruthy()

    const history = await pageOf(customer, '/fr/user/orders/')
    const historyText = mainText(history.body)
    expect(historyText).toContain(`Commande ${order.order_number}`)
    expect(historyText).toContain('En cours de traitement')
    const link = new JSDOM(history.body).window.document.querySelector<HTMLAnchorElement>(`main a[href="/fr/user/orders/${order.order_id}"]`)
    expect(link, 'the order links to its page').not.toBeNull()

    const detail = await pageOf(customer, `/fr/user/orders/${order.order_id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.headers['cache-control']).toMatch(/private, no-store/)
    expect(mainText(detail.body)).toContain(order.items[0].product_name)
    expect(mainText(detail.body)).toContain('Quantité : 2')

    const stranger = newGuest(app)
    await registerCustomer(stranger, { email: 'stranger@example.org' }, '/fr')
    expect((await pageOf(stranger, `/fr/user/orders/${order.order_id}`)).statusCode).toBe(404)
    expect(mainText((await pageOf(stranger, '/fr/user/orders/')).body)).not.toContain(order.order_number)
    const anonymous = await pageOf(newGuest(app), `/fr/user/orders/${order.order_id}`)
    expect(anonymous.statusCode).toBe(302)
    expect(anonymous.headers.location).toContain('/fr/login?redirect=')

    const credit = await pageOf(customer, '/fr/user/store-credit')
    expect(credit.statusCode).toBe(200)
    const creditText = mainText(credit.body)
    expect(creditText).toContain('12,50 €')
    expect(creditText).toContain('Remboursement')

    expect(describeErrors(await validateHtmlDocuments({ history: history.body, detail: detail.body, credit: credit.body }))).toEqual([])
  }, 120_000)
})

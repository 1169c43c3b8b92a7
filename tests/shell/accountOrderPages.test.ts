import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { registerCustomer, type GraphqlAgent } from '../api/helpers/graphqlAgent.ts'
import {
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from '../api/helpers/checkoutFixtures.ts'
import { creditStoreCredit } from '../../domain/storecredit/storeCredit.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { fieldsOf, formWithAction, documentOf } from '../helpers/formShopper.ts'

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
  return server.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(session ? { cookie: `shop_session=${session}` } : {}) },
  })
}

const mainText = (html: string) =>
  documentOf(html).querySelector('main')?.textContent?.replace(/\s+/g, ' ') ?? ''

describe('the order history and store credit of an account', () => {
  it('lists the customer’s orders, shows each one, and hides them from anybody else', async () => {
    const app = server.app
    const variant = await orderableVariant(app, 3)
    const customer = newGuest(app)
    const created = await registerCustomer(customer, { email: 'history@example.org' }, '/fr')
    const customerId = Number(created.customer?.id)
    const empty = await pageOf(customer, '/fr/user/orders/')
    expect(empty.statusCode).toBe(200)
    expect(mainText(empty.body)).toContain('Vous n’avez pas encore passé de commande.')

    await creditStoreCredit(app.shopDatabase.db, {
      customerId,
      amountCents: 1250,
      reason: 'refund',
      reference: 'test refund',
    })
    const cartId = (await customer.query('{ customerCart { id } }', {}, { store: '/fr' })).data?.customerCart
      .id
    await readyCart(customer, {
      store: '/fr',
      country: 'FR',
      cartId,
      items: [itemOf(variant, 2)],
      email: null,
    })
    const order = (await placeOrderPaid(app, customer, cartId, { store: '/fr' })).data?.placeOrder.order
    expect(order?.order_number).toBeTruthy()

    const history = await pageOf(customer, '/fr/user/orders/')
    const historyText = mainText(history.body)
    expect(historyText).toContain(`Commande ${order.order_number}`)
    expect(historyText).toContain('En cours de traitement')
    const link = documentOf(history.body).querySelector<HTMLAnchorElement>(
      `main a[href="/fr/user/orders/${order.order_id}"]`,
    )
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

    expect(
      describeErrors(
        await validateHtmlDocuments({ history: history.body, detail: detail.body, credit: credit.body }),
      ),
    ).toEqual([])
  }, 120_000)

  it('shows the parcel’s tracking link and the status history, and reorders without JavaScript, naming the line sold out', async () => {
    const app = server.app
    const first = await orderableVariant(app, 3)
    let second = await orderableVariant(app, 3, 1)
    for (let offset = 2; second.sku === first.sku; offset += 1)
      second = await orderableVariant(app, 3, offset)
    const customer = newGuest(app)
    await registerCustomer(customer, { email: 'tracking@example.org' }, '/fr')
    const cartId = (await customer.query('{ customerCart { id } }', {}, { store: '/fr' })).data?.customerCart
      .id
    await readyCart(customer, {
      store: '/fr',
      country: 'FR',
      cartId,
      items: [itemOf(first, 1), itemOf(second, 1)],
      email: null,
    })
    const order = (await placeOrderPaid(app, customer, cartId, { store: '/fr' })).data?.placeOrder.order
    const shipped = await moveOrder(
      app.shopDatabase.db,
      {
        orderNumber: order.order_number,
        to: 'shipped',
        shipment: { carrier: 'colissimo', trackingNumber: '6A99887766554' },
      },
      { stores: app.config.stores, orderLinks: app.orderLinks },
    )
    expect(shipped.moved).toBe(true)

    const history = await pageOf(customer, '/fr/user/orders/')
    expect(mainText(history.body)).toContain('Expédiée')
    const detail = await pageOf(customer, `/fr/user/orders/${order.order_id}`)
    const document = documentOf(detail.body)
    const text = mainText(detail.body)
    expect(text).toContain('Statut : Expédiée')
    const tracking = [
      ...document.querySelectorAll('section[aria-labelledby="order-tracking"] :is(dt, dd)'),
    ].map((cell) => cell.textContent)
    expect(tracking.slice(0, 4)).toEqual(['Transporteur', 'Colissimo', 'Numéro de suivi', '6A99887766554'])
    const link = document.querySelector<HTMLAnchorElement>(
      'main a[href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A99887766554"]',
    )
    expect(link?.textContent).toBe('Suivre le colis sur le site de Colissimo (nouvel onglet)')
    expect(link?.target).toBe('_blank')
    expect(link?.rel.split(' ')).toContain('noopener')
    const changes = [...document.querySelectorAll('#order-history ~ ol li')].map((item) => item.textContent)
    expect(changes).toHaveLength(2)
    expect(changes[0]).toMatch(/^\d{1,2} \S+ \d{4} .*En cours de traitement$/)
    expect(changes[1]).toMatch(/Expédiée$/)
    expect(document.querySelector('#order-history ~ ol time')?.getAttribute('datetime')).toMatch(
      /^\d{4}-\d\d-\d\dT/,
    )

    // The second line sells out meanwhile: the reorder adds the first and says why not the second.
    await app.shopDatabase.db
      .updateTable('product')
      .set({ qty: 0, is_in_stock: false })
      .where('sku', '=', second.variant_sku)
      .execute()
    const form = formWithAction(detail.body, 'reorder')
    expect(form?.getAttribute('action')).toBe('/fr/cart')
    const posted = await app.inject({
      method: 'POST',
      url: '/fr/cart',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `shop_session=${customer.sessionCookie()}`,
        origin: new URL(app.config.stores[0]!.baseUrl).origin,
      },
      payload: new URLSearchParams(fieldsOf(form!)).toString(),
    })
    expect(posted.statusCode).toBe(303)
    expect(posted.headers.location).toBe('/fr/cart')
    const cart = await pageOf(customer, '/fr/cart')
    const cartText = mainText(cart.body)
    const secondName = order.items.find(
      (item: { product_sku: string }) => item.product_sku === second.sku,
    ).product_name
    expect(cartText).toContain('Les produits de votre commande sont de nouveau dans votre panier.')
    expect(cartText).toContain('Ces produits n’ont pas été ajoutés :')
    expect(
      [...documentOf(cart.body).querySelectorAll('main [role="status"] li')].map((item) => item.textContent),
    ).toEqual([`${secondName} n’a pas été ajouté\u202f: Ce produit est épuisé.`])
    const lines = (
      await customer.query('{ customerCart { items { quantity product { sku } } } }', {}, { store: '/fr' })
    ).data?.customerCart.items
    expect(lines).toEqual([{ quantity: 1, product: { sku: first.sku } }])
    expect(
      describeErrors(await validateHtmlDocuments({ shipped: detail.body, reordered: cart.body })),
    ).toEqual([])
    // The notice is shown once.
    expect(mainText((await pageOf(customer, '/fr/cart')).body)).not.toContain('Ces produits')
  }, 120_000)
})

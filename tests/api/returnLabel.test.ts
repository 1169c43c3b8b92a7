import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import {
  ADDRESSES,
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from './helpers/checkoutFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { pdfText } from '../helpers/pdfText.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { moveReturn } from '../../domain/returns/moveReturn.ts'
import { returnTrackingNumber } from '../../domain/returns/returnLabelPdf.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const REQUEST = `mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { success errorCode return { id number } } }`

/** A customer of `store` with a delivered order of one variant, and a pending return of it. */
async function pendingReturn(store: '/fr' | '/de', country: 'FR' | 'DE') {
  const agent = newGuest(app)
  expect(
    (await registerCustomer(agent, { email: `label-${randomUUID()}@example.com`, firstname: 'Noé' }, store))
      .success,
  ).toBe(true)
  const { cartId } = await readyCart(agent, {
    store,
    items: [itemOf(await orderableVariant(app, 5), 1)],
    country,
    email: null,
  })
  const order = (await placeOrderPaid(app, agent, cartId, { store })).data?.placeOrder.order as {
    order_id: string
    order_number: string
  }
  const services = { stores: app.config.stores, orderLinks: null }
  await moveOrder(
    app.shopDatabase.db,
    {
      orderNumber: order.order_number,
      to: 'shipped',
      shipment: { carrier: 'colissimo', trackingNumber: '6A99887766554' },
      notify: false,
    },
    services,
  )
  await moveOrder(
    app.shopDatabase.db,
    { orderNumber: order.order_number, to: 'delivered', at: new Date(Date.now() - 86_400_000) },
    services,
  )
  const line = await app.shopDatabase.db
    .selectFrom('order_item')
    .select('id')
    .where('order_id', '=', Number(order.order_id))
    .executeTakeFirstOrThrow()
  const items = [
    {
      order_item_id: String(line.id),
      quantity_to_return: 1,
      entered_custom_attributes: [
        { attribute_code: 'reason', value: 'wrong_size' },
        { attribute_code: 'condition', value: 'unopened' },
      ],
    },
  ]
  const answer = (await agent.query(REQUEST, { input: { order_id: order.order_id, items } }, { store })).data
    ?.requestReturn
  expect(answer.success).toBe(true)
  return { agent, order, rma: answer.return as { id: string; number: string } }
}

const getLabel = (store: string, rmaId: string, agent?: GraphqlAgent) =>
  app.inject({
    method: 'GET',
    url: `${store}/user/returns/${rmaId}/label`,
    headers: agent ? { cookie: `shop_session=${agent.sessionCookie()}` } : {},
  })

describe('the prepaid return label', () => {
  it.each([
    {
      store: '/fr' as const,
      country: 'FR' as const,
      title: 'Étiquette de retour prépayée',
      tracking: 'Numéro de suivi',
    },
    {
      store: '/de' as const,
      country: 'DE' as const,
      title: 'Frankiertes Rücksendeetikett',
      tracking: 'Sendungsnummer',
    },
  ])(
    '$store: once authorized, its customer downloads it (return number, both addresses, tracking number) and the e-mail links to it',
    async ({ store, country, title, tracking }) => {
      const { agent, order, rma } = await pendingReturn(store, country)
      expect((await getLabel(store, rma.id, agent)).statusCode).toBe(404)

      expect(
        (
          await moveReturn(
            app.shopDatabase.db,
            { number: rma.number, to: 'authorized' },
            { stores: app.config.stores },
          )
        ).moved,
      ).toBe(true)
      const label = await getLabel(store, rma.id, agent)
      expect(label.statusCode).toBe(200)
      expect(label.headers['content-type']).toBe('application/pdf')
      expect(label.headers['cache-control']).toBe('private, no-store')
      const text = await pdfText(label.rawPayload)
      const address = ADDRESSES[country]
      for (const expected of [
        title,
        rma.number,
        order.order_number,
        `${address.firstname} ${address.lastname}`,
        address.street[0],
        `${address.postcode} ${address.city}`,
        'Pantoufle & Co SAS',
        '88400 Gérardmer',
        `${tracking} ${returnTrackingNumber(rma.number)}`,
      ]) {
        expect(text, expected).toContain(expected)
      }

      const emails = await app.shopDatabase.db
        .selectFrom('email_outbox')
        .select('data')
        .where('template', '=', 'returnStatus')
        .orderBy('id', 'desc')
        .limit(5)
        .execute()
      const authorized = emails
        .map((email) => email.data as { number: string; status: string; labelUrl?: string })
        .find((data) => data.number === rma.number && data.status === 'AUTHORIZED')
      expect(authorized?.labelUrl).toMatch(new RegExp(`${store}/user/returns/${rma.id}/label$`))

      // Nobody else gets it: another customer and a visitor without a session.
      const other = newGuest(app)
      expect(
        (await registerCustomer(other, { email: `label-other-${randomUUID()}@example.com` }, store)).success,
      ).toBe(true)
      expect((await getLabel(store, rma.id, other)).statusCode).toBe(404)
      const anonymous = await getLabel(store, rma.id)
      expect(anonymous.statusCode).toBe(303)
      expect(anonymous.headers.location).toBe(
        `${store}/login?redirect=${encodeURIComponent(`/user/returns/${rma.id}/label`)}`,
      )
    },
  )
})

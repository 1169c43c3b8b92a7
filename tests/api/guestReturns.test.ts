import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { itemOf, newGuest, orderableVariant, placeOrderPaid, readyCart } from './helpers/checkoutFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { pdfText } from '../helpers/pdfText.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { moveReturn } from '../../domain/returns/moveReturn.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const REQUEST = `mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { success errorCode return { id number status } } }`
const GUEST_ORDER = `query ($token: String!) { guestOrderByToken(input: { token: $token }) { order_id items_eligible_for_return { id quantity_returnable } returns { number status } } }`

interface PlacedOrder {
  order_id: string
  order_number: string
  token: string
}

/** A delivered order of `store`: a guest's (with its signed link) or, with `customer`, a signed-in customer's. */
async function deliveredOrder(store: '/fr' | '/de', options: { customer?: boolean } = {}) {
  const agent = newGuest(app)
  if (options.customer)
    expect(
      (await registerCustomer(agent, { email: `guest-return-${randomUUID()}@example.com` }, store)).success,
    ).toBe(true)
  const email = options.customer ? null : `guest-return-${randomUUID()}@example.org`
  const { cartId } = await readyCart(agent, {
    store,
    items: [itemOf(await orderableVariant(app, 5, 3), 2)],
    country: store === '/fr' ? 'FR' : 'DE',
    email,
  })
  const order = (await placeOrderPaid(app, agent, cartId, { store })).data?.placeOrder.order as PlacedOrder
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
  return { agent, order, email, lineId: String(line.id) }
}

const returnInput = (orderId: string, lineId: string, token?: string) => ({
  order_id: orderId,
  items: [
    {
      order_item_id: lineId,
      quantity_to_return: 1,
      entered_custom_attributes: [
        { attribute_code: 'reason', value: 'wrong_size' },
        { attribute_code: 'condition', value: 'unopened' },
      ],
    },
  ],
  ...(token === undefined ? {} : { token }),
})

const getLabel = (store: string, rmaId: string, query: string, agent?: GraphqlAgent) =>
  app.inject({
    method: 'GET',
    url: `${store}/user/returns/${rmaId}/label${query}`,
    headers: agent ? { cookie: `shop_session=${agent.sessionCookie()}` } : {},
  })

const outboxOf = async (number: string) =>
  (
    await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select(['data', 'recipient'])
      .where('template', '=', 'returnStatus')
      .orderBy('id', 'desc')
      .limit(20)
      .execute()
  ).filter((email) => (email.data as { number: string }).number === number)

describe('guest returns by the signed order link', () => {
  it.each(['/fr' as const, '/de' as const])(
    '%s: the link asks for a return, the order shows it, and once authorized the link downloads the label',
    async (store) => {
      const { order, email, lineId } = await deliveredOrder(store)
      const visitor = newGuest(app)
      const answer = (
        await visitor.query(REQUEST, { input: returnInput(order.order_id, lineId, order.token) }, { store })
      ).data?.requestReturn
      expect(answer).toMatchObject({ success: true, errorCode: null, return: { status: 'PENDING' } })
      const rma = answer.return as { id: string; number: string }
      const seen = (await visitor.query(GUEST_ORDER, { token: order.token }, { store })).data
        ?.guestOrderByToken
      expect(seen.returns).toEqual([{ number: rma.number, status: 'PENDING' }])
      expect(seen.items_eligible_for_return).toEqual([{ id: lineId, quantity_returnable: 1 }])
      const requested = (await outboxOf(rma.number))[0]
      expect(requested?.recipient).toBe(email)
      expect((requested?.data as { returnsUrl: string }).returnsUrl).toMatch(
        new RegExp(`${store}/orders/\\?token=`),
      )

      const query = `?token=${encodeURIComponent(order.token)}`
      expect((await getLabel(store, rma.id, query)).statusCode).toBe(404)
      expect(
        (
          await moveReturn(
            app.shopDatabase.db,
            { number: rma.number, to: 'authorized' },
            { stores: app.config.stores, orderLinks: app.orderLinks },
          )
        ).moved,
      ).toBe(true)
      const label = await getLabel(store, rma.id, query)
      expect(label.statusCode).toBe(200)
      expect(label.headers['content-type']).toBe('application/pdf')
      expect(label.headers['cache-control']).toBe('private, no-store')
      expect(await pdfText(label.rawPayload)).toContain(rma.number)
      const authorized = (await outboxOf(rma.number))
        .map((row) => row.data as { status: string; labelUrl: string })
        .find((data) => data.status === 'AUTHORIZED')
      expect(authorized?.labelUrl).toMatch(new RegExp(`${store}/user/returns/${rma.id}/label\\?token=`))
      const linked = await app.inject({
        method: 'GET',
        url: authorized!.labelUrl.replace(/^https?:\/\/[^/]+/, ''),
      })
      expect(linked.statusCode).toBe(200)
    },
  )

  it('another order’s, a forged, an expired or a foreign store’s token can neither ask for a return nor download a label', async () => {
    const { order, lineId } = await deliveredOrder('/fr')
    const other = await deliveredOrder('/fr')
    const customers = await deliveredOrder('/fr', { customer: true })
    const intruder = newGuest(app)
    const expired = app.orderLinks.sign(Number(order.order_id), new Date(Date.now() - 31 * 86_400_000))
    const forged = `${order.order_id}.9999999999.${'A'.repeat(43)}`
    const request = async (
      input: ReturnType<typeof returnInput>,
      store: '/fr' | '/de' = '/fr',
      agent: GraphqlAgent = intruder,
    ) => (await agent.query(REQUEST, { input }, { store })).data?.requestReturn
    for (const token of [
      other.order.token,
      expired,
      forged,
      `${order.token}x`,
      order.token.replace(/^\d+/, String(Number(order.order_id) + 1)),
    ]) {
      expect(await request(returnInput(order.order_id, lineId, token)), token).toMatchObject({
        success: false,
        errorCode: 'ORDER_NOT_FOUND',
        return: null,
      })
    }
    // The link of one order names no other: not the other guest's, not a customer's (even signed for it).
    expect((await request(returnInput(other.order.order_id, other.lineId, order.token))).errorCode).toBe(
      'ORDER_NOT_FOUND',
    )
    expect(
      (
        await request(
          returnInput(
            customers.order.order_id,
            customers.lineId,
            app.orderLinks.sign(Number(customers.order.order_id)),
          ),
        )
      ).errorCode,
    ).toBe('ORDER_NOT_FOUND')
    // The link works in its own store only, and without one a guest's order asks for a session.
    expect((await request(returnInput(order.order_id, lineId, order.token), '/de')).errorCode).toBe(
      'ORDER_NOT_FOUND',
    )
    expect((await request(returnInput(order.order_id, lineId))).errorCode).toBe('SIGN_IN_REQUIRED')
    // A signed-in customer cannot return a guest's order by its id.
    expect((await request(returnInput(order.order_id, lineId), '/fr', customers.agent)).errorCode).toBe(
      'ORDER_NOT_FOUND',
    )
    expect(
      await app.shopDatabase.db
        .selectFrom('rma')
        .select('id')
        .where('order_id', 'in', [
          Number(order.order_id),
          Number(other.order.order_id),
          Number(customers.order.order_id),
        ])
        .execute(),
    ).toEqual([])

    // The owner's return, authorized: only its own link downloads the label.
    const mine = (await request(returnInput(order.order_id, lineId, order.token))).return as {
      id: string
      number: string
    }
    expect(
      (
        await moveReturn(
          app.shopDatabase.db,
          { number: mine.number, to: 'authorized' },
          { stores: app.config.stores },
        )
      ).moved,
    ).toBe(true)
    expect((await getLabel('/fr', mine.id, `?token=${encodeURIComponent(order.token)}`)).statusCode).toBe(200)
    for (const token of [other.order.token, expired, forged, `${order.token}x`]) {
      expect((await getLabel('/fr', mine.id, `?token=${encodeURIComponent(token)}`)).statusCode, token).toBe(
        404,
      )
    }
    expect((await getLabel('/de', mine.id, `?token=${encodeURIComponent(order.token)}`)).statusCode).toBe(404)
    expect((await getLabel('/fr', mine.id, '', customers.agent)).statusCode).toBe(404)
    expect((await getLabel('/fr', mine.id, '')).statusCode).toBe(303)
  })
})

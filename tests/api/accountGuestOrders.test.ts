import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { itemOf, newGuest, orderableVariant, placeOrderPaid, readyCart } from './helpers/checkoutFixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const CUSTOMER_ORDERS = '{ customer { email orders { order_number email } } }'

let orders = 0

/** A guest of a new session who places a paid order with `email`; answers the agent and the order's number. */
async function guestOrder(email: string): Promise<{ guest: GraphqlAgent; orderNumber: string }> {
  orders += 1
  const variant = await orderableVariant(app, 3, orders)
  const guest = newGuest(app)
  const { cartId } = await readyCart(guest, { items: [itemOf(variant, 1)], email })
  const placed = (await placeOrderPaid(app, guest, cartId)).data?.placeOrder
  if (!placed?.order) throw new Error(`no order: ${JSON.stringify(placed)}`)
  return { guest, orderNumber: placed.order.order_number }
}

const customerOfOrder = async (orderNumber: string) =>
  (
    await app.shopDatabase.db
      .selectFrom('shop_order')
      .select('customer_id')
      .where('number', '=', orderNumber)
      .executeTakeFirstOrThrow()
  ).customer_id

describe('an account opened after a guest order', () => {
  it('takes over the guest order this session placed with the same e-mail address, in any case', async () => {
    const { guest, orderNumber } = await guestOrder('Nora.Quinn@Example.org')
    const registered = await guest.query(
      'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success customer { id orders { order_number } } } }',
      {
        input: {
          firstname: 'Nora',
          lastname: 'Quinn',
          email: 'nora.quinn@example.org',
          password: 'correct horse battery',
          acceptsTerms: true,
        },
      },
    )
    expect(registered.data?.createCustomer).toMatchObject({
      success: true,
      customer: { orders: [{ order_number: orderNumber }] },
    })
    const { data } = await guest.query(CUSTOMER_ORDERS)
    expect(data?.customer).toEqual({
      email: 'nora.quinn@example.org',
      orders: [{ order_number: orderNumber, email: 'Nora.Quinn@Example.org' }],
    })
    expect(await customerOfOrder(orderNumber)).toBe(Number(registered.data?.createCustomer.customer.id))
  })

  it('does not give the order to an account opened with its e-mail address in another session', async () => {
    const { orderNumber } = await guestOrder('olive.reed@example.org')
    const stranger = newGuest(app)
    expect((await registerCustomer(stranger, { email: 'olive.reed@example.org' })).success).toBe(true)
    expect((await stranger.query(CUSTOMER_ORDERS)).data?.customer.orders).toEqual([])
    expect(await customerOfOrder(orderNumber)).toBeNull()
  })

  it('does not give the order to an account opened in the same session with another e-mail address', async () => {
    const { guest, orderNumber } = await guestOrder('paul.stone@example.org')
    expect((await registerCustomer(guest, { email: 'someone.else@example.org' })).success).toBe(true)
    expect((await guest.query(CUSTOMER_ORDERS)).data?.customer.orders).toEqual([])
    expect(await customerOfOrder(orderNumber)).toBeNull()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { configurableWithOptions, giftCardItem, uid, variantItem } from './helpers/cartFixtures.ts'
import { itemOf, newGuest, orderableVariant, placeOrderPaid, readyCart } from './helpers/checkoutFixtures.ts'
import { moveOrder, type OrderMove } from '../../domain/orders/moveOrder.ts'
import { DEMO_CUSTOMER } from '../../db/seed/demoOrders.ts'

const ORDER = `query ($id: ID!) { customer { order(orderId: $id) { order_id order_number status
  status_history { status date }
  shipments { id number tracking { carrier title number url } } } } }`
const REORDER = `mutation ($number: String!) { reorderItems(orderNumber: $number) {
  success errorCode errorMessage userInputErrors { code message path }
  cart { id items { quantity product { sku }
    configurable_options { value_label } customizable_options { label values { value } }
    gift_card { amount { amount } recipient_name message } } } } }`

let app: FastifyInstance
let customer: GraphqlAgent
let order: {
  order_id: string
  order_number: string
  items: { product_sku: string; variant_sku: string | null; product_name: string }[]
}
let soldOutSku: string

const move = (request: OrderMove) =>
  moveOrder(app.shopDatabase.db, request, { stores: app.config.stores, orderLinks: app.orderLinks })
const orderOf = async (agent: GraphqlAgent, id: string) =>
  (await agent.query(ORDER, { id }, { store: '/fr' })).data?.customer.order

beforeAll(async () => {
  app = await buildApiApp()
  customer = newGuest(app)
  await registerCustomer(customer, { email: 'lifecycle@example.org' }, '/fr')
  const withOptions = await configurableWithOptions(app, 4)
  let plain = await orderableVariant(app, 4)
  for (let offset = 1; plain.sku === withOptions.sku; offset += 1)
    plain = await orderableVariant(app, 4, offset)
  let soldOut = await orderableVariant(app, 2)
  for (let offset = 1; [plain.sku, withOptions.sku].includes(soldOut.sku); offset += 1)
    soldOut = await orderableVariant(app, 2, offset)
  soldOutSku = soldOut.sku
  const cartId = (await customer.query('{ customerCart { id } }', {}, { store: '/fr' })).data?.customerCart.id
  const items = [
    itemOf(plain, 2),
    variantItem(withOptions, 1, {
      selected_options: [
        uid.colour(withOptions.colour),
        uid.size(withOptions.size),
        uid.customValue(withOptions.choice_option, withOptions.choice_value),
      ],
      entered_options: [{ uid: uid.customText(withOptions.text_option), value: 'Léa' }],
    }),
    itemOf(soldOut, 1),
    giftCardItem({
      amount: '30',
      recipient_name: 'Chloé Petit',
      recipient_email: 'chloe.petit@example.org',
      message: 'Joyeux anniversaire',
    }),
  ]
  await readyCart(customer, { store: '/fr', country: 'FR', cartId, items, email: null })
  order = (await placeOrderPaid(app, customer, cartId, { store: '/fr' })).data?.placeOrder.order
  expect(order?.order_number).toMatch(/^\d+$/)
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

describe('an order’s statuses', () => {
  it('starts processing, with that one status in its history and no parcel', async () => {
    const placed = await orderOf(customer, order.order_id)
    expect(placed.status).toBe('processing')
    expect(placed.status_history.map((change: { status: string }) => change.status)).toEqual(['processing'])
    expect(placed.shipments).toEqual([])
  })

  it('refuses moves the table does not allow, a bad carrier or tracking number, and changes nothing then', async () => {
    expect(await move({ orderNumber: order.order_number, to: 'delivered' })).toEqual({
      moved: false,
      problem: 'NOT_SHIPPED_YET',
    })
    expect(await move({ orderNumber: order.order_number, to: 'complete' })).toEqual({
      moved: false,
      problem: 'UNKNOWN_STATUS',
    })
    expect(
      await move({
        orderNumber: order.order_number,
        to: 'shipped',
        shipment: { carrier: 'pigeon', trackingNumber: '6A12345678901' },
      }),
    ).toEqual({ moved: false, problem: 'UNKNOWN_CARRIER' })
    expect(
      await move({
        orderNumber: order.order_number,
        to: 'shipped',
        shipment: { carrier: 'colissimo', trackingNumber: '<b>1234</b>' },
      }),
    ).toEqual({ moved: false, problem: 'INVALID_TRACKING_NUMBER' })
    expect(await move({ orderNumber: '999999999', to: 'shipped' })).toEqual({
      moved: false,
      problem: 'ORDER_NOT_FOUND',
    })
    const unchanged = await orderOf(customer, order.order_id)
    expect(unchanged.status).toBe('processing')
    expect(unchanged.status_history).toHaveLength(1)
    expect(unchanged.shipments).toEqual([])
  })

  it('ships with a parcel the API shows with its carrier, number and tracking page, and e-mails the shopper in French', async () => {
    const outcome = await move({
      orderNumber: order.order_number,
      to: 'shipped',
      shipment: { carrier: 'colissimo', trackingNumber: '6A12345678901' },
    })
    expect(outcome).toMatchObject({
      moved: true,
      from: 'processing',
      to: 'shipped',
      shipmentNumber: `${order.order_number}-1`,
    })
    const shipped = await orderOf(customer, order.order_id)
    expect(shipped.status).toBe('shipped')
    expect(shipped.status_history.map((change: { status: string }) => change.status)).toEqual([
      'processing',
      'shipped',
    ])
    expect(shipped.shipments).toEqual([
      {
        id: expect.any(String),
        number: `${order.order_number}-1`,
        tracking: [
          {
            carrier: 'colissimo',
            title: 'Colissimo',
            number: '6A12345678901',
            url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
          },
        ],
      },
    ])
    const mail = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('template', '=', 'orderShipped')
      .where('recipient', '=', 'lifecycle@example.org')
      .execute()
    expect(mail).toHaveLength(1)
    expect(mail[0]).toMatchObject({ store_key: 'b2c_fr' })
    const row = await app.shopDatabase.db
      .selectFrom('shop_order')
      .select(['shipped_at', 'delivered_at'])
      .where('number', '=', order.order_number)
      .executeTakeFirstOrThrow()
    expect(row.shipped_at).toBeInstanceOf(Date)
    expect(row.delivered_at).toBeNull()
  })

  it('never goes back, and is delivered then closed, each date kept', async () => {
    expect(await move({ orderNumber: order.order_number, to: 'processing' })).toEqual({
      moved: false,
      problem: 'NOT_ALLOWED',
    })
    expect(await move({ orderNumber: order.order_number, to: 'cancelled' })).toEqual({
      moved: false,
      problem: 'NOT_ALLOWED',
    })
    expect(
      await move({
        orderNumber: order.order_number,
        to: 'delivered',
        shipment: { carrier: 'dhl', trackingNumber: '00340434161234567890' },
      }),
    ).toEqual({ moved: false, problem: 'SHIPMENT_NEEDS_SHIPPED' })
    const deliveredAt = new Date(Date.now() + 60_000)
    expect(await move({ orderNumber: order.order_number, to: 'delivered', at: deliveredAt })).toMatchObject({
      moved: true,
      to: 'delivered',
    })
    const row = await app.shopDatabase.db
      .selectFrom('shop_order')
      .select('delivered_at')
      .where('number', '=', order.order_number)
      .executeTakeFirstOrThrow()
    expect(row.delivered_at?.toISOString()).toBe(deliveredAt.toISOString())
    const delivered = await orderOf(customer, order.order_id)
    expect(delivered.status_history.map((change: { status: string }) => change.status)).toEqual([
      'processing',
      'shipped',
      'delivered',
    ])
    expect(delivered.status_history[2].date).toBe(deliveredAt.toISOString())
  })
})

describe('reorderItems', () => {
  it('puts the lines still sold into the cart as they were bought, and says which were not added and why', async () => {
    const soldOut = order.items.find((item) => item.product_sku === soldOutSku)!
    expect(order.items.filter((item) => item.product_sku === soldOutSku)).toHaveLength(1)
    await app.shopDatabase.db
      .updateTable('product')
      .set({ qty: 0, is_in_stock: false })
      .where('sku', '=', soldOut.variant_sku!)
      .execute()
    const answer = (await customer.query(REORDER, { number: order.order_number }, { store: '/fr' })).data
      ?.reorderItems
    expect(answer).toMatchObject({ success: true, errorCode: null })
    expect(answer.userInputErrors).toEqual([
      {
        code: 'NOT_SALABLE',
        message: `${soldOut.product_name} n’a pas été ajouté\u202f: Ce produit est épuisé.`,
        path: ['orderNumber', soldOutSku],
      },
    ])
    const lines = answer.cart.items as {
      quantity: number
      product: { sku: string }
      customizable_options: { values: { value: string }[] }[]
      gift_card: { amount: { amount: number }; recipient_name: string; message: string | null } | null
    }[]
    expect(lines.map((line) => line.product.sku).sort()).toEqual(
      order.items
        .filter((item) => item.product_sku !== soldOutSku)
        .map((item) => item.product_sku)
        .sort(),
    )
    expect(lines.find((line) => line.product.sku === order.items[0]!.product_sku)?.quantity).toBe(2)
    const withOptions = lines.find((line) => line.product.sku === order.items[1]!.product_sku)!
    expect(
      withOptions.customizable_options.flatMap((option) => option.values.map((value) => value.value)),
    ).toContain('Léa')
    expect(withOptions.customizable_options).toHaveLength(2)
    expect(lines.find((line) => line.product.sku === 'GIFTCARD')?.gift_card).toEqual({
      amount: { amount: 30 },
      recipient_name: 'Chloé Petit',
      message: 'Joyeux anniversaire',
    })
  })

  it('adds the quantities again to a cart that already holds the lines', async () => {
    const answer = (await customer.query(REORDER, { number: order.order_number }, { store: '/fr' })).data
      ?.reorderItems
    expect(answer.success).toBe(true)
    expect(
      answer.cart.items.find(
        (line: { product: { sku: string } }) => line.product.sku === order.items[0]!.product_sku,
      ).quantity,
    ).toBe(4)
  })

  it('answers ORDER_NOT_FOUND to another customer and SIGN_IN_REQUIRED to a guest, and adds nothing', async () => {
    const stranger = newGuest(app)
    await registerCustomer(stranger, { email: 'lifecycle.stranger@example.org' }, '/fr')
    const refused = (await stranger.query(REORDER, { number: order.order_number }, { store: '/fr' })).data
      ?.reorderItems
    expect(refused).toEqual({
      success: false,
      errorCode: 'ORDER_NOT_FOUND',
      errorMessage: 'Cette commande est introuvable.',
      userInputErrors: [],
      cart: null,
    })
    expect(
      (await stranger.query('{ customerCart { total_quantity } }', {}, { store: '/fr' })).data?.customerCart
        .total_quantity,
    ).toBe(0)
    expect(await orderOf(stranger, order.order_id)).toBeNull()
    const guest = (await newGuest(app).query(REORDER, { number: order.order_number }, { store: '/fr' })).data
      ?.reorderItems
    expect(guest).toMatchObject({ success: false, errorCode: 'SIGN_IN_REQUIRED', cart: null })
    // An account is one across stores: the customer's own order placed in /fr reorders into their cart in /de.
    expect(
      (await customer.query(REORDER, { number: order.order_number }, { store: '/de' })).data?.reorderItems
        .errorCode,
    ).toBeNull()
  })
})

describe('the demo customer of the seed', () => {
  it('signs in with the documented password and has one order delivered with tracking, one shipped and one processing', async () => {
    const demo = newGuest(app)
    const signedIn = await demo.query(
      'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { success } }',
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      { store: '/fr' },
    )
    expect(signedIn.data?.signIn.success).toBe(true)
    const orders = (
      await demo.query(
        '{ customer { orders { status items { product_name } status_history { status } shipments { tracking { carrier url } } } } }',
        {},
        { store: '/fr' },
      )
    ).data?.customer.orders
    expect(orders.map((entry: { status: string }) => entry.status)).toEqual([
      'processing',
      'shipped',
      'delivered',
    ])
    expect(orders[2].status_history.map((change: { status: string }) => change.status)).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
    ])
    expect(orders[2].shipments[0].tracking[0]).toEqual({
      carrier: 'colissimo',
      url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A20261122001',
    })
    expect(orders[1].shipments[0].tracking[0].carrier).toBe('mondial_relay')
    expect(orders[0].items[0].product_name).not.toBe('')
  })
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import {
  ADDRESSES,
  PLACE_ORDER,
  SET_SHIPPING_ADDRESS,
  itemOf,
  orderableVariant,
  placeOrderPaid,
  readyCart,
  readyDownloadCart,
} from './helpers/checkoutFixtures.ts'
import { refundOrder } from '../../domain/invoices/refundOrder.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { pdfText } from '../helpers/pdfText.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp(process.env.DEBUG_LOG ? { logStream: process.stderr } : {})
})
afterAll(async () => app?.close())

const SOCKS = 'DL-PATTERN-SOCKS'
const GUIDE = 'DL-GUIDE-CARE'
const LINK_FIELDS =
  'id date order_increment_id order_id product_name product_sku link_title file_name download_url remaining_downloads number_of_downloads_bought number_of_downloads_used status'
const MY_DOWNLOADS = `{ customerDownloadableProducts { items { ${LINK_FIELDS} } } }`
const ORDER_LINKS = `query ($id: ID!) { customer { order(orderId: $id) { order_id downloadable_links { ${LINK_FIELDS} } } } }`
const GUEST_ORDER_LINKS = `query ($token: String!) { guestOrderByToken(input: { token: $token }) { order_id token downloadable_links { ${LINK_FIELDS} } } }`

/** A new customer who bought `items` (downloadable only) and paid by card. */
async function customerWithDownloads(items: unknown[] = [{ sku: SOCKS, quantity: 1 }]) {
  const agent = createGraphqlAgent(app)
  const created = await registerCustomer(agent, { email: `downloads-${randomUUID()}@example.com` })
  expect(created.success).toBe(true)
  const { cartId } = await readyDownloadCart(agent, items)
  const placed = await placeOrderPaid(app, agent, cartId)
  const order = placed.data?.placeOrder?.order
  expect(order, JSON.stringify(placed.data?.placeOrder)).toBeTruthy()
  return {
    agent,
    cartId,
    customerId: Number(created.customer!.id),
    order: order as { order_id: string; order_number: string; token: string | null },
  }
}

/** Posts a Download button as a page of the store does (its origin), with the shopper's session cookie. */
function download(
  agent: GraphqlAgent | null,
  url: string,
  headers: Record<string, string> = { origin: 'http://localhost:3000' },
) {
  const cookie = agent?.sessionCookie()
  return app.inject({
    method: 'POST',
    url: new URL(url).pathname + new URL(url).search,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
      ...(cookie ? { cookie: `shop_session=${cookie}` } : {}),
    },
    payload: '',
  })
}

const myDownloads = async (agent: GraphqlAgent) =>
  (await agent.query(MY_DOWNLOADS)).data?.customerDownloadableProducts.items as {
    id: string
    download_url: string
    remaining_downloads: number | null
    status: string
    link_title: string
    file_name: string
    product_sku: string
    order_increment_id: string
  }[]

describe('downloadable products in the catalogue', () => {
  it('are their own product type, with the files they sell and their download limits in the store language', async () => {
    const product = (
      await agent().query(
        `{ product(sku: "${SOCKS}") { type name stock { isInStock } downloadable_product_links { uid title sort_order number_of_downloads file_name } categories { id } } }`,
        {},
        { store: '/de' },
      )
    ).data?.product
    expect(product).toMatchObject({
      type: 'DOWNLOADABLE',
      name: 'Strickanleitung: kuschelige Stoppersocken',
      stock: { isInStock: true },
    })
    expect(product.downloadable_product_links).toEqual([
      {
        uid: expect.any(String),
        title: 'Anleitung Stoppersocken',
        sort_order: 1,
        number_of_downloads: 5,
        file_name: 'anleitung-stoppersocken.pdf',
      },
      {
        uid: expect.any(String),
        title: 'Größentabelle',
        sort_order: 2,
        number_of_downloads: 5,
        file_name: 'groessentabelle.pdf',
      },
    ])
    expect(product.categories.map((category: { id: string }) => category.id)).toContain('400')
    const other = (
      await agent().query(`{ product(sku: "GIFTCARD") { downloadable_product_links { title } } }`)
    ).data?.product
    expect(other.downloadable_product_links).toBeNull()
  })

  it('are listed in the Patterns and guides category and found by search', async () => {
    const listed = (await agent().query('{ category(id: "400") { name products { items { sku } } } }')).data
      ?.category
    expect(listed.name).toBe('Patterns and guides')
    expect(listed.products.items.map((item: { sku: string }) => item.sku).sort()).toEqual([
      'DL-GUIDE-CARE',
      'DL-PATTERN-BOOTIES',
      'DL-PATTERN-SOCKS',
    ])
    const found = (await agent().query('{ search(query: "crochet pattern") { items { sku } } }')).data?.search
    expect(found.items.map((item: { sku: string }) => item.sku)).toContain('DL-PATTERN-BOOTIES')
  })
})

describe('downloadable products in the cart', () => {
  it('make a virtual cart when alone (no shipping, no stock), and a mixed cart ships the goods', async () => {
    const shopper = agent()
    const { cartId, cart } = await readyDownloadCart(shopper, [{ sku: SOCKS, quantity: 2 }], {
      guestEmail: `guest-${randomUUID()}@example.com`,
    })
    expect(cart).toMatchObject({
      is_virtual: true,
      items: [{ quantity: 2, is_available: true, product: { sku: SOCKS } }],
    })
    const refused = (await shopper.query(SET_SHIPPING_ADDRESS, { id: cartId, address: ADDRESSES.GB })).data
      ?.setShippingAddressesOnCart
    expect(refused).toMatchObject({ success: false, errorCode: 'CART_IS_VIRTUAL' })
    const stock = await app.shopDatabase.db
      .selectFrom('product')
      .select(['qty', 'is_in_stock'])
      .where('sku', '=', SOCKS)
      .executeTakeFirstOrThrow()
    expect(stock).toEqual({ qty: 0, is_in_stock: true })

    const variant = await orderableVariant(app, 5)
    const mixed = await readyCart(agent(), { items: [{ sku: SOCKS, quantity: 1 }, itemOf(variant, 1)] })
    // The goods are shipped: the cart took the delivery address and method.
    expect(mixed.cart.shipping_addresses).toMatchObject([
      {
        postcode: ADDRESSES.GB.postcode,
        selected_shipping_method: { carrier_code: 'flatrate', method_code: 'home' },
      },
    ])
  })
})

describe('buying downloadable products', () => {
  it('creates the links once when the order is paid, with the download limit times the pieces (0 = unlimited)', async () => {
    const {
      agent: buyer,
      cartId,
      order,
    } = await customerWithDownloads([
      { sku: SOCKS, quantity: 2 },
      { sku: GUIDE, quantity: 1 },
    ])
    const links = await myDownloads(buyer)
    expect(
      links.map(({ product_sku, link_title, remaining_downloads, status, order_increment_id }) => ({
        product_sku,
        link_title,
        remaining_downloads,
        status,
        order_increment_id,
      })),
    ).toEqual([
      {
        product_sku: SOCKS,
        link_title: 'House socks pattern',
        remaining_downloads: 10,
        status: 'AVAILABLE',
        order_increment_id: order.order_number,
      },
      {
        product_sku: SOCKS,
        link_title: 'Size chart',
        remaining_downloads: 10,
        status: 'AVAILABLE',
        order_increment_id: order.order_number,
      },
      {
        product_sku: GUIDE,
        link_title: 'Care guide',
        remaining_downloads: null,
        status: 'AVAILABLE',
        order_increment_id: order.order_number,
      },
    ])
    expect(links[0]!.download_url).toBe(
      `http://localhost:3000/en/user/downloadable-products/${links[0]!.id}/download`,
    )
    // The shopper's return after the webhook finds the same order: nothing is written twice.
    const again = await buyer.query(PLACE_ORDER, { id: cartId })
    expect(again.data?.placeOrder?.order?.order_id).toBe(order.order_id)
    expect(await myDownloads(buyer)).toHaveLength(3)
    const orderLinks = (await buyer.query(ORDER_LINKS, { id: order.order_id })).data?.customer.order
      .downloadable_links
    expect(orderLinks).toHaveLength(3)
    const placed = await app.shopDatabase.db
      .selectFrom('shop_order')
      .select(['shipping_method'])
      .where('id', '=', Number(order.order_id))
      .executeTakeFirstOrThrow()
    expect(placed.shipping_method).toBeNull()
  })

  it('creates no link before payment', async () => {
    const shopper = agent()
    await registerCustomer(shopper, { email: `unpaid-${randomUUID()}@example.com` })
    const { cartId } = await readyDownloadCart(shopper, [{ sku: SOCKS, quantity: 1 }])
    const asked = (await shopper.query(PLACE_ORDER, { id: cartId })).data?.placeOrder
    expect(asked.payment.status).not.toBe('succeeded')
    expect(asked.order).toBeNull()
    expect(await myDownloads(shopper)).toEqual([])
  })
})

describe('downloading', () => {
  it('streams the PDF as an attachment with its clean name, never its storage path, and counts each download', async () => {
    const { agent: buyer } = await customerWithDownloads()
    const [pattern] = await myDownloads(buyer)
    const response = await download(buyer, pattern!.download_url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="house-socks-pattern.pdf"; filename*=UTF-8''house-socks-pattern.pdf`,
    )
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(JSON.stringify(response.headers)).not.toContain('seed/')
    expect(await pdfText(response.rawPayload)).toContain('Cast on 48 stitches')
    expect((await myDownloads(buyer))[0]).toMatchObject({ remaining_downloads: 4, status: 'AVAILABLE' })
  })

  it('refuses once every download is used (403), and the link reads expired', async () => {
    const { agent: buyer } = await customerWithDownloads()
    const [pattern] = await myDownloads(buyer)
    for (let count = 0; count < 5; count += 1)
      expect((await download(buyer, pattern!.download_url)).statusCode).toBe(200)
    const refused = await download(buyer, pattern!.download_url)
    expect(refused.statusCode).toBe(403)
    expect(refused.body).toBe('DOWNLOAD_LIMIT_REACHED')
    expect((await myDownloads(buyer))[0]).toMatchObject({ remaining_downloads: 0, status: 'EXPIRED' })
  })

  it('grants exactly one of two parallel downloads of the last one left', async () => {
    const { agent: buyer } = await customerWithDownloads()
    const [pattern] = await myDownloads(buyer)
    await app.shopDatabase.db
      .updateTable('downloadable_link_purchased_item')
      .set({ number_of_downloads_used: 4 })
      .where('id', '=', Number(pattern!.id))
      .execute()
    const answers = await Promise.all([
      download(buyer, pattern!.download_url),
      download(buyer, pattern!.download_url),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403])
    const row = await app.shopDatabase.db
      .selectFrom('downloadable_link_purchased_item')
      .select(['number_of_downloads_used', 'status'])
      .where('id', '=', Number(pattern!.id))
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ number_of_downloads_used: 5, status: 'expired' })
  })

  it('answers 404 to another customer and unknown ids, sends the anonymous to sign in, and refuses a post from another site', async () => {
    const { agent: buyer } = await customerWithDownloads()
    const [pattern] = await myDownloads(buyer)
    const { agent: intruder } = await customerWithDownloads([{ sku: GUIDE, quantity: 1 }])
    expect((await download(intruder, pattern!.download_url)).statusCode).toBe(404)
    expect(
      (await download(intruder, pattern!.download_url.replace(/\/\d+\/download$/, '/999999999/download')))
        .statusCode,
    ).toBe(404)
    expect(
      (await download(intruder, pattern!.download_url.replace(/\/\d+\/download$/, '/abc/download')))
        .statusCode,
    ).toBe(404)
    const anonymous = await download(null, pattern!.download_url)
    expect(anonymous.statusCode).toBe(303)
    expect(anonymous.headers.location).toBe('/en/login?redirect=%2Fuser%2Fdownloadable-products')
    expect(
      (await download(buyer, pattern!.download_url, { origin: 'https://evil.example' })).statusCode,
    ).toBe(403)
    expect((await download(buyer, pattern!.download_url, {})).statusCode).toBe(403)
    // Nothing of that was counted.
    expect((await myDownloads(buyer))[0]).toMatchObject({ remaining_downloads: 5 })
  })

  it('gives a guest the links through the signed order link, counted like a customer’s', async () => {
    const guest = agent()
    const { cartId } = await readyDownloadCart(guest, [{ sku: GUIDE, quantity: 1 }], {
      guestEmail: `guest-${randomUUID()}@example.com`,
    })
    const order = (await placeOrderPaid(app, guest, cartId)).data?.placeOrder?.order
    expect(order.token).toEqual(expect.any(String))
    const opened = (await guest.query(GUEST_ORDER_LINKS, { token: order.token })).data?.guestOrderByToken
    const links = opened.downloadable_links
    expect(links).toHaveLength(1)
    // The link carries the order's signed token (signed anew per answer, with its own expiry).
    expect(links[0].download_url).toContain(`?token=${encodeURIComponent(opened.token)}`)
    // From another browser: the token alone opens it.
    const response = await download(null, links[0].download_url)
    expect(response.statusCode).toBe(200)
    expect(await pdfText(response.rawPayload)).toContain('Hand wash at 30 °C')
    const counted = (await guest.query(GUEST_ORDER_LINKS, { token: order.token })).data?.guestOrderByToken
      .downloadable_links
    expect(counted[0]).toMatchObject({
      number_of_downloads_used: 1,
      remaining_downloads: null,
      status: 'AVAILABLE',
    })
    // An altered token, or no token, opens nothing.
    expect(
      (await download(null, links[0].download_url.replace(/token=[^&]+/, 'token=1.2.abc'))).statusCode,
    ).toBe(404)
    expect((await download(null, links[0].download_url.replace(/\?token=.*/, ''))).statusCode).toBe(303)
  })
})

describe('refunds and cancellations', () => {
  it('makes the links of a refunded line unavailable, and leaves the other lines', async () => {
    const { agent: buyer, order } = await customerWithDownloads([
      { sku: SOCKS, quantity: 1 },
      { sku: GUIDE, quantity: 1 },
    ])
    await refundOrder(
      { db: app.shopDatabase.db, payments: app.payments, stores: app.config.stores },
      { orderId: Number(order.order_id), items: [{ sku: SOCKS, quantity: 1 }], toStoreCredit: false },
    )
    const links = await myDownloads(buyer)
    expect(links.map((link) => [link.product_sku, link.status])).toEqual([
      [SOCKS, 'REFUNDED'],
      [SOCKS, 'REFUNDED'],
      [GUIDE, 'AVAILABLE'],
    ])
    const refused = await download(buyer, links[0]!.download_url)
    expect(refused.statusCode).toBe(403)
    expect(refused.body).toBe('DOWNLOAD_NOT_AVAILABLE')
    expect((await download(buyer, links[2]!.download_url)).statusCode).toBe(200)
  })

  it('makes every link of a cancelled order unavailable', async () => {
    const { agent: buyer, order } = await customerWithDownloads()
    const moved = await moveOrder(
      app.shopDatabase.db,
      { orderNumber: order.order_number, to: 'cancelled' },
      { stores: app.config.stores, orderLinks: null },
    )
    expect(moved.moved).toBe(true)
    expect((await myDownloads(buyer)).map((link) => link.status)).toEqual(['CANCELED', 'CANCELED'])
  })
})

function agent(): GraphqlAgent {
  return createGraphqlAgent(app)
}

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import {
  hasPostgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../helpers/privatePostgres.ts'
import {
  itemOf,
  newGuest,
  orderableVariant,
  payWithCard,
  PLACE_ORDER,
  readyCart,
} from '../api/helpers/checkoutFixtures.ts'
import { createGraphqlAgent } from '../api/helpers/graphqlAgent.ts'

// The outage of issue 13: longer than any connection timeout, so nothing answers by luck.
const OUTAGE_MS = 20_000
const STORE_CONFIG = '{ storeConfig { store_code } }'

let postgres: PrivatePostgres
let server: TestServer
beforeAll(async () => {
  postgres = await startPrivatePostgres()
  // A short probe interval: the shop notices the server is back within 0.2 s.
  server = await startTestServer({ databaseUrl: postgres.url, databaseProbeIntervalMs: 200 })
}, 180_000)
afterAll(async () => {
  await server?.close()
  await postgres?.destroy()
})

/** Orders holding an idempotency key, counted on the server itself (not through the shop). */
async function ordersWithKey(key: string): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from shop_order where idempotency_key = $1',
      [key],
    )
    return rows[0]?.count ?? 0
  } finally {
    await client.end()
  }
}

const page = (url: string, sessionCookie?: string) =>
  server.app.inject({
    url,
    headers: { accept: 'text/html', ...(sessionCookie ? { cookie: `shop_session=${sessionCookie}` } : {}) },
  })

describe.runIf(hasPostgresBinaries())('PostgreSQL stopped while the shop runs', () => {
  it('answers 503 with the maintenance screen and Retry-After, recovers by itself, and loses or doubles no order', async () => {
    const { app } = server
    expect((await page('/en/')).statusCode).toBe(200)
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200)

    const shopper = newGuest(app)
    const variant = await orderableVariant(app)
    const { cartId } = await readyCart(shopper, { items: [itemOf(variant, 1)] })
    const idempotencyKey = `fault-${randomUUID()}`
    // The card is paid first (the provider's page); the call that then writes the order meets the outage.
    const asked = await shopper.query(PLACE_ORDER, { id: cartId, key: idempotencyKey })
    await payWithCard(app, asked.data?.placeOrder.payment)

    // The order is on its way when the server stops: it completes or fails cleanly, never half.
    const placing = shopper.query(PLACE_ORDER, { id: cartId, key: idempotencyKey })
    await postgres.stop()
    const during = await placing
    if (during.status === 200) expect(during.data?.placeOrder.order.number).toMatch(/\S/)
    else {
      expect(during.status).toBe(503)
      expect(during.headers['retry-after']).toBe('30')
    }

    const outageEnds = Date.now() + OUTAGE_MS
    let checks = 0
    while (Date.now() < outageEnds || checks === 0) {
      const [home, category, cart, api, ready, live] = await Promise.all([
        page('/en/'),
        page('/fr/category/3'),
        // A page of the shopper's own: its session is in the database too.
        page('/en/cart', shopper.sessionCookie()),
        createGraphqlAgent(app).query(STORE_CONFIG),
        app.inject({ url: '/readyz' }),
        app.inject({ url: '/healthz' }),
      ])
      for (const screen of [home, category, cart]) {
        expect(screen.statusCode).toBe(503)
        expect(screen.headers['retry-after']).toBe('30')
        expect(screen.headers['cache-control']).toBe('no-store')
        expect(screen.body).toContain('data-mode="maintenance"')
      }
      expect(home.body).toContain('The shop is currently unavailable')
      expect(api.status).toBe(503)
      expect(api.headers['retry-after']).toBe('30')
      expect(api.errors?.[0]?.message).toContain('503 Maintenance flag')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({ status: 'not ready', checks: { database: false } })
      // The process itself is fine: an orchestrator takes it out of the pool, it does not restart it.
      expect(live.statusCode).toBe(200)
      checks += 1
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }

    await postgres.start()
    // No restart: the next probe finds the server and the shop answers again.
    await expect.poll(async () => (await page('/en/')).statusCode, { timeout: 5000, interval: 100 }).toBe(200)
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200)
    expect((await createGraphqlAgent(app).query(STORE_CONFIG)).status).toBe(200)

    // The shopper's retry with the same key gets the one order, whichever way the first try went.
    const retried = await shopper.query(PLACE_ORDER, { id: cartId, key: idempotencyKey })
    expect(retried.status).toBe(200)
    const order = retried.data?.placeOrder.order
    expect(order?.number).toMatch(/\S/)
    if (during.status === 200) expect(order.number).toBe(during.data?.placeOrder.order.number)
    expect(await ordersWithKey(idempotencyKey)).toBe(1)
  }, 90_000)

  it('shows the maintenance screen to the very first request that meets the outage, a page or an API call', async () => {
    // Pooled connections to the stopped server are all dead: the request itself finds out.
    await postgres.stop()
    try {
      const first = await page('/de/')
      expect(first.statusCode).toBe(503)
      expect(first.body).toContain('data-mode="maintenance"')
    } finally {
      await postgres.start()
    }
    await expect.poll(async () => (await page('/en/')).statusCode, { timeout: 5000, interval: 100 }).toBe(200)

    await postgres.stop()
    try {
      const first = await createGraphqlAgent(server.app).query(
        '{ products(search: "slipper", pageSize: 1) { total_count } }',
      )
      expect(first.status).toBe(503)
      expect(first.headers['retry-after']).toBe('30')
    } finally {
      await postgres.start()
    }
    await expect
      .poll(async () => (await createGraphqlAgent(server.app).query(STORE_CONFIG)).status, {
        timeout: 5000,
        interval: 100,
      })
      .toBe(200)
  }, 30_000)
})

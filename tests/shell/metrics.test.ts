import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { freePort } from '../helpers/browser.ts'
import { openTestDatabase } from '../api/helpers/testDatabase.ts'
import { postGraphql } from '../api/helpers/buildApiApp.ts'
import {
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from '../api/helpers/checkoutFixtures.ts'
import { parsePrometheusText, sampleValue, type PrometheusSample } from '../helpers/prometheusText.ts'

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (vitest.config.ts lists it for both).
const TOKEN = 'metrics-token-of-at-least-32-characters'
const DECLINED_CARD = '4000 0000 0000 0002'

let server: TestServer
let metricsPort: number
const logLines: string[] = []

beforeAll(async () => {
  metricsPort = await freePort()
  // Nothing listens on this port: every e-mail fails and is retried a second later.
  const deadSmtpPort = await freePort()
  server = await startTestServer(
    {
      metrics: { port: metricsPort, token: TOKEN },
      smtpUrl: `smtp://127.0.0.1:${deadSmtpPort}`,
      emailRetrySeconds: 1,
    },
    { database: await openTestDatabase(), logLines },
  )
}, 120_000)
afterAll(async () => {
  await server?.close()
})

async function scrape(app: FastifyInstance): Promise<PrometheusSample[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  return parsePrometheusText(response.body)
}

describe('/metrics', () => {
  it('answers 401 on the shop’s port without the token or with another one, and no-store', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      })
      expect(response.statusCode).toBe(401)
      expect(response.body).not.toContain('shop_')
    }
  })

  it('answers on its own port without a token, and nothing else there', async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(response.status).toBe(200)
    const samples = parsePrometheusText(await response.text())
    expect(samples.map((sample) => sample.name)).toContain('shop_http_request_duration_seconds_count')
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404)
    expect((await fetch(`http://127.0.0.1:${metricsPort}/readyz`)).status).toBe(404)
  })

  it('is a 404 page on the public port when only METRICS_PORT is set', async () => {
    const portOnly = await startTestServer({ metrics: { port: await freePort(), token: undefined } })
    try {
      const response = await portOnly.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('shop_http')
    } finally {
      await portOnly.close()
    }
  })

  it('counts page requests by route kind and status, and the page cache’s misses and hits', async () => {
    const before = await scrape(server.app)
    const url = `/en/product/SL-00001?metrics=${Date.now()}`
    const first = await server.app.inject({ method: 'GET', url })
    const second = await server.app.inject({ method: 'GET', url })
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT'])
    const notFound = await server.app.inject({ method: 'GET', url: '/en/no-such-page-for-metrics' })
    expect(notFound.statusCode).toBe(404)
    const after = await scrape(server.app)
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels)
    expect(moved('shop_http_request_duration_seconds_count', { kind: 'page', status: '200' })).toBe(2)
    expect(moved('shop_http_request_duration_seconds_count', { kind: 'page', status: '404' })).toBe(1)
    expect(moved('shop_page_cache_requests_total', { result: 'miss' })).toBe(2)
    expect(moved('shop_page_cache_requests_total', { result: 'hit' })).toBe(1)
    // Labels are route kinds, never URLs.
    expect(
      after.some((sample) => Object.values(sample.labels).some((value) => value.includes('SL-00001'))),
    ).toBe(false)
  })

  it('counts shop API operations by kind and their errors by code', async () => {
    const before = await scrape(server.app)
    const answered = await postGraphql(server.app, '{ __typename }')
    expect(answered.body.errors).toBeUndefined()
    const refused = await postGraphql(server.app, '{ noSuchField }')
    expect(refused.body.errors).toBeDefined()
    const after = await scrape(server.app)
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels)
    expect(
      moved('shop_http_request_duration_seconds_count', { kind: 'api', status: '200' }),
    ).toBeGreaterThanOrEqual(1)
    expect(moved('shop_api_operation_duration_seconds_count', { kind: 'public query' })).toBe(1)
    const errorsAfter = after.filter((sample) => sample.name === 'shop_api_errors_total')
    const newErrors = errorsAfter.filter(
      (sample) => sample.value > sampleValue(before, sample.name, sample.labels),
    )
    expect(newErrors.map((sample) => sample.labels.code)).toEqual(['GRAPHQL_VALIDATION_FAILED'])
  })

  it('counts an order placed and a payment declined in their store', async () => {
    const before = await scrape(server.app)
    const variant = await orderableVariant(server.app)
    const paying = newGuest(server.app)
    const { cartId } = await readyCart(paying, { items: [itemOf(variant, 1)] })
    const placed = await placeOrderPaid(server.app, paying, cartId)
    expect(placed.data?.placeOrder?.order?.number).toBeTruthy()
    const declined = newGuest(server.app)
    const declinedCart = await readyCart(declined, { items: [itemOf(variant, 1)] })
    const refused = await placeOrderPaid(server.app, declined, declinedCart.cartId, { card: DECLINED_CARD })
    expect(refused.data?.placeOrder?.errors?.[0]?.code).toBe('PAYMENT_DECLINED')
    const after = await scrape(server.app)
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels)
    expect(moved('shop_orders_placed_total', { store: 'b2c_en' })).toBe(1)
    expect(moved('shop_orders_placed_total', { store: 'b2c_fr' })).toBe(0)
    expect(moved('shop_payments_failed_total', { store: 'b2c_en' })).toBe(1)
    expect(moved('shop_api_operation_duration_seconds_count', { kind: 'mutation' })).toBeGreaterThanOrEqual(4)
  })

  it('measures the database, the outbox, the event loop and the heap', async () => {
    const samples = await scrape(server.app)
    expect(sampleValue(samples, 'shop_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(
      10,
    )
    expect(sampleValue(samples, 'shop_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1)
    expect(sampleValue(samples, 'shop_database_available')).toBe(1)
    // The order's confirmation cannot reach the dead SMTP server: it waits in the outbox.
    expect(sampleValue(samples, 'shop_outbox_backlog', { outbox: 'email_outbox' })).toBeGreaterThanOrEqual(1)
    expect(samples.map((sample) => sample.name)).toEqual(
      expect.arrayContaining([
        'nodejs_eventloop_lag_p99_seconds',
        'nodejs_heap_size_used_bytes',
        'process_resident_memory_bytes',
        'shop_db_pool_waiting',
        'shop_outbox_oldest_due_seconds',
      ]),
    )
  })
})

describe('the e-mail worker with a dead SMTP server', () => {
  it('logs each failed send and each retry with the message’s kind and id, and counts them', async () => {
    const id = await server.app.shopDatabase.db.transaction().execute((trx) =>
      server.app.email.enqueue(trx, {
        store: 'b2c_en',
        template: 'passwordReset',
        to: 'nobody@example.org',
        data: { firstName: 'Nobody', resetUrl: 'http://localhost:3000/en/reset', validMinutes: 60 },
      }),
    )
    type LogLine = { msg: string; emailId?: number; template?: string; attempts?: number }
    const linesOf = (message: string) =>
      logLines
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.msg === message && line.emailId === id)
    await expect
      .poll(
        async () => {
          await server.app.email.drain()
          return linesOf('e-mail retrying').length
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(1)
    const failures = linesOf('e-mail failed, will retry')
    expect(failures.length).toBeGreaterThanOrEqual(2)
    expect(failures[0]).toMatchObject({ template: 'passwordReset', attempts: 1 })
    expect(linesOf('e-mail retrying')[0]).toMatchObject({ template: 'passwordReset', attempts: 2 })
    const samples = await scrape(server.app)
    expect(
      sampleValue(samples, 'shop_outbox_deliveries_total', { outbox: 'email_outbox', outcome: 'retry' }),
    ).toBeGreaterThanOrEqual(2)
  })
})

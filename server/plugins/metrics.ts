import { createServer, type Server } from 'node:http'
import { timingSafeEqual } from 'node:crypto'
import type diagnosticsChannel from 'node:diagnostics_channel'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config.ts'
import { ROUTE_KINDS, routeKindOf, type RouteKind } from '../routeKind.ts'
import { apiOperationChannel, type ApiOperationEvent } from '../shopApi/shopApiEvents.ts'
import {
  orderPlacedChannel,
  outboxDeliveryChannel,
  paymentFailedChannel,
  type OrderPlacedEvent,
  type OutboxDeliveryEvent,
  type PaymentFailedEvent,
} from '../../domain/shopEvents.ts'

/** Options of the metrics plugin. */
export interface MetricsPluginOptions {
  config: Pick<ServerConfig, 'metrics' | 'host'>
}

/** The outbox tables whose backlog is measured. */
const OUTBOXES = ['email_outbox', 'marketing_sync_job', 'payment_provider_test_event'] as const

/** Seconds: from a cached page (a millisecond) to a slow render or checkout. */
const REQUEST_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5]

/**
 * Prometheus metrics (prom-client): requests by route kind and status with their latency,
 * the page cache's hits, the shop API's operations and errors, orders and declined payments
 * per store, outbox backlog and deliveries, database pool and query latency, and Node's own
 * (event-loop lag, heap, RSS). Served at `/metrics` on `METRICS_PORT` and/or on the shop's
 * port with `Authorization: Bearer METRICS_TOKEN`; with neither, nothing is measured.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { config }) => {
    const { port, token } = config.metrics
    if (port === undefined && token === undefined) return
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })
    observeRequests(app, registry)
    observeShopEvents(
      app,
      registry,
      app.stores.map((store) => store.key),
    )
    observeDatabase(app, registry)

    if (token !== undefined) {
      const expected = Buffer.from(`Bearer ${token}`)
      app.get('/metrics', async (request, reply) => {
        const given = Buffer.from(request.headers.authorization ?? '')
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          return reply
            .code(401)
            .header('WWW-Authenticate', 'Bearer realm="metrics"')
            .header('Cache-Control', 'no-store')
            .send({ statusCode: 401, error: 'Unauthorized' })
        return reply
          .header('Content-Type', registry.contentType)
          .header('Cache-Control', 'no-store')
          .send(await registry.metrics())
      })
    }
    if (port !== undefined) {
      const server = metricsServer(registry)
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject)
          server.listen(port, config.host, () => resolve())
        })
        app.log.info({ port }, 'metrics listening')
      })
      app.addHook('onClose', async () => {
        if (server.listening) await new Promise((resolve) => server.close(resolve))
      })
    }
  },
  { name: 'metrics', dependencies: ['database', 'storefronts'] },
)

/** `/metrics` alone on a port of its own: anything else there is a 404. */
function metricsServer(registry: Registry): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    )
  })
}

/** Requests by route kind and status, with their time; the page cache's answers (its `X-Cache`). */
function observeRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer a request, by route kind and status code (its _count counts requests).',
    labelNames: ['kind', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  })
  const pageCache = new Counter({
    name: 'shop_page_cache_requests_total',
    help: 'Public pages answered by the full-page cache: hit, stale (served while refreshed) or miss.',
    labelNames: ['result'],
    registers: [registry],
  })
  for (const result of ['hit', 'stale', 'miss']) pageCache.inc({ result }, 0)
  for (const kind of ROUTE_KINDS) requests.zero({ kind, status: '200' })
  // Per route pattern, once: a handful of entries (the routes), looked up on every request.
  const kinds = new Map<string | undefined, RouteKind>()
  app.addHook('onResponse', (request, reply, done) => {
    const pattern = request.routeOptions.url
    let kind = kinds.get(pattern)
    if (kind === undefined) kinds.set(pattern, (kind = routeKindOf(pattern)))
    requests.observe({ kind, status: String(reply.statusCode) }, reply.elapsedTime / 1000)
    const cacheStatus = reply.getHeader('x-cache')
    if (kind === 'page' && typeof cacheStatus === 'string')
      pageCache.inc({ result: cacheStatus.toLowerCase() })
    done()
  })
}

/** Counts what the shop's rules and its API announce on their diagnostics channels. */
function observeShopEvents(app: FastifyInstance, registry: Registry, storeKeys: string[]): void {
  const operations = new Histogram({
    name: 'shop_api_operation_duration_seconds',
    help: 'Time to run a shop API operation (HTTP or a form in-process), by kind (its _count counts operations).',
    labelNames: ['kind'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  })
  const apiErrors = new Counter({
    name: 'shop_api_errors_total',
    help: 'Errors the shop API answered, by operation kind and error code.',
    labelNames: ['kind', 'code'],
    registers: [registry],
  })
  const orders = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed, by store.',
    labelNames: ['store'],
    registers: [registry],
  })
  const paymentsFailed = new Counter({
    name: 'shop_payments_failed_total',
    help: 'Checkouts answered with a declined payment, by store.',
    labelNames: ['store'],
    registers: [registry],
  })
  const deliveries = new Counter({
    name: 'shop_outbox_deliveries_total',
    help: 'Outbox rows handled by this instance, by outbox and outcome (delivered, retry, failed).',
    labelNames: ['outbox', 'outcome'],
    registers: [registry],
  })
  for (const store of storeKeys) {
    orders.inc({ store }, 0)
    paymentsFailed.inc({ store }, 0)
  }
  for (const outbox of OUTBOXES)
    for (const outcome of ['delivered', 'retry', 'failed']) deliveries.inc({ outbox, outcome }, 0)

  const subscriptions: [diagnosticsChannel.Channel, (message: unknown) => void][] = [
    [
      apiOperationChannel,
      (message) => {
        const event = message as ApiOperationEvent
        operations.observe({ kind: event.kind }, event.durationMs / 1000)
        for (const code of event.errorCodes) apiErrors.inc({ kind: event.kind, code })
      },
    ],
    [orderPlacedChannel, (message) => orders.inc({ store: (message as OrderPlacedEvent).storeKey })],
    [
      paymentFailedChannel,
      (message) => paymentsFailed.inc({ store: (message as PaymentFailedEvent).storeKey }),
    ],
    [
      outboxDeliveryChannel,
      (message) => {
        const event = message as OutboxDeliveryEvent
        deliveries.inc({ outbox: event.outbox, outcome: event.outcome })
      },
    ],
  ]
  for (const [channel, listener] of subscriptions) channel.subscribe(listener)
  app.addHook('onClose', async () => {
    for (const [channel, listener] of subscriptions) channel.unsubscribe(listener)
  })
}

/** Query latency (every statement passes Kysely's log hook), pool use, and the outboxes' backlog read at scrape time. */
function observeDatabase(app: FastifyInstance, registry: Registry): void {
  const database = app.shopDatabase
  const queries = new Histogram({
    name: 'shop_db_query_duration_seconds',
    help: 'Time of each SQL statement, by outcome (ok, error).',
    labelNames: ['outcome'],
    buckets: QUERY_BUCKETS,
    registers: [registry],
  })
  new Gauge({
    name: 'shop_database_available',
    help: '1 while the database answers, 0 during an outage (pages and the API answer 503, /readyz fails).',
    registers: [registry],
    collect() {
      this.set(app.isDatabaseAvailable() ? 1 : 0)
    },
  })
  const stopObserving = database.observeQueries(({ durationMs, failed }) =>
    queries.observe({ outcome: failed ? 'error' : 'ok' }, durationMs / 1000),
  )
  app.addHook('onClose', async () => {
    stopObserving()
  })
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database connections by state (busy, idle), and the most the pool opens (max).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = database.poolUse()
      this.set({ state: 'busy' }, use.total - use.idle)
      this.set({ state: 'idle' }, use.idle)
      this.set({ state: 'max' }, use.max)
    },
  })
  new Gauge({
    name: 'shop_db_pool_waiting',
    help: 'Callers waiting for a database connection.',
    registers: [registry],
    collect() {
      this.set(database.poolUse().waiting)
    },
  })
  new Gauge({
    name: 'shop_outbox_backlog',
    help: 'Pending outbox rows (due or waiting for a retry), by outbox; the same on every instance.',
    labelNames: ['outbox'],
    registers: [registry],
    async collect() {
      // A scrape during a database outage answers the other metrics; these keep their last values.
      if (!app.isDatabaseAvailable()) return
      try {
        for (const outbox of OUTBOXES) {
          const { rows } = await sql<{ pending: number; oldest_due_seconds: number | null }>`
            select count(*)::int as pending,
              extract(epoch from now() - min(next_attempt_at) filter (where next_attempt_at <= now()))::float8 as oldest_due_seconds
            from ${sql.table(outbox)} where status = 'pending'`.execute(database.db)
          this.set({ outbox }, rows[0]?.pending ?? 0)
          oldestDue.set({ outbox }, rows[0]?.oldest_due_seconds ?? 0)
        }
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: the outbox backlog could not be read')
      }
    },
  })
  // Set by the backlog's collect, registered after it so a scrape reads this scrape's value.
  const oldestDue = new Gauge({
    name: 'shop_outbox_oldest_due_seconds',
    help: 'Age of the oldest pending outbox row whose attempt is due, by outbox (0: none).',
    labelNames: ['outbox'],
    registers: [registry],
  })
}

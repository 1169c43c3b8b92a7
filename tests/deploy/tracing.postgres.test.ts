import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShopProcess, type ShopProcess } from '../helpers/shopProcess.ts'
import { freePort } from '../helpers/browser.ts'
import { copyPostgresTemplate, dropPostgresCopy, withDatabaseName } from '../api/helpers/postgresTemplate.ts'

/** A span as OTLP/HTTP JSON carries it. */
interface ReceivedSpan {
  scope: string
  name: string
  traceId: string
  spanId: string
  parentSpanId?: string
  attributes: Record<string, unknown>
}

const serverUrl = process.env.TEST_DATABASE_URL!
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736'
const spans: ReceivedSpan[] = []
let receiver: Server
let shop: ShopProcess
let databaseName: string

/** A local OTLP receiver: keeps the spans of every `/v1/traces` export (JSON, as the HTTP exporter sends). */
async function startReceiver(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.url !== '/v1/traces') return void response.writeHead(404).end()
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans?: {
          scopeSpans?: {
            scope?: { name: string }
            spans?: (Omit<ReceivedSpan, 'scope' | 'attributes'> & {
              attributes?: { key: string; value: Record<string, unknown> }[]
            })[]
          }[]
        }[]
      }
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              scope: scope.scope?.name ?? '',
              attributes: Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
              ),
            })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

beforeAll(async () => {
  const port = await freePort()
  receiver = await startReceiver(port)
  databaseName = await copyPostgresTemplate(serverUrl)
  shop = await startShopProcess({
    NODE_ENV: 'production',
    DATABASE_URL: withDatabaseName(serverUrl, databaseName),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  })
}, 180_000)
afterAll(async () => {
  await shop?.dispose()
  await new Promise((resolve) => receiver?.close(resolve))
  if (databaseName) await dropPostgresCopy(serverUrl, databaseName)
})

describe('OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('exports a span for a page request, in the caller’s trace, with its SQL statements as child spans', async () => {
    const response = await fetch(`${shop.origin}/en/product/SL-00001?traced=1`, {
      headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
    })
    expect(response.status).toBe(200)
    const isRequestSpan = (span: ReceivedSpan) => span.scope === '@fastify/otel' && span.name === 'request'
    // The request's span ends last, so it may come in a later export than its children.
    await expect
      .poll(() => spans.some((span) => span.traceId === TRACE_ID && isRequestSpan(span)), { timeout: 15_000 })
      .toBe(true)
    const trace = spans.filter((span) => span.traceId === TRACE_ID)
    const requestSpan = trace.find(isRequestSpan)
    expect(requestSpan?.attributes['http.route']).toBe('*')
    expect(requestSpan?.parentSpanId).toBe('00f067aa0ba902b7')
    const byId = new Map(trace.map((span) => [span.spanId, span]))
    const ancestorsOf = (span: ReceivedSpan): string[] => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined
      return parent ? [parent.spanId, ...ancestorsOf(parent)] : []
    }
    const query = trace.find((span) => span.name.startsWith('pg.query'))
    expect(query?.attributes['db.system'] ?? query?.attributes['db.system.name']).toBe('postgresql')
    expect(ancestorsOf(query!)).toContain(requestSpan!.spanId)
  })

  it('sends no span for health probes, and one for the page asked next', async () => {
    await fetch(`${shop.origin}/readyz`)
    await fetch(`${shop.origin}/en/?after=readyz`)
    await expect
      .poll(() => spans.some((span) => span.attributes['url.path'] === '/en/?after=readyz'))
      .toBe(true)
    expect(spans.some((span) => String(span.attributes['url.path'] ?? '').startsWith('/readyz'))).toBe(false)
  })
})

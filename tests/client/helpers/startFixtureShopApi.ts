import { readFileSync } from 'node:fs'
import Fastify, { type FastifyInstance } from 'fastify'
import mercurius from 'mercurius'

const schema = readFileSync(new URL('../fixtures/schema.graphql', import.meta.url), 'utf8')

const products = [
  { sku: 'SLIPPER-1', name: 'Wool slipper', price: { amount: 29.9, currency: 'EUR' } },
  { sku: 'SOCK-2', name: 'Striped socks', price: { amount: 9.5, currency: 'EUR' } },
]

/** One request as the fixture API received it. */
export interface RecordedRequest {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
  /** Query string (GET) or JSON body (POST) fields. */
  params: { query?: string; operationName?: string; variables?: unknown; extensions?: unknown }
  /** The operations of a batched POST (a JSON array body), in order. */
  batch?: { query?: string; operationName?: string; variables?: unknown }[]
}

/** A forced answer for the next requests. */
export interface ForcedAnswer {
  status: number
  body: unknown
  contentType?: string
}

/** A small shop API on a real port: mercurius with automatic persisted queries, like the real one. */
export interface FixtureShopApi {
  app: FastifyInstance
  /** `http://127.0.0.1:<port>/en/graphql` */
  url: string
  requests: RecordedRequest[]
  /** Whether `me` answers a signed-in shopper. */
  state: { signedIn: boolean }
  /** Answers the next `count` requests with `answer` instead of running them. */
  force(answer: ForcedAnswer, count?: number): void
  /** Holds the next `count` GET requests until all have arrived, then answers them together (so they reach the client at once, however loaded the machine). */
  holdGets(count: number): void
  /** The hashes the API was sent, in order. */
  sentHashes(): string[]
  close(): Promise<void>
}

const parseJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/** Starts the fixture API on a free port of 127.0.0.1. */
export const startFixtureShopApi = async (): Promise<FixtureShopApi> => {
  const app = Fastify()
  const requests: RecordedRequest[] = []
  const state = { signedIn: false }
  const forced: ForcedAnswer[] = []
  const heldGets = { expected: 0, waiting: [] as Array<() => void> }

  await app.register(mercurius, {
    schema,
    path: '/en/graphql',
    allowBatchedQueries: true,
    persistedQueryProvider: mercurius.persistedQueryDefaults.automatic(),
    resolvers: {
      Query: {
        shop: () => ({ id: 'b2c_en', locale: 'en-GB', currentCurrency: 'EUR' }),
        me: () => (state.signedIn ? { id: 'customer-7', firstname: 'Ada' } : null),
        product: (_root: unknown, { sku }: { sku: string }) =>
          products.find((product) => product.sku === sku) ?? null,
        products: (_root: unknown, { skus }: { skus: string[] }) =>
          products.filter((product) => skus.includes(product.sku)),
        order: (_root: unknown, { orderId }: { orderId: string }) => ({
          order_id: orderId,
          status: 'shipped',
        }),
      },
      Mutation: {
        setCurrency: () => ({ success: true, errorMessage: null }),
        login: () => {
          state.signedIn = true
          return { success: true, errorMessage: null, me: { id: 'customer-7', firstname: 'Ada' } }
        },
      },
    },
  })

  app.addHook('preHandler', async (request, reply) => {
    const payload = request.method === 'GET' ? request.query : request.body
    const source = (Array.isArray(payload) ? undefined : payload) as Record<string, unknown> | undefined
    requests.push({
      ...(Array.isArray(payload) ? { batch: payload as RecordedRequest['batch'] } : {}),
      method: request.method,
      url: request.url,
      headers: request.headers,
      params: {
        query: source?.query as string | undefined,
        operationName: source?.operationName as string | undefined,
        variables: parseJson(source?.variables),
        extensions: parseJson(source?.extensions),
      },
    })
    if (request.method === 'GET' && heldGets.expected > 0) {
      const released = new Promise<void>((resolve) => heldGets.waiting.push(resolve))
      if (heldGets.waiting.length === heldGets.expected) {
        heldGets.expected = 0
        for (const release of heldGets.waiting.splice(0)) release()
      }
      await released
    }
    const answer = forced.shift()
    if (answer) {
      return reply
        .code(answer.status)
        .type(answer.contentType ?? 'application/json')
        .send(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body))
    }
  })

  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    url: `${address}/en/graphql`,
    requests,
    state,
    force(answer, count = 1) {
      for (let i = 0; i < count; i += 1) forced.push(answer)
    },
    holdGets(count) {
      heldGets.expected = count
    },
    sentHashes: () =>
      requests
        .map(
          (request) =>
            (request.params.extensions as { persistedQuery?: { sha256Hash?: string } } | undefined)
              ?.persistedQuery?.sha256Hash,
        )
        .filter((hash): hash is string => typeof hash === 'string'),
    close: () => app.close(),
  }
}

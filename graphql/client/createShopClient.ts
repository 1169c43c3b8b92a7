import { Client, fetchExchange, ssrExchange, type RequestPolicy, type SSRData } from '@urql/core'
import { cacheExchange } from '@urql/exchange-graphcache'
import { persistedExchange } from '@urql/exchange-persisted'
import { retryExchange } from '@urql/exchange-retry'
import { createCacheConfig, type CacheSchemaInfo } from './cache/cacheConfig.ts'
import { createCurrentUserProbe, noCacheHeaders, type CurrentUserState } from './cache/currentUserProbe.ts'
import {
  consoleLogger,
  errorReportingExchange,
  type ShopClientLogger,
} from './exchanges/errorReportingExchange.ts'
import { batchFetchExchange } from './exchanges/batchFetchExchange.ts'
import { inProcessExchange, type InProcessExecute } from './exchanges/inProcessExchange.ts'
import { persistedFallbackExchange } from './exchanges/persistedFallbackExchange.ts'
import { retryPolicy } from './exchanges/retryPolicy.ts'
import possibleTypes from './generated/possibleTypes.ts'
import { typeIdentityFields } from './generated/typeIdentityFields.ts'

/** Options of {@link createShopClient}. */
export interface ShopClientOptions {
  /** The store's GraphQL endpoint, `{base}/graphql`: absolute on the server, may be relative in the browser. */
  url: string
  /** Fetch to use instead of the global one. */
  fetch?: typeof fetch
  /** Server render: runs operations in this process instead of over HTTP (no persisted queries). */
  execute?: InProcessExecute
  /** Whether the client runs in the server render; defaults to "no `window`". */
  isServer?: boolean
  /** Browser: the results the server render fetched (see `readSsrStateFromDocument`). */
  ssrState?: SSRData
  /** Server: keep results for `extractSsrState` (default true); off when the page embeds none. */
  collectSsrState?: boolean
  /** Called once when the API says the shop is in maintenance (docs/shop-api.md#maintenance). */
  onMaintenance?: () => void
  /** Receives every failed operation; defaults to the console. */
  logger?: ShopClientLogger
  /** Lets React suspend on queries (server render with streaming or prerender). */
  suspense?: boolean
  /** Default request policy; `cache-first` unless given. */
  requestPolicy?: RequestPolicy
  /** Schema facts for the cache; the generated ones unless given (tests pass a fixture). */
  schema?: CacheSchemaInfo
}

/** A client of the shop API with what the page shell needs around it. */
export interface ShopClient {
  /** The urql client, for `<Provider value={client}>` and direct queries. */
  client: Client
  /** Server: the results fetched so far, to embed with `serializeSsrState`. */
  extractSsrState(): SSRData
  /** What the cache says about the current user (drives the no-cache header of docs/shop-api.md#signed-in-requests). */
  currentUser(): CurrentUserState
}

/** Failed results stay out of the SSR state so that the browser asks again instead of replaying them. */
const withoutFailures = (state: SSRData): SSRData =>
  Object.fromEntries(
    Object.entries(state).filter(([, result]) => result.data !== undefined && !result.error?.networkError),
  )

const generatedSchema: CacheSchemaInfo = { typeIdentityFields, possibleTypes: possibleTypes.possibleTypes }

/**
 * Creates the one urql client of the shop, for the server render (one per request) and for
 * browser islands (one per page, shared). Exchanges, outermost first: normalized cache,
 * SSR replay, error reporting, retry, then persisted queries and fetch (batched in the browser),
 * or the in-process executor in the server render. Deduplication of identical
 * in-flight queries is built into urql's client.
 */
export const createShopClient = (options: ShopClientOptions): ShopClient => {
  const isServer = options.isServer ?? typeof window === 'undefined'
  const probe = createCurrentUserProbe()
  const ssr = ssrExchange({ isClient: !isServer, initialState: isServer ? undefined : options.ssrState })
  const client = new Client({
    url: options.url,
    fetch: options.fetch,
    suspense: options.suspense ?? false,
    requestPolicy: options.requestPolicy ?? 'cache-first',
    // Only hashed queries go by GET (persistedExchange turns it on for them).
    preferGetMethod: false,
    fetchOptions: () => ({ credentials: 'same-origin', headers: noCacheHeaders(probe.state) }),
    exchanges: [
      // A server render asks each thing once and never reads it back: normalizing would be waste.
      ...(isServer ? [] : [cacheExchange(createCacheConfig(options.schema ?? generatedSchema, probe))]),
      // Collecting serializes every result: a render whose page embeds no SSR state skips it.
      ...(isServer && options.collectSsrState === false ? [] : [ssr]),
      errorReportingExchange({
        logger: options.logger ?? consoleLogger,
        onMaintenance: options.onMaintenance,
      }),
      retryExchange(retryPolicy),
      ...(options.execute
        ? [inProcessExchange(options.execute)]
        : [
            persistedExchange({ preferGetForPersistedQueries: true }),
            persistedFallbackExchange,
            // Over HTTP the server sends one operation at a time: batching would only add delay.
            isServer ? fetchExchange : batchFetchExchange,
          ]),
    ],
  })
  return { client, extractSsrState: () => withoutFailures(ssr.extractData()), currentUser: () => probe.state }
}

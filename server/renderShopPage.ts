import { renderPage } from 'vike/server'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { getStore, type Store, type StoreKey } from '../config/stores.ts'
import type { PublicStore } from '../components/shop/ShopContext.tsx'
import { createShopClient, type ShopClient, type ShopClientLogger } from '../graphql/client/index.ts'
import type { ShortLivedCaches } from './shortLivedCache.ts'

/** Stand-alone screens the server renders instead of a route (spec §2). */
export type ShopScreen = 'maintenance' | 'offline' | 'notFound' | 'badRequest' | 'uriTooLong'

/** A rendered page ready to send. */
export interface RenderedPage {
  statusCode: number
  headers: Record<string, string>
  body: string
}

/** What the shell adds to Vike's pageContext for every render (see renderer/types.d.ts). */
export interface ShopPageContextInit {
  urlOriginal: string
  headersOriginal: Record<string, string | string[] | undefined>
  store: PublicStore
  stores: PublicStore[]
  storePath: string
  screen: ShopScreen | null
  inactivityTimeoutMs: number
  /** The signed-in customer; null while accounts do not exist (issue: customer account). */
  customer: { id: string } | null
  /** The shop API client of this render: server-side +data hooks query through it, in-process. */
  shopClient: ShopClient
  /** The shop API client of another store (created on first use): the API is store-scoped, hreflang needs the others. */
  shopClientOf(key: StoreKey): ShopClient
  /** The app's short-lived caches for what every page of a store shows alike (menu, footer, other stores' URLs). */
  caches: ShortLivedCaches
}

/** Reduces a store to what pages and the browser may see. */
export function toPublicStore(store: Store): PublicStore {
  const { key, locale, language, currency, basePath, baseUrl } = store
  return { key, locale, language, currency, basePath, baseUrl }
}

/**
 * Renders one store page with Vike. Vike routes store-relative paths (`/cart`); redirects
 * it answers with are put back under the store's base path.
 */
export async function renderShopPage(input: {
  app: FastifyInstance
  request: FastifyRequest
  store: Store
  storePath: string
  screen?: ShopScreen
  caches: ShortLivedCaches
}): Promise<RenderedPage> {
  const { app, request, store, storePath, screen = null, caches } = input
  const logger: ShopClientLogger = (report) =>
    request.log.error(
      { operation: report.operationName, variables: report.variables, err: report.error },
      'shop API error',
    )
  const clients = new Map<StoreKey, ShopClient>()
  // One client (and cache) per store: products share a cache key (sku) across stores.
  const shopClientOf = (key: StoreKey): ShopClient => {
    let client = clients.get(key)
    if (!client) {
      const clientStore = getStore(app.stores, key)
      client = createShopClient({
        url: `${clientStore.baseUrl}/graphql`,
        isServer: true,
        // Islands get their data as props: no page embeds the urql SSR state.
        collectSsrState: false,
        // In process: no HTTP request, and the API's public answers cache serves repeated renders.
        execute: (operation) => app.shopApi.execute({ ...operation, store: clientStore, headers: request.headers, log: request.log }),
        logger,
      })
      clients.set(key, client)
    }
    return client
  }
  const pageContextInit: ShopPageContextInit = {
    urlOriginal: screen ? `/__screen/${screen}` : storePath,
    headersOriginal: request.headers,
    store: toPublicStore(store),
    stores: app.stores.map(toPublicStore),
    storePath: storePath.split('?')[0] ?? '/',
    screen,
    inactivityTimeoutMs: app.config.inactivityTimeoutMs,
    customer: null,
    shopClient: shopClientOf(store.key),
    shopClientOf,
    caches,
  }
  const pageContext = await renderPage(pageContextInit)
  const response = pageContext.httpResponse
  const headers: Record<string, string> = {}
  for (const [name, value] of response.headers) headers[name.toLowerCase()] = value
  const location = headers.location
  // Pages redirect with store-relative paths; the store's base is added here, once.
  if (location?.startsWith('/') && !location.startsWith('//'))
    headers.location = `${store.basePath}${location}`
  return { statusCode: response.statusCode, headers, body: response.body }
}

import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import type { Store } from '../../config/stores.ts'
import { DEFAULT_STORE_KEY, getStore } from '../../config/stores.ts'
import { pickStoreForLanguages } from '../storeMatching.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The four storefronts with their resolved base URLs. */
    stores: Store[]
  }
  interface FastifyRequest {
    /** The storefront this request addresses, or null outside every store. */
    store: Store | null
    /** The request path relative to the store base (`/category/5`), or null outside every store. */
    storePath: string | null
  }
}

/** Options of the storefronts plugin. */
export interface StorefrontsOptions {
  stores: Store[]
}

/**
 * Finds the store a URL belongs to: a whole-host store matches by Host header; a store with
 * a path prefix matches by prefix (on its own host first, then on any host, so the shop
 * also works behind a proxy or on 127.0.0.1). The longest matching prefix wins.
 */
export function matchStore(
  stores: readonly Store[],
  host: string | undefined,
  pathname: string,
): { store: Store; storePath: string } | null {
  const candidates = stores.filter(
    (store) =>
      store.basePath === '' || pathname === store.basePath || pathname.startsWith(`${store.basePath}/`),
  )
  const sameHost = candidates.filter((store) => store.host === host)
  const pool = sameHost.length > 0 ? sameHost : candidates.filter((store) => store.basePath !== '')
  const best = pool.sort((a, b) => b.basePath.length - a.basePath.length)[0]
  if (!best) return null
  const rest = pathname.slice(best.basePath.length)
  return { store: best, storePath: rest === '' ? '/' : rest }
}

function pathnameOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?')
  return query === -1 ? request.url : request.url.slice(0, query)
}

/**
 * Resolves `request.store` for every request and answers `/` (outside every store) with a
 * 302 to the store that best matches Accept-Language, else b2c_fr.
 */
export const storefrontsPlugin = fp<StorefrontsOptions>(
  async (app, options) => {
    app.decorate('stores', options.stores)
    app.decorateRequest('store', null)
    app.decorateRequest('storePath', null)
    app.addHook('onRequest', async (request) => {
      const match = matchStore(options.stores, request.headers.host, pathnameOf(request))
      request.store = match?.store ?? null
      request.storePath = match?.storePath ?? null
    })
    if (!options.stores.some((store) => store.basePath === '')) {
      app.get('/', async (request, reply) => {
        const store =
          pickStoreForLanguages(options.stores, request.headers['accept-language']) ??
          getStore(options.stores, DEFAULT_STORE_KEY)
        return reply
          .header('Vary', 'Accept-Language')
          .header('Cache-Control', 'private, no-cache')
          .redirect(`${store.baseUrl}/`, 302)
      })
    }
  },
  { name: 'storefronts' },
)

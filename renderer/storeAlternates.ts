import type { PageContextServer } from 'vike/types'
import type { StoreKey } from '../config/stores.ts'
import type { ShopClient } from '../graphql/client/index.ts'

// Localized URLs change rarely: each other store is asked once a minute per entity.
const OTHER_STORE_PATH_TTL_MS = 60_000

/**
 * An entity's localized path in every store, for hreflang and the store switcher. The shop
 * API is store-scoped and has no field for other stores' URLs, so each other store is asked
 * in-process through its own client (the same id or sku has another path in each store).
 * `entity` keys the cache (`category:12`); a store without the entity gets no alternate.
 */
export async function storeAlternates(
  pageContext: PageContextServer,
  entity: string,
  ownPath: string,
  pathIn: (client: ShopClient) => Promise<string | undefined>,
): Promise<Partial<Record<StoreKey, string>>> {
  const others = pageContext.stores.filter((store) => store.key !== pageContext.store.key)
  const paths = await Promise.all(
    others.map(async (store) => {
      const path = await pageContext
        .caches<string | undefined>('other-store-paths', OTHER_STORE_PATH_TTL_MS)
        .get(`${store.key}:${entity}`, () => pathIn(pageContext.shopClientOf(store.key)))
      return [store.key, path] as const
    }),
  )
  const alternates: Partial<Record<StoreKey, string>> = { [pageContext.store.key]: ownPath }
  for (const [key, path] of paths) if (path) alternates[key] = path
  return alternates
}

import type { PageContextServer } from 'vike/types'
import type { StoreKey } from '../../../config/stores.ts'
import { graphql } from '../../../graphql/client/index.ts'
import { createShortLivedCache } from '../../../renderer/shortLivedCache.ts'

/**
 * The product's localized path in every store, for hreflang. The shop API is store-scoped,
 * so each other store is asked in-process through its own client (its own cache: a product
 * is cached by sku, and the same sku has another name and path in each store). A store that
 * does not sell the product gets no alternate.
 */
export async function productAlternates(
  pageContext: PageContextServer,
  sku: string,
  path: string,
): Promise<Partial<Record<StoreKey, string>>> {
  const others = pageContext.stores.filter((store) => store.key !== pageContext.store.key)
  const paths = await Promise.all(
    others.map(async (store) => {
      const otherPath = await otherStorePaths.get(`${store.key}:${sku}`, async () => {
        const result = await pageContext.shopClientOf(store.key).client.query(ProductPathQuery, { sku }).toPromise()
        if (result.error) throw result.error
        return result.data?.product?.path
      })
      return [store.key, otherPath] as const
    }),
  )
  const alternates: Partial<Record<StoreKey, string>> = { [pageContext.store.key]: path }
  for (const [key, otherPath] of paths) if (otherPath) alternates[key] = otherPath
  return alternates
}

// Product URLs change rarely: each other store is asked once a minute per product.
const otherStorePaths = createShortLivedCache<string | undefined>(60_000)

const ProductPathQuery = graphql(`
  query ProductPath($sku: String!) {
    product(sku: $sku) {
      sku
      path
    }
  }
`)

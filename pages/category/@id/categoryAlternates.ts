import type { PageContextServer } from 'vike/types'
import type { StoreKey } from '../../../config/stores.ts'
import { graphql } from '../../../graphql/client/index.ts'
import { createShortLivedCache } from '../../../renderer/shortLivedCache.ts'

/**
 * The category's localized path in every store, for hreflang. The shop API is store-scoped
 * and has no field for other stores' URLs, so each other store is asked in-process through
 * its own client (its own cache: the same category id has another path in each store).
 * `suffix` (`?page=2`) is kept on every alternate.
 */
export async function categoryAlternates(
  pageContext: PageContextServer,
  id: string,
  path: string,
  suffix: string,
): Promise<Partial<Record<StoreKey, string>>> {
  const others = pageContext.stores.filter((store) => store.key !== pageContext.store.key)
  const paths = await Promise.all(
    others.map(async (store) => {
      const otherPath = await otherStorePaths.get(`${store.key}:${id}`, async () => {
        const result = await pageContext.shopClientOf(store.key).client.query(CategoryPathQuery, { id }).toPromise()
        if (result.error) throw result.error
        return result.data?.category?.path
      })
      return [store.key, otherPath] as const
    }),
  )
  const alternates: Partial<Record<StoreKey, string>> = { [pageContext.store.key]: `${path}${suffix}` }
  for (const [key, otherPath] of paths) if (otherPath) alternates[key] = `${otherPath}${suffix}`
  return alternates
}

// Category URLs change rarely: each other store is asked once a minute per category.
const otherStorePaths = createShortLivedCache<string | undefined>(60_000)

const CategoryPathQuery = graphql(`
  query CategoryPath($id: ID!) {
    category(id: $id) {
      id
      path
    }
  }
`)

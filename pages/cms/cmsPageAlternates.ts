import type { PageContextServer } from 'vike/types'
import type { StoreKey } from '../../config/stores.ts'
import { graphql } from '../../graphql/client/index.ts'

/**
 * The page's localized path in every store, for hreflang and the store switcher: a CMS page
 * has one identifier and a URL key per language. Each other store is asked in-process through
 * its own client; a store without the page gets no alternate.
 */
export async function cmsPageAlternates(
  pageContext: PageContextServer,
  identifier: string,
  path: string,
): Promise<Partial<Record<StoreKey, string>>> {
  const others = pageContext.stores.filter((store) => store.key !== pageContext.store.key)
  const paths = await Promise.all(
    others.map(async (store) => {
      const result = await pageContext
        .shopClientOf(store.key)
        .client.query(CmsPagePathQuery, { identifier })
        .toPromise()
      if (result.error) throw result.error
      return [store.key, result.data?.cmsPage?.path] as const
    }),
  )
  const alternates: Partial<Record<StoreKey, string>> = { [pageContext.store.key]: path }
  for (const [key, otherPath] of paths) if (otherPath) alternates[key] = otherPath
  return alternates
}

const CmsPagePathQuery = graphql(`
  query CmsPagePath($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      path
    }
  }
`)

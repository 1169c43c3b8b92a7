import type { PageContextServer } from 'vike/types'
import type { StoreKey } from '../../config/stores.ts'
import { graphql } from '../../graphql/client/index.ts'
import { storeAlternates } from '../../renderer/storeAlternates.ts'

/** The CMS page's localized path in every store that has it (one identifier, a URL key per language). */
export function cmsPageAlternates(
  pageContext: PageContextServer,
  identifier: string,
  path: string,
): Promise<Partial<Record<StoreKey, string>>> {
  return storeAlternates(pageContext, `cms:${identifier}`, path, async ({ client }) => {
    const result = await client.query(CmsPagePathQuery, { identifier }).toPromise()
    if (result.error) throw result.error
    return result.data?.cmsPage?.path
  })
}

const CmsPagePathQuery = graphql(`
  query CmsPagePath($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      path
    }
  }
`)

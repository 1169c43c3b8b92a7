import type { PageContextServer } from 'vike/types'
import type { StoreKey } from '../../../config/stores.ts'
import { graphql } from '../../../graphql/client/index.ts'
import { storeAlternates } from '../../../renderer/storeAlternates.ts'

/** The category's localized path in every store; `suffix` (`?page=2`) is kept on every one. */
export async function categoryAlternates(
  pageContext: PageContextServer,
  id: string,
  path: string,
  suffix: string,
): Promise<Partial<Record<StoreKey, string>>> {
  const paths = await storeAlternates(pageContext, `category:${id}`, path, async ({ client }) => {
    const result = await client.query(CategoryPathQuery, { id }).toPromise()
    if (result.error) throw result.error
    return result.data?.category?.path
  })
  return Object.fromEntries(Object.entries(paths).map(([key, storePath]) => [key, `${storePath}${suffix}`]))
}

const CategoryPathQuery = graphql(`
  query CategoryPath($id: ID!) {
    category(id: $id) {
      id
      path
    }
  }
`)

import type { PageContextServer } from 'vike/types'
import type { StoreKey } from '../../../config/stores.ts'
import { graphql } from '../../../graphql/client/index.ts'
import { storeAlternates } from '../../../renderer/storeAlternates.ts'

/** The product's localized path in every store that sells it; `suffix` (`?color=red`) is kept on every one. */
export async function productAlternates(
  pageContext: PageContextServer,
  sku: string,
  path: string,
  suffix = '',
): Promise<Partial<Record<StoreKey, string>>> {
  const paths = await storeAlternates(pageContext, `product:${sku}`, path, async ({ client }) => {
    const result = await client.query(ProductPathQuery, { sku }).toPromise()
    if (result.error) throw result.error
    return result.data?.product?.path
  })
  return Object.fromEntries(Object.entries(paths).map(([key, storePath]) => [key, `${storePath}${suffix}`]))
}

const ProductPathQuery = graphql(`
  query ProductPath($sku: String!) {
    product(sku: $sku) {
      sku
      path
    }
  }
`)

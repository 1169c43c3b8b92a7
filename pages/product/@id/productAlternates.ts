import type { PageContextServer } from 'vike/types'
import type { StoreKey } from '../../../config/stores.ts'
import { graphql } from '../../../graphql/client/index.ts'
import { storeAlternates } from '../../../renderer/storeAlternates.ts'

/** The product's localized path in every store that sells it. */
export function productAlternates(
  pageContext: PageContextServer,
  sku: string,
  path: string,
): Promise<Partial<Record<StoreKey, string>>> {
  return storeAlternates(pageContext, `product:${sku}`, path, async ({ client }) => {
    const result = await client.query(ProductPathQuery, { sku }).toPromise()
    if (result.error) throw result.error
    return result.data?.product?.path
  })
}

const ProductPathQuery = graphql(`
  query ProductPath($sku: String!) {
    product(sku: $sku) {
      sku
      path
    }
  }
`)

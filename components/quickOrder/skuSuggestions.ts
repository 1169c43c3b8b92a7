import { browserShopClient, graphql } from '../../graphql/client/index.ts'

/** A product offered while the shopper types a SKU. */
export interface SkuSuggestion {
  sku: string
  name: string
}

const SkuSuggestionsQuery = graphql(`
  query SkuSuggestions($text: String!, $sku: String!) {
    product(sku: $sku) {
      sku
      name
    }
    search(query: $text, params: { pageLength: 8 }) {
      items {
        sku
        name
      }
    }
  }
`)

/**
 * Products for what was typed, through the page's shared client: the product whose SKU it is
 * exactly (so a typed SKU shows its name), then what the search finds by name words (the
 * search does not match SKU fragments).
 */
export async function fetchSkuSuggestions(basePath: string, text: string): Promise<SkuSuggestion[]> {
  const { client } = browserShopClient({ url: `${basePath}/graphql` })
  const result = await client.query(SkuSuggestionsQuery, { text, sku: text.toUpperCase() }).toPromise()
  const found = [...(result.data?.product ? [result.data.product] : []), ...(result.data?.search.items ?? [])]
  return found
    .filter((product, index) => found.findIndex((other) => other.sku === product.sku) === index)
    .map(({ sku, name }) => ({ sku, name }))
}

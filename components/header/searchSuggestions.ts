import { browserShopClient, graphql } from '../../graphql/client/index.ts'
import { matchesSearchText } from './matchesSearchText.ts'

/** One suggestion of the header search box: a category or a product, and where it leads. */
export interface SearchSuggestion {
  kind: 'category' | 'product'
  id: string
  label: string
  /** Store-relative path of the page. */
  path: string
}

const MAX_PRODUCTS = 5
const MAX_CATEGORIES = 3

const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($text: String!) {
    search(query: $text, params: { pageLength: 5 }) {
      items {
        sku
        name
        path
      }
    }
    menu {
      id
      name
      path
      children {
        id
        name
        path
        children {
          id
          name
          path
        }
      }
    }
  }
`)

type MenuCategory = { id: string; name: string; path: string; children?: MenuCategory[] }

/**
 * Suggestions for what the shopper typed: categories whose name matches as the search matches
 * words (from the menu tree, cached after the first call) and the first products of the
 * search itself, so the results page finds what is offered, through the page's one
 * shared urql client. Loaded on first use so the header costs no GraphQL client up front.
 */
export async function fetchSearchSuggestions(basePath: string, text: string): Promise<SearchSuggestion[]> {
  const { client } = browserShopClient({ url: `${basePath}/graphql` })
  const result = await client.query(SearchSuggestionsQuery, { text }).toPromise()
  if (!result.data) return []
  const categories = flatten(result.data.menu)
    .filter((category) => matchesSearchText(category.name, text))
    .slice(0, MAX_CATEGORIES)
    .map((category): SearchSuggestion => ({
      kind: 'category',
      id: category.id,
      label: category.label,
      path: category.path,
    }))
  const products = result.data.search.items.slice(0, MAX_PRODUCTS).map((product): SearchSuggestion => ({
    kind: 'product',
    id: product.sku,
    label: product.name,
    path: product.path,
  }))
  return [...categories, ...products]
}

/** Every category of the tree, labelled with its parent's name (three categories are called "Mules"). */
function flatten(
  categories: readonly MenuCategory[],
  parent?: string,
): Array<MenuCategory & { label: string }> {
  return categories.flatMap((category) => [
    { ...category, label: parent ? `${parent} › ${category.name}` : category.name },
    ...flatten(category.children ?? [], category.name),
  ])
}

import { describe, expect, it } from 'vitest'
import { documentExportOf, rewriteGraphqlCalls } from './documentImportsPlugin.ts'

describe('document imports of the browser build', () => {
  it('names the generated export of an operation or a fragment', () => {
    expect(documentExportOf('\n  query SearchSuggestions($text: String!) { search }')).toBe(
      'SearchSuggestionsDocument',
    )
    expect(documentExportOf('mutation AddToCart { addToCart }')).toBe('AddToCartDocument')
    expect(documentExportOf('fragment ProductCard_product on Product { sku }')).toBe(
      'ProductCard_ProductFragmentDoc',
    )
    expect(documentExportOf('{ shop { id } }')).toBeUndefined()
  })

  it('replaces each graphql call by its document and keeps the lines of the code after it', () => {
    const code = [
      "import { graphql } from '../generated/index.ts'",
      'const Query = graphql(`',
      '  query ShopQuery { shop { id } }',
      '`)',
      'export const line5 = Query',
    ].join('\n')

    const output = rewriteGraphqlCalls(code, '/shop/graphql/client/generated/graphql.ts')

    expect(output?.split('\n')).toEqual([
      `import * as __shopDocuments from "/shop/graphql/client/generated/graphql.ts";import { graphql } from '../generated/index.ts'`,
      'const Query = __shopDocuments.ShopQueryDocument',
      '',
      '',
      'export const line5 = Query',
    ])
  })

  it('fails the build when the generated module lacks a document (stale codegen)', () => {
    expect(() =>
      rewriteGraphqlCalls('graphql(`query NewQuery { shop { id } }`)', '/g.ts', () => false),
    ).toThrow('NewQueryDocument is not in /g.ts: run npm run codegen')
  })

  it('leaves a module without graphql calls alone', () => {
    expect(rewriteGraphqlCalls('export const graphqlPath = "/graphql"', '/g.ts')).toBeUndefined()
  })
})

import { buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import { resolverMapSource, type ResolverFile } from './resolverMapPlugin.ts'

const schema = buildSchema(`
  scalar JSON
  type Query { product(sku: String!): Product, shop: Shop }
  type Mutation { addToCart(sku: String!): Boolean }
  type Product { sku: String!, name: String, reviews: [String!]! }
  type Shop { name: String }
`)

const file = (path: string, ...exports: string[]): ResolverFile => ({ path, exports })
const mapOf = (source: string) => source.slice(source.indexOf('export const resolvers'))

describe('resolver map of the shop API', () => {
  it('wires `Type.field.ts` to its field, `Type.ts` to its type and `…Resolvers` maps into the root', () => {
    const source = resolverMapSource(schema, [
      file('catalog/resolvers/Product.ts', 'Product'),
      file('catalog/resolvers/Query.product.ts', 'product'),
      file('reviews/resolvers/Product.reviews.ts', 'reviews', 'REVIEW_PAGE_SIZE'),
      file('cart/resolvers/Mutation.addToCart.ts', 'addToCart'),
      file('shop/resolvers/Shop.ts', 'Shop'),
      file('shop/resolvers/scalars.ts', 'scalarResolvers'),
    ])

    expect(source).toContain(
      "import { product as Query_product } from '../catalog/resolvers/Query.product.ts'",
    )
    expect(source).toContain("import { Product } from '../catalog/resolvers/Product.ts'")
    expect(mapOf(source).split('\n')).toEqual([
      'export const resolvers: Resolvers = {',
      '  Query: { product: Query_product },',
      '  Mutation: { addToCart: Mutation_addToCart },',
      '  Product: { ...Product, reviews: Product_reviews },',
      '  Shop,',
      '  ...scalarResolvers,',
      '}',
      '',
    ])
  })

  it('writes the same map whatever order the files come in', () => {
    const files = [
      file('catalog/resolvers/Query.product.ts', 'product'),
      file('shop/resolvers/Query.shop.ts', 'shop'),
      file('catalog/resolvers/Product.ts', 'Product'),
    ]
    expect(resolverMapSource(schema, [...files].reverse())).toBe(resolverMapSource(schema, files))
  })

  it('stops on a file that names no field of the schema', () => {
    expect(() => resolverMapSource(schema, [file('catalog/resolvers/Product.price.ts', 'price')])).toThrow(
      'catalog/resolvers/Product.price.ts: Product.price is no field of the schema',
    )
    expect(() => resolverMapSource(schema, [file('cms/resolvers/widgets.ts', 'media')])).toThrow(
      'cms/resolvers/widgets.ts: names no type of the schema and exports no `…Resolvers` map',
    )
  })

  it('stops on a file that does not export what its name promises', () => {
    expect(() =>
      resolverMapSource(schema, [file('catalog/resolvers/Query.product.ts', 'productQuery')]),
    ).toThrow('catalog/resolvers/Query.product.ts must export `product`')
  })

  it('stops on two resolvers of one field', () => {
    const twice = [
      file('catalog/resolvers/Product.reviews.ts', 'reviews'),
      file('reviews/resolvers/Product.reviews.ts', 'reviews'),
    ]
    expect(() => resolverMapSource(schema, twice)).toThrow(
      'reviews/resolvers/Product.reviews.ts: Product.reviews has a resolver already',
    )
  })
})

/** What the resolvers of the catalogue's types start from (GraphQL Code Generator `mappers`, see graphql/README.md). */
export type { ProductRow as ProductMapper } from '../../../domain/catalog/productRow.ts'
export type { CategoryRow as CategoryMapper } from '../../../domain/catalog/categoryLoaders.ts'
export type {
  ExtraCostValue as ExtraCostMapper,
  ProductPricesValue as ProductPricesMapper,
} from '../../../domain/catalog/productMappers.ts'

/** What the resolvers of the shop's settings start from (GraphQL Code Generator `mappers`, see graphql/README.md). */
export type { ShopConfigValue as ShopConfigMapper } from './resolvers/Query.shop.ts'

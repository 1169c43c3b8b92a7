/** What the resolvers of routes start from (GraphQL Code Generator `mappers`, see graphql/README.md). */
export type { RouteEntityValue as RouteEntityMapper } from '../../../domain/routing/routeEntityValue.ts'

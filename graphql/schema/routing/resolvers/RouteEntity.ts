import type { RouteEntityValue } from '../../../../domain/routing/routeEntityValue.ts'

/** Picks the RouteEntity union member from the `__typename` set by the route resolvers. */
export const RouteEntity = {
  __resolveType: (entity: RouteEntityValue) => entity.__typename,
}

/** Picks the RouteEntity union member from the `__typename` set by the route resolvers. */
export const RouteEntity = {
  __resolveType: (entity: { __typename: string }) => entity.__typename,
}

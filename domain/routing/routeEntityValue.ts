/** The GraphQL types a route resolves to (members of the RouteEntity union). */
export type RouteEntityTypename = 'Category' | 'CmsPage' | 'NotFoundEntity' | 'Product' | 'RedirectEntity'

/** What `route(url)` answers before its union member is picked: a row tagged with its GraphQL type. */
export type RouteEntityValue = { __typename: RouteEntityTypename } & Record<string, unknown>

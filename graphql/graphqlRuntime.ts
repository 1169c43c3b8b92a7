import { createRequire } from 'node:module'
import type * as GraphQL from 'graphql'

/**
 * The one graphql-js instance of the server. mercurius loads graphql's CommonJS build while
 * an `import` from ESM code gets its ESM build; classes from the two fail `instanceof` checks
 * ("Cannot use GraphQLNonNull from another module or realm"). Server code takes graphql's
 * runtime values from here so they come from the same build as mercurius.
 */
const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL

export const {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  getOperationAST,
  parse,
  print,
} = graphql

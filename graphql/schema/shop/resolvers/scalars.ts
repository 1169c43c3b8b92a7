import { GraphQLScalarType, Kind } from '../../../graphqlRuntime.ts'

/** JSON scalar: any JSON value, passed through. */
const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
})

/** DateTime scalar: ISO 8601 strings. */
const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null),
  parseLiteral: (ast) =>
    ast.kind === Kind.STRING && !Number.isNaN(Date.parse(ast.value)) ? ast.value : null,
})

/** The custom scalars of `shop.graphql`. */
export const scalarResolvers = { JSON: JSONScalar, DateTime: DateTimeScalar }

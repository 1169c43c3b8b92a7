import { isObjectType, type GraphQLSchema } from 'graphql'

/** Fields that may identify an object for graphcache (docs/shop-api.md#cache-identity). */
export const IDENTITY_FIELDS = ['id', '_id', 'sku', 'item_id', 'order_id', 'identifier'] as const

/**
 * GraphQL Code Generator plugin: lists every object type of the schema with the identity
 * fields it has, so the graphcache configuration can give every type an explicit key.
 */
export const plugin = (schema: GraphQLSchema): string => {
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter(Boolean)
      .map((type) => type!.name),
  )
  const lines = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !roots.has(type.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((type) => {
      const fields = isObjectType(type) ? type.getFields() : {}
      const present = IDENTITY_FIELDS.filter((name) => name in fields).map((name) => `'${name}'`)
      return `  ${type.name}: [${present.join(', ')}],`
    })
  return [
    '/** Every object type of the schema with the identity fields it has (docs/shop-api.md#cache-identity). */',
    'export const typeIdentityFields = {',
    ...lines,
    '} as const',
    '',
    '/** Name of an object type of the schema (root types excluded). */',
    'export type ObjectTypename = keyof typeof typeIdentityFields',
    '',
  ].join('\n')
}

import type { ValidationContext, ValidationRule } from 'graphql'
import { GraphQLError } from '../../graphql/graphqlRuntime.ts'
import { ERROR_CODES } from '../../domain/errors.ts'
import { SHOP_CONFIG } from '../../config/shopConfig.ts'

/** Most entries any list of a request may hold (ids, SKUs, cart or wishlist items, filter values): see SHOP_CONFIG.maxArrayLength. */
export const MAX_LIST_ENTRIES = SHOP_CONFIG.maxArrayLength

/** The path of the first list longer than `max` in a variables value (`ids`, `input.items`), or null. */
export function overlongListIn(value: unknown, max = MAX_LIST_ENTRIES, path = ''): string | null {
  if (Array.isArray(value)) {
    if (value.length > max) return path || '(list)'
    for (const [index, item] of value.entries()) {
      const found = overlongListIn(item, max, `${path}[${index}]`)
      if (found) return found
    }
    return null
  }
  if (value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    const found = overlongListIn(item, max, path ? `${path}.${key}` : key)
    if (found) return found
  }
  return null
}

/** Refuses documents with a list literal of more than {@link MAX_LIST_ENTRIES} entries (variables are checked before validation). */
export const listSizeLimitRule: ValidationRule = (context: ValidationContext) => ({
  ListValue(node) {
    if (node.values.length <= MAX_LIST_ENTRIES) return
    context.reportError(
      new GraphQLError(`A list has more than ${MAX_LIST_ENTRIES} entries`, {
        nodes: node,
        extensions: { code: ERROR_CODES.GRAPHQL_VALIDATION_FAILED },
      }),
    )
  },
})

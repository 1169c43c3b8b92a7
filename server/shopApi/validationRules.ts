import type { ValidationContext, ValidationRule } from 'graphql'
import { GraphQLError, NoSchemaIntrospectionCustomRule } from '../../graphql/graphqlRuntime.ts'
import { ERROR_CODES } from '../../domain/errors.ts'
import { listSizeLimitRule } from './listSizeLimit.ts'

/** Most aliases one document may use (stops alias-multiplied expensive fields). */
export const MAX_ALIASES = 30

/** Refuses documents with more than {@link MAX_ALIASES} aliases. */
export const aliasLimitRule: ValidationRule = (context: ValidationContext) => {
  let aliases = 0
  return {
    Field(node) {
      if (!node.alias) return
      aliases += 1
      if (aliases === MAX_ALIASES + 1) {
        context.reportError(
          new GraphQLError(`The document uses more than ${MAX_ALIASES} aliases`, {
            nodes: node,
            extensions: { code: ERROR_CODES.GRAPHQL_VALIDATION_FAILED },
          }),
        )
      }
    },
  }
}

/** Validation rules added to the standard ones; introspection is refused in production. */
export function shopValidationRules(mode: 'development' | 'production' | 'test'): ValidationRule[] {
  return mode === 'production'
    ? [aliasLimitRule, listSizeLimitRule, NoSchemaIntrospectionCustomRule]
    : [aliasLimitRule, listSizeLimitRule]
}

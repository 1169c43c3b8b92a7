import { isConnectionError } from '../../db/connectionErrors.ts'
import type { ExecutionResult, GraphQLError as GraphQLErrorType, GraphQLFormattedError } from 'graphql'
import { GraphQLError } from '../../graphql/graphqlRuntime.ts'
import type { FastifyBaseLogger } from 'fastify'
import { ShopApiError, ERROR_CODES } from '../../domain/errors.ts'

const INTERNAL_MESSAGE = 'Internal server error'

/** True when an error came from our catalogue or from GraphQL itself (safe to show). */
function isSafe(error: GraphQLErrorType): boolean {
  const original = error.originalError
  return (
    original === undefined ||
    original === null ||
    original instanceof ShopApiError ||
    (original instanceof GraphQLError && isSafe(original))
  )
}

/**
 * Formats execution errors for clients: expected errors keep their message and code;
 * anything else (a database error, a bug) is logged in full and reported as
 * "Internal server error" with code INTERNAL_SERVER_ERROR — no SQL, no stack.
 */
export function maskError(error: GraphQLErrorType, log: FastifyBaseLogger): GraphQLFormattedError {
  if (isSafe(error)) {
    const formatted = error.toJSON()
    const code = formatted.extensions?.code ?? ERROR_CODES.BAD_USER_INPUT
    return { ...formatted, extensions: { ...formatted.extensions, code } }
  }
  // A lost database is logged once by the outage tracker (server/databaseAvailability.ts), not once per resolver.
  if (!isConnectionError(error.originalError))
    log.error({ err: error.originalError, path: error.path }, 'shop API resolver failed')
  return {
    message: INTERNAL_MESSAGE,
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: ERROR_CODES.INTERNAL_SERVER_ERROR },
  }
}

/** An execution result whose errors are masked. */
export function maskResult(result: ExecutionResult, log: FastifyBaseLogger): ExecutionResult {
  if (!result.errors || result.errors.length === 0) return result
  const errors = result.errors.map((error) =>
    maskError(
      error instanceof GraphQLError
        ? error
        : new GraphQLError('Unexpected error', { originalError: error as Error }),
      log,
    ),
  )
  return { ...result, errors: errors as unknown as GraphQLErrorType[] }
}

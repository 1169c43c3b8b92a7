import { CombinedError, makeOperation, mapExchange, type Operation, type OperationResult } from '@urql/core'
import { PERSISTED_QUERY_NOT_FOUND, isPersistedQueryMiss, statusOf } from './errorKinds.ts'

interface PersistedQueryExtension {
  sha256Hash?: string
  miss?: boolean
}

const persistedQueryOf = (operation: Operation): PersistedQueryExtension | undefined =>
  operation.extensions?.persistedQuery as PersistedQueryExtension | undefined

/** A full query sent after a miss goes by POST: only hashed queries use GET. */
const postFullQuery = (operation: Operation): Operation => {
  if (!persistedQueryOf(operation)?.miss || !operation.context.preferGetMethod) return operation
  return makeOperation(operation.kind, operation, { ...operation.context, preferGetMethod: false })
}

/**
 * A 400 or 500 answer to a hash-only request reads as `PersistedQueryNotFound`, so that
 * `persistedExchange` resends the full query.
 */
const missOnHttpError = (result: OperationResult): OperationResult => {
  const persisted = persistedQueryOf(result.operation)
  const status = result.error ? statusOf(result.error) : undefined
  if (!result.error || !persisted || persisted.miss || (status !== 400 && status !== 500)) return result
  if (isPersistedQueryMiss(result.error)) return result
  return {
    ...result,
    error: new CombinedError({ graphQLErrors: [PERSISTED_QUERY_NOT_FOUND], response: result.error.response }),
  }
}

/**
 * Completes `persistedExchange` with the rest of docs/shop-api.md#persisted-queries; goes between it and the fetch
 * exchange.
 */
export const persistedFallbackExchange = mapExchange({
  onOperation: postFullQuery,
  onResult: missOnHttpError,
})

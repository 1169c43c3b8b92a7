import type { CombinedError } from '@urql/core'

/** The marker the shop API puts in its error while in maintenance (docs/shop-api.md#maintenance). */
export const MAINTENANCE_MARKER = '503 Maintenance flag'

/** Messages of the persisted-query protocol (docs/shop-api.md#persisted-queries). */
export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound'
export const PERSISTED_QUERY_NOT_SUPPORTED = 'PersistedQueryNotSupported'

/** HTTP status of the response behind an error, when there was one. */
export const statusOf = (error: CombinedError): number | undefined => {
  const response: unknown = error.response
  if (
    response &&
    typeof response === 'object' &&
    'status' in response &&
    typeof response.status === 'number'
  ) {
    return response.status
  }
  return undefined
}

/** Whether the shop is in maintenance: the marker in a GraphQL error, or an HTTP 503. */
export const isMaintenanceError = (error: CombinedError): boolean =>
  statusOf(error) === 503 ||
  error.graphQLErrors.some((graphQLError) => graphQLError.message.includes(MAINTENANCE_MARKER))

/** Whether the server says it does not know, or does not take, a query hash. */
export const isPersistedQueryMiss = (error: CombinedError): boolean =>
  error.graphQLErrors.some(
    ({ message }) => message === PERSISTED_QUERY_NOT_FOUND || message === PERSISTED_QUERY_NOT_SUPPORTED,
  )

/**
 * Whether a failed request is worth sending again (docs/shop-api.md#retries): no response at all, or a 5xx
 * other than the 503 of maintenance, which only ends when the shop is back.
 */
export const isRetryable = (error: CombinedError): boolean => {
  if (isMaintenanceError(error)) return false
  const status = statusOf(error)
  if (status === undefined) return error.networkError !== undefined
  return status >= 500
}

import { ERROR_CODES } from '../../domain/errors.ts'
import { isSha256Hex, sha256Hex, type PersistedQueryStore } from './persistedQueries.ts'
import { requestError, type OperationOutcome, type OperationRequest } from './operationRequest.ts'

/** Longest query text accepted. */
export const MAX_QUERY_LENGTH = 20_000

/**
 * Finds the document to run (docs/shop-api.md#persisted-queries): a hash alone must be known, else
 * PersistedQueryNotFound so the client resends the full text; a hash with a text must match
 * it; a full text must be in the build manifest in production unless it comes from the
 * server's own code (`inProcess`: the server render, form actions), never from an HTTP request.
 * Returns the text and its hash, or the request error to answer.
 */
export function resolveDocument(
  request: OperationRequest,
  store: PersistedQueryStore,
  inProcess: boolean,
): { query: string; hash: string } | OperationOutcome {
  const persisted = request.extensions?.persistedQuery
  const query = request.query ?? undefined
  if (query !== undefined && query.length > MAX_QUERY_LENGTH)
    return requestError(
      ERROR_CODES.PAYLOAD_TOO_LARGE,
      `The query is longer than ${MAX_QUERY_LENGTH} characters`,
      413,
    )
  if (persisted !== undefined && persisted !== null) {
    if (persisted.version !== 1 || !isSha256Hex(persisted.sha256Hash))
      return requestError(
        ERROR_CODES.BAD_REQUEST,
        'Unsupported persisted query: expected version 1 and a sha256 hex hash',
        400,
      )
    const hash = persisted.sha256Hash
    if (query === undefined || query === '') {
      const known = store.lookup(hash)
      return known === undefined
        ? requestError(ERROR_CODES.PERSISTED_QUERY_NOT_FOUND, 'PersistedQueryNotFound')
        : { query: known, hash }
    }
    if (sha256Hex(query) !== hash)
      return requestError(
        ERROR_CODES.PERSISTED_QUERY_HASH_MISMATCH,
        'The persisted query hash does not match the query text',
        400,
      )
    if (!inProcess && !store.allows(query, hash)) return refusedQuery()
    return { query, hash }
  }
  if (query === undefined || query === '')
    return requestError(
      ERROR_CODES.BAD_REQUEST,
      'Missing query: send a query text or a persisted query hash',
      400,
    )
  const hash = sha256Hex(query)
  if (!inProcess && !store.allows(query, hash)) return refusedQuery()
  return { query, hash }
}

function refusedQuery(): OperationOutcome {
  return requestError(
    ERROR_CODES.PERSISTED_QUERY_REQUIRED,
    'Only the persisted queries of the storefront build may run on this server',
    400,
  )
}

/** Codes of the errors the shop API reports in `extensions.code` (one catalogue). */
export const ERROR_CODES = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  PERSISTED_QUERY_HASH_MISMATCH: 'PERSISTED_QUERY_HASH_MISMATCH',
  PERSISTED_QUERY_REQUIRED: 'PERSISTED_QUERY_REQUIRED',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  BAD_REQUEST: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  MAINTENANCE: 'MAINTENANCE',
  STORE_NOT_FOUND: 'STORE_NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  GIFT_CARD_NOT_FOUND: 'GIFT_CARD_NOT_FOUND',
  GIFT_CARD_EXPIRED: 'GIFT_CARD_EXPIRED',
} as const

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]

/**
 * An expected error whose message is safe to show to the client. Its `extensions` are what
 * GraphQL reports (graphql-js copies an original error's `extensions` into the located error).
 */
export class ShopApiError extends Error {
  readonly extensions: { code: ErrorCode }

  constructor(code: ErrorCode, message: string) {
    super(message)
    this.name = 'ShopApiError'
    this.extensions = { code }
  }
}

/** Error for invalid arguments (wrong range, overlong list or string). */
export function badUserInput(message: string): ShopApiError {
  return new ShopApiError(ERROR_CODES.BAD_USER_INPUT, message)
}

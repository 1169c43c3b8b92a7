import type { ExecutionResult, GraphQLFormattedError } from 'graphql'
import type { FastifyBaseLogger } from 'fastify'
import type { Store } from '../../config/stores.ts'
import type { ShopRequestScope } from '../../domain/context.ts'
import { ERROR_CODES, type ErrorCode } from '../../domain/errors.ts'

/** One GraphQL operation as the transport (or the server render) hands it over. */
export interface OperationRequest {
  /** Full document text; may be left out when `extensions.persistedQuery` names a known hash. */
  query?: string | null
  variables?: Record<string, unknown> | null
  operationName?: string | null
  extensions?:
    ({ persistedQuery?: { version?: unknown; sha256Hash?: unknown } } & Record<string, unknown>) | null
  /** The store that scopes the operation (language, currency, URLs). */
  store: Store
  /** Request headers. */
  headers?: Record<string, string | string[] | undefined>
  log?: FastifyBaseLogger
  /** The shopper's session, client address and rate limits; anonymous without them. */
  scope?: ShopRequestScope
}

/** What running an operation gave: the (masked) result, and how HTTP should report it. */
export interface OperationOutcome {
  result: ExecutionResult
  /** True when the operation did not execute (parse, validation, persisted query, maintenance). */
  isRequestError: boolean
  /** HTTP status forced by the error whatever the media type (405, 413, 503). */
  forcedStatus?: number
  /** Content a mutation changed (`product:SL-00001`): cached answers showing it are dropped. */
  changedContent?: readonly string[]
  /** Seconds to wait, when a rate limit refused the operation (HTTP 429 with Retry-After). */
  retryAfterSeconds?: number
  /** True when the answer shows only public data (a query of `@public` fields): HTTP may let caches keep it. */
  isPublicAnswer?: boolean
}

/** An outcome carrying one request error with a code. */
export function requestError(code: ErrorCode, message: string, forcedStatus?: number): OperationOutcome {
  const error: GraphQLFormattedError = { message, extensions: { code } }
  return {
    result: { errors: [error] as never },
    isRequestError: true,
    ...(forcedStatus ? { forcedStatus } : {}),
  }
}

/** The error marker the storefront looks for to show its maintenance screen (docs/shop-api.md#maintenance). */
export const MAINTENANCE_MESSAGE =
  '503 Maintenance flag: the shop is down for maintenance, please come back in a few minutes'

/** The outcome of every operation while the shop is in maintenance. */
export function maintenanceOutcome(): OperationOutcome {
  return requestError(ERROR_CODES.MAINTENANCE, MAINTENANCE_MESSAGE, 503)
}

/**
 * The outcome of an operation while the database cannot be reached: the same 503 and marker as
 * maintenance (the storefront shows its maintenance screen), with a shorter Retry-After. A
 * mutation refused or cut short this way did not commit, or committed under its idempotency key:
 * sending it again with the same key is safe.
 */
export function databaseUnavailableOutcome(retryAfterSeconds: number): OperationOutcome {
  return { ...maintenanceOutcome(), retryAfterSeconds }
}

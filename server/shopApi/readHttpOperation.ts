import type { FastifyRequest } from 'fastify'
import type { Store } from '../../config/stores.ts'
import { ERROR_CODES } from '../../domain/errors.ts'
import { requestError, type OperationOutcome, type OperationRequest } from './operationRequest.ts'
import { exceedsJsonDepth } from './exceedsJsonDepth.ts'

/** Most operations one batched POST may carry. */
export const MAX_BATCH_SIZE = 10

/** Deepest nesting of variables and extensions; deeper values would overflow recursive walks (caches, coercion). */
export const MAX_VARIABLES_DEPTH = 32

type Fields = Record<string, unknown>

function parseJsonParameter(value: unknown, name: string): { value: Fields | null } | { error: string } {
  if (value === undefined || value === '') return { value: null }
  if (typeof value !== 'string') return { error: `${name} must be given once` }
  try {
    const parsed: unknown = JSON.parse(value)
    if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed)))
      return { error: `${name} must be a JSON object` }
    return { value: parsed as Fields | null }
  } catch {
    return { error: `${name} is not valid JSON` }
  }
}

function depthError(variables: unknown, extensions: unknown): OperationOutcome | null {
  for (const [name, value] of [
    ['variables', variables],
    ['extensions', extensions],
  ] as const) {
    if (exceedsJsonDepth(value, MAX_VARIABLES_DEPTH))
      return requestError(
        ERROR_CODES.BAD_REQUEST,
        `${name} must not nest deeper than ${MAX_VARIABLES_DEPTH} levels`,
        400,
      )
  }
  return null
}

function toOperation(
  fields: Fields,
  store: Store,
  request: FastifyRequest,
  variables: unknown,
  extensions: unknown,
): OperationRequest | OperationOutcome {
  const { query, operationName } = fields
  if (query !== undefined && query !== null && typeof query !== 'string')
    return requestError(ERROR_CODES.BAD_REQUEST, 'query must be a string', 400)
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return requestError(ERROR_CODES.BAD_REQUEST, 'operationName must be a string', 400)
  for (const [name, value] of [
    ['variables', variables],
    ['extensions', extensions],
  ] as const) {
    if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value)))
      return requestError(ERROR_CODES.BAD_REQUEST, `${name} must be an object`, 400)
  }
  const tooDeep = depthError(variables, extensions)
  if (tooDeep) return tooDeep
  return {
    query: query as string | undefined,
    operationName: operationName as string | undefined,
    variables: (variables ?? null) as OperationRequest['variables'],
    extensions: (extensions ?? null) as OperationRequest['extensions'],
    store,
    headers: request.headers,
    log: request.log,
  }
}

/**
 * Reads the operations of a GraphQL-over-HTTP request: GET parameters (variables and
 * extensions as JSON strings) or a POST JSON body (one operation, or a batch of at most
 * {@link MAX_BATCH_SIZE}). Malformed input gives a request error with status 400.
 */
export function readHttpOperations(
  request: FastifyRequest,
  store: Store,
): { operations: (OperationRequest | OperationOutcome)[]; isBatch: boolean } | OperationOutcome {
  if (request.method === 'GET') {
    const fields = (request.query ?? {}) as Fields
    const variables = parseJsonParameter(fields.variables, 'variables')
    const extensions = parseJsonParameter(fields.extensions, 'extensions')
    if ('error' in variables) return requestError(ERROR_CODES.BAD_REQUEST, variables.error, 400)
    if ('error' in extensions) return requestError(ERROR_CODES.BAD_REQUEST, extensions.error, 400)
    return {
      operations: [toOperation(fields, store, request, variables.value, extensions.value)],
      isBatch: false,
    }
  }
  const body = request.body
  if (Array.isArray(body)) {
    if (body.length === 0 || body.length > MAX_BATCH_SIZE)
      return requestError(ERROR_CODES.BAD_REQUEST, `A batch must hold 1 to ${MAX_BATCH_SIZE} operations`, 400)
    if (body.some((entry) => typeof entry !== 'object' || entry === null || Array.isArray(entry)))
      return requestError(ERROR_CODES.BAD_REQUEST, 'Each batched operation must be a JSON object', 400)
    // One too deep operation refuses the whole batch, before any operation runs.
    const tooDeep = (body as Fields[])
      .map((fields) => depthError(fields.variables, fields.extensions))
      .find((error) => error !== null)
    if (tooDeep) return tooDeep
    return {
      operations: (body as Fields[]).map((fields) =>
        toOperation(fields, store, request, fields.variables, fields.extensions),
      ),
      isBatch: true,
    }
  }
  if (typeof body !== 'object' || body === null)
    return requestError(ERROR_CODES.BAD_REQUEST, 'The body must be a JSON object', 400)
  const fields = body as Fields
  return {
    operations: [toOperation(fields, store, request, fields.variables, fields.extensions)],
    isBatch: false,
  }
}

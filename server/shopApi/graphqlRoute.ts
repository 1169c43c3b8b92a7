import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ERROR_CODES } from '../../domain/errors.ts'
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../plugins/maintenance.ts'
import type { ShopApiExecutor } from './shopApiExecutor.ts'
import type { OperationOutcome } from './operationRequest.ts'
import { requestScopeOf } from './requestScope.ts'
import { readHttpOperations } from './readHttpOperation.ts'
import { mediaTypeOf, sendHttpError } from './httpErrors.ts'

const GRAPHQL_RESPONSE = 'application/graphql-response+json'
const RETRY_AFTER_SECONDS = String(MAINTENANCE_RETRY_AFTER_SECONDS)

function responseMediaType(accept: string | undefined): string | null {
  if (!accept) return 'application/json'
  const types = accept.split(',').map((part) => mediaTypeOf(part))
  if (types.includes(GRAPHQL_RESPONSE)) return GRAPHQL_RESPONSE
  if (types.some((type) => type === 'application/json' || type === 'application/*' || type === '*/*'))
    return 'application/json'
  return null
}

function statusOf(outcome: OperationOutcome, mediaType: string): number {
  if (outcome.forcedStatus) return outcome.forcedStatus
  return outcome.isRequestError && mediaType === GRAPHQL_RESPONSE ? 400 : 200
}

/**
 * Anonymous GET query results may be cached for a minute; a request that forbids caching
 * (a signed-in client sends max-age=0, no-store: docs/shop-api.md#signed-in-requests) or carries credentials is never.
 */
function cacheControlOf(request: FastifyRequest, outcome: OperationOutcome): string {
  const requestCacheControl = request.headers['cache-control'] ?? ''
  const forbidsCaching =
    /no-store|no-cache|max-age=0/.test(requestCacheControl) || request.headers.authorization !== undefined
  const publicResult =
    request.method === 'GET' &&
    outcome.isPublicAnswer === true &&
    !forbidsCaching &&
    !outcome.isRequestError &&
    !outcome.result.errors
  return publicResult ? 'public, max-age=60' : 'no-store'
}

/**
 * Handles `{base}/graphql` (GraphQL over HTTP): GET for queries, POST with a JSON body for
 * everything; a POST with another content type is refused (400, CSRF protection); status
 * codes and media types follow the GraphQL-over-HTTP specification.
 */
export function createGraphqlHandler(executor: ShopApiExecutor) {
  return async function handleGraphql(request: FastifyRequest, reply: FastifyReply) {
    const store = request.store
    if (!store)
      return sendHttpError(reply, 404, ERROR_CODES.STORE_NOT_FOUND, 'No store answers at this address')
    if (request.method === 'POST' && mediaTypeOf(request.headers['content-type']) !== 'application/json') {
      return sendHttpError(
        reply,
        400,
        ERROR_CODES.BAD_REQUEST,
        'POST requests must be sent with Content-Type: application/json',
      )
    }
    const mediaType = responseMediaType(request.headers.accept)
    if (!mediaType)
      return sendHttpError(
        reply,
        406,
        ERROR_CODES.BAD_REQUEST,
        `Accept must allow ${GRAPHQL_RESPONSE} or application/json`,
      )
    const read = readHttpOperations(request, store)
    const method = request.method === 'GET' ? 'GET' : 'POST'
    const scope = requestScopeOf(request)
    const outcomes =
      'operations' in read
        ? await Promise.all(
            read.operations.map((operation) =>
              'store' in operation ? executor.run({ ...operation, scope }, { method }) : operation,
            ),
          )
        : [read]
    const [first] = outcomes as [OperationOutcome]
    const isBatch = 'operations' in read && read.isBatch
    const status = isBatch
      ? outcomes.some((outcome) => outcome.forcedStatus === 503)
        ? 503
        : outcomes.some((outcome) => outcome.forcedStatus === 429)
          ? 429
          : 200
      : statusOf(first, mediaType)
    if (status === 405) reply.header('Allow', 'POST')
    if (status === 503) reply.header('Retry-After', RETRY_AFTER_SECONDS)
    const retryAfter = Math.max(0, ...outcomes.map((outcome) => outcome.retryAfterSeconds ?? 0))
    if (retryAfter > 0) reply.header('Retry-After', String(retryAfter))
    return reply
      .code(status)
      .header('Cache-Control', isBatch ? 'no-store' : cacheControlOf(request, first))
      .header('Vary', 'Accept')
      .type(`${mediaType}; charset=utf-8`)
      .send(isBatch ? outcomes.map((outcome) => outcome.result) : first.result)
  }
}

/** Registers GET and POST `{base}/graphql` for each distinct store base path; other methods get 405. */
export function registerGraphqlRoutes(
  app: FastifyInstance,
  basePaths: readonly string[],
  executor: ShopApiExecutor,
): void {
  const handler = createGraphqlHandler(executor)
  for (const basePath of basePaths) {
    app.route({ method: ['GET', 'POST'], url: `${basePath}/graphql`, handler })
    app.route({
      method: ['PUT', 'PATCH', 'DELETE'],
      url: `${basePath}/graphql`,
      handler: (_request, reply) =>
        sendHttpError(
          reply.header('Allow', 'GET, POST'),
          405,
          ERROR_CODES.METHOD_NOT_ALLOWED,
          'Use GET for queries or POST for any operation',
        ),
    })
  }
}

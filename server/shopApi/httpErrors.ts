import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ERROR_CODES, type ErrorCode } from '../../domain/errors.ts'
import { isDatabaseOutage } from '../plugins/errorHandler.ts'
import { DATABASE_RETRY_AFTER_SECONDS } from '../databaseAvailability.ts'
import { MAINTENANCE_MESSAGE } from './operationRequest.ts'

/** Sends a GraphQL-shaped error body with an HTTP status (transport-level failures). */
export function sendHttpError(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code } }] })
}

/**
 * Error handler of the shop API routes: malformed JSON → 400, oversized body → 413, over the
 * rate limit → 429, the database unreachable → 503 with the maintenance marker, anything unexpected → 500 without details (the full error goes to the log).
 */
export function shopApiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500
  if (status === 413)
    return sendHttpError(reply, 413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'The request body is too large')
  if (status === 429)
    return sendHttpError(reply, 429, ERROR_CODES.TOO_MANY_REQUESTS, 'Too many requests; retry later')
  if (status >= 400 && status < 500)
    return sendHttpError(
      reply,
      status === 415 ? 400 : status,
      ERROR_CODES.BAD_REQUEST,
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.message.includes('JSON')
        ? 'The request body is not valid JSON'
        : 'Bad request',
    )
  if (isDatabaseOutage(error, request)) {
    // Counted, not logged: the outage was logged once when it began (server/databaseAvailability.ts).
    if (request.server.hasDecorator('databaseOutage')) request.server.databaseOutage.refused()
    return sendHttpError(
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)),
      503,
      ERROR_CODES.MAINTENANCE,
      MAINTENANCE_MESSAGE,
    )
  }
  request.log.error({ err: error }, 'shop API request failed')
  return sendHttpError(reply, 500, ERROR_CODES.INTERNAL_SERVER_ERROR, 'Internal server error')
}

/** Installs the body parsers of the shop API routes: JSON only; other bodies are read and refused later. */
export function installJsonOnlyParsers(app: FastifyInstance, bodyLimit: number) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_request: unknown, body: string, done: (error: Error | null, value?: unknown) => void) => {
      try {
        done(null, JSON.parse(body))
      } catch {
        done(
          Object.assign(new Error('The request body is not valid JSON'), {
            statusCode: 400,
            code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          }),
        )
      }
    },
  )
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit },
    (_request: unknown, _body: Buffer, done: (error: Error | null, value?: unknown) => void) =>
      done(null, undefined),
  )
}

/** Media type of a Content-Type header, lower-cased, without parameters. */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''
}

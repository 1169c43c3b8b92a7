import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { isConnectionError } from '../../db/connectionErrors.ts'
import { DATABASE_RETRY_AFTER_SECONDS } from '../databaseAvailability.ts'

/**
 * The app-wide error handler: a client error keeps its status and message; a server error is
 * logged with its stack and answered with a generic message, so no route outside the shop API
 * (which has its own handler) shows internals such as SQL or file paths.
 */
export function hideServerErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500
  reply.header('Cache-Control', 'no-store')
  if (statusCode < 500)
    return reply.code(statusCode).send({ statusCode, error: 'Bad Request', message: error.message })
  if (isDatabaseOutage(error, request)) return sendDatabaseOutage(request, reply)
  request.log.error({ err: error }, 'request failed')
  return reply.code(statusCode).send({
    statusCode,
    error: 'Internal Server Error',
    message: 'Something went wrong on our side. Please try again later.',
  })
}

/** True when a server error comes from a database that cannot be reached (not a bug to report as 500). */
export function isDatabaseOutage(error: unknown, request: FastifyRequest): boolean {
  return (
    isConnectionError(error) ||
    (request.server.hasDecorator('isDatabaseAvailable') && !request.server.isDatabaseAvailable())
  )
}

/**
 * Answers a request the database outage stopped with 503 and Retry-After: the maintenance screen
 * for a browser, JSON for anything else. Nothing was changed, or a retry with the same
 * idempotency key finds what was.
 */
export function sendDatabaseOutage(
  request: FastifyRequest,
  reply: FastifyReply,
  asPage = (request.headers.accept ?? '').includes('text/html'),
) {
  // Counted, not logged: the outage was logged once when it began (server/databaseAvailability.ts).
  if (request.server.hasDecorator('databaseOutage')) request.server.databaseOutage.refused()
  reply
    .code(503)
    .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('Cache-Control', 'no-store')
  if (asPage && request.server.hasDecorator('sendScreen'))
    return request.server.sendScreen(request, reply, 'maintenance', 503)
  return reply.send({
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'The shop is briefly unavailable. Please try again in a moment.',
  })
}

/** Installs {@link hideServerErrors} for every route that has no handler of its own. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(hideServerErrors)
  },
  { name: 'error-handler' },
)

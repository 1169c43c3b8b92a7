import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/**
 * The app-wide error handler: a client error keeps its status and message; a server error is
 * logged with its stack and answered with a generic message, so no route outside the shop API
 * (which has its own handler) shows internals such as SQL or file paths.
 */
export function hideServerErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
  reply.header('Cache-Control', 'no-store')
  if (statusCode < 500) return reply.code(statusCode).send({ statusCode, error: 'Bad Request', message: error.message })
  request.log.error({ err: error }, 'request failed')
  return reply.code(statusCode).send({ statusCode, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again later.' })
}

/** Installs {@link hideServerErrors} for every route that has no handler of its own. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(hideServerErrors)
  },
  { name: 'error-handler' },
)

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * One access log line per request, when its response is sent (method, URL, status, time),
 * instead of Fastify's two (received, then completed): at hundreds of pages a second the
 * second line costs more than it tells. Error logs are Fastify's own.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {
    // Logged with the outcome in requestCompleted.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}

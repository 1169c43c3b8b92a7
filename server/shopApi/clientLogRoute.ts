import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ERROR_CODES } from '../../domain/errors.ts'
import { mediaTypeOf, sendHttpError } from './httpErrors.ts'
import { ClientLogByteBudget } from './clientLogByteBudget.ts'

/** Limits of one client log request (docs/shop-api.md#client-log). */
export const CLIENT_LOG_LIMITS = {
  bodyBytes: 64 * 1024,
  entries: 100,
  contextLength: 200,
  entryBytes: 8 * 1024,
  extraFields: 20,
  clientIdLength: 100,
} as const

/**
 * What one client (by IP address) may make the handler write: requests per minute (one a second,
 * the shortest interval the handler asks for) and log bytes per request and per minute.
 */
export const CLIENT_LOG_RATE = {
  requestsPerMinute: 60,
  bytesPerRequest: 32 * 1024,
  bytesPerMinute: 256 * 1024,
} as const

const LEVELS = {
  debug: 'debug',
  info: 'info',
  log: 'info',
  warn: 'warn',
  warning: 'warn',
  error: 'error',
} as const
const CLIENT_ID = /^[\w.:-]+$/

type ClientLevel = keyof typeof LEVELS

interface ClientLogEntry {
  context: string
  level: ClientLevel
  data: unknown
}

function checkEntry(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return 'each log must be an object'
  const { context, level, data } = entry as Record<string, unknown>
  if (typeof context !== 'string' || context.length > CLIENT_LOG_LIMITS.contextLength)
    return `context must be a string of at most ${CLIENT_LOG_LIMITS.contextLength} characters`
  // Own keys only: `toString` or `__proto__` are no levels.
  if (typeof level !== 'string' || !Object.hasOwn(LEVELS, level))
    return `level must be one of ${Object.keys(LEVELS).join(', ')}`
  if (JSON.stringify(data ?? null).length > CLIENT_LOG_LIMITS.entryBytes)
    return `data of one log must be under ${CLIENT_LOG_LIMITS.entryBytes} bytes`
  return null
}

/** Checks a client log body; returns the problem, or null when it is well-formed. */
export function checkClientLogBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'the body must be a JSON object'
  const { logs, ...extra } = body as Record<string, unknown>
  if (!Array.isArray(logs)) return 'logs must be an array'
  if (logs.length > CLIENT_LOG_LIMITS.entries) return `at most ${CLIENT_LOG_LIMITS.entries} logs per request`
  if (Object.keys(extra).length > CLIENT_LOG_LIMITS.extraFields)
    return `at most ${CLIENT_LOG_LIMITS.extraFields} extra fields`
  for (const entry of logs) {
    const problem = checkEntry(entry)
    if (problem) return problem
  }
  return null
}

/**
 * `POST {base}/client-log-handler?client_id=…`: validates the browser's batched logs, writes
 * each to the server log (pino) at its level, and answers the delay before the next send.
 * Extra body fields are written once per request; what a request and a client may write is
 * bounded ({@link CLIENT_LOG_RATE}; needs `@fastify/rate-limit` registered with `global: false`).
 */
export function registerClientLogRoutes(
  app: FastifyInstance,
  basePaths: readonly string[],
  intervalMs: number,
): void {
  const budget = new ClientLogByteBudget({
    perRequest: CLIENT_LOG_RATE.bytesPerRequest,
    perClient: CLIENT_LOG_RATE.bytesPerMinute,
    windowMs: 60_000,
  })
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.store)
      return sendHttpError(reply, 404, ERROR_CODES.STORE_NOT_FOUND, 'No store answers at this address')
    if (mediaTypeOf(request.headers['content-type']) !== 'application/json')
      return sendHttpError(
        reply,
        400,
        ERROR_CODES.BAD_REQUEST,
        'Client logs must be sent as application/json',
      )
    const clientId = (request.query as Record<string, unknown>).client_id
    if (
      clientId !== undefined &&
      (typeof clientId !== 'string' ||
        clientId.length > CLIENT_LOG_LIMITS.clientIdLength ||
        !CLIENT_ID.test(clientId))
    ) {
      return sendHttpError(reply, 400, ERROR_CODES.BAD_REQUEST, 'client_id must be a short identifier')
    }
    const problem = checkClientLogBody(request.body)
    if (problem) return sendHttpError(reply, 400, ERROR_CODES.BAD_REQUEST, `Invalid client log: ${problem}`)
    const { logs, ...extra } = request.body as { logs: ClientLogEntry[] } & Record<string, unknown>
    const log = request.log.child({ clientLog: true, clientId: clientId ?? null, store: request.store.key })
    const requestBudget = budget.open(request.ip)
    if (Object.keys(extra).length > 0) {
      const extraBytes = JSON.stringify(extra).length
      if (requestBudget.take(extraBytes)) log.info({ extra }, 'client: extra fields')
      else log.info({ extraDroppedBytes: extraBytes }, 'client: extra fields over the log budget')
    }
    let dropped = 0
    for (const entry of logs) {
      if (requestBudget.take(entry.context.length + JSON.stringify(entry.data ?? null).length))
        log[LEVELS[entry.level]]({ context: entry.context, data: entry.data }, `client: ${entry.context}`)
      else dropped++
    }
    if (dropped > 0) log.warn({ dropped }, 'client: logs over the log budget dropped')
    return reply.header('Cache-Control', 'no-store').send({ interval: intervalMs })
  }
  const rateLimit = { max: CLIENT_LOG_RATE.requestsPerMinute, timeWindow: 60_000 }
  for (const basePath of basePaths)
    app.post(
      `${basePath}/client-log-handler`,
      { bodyLimit: CLIENT_LOG_LIMITS.bodyBytes, config: { rateLimit } },
      handler,
    )
}

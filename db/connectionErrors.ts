/** Socket errors of a database server that went away or cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/** Messages node-postgres gives a connection it lost or could not open, without a code. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i

/**
 * True when an error says the database cannot be reached (server stopped, restarting, network
 * down) rather than that a statement was wrong: SQLSTATE classes 08 (connection exception) and
 * 57P0x (the server is shutting down or starting), and the socket errors under them.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[1-4]$/.test(code))
  )
    return true
  if (LOST_CONNECTION.test(error.message)) return true
  // AggregateError (several addresses refused) and wrapped errors carry the socket error inside.
  const inner = [(error as { cause?: unknown }).cause, ...((error as { errors?: unknown[] }).errors ?? [])]
  return inner.some((cause) => cause !== error && isConnectionError(cause))
}

/** Severity of a client log entry. */
export type ClientLogLevel = 'debug' | 'info' | 'warn' | 'error'

/** One entry of the client log: for errors `data` holds error, message and trace. */
export interface ClientLogEntry {
  context: string
  level: ClientLogLevel
  data: unknown
}

/** The log entry of an error: `data` holds error (its name), message and trace. */
export const errorLogEntry = (context: string, error: unknown): ClientLogEntry => {
  const err = error instanceof Error ? error : new Error(String(error))
  // Cut long texts so that one error stays within the handler's size limit per log.
  const data = {
    error: err.name,
    message: err.message.slice(0, 1_000),
    trace: (err.stack ?? '').slice(0, 4_000),
  }
  return { context, level: 'error', data }
}

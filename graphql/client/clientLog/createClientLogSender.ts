import { errorLogEntry, type ClientLogEntry } from './clientLogEntry.ts'

export { errorLogEntry, type ClientLogEntry, type ClientLogLevel } from './clientLogEntry.ts'

/** Timer functions, injectable for tests. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Options of {@link createClientLogSender}. */
export interface ClientLogSenderOptions {
  /** `{base}/client-log-handler`, absolute or relative to the page. */
  endpoint: string
  /** Identifies this browser; sent as `client_id` when there are no extra fields. */
  clientId: string
  /** Extra body fields; when there are some, they go in the body and `client_id` is not sent. */
  extraFields?: () => Record<string, unknown> | undefined
  fetch?: typeof fetch
  timers?: Timers
  /** Delay between sends until the server says otherwise; 30000 ms. */
  defaultIntervalMs?: number
  /** Lowest delay the server may ask for; 1000 ms. */
  minIntervalMs?: number
  /** A send is abandoned after this long; 10000 ms. */
  timeoutMs?: number
  /** Oldest entries are dropped past this many waiting ones; 200. */
  maxQueueLength?: number
}

/** What one request may carry (the handler refuses more: 100 logs, 64 KiB, 8 KiB per log). */
export const CLIENT_LOG_BATCH_LIMITS = { entries: 100, bodyBytes: 60_000, entryBytes: 8_000 } as const

/** Outcome of one send. */
export type SendOutcome = 'skipped' | 'sent' | 'failed'

/** Queues client log entries and sends them in batches (docs/shop-api.md#client-log). */
export interface ClientLogSender {
  log(entry: ClientLogEntry): void
  /** Queues an error with its name, message and stack trace. */
  logError(context: string, error: unknown): void
  /** Sends the waiting entries now, unless there are none. */
  flush(): Promise<SendOutcome>
  /**
   * Hands every waiting entry, batch by batch, to `beacon` (a send that outlives the page, such
   * as `navigator.sendBeacon`); batches it refuses stay queued. Answers the entries handed over.
   */
  sendBeforeExit(beacon: (logs: ClientLogEntry[]) => boolean): number
  /** Sends periodically, waiting the current interval between sends. */
  start(): void
  stop(): void
  /** The delay before the next periodic send. */
  readonly intervalMs: number
  /** Entries waiting to be sent. */
  readonly pending: number
}

const sizeOf = (entry: ClientLogEntry): number => JSON.stringify(entry).length

/** Splits the queue into the next request's batch (within the handler's limits) and the rest. */
export const takeBatch = (queue: readonly ClientLogEntry[]): [ClientLogEntry[], ClientLogEntry[]] => {
  let bytes = 0
  let count = 0
  while (count < queue.length && count < CLIENT_LOG_BATCH_LIMITS.entries) {
    bytes += sizeOf(queue[count]!) + 1
    if (bytes > CLIENT_LOG_BATCH_LIMITS.bodyBytes && count > 0) break
    count += 1
  }
  return [queue.slice(0, count), queue.slice(count)]
}

const withClientId = (endpoint: string, clientId: string): string =>
  `${endpoint}${endpoint.includes('?') ? '&' : '?'}client_id=${encodeURIComponent(clientId)}`

/** Reads the next interval from a handler answer: `{ interval }`, never below the minimum. */
export const nextInterval = (body: unknown, defaultMs: number, minMs: number): number => {
  const interval = body && typeof body === 'object' ? (body as { interval?: unknown }).interval : undefined
  return typeof interval === 'number' && Number.isFinite(interval) ? Math.max(minMs, interval) : defaultMs
}

/** Creates a sender; nothing is sent until `flush()` or `start()`. */
export const createClientLogSender = (options: ClientLogSenderOptions): ClientLogSender => {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
  const defaultMs = options.defaultIntervalMs ?? 30_000
  const minMs = options.minIntervalMs ?? 1_000
  const timeoutMs = options.timeoutMs ?? 10_000
  const maxQueue = options.maxQueueLength ?? 200
  let queue: ClientLogEntry[] = []
  let intervalMs = defaultMs
  let timer: unknown
  let running = false

  // Entries of a failed send go back in front of newer ones; the oldest are dropped first.
  const requeue = (entries: ClientLogEntry[]): void => {
    queue = [...entries, ...queue].slice(-maxQueue)
  }
  // An entry the handler would refuse is dropped here rather than spoil its whole batch.
  const append = (entry: ClientLogEntry): void => {
    if (sizeOf(entry) > CLIENT_LOG_BATCH_LIMITS.entryBytes) return
    queue = [...queue, entry].slice(-maxQueue)
  }

  const send = async (logs: ClientLogEntry[]): Promise<Response> => {
    const extra = options.extraFields?.()
    const hasExtra = extra !== undefined && Object.keys(extra).length > 0
    const controller = new AbortController()
    const timeout = timers.setTimeout(() => controller.abort(), timeoutMs)
    try {
      return await doFetch(hasExtra ? options.endpoint : withClientId(options.endpoint, options.clientId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(hasExtra ? { ...extra, logs } : { logs }),
        credentials: 'same-origin',
        signal: controller.signal,
      })
    } finally {
      timers.clearTimeout(timeout)
    }
  }

  const flush = async (): Promise<SendOutcome> => {
    if (queue.length === 0) return 'skipped'
    const [batch, rest] = takeBatch(queue)
    queue = rest
    try {
      const response = await send(batch)
      if (!response.ok) {
        // A refused batch (4xx) would be refused again; a server error may pass later.
        if (response.status >= 500) requeue(batch)
        intervalMs = defaultMs
        return 'failed'
      }
      intervalMs = nextInterval(await response.json().catch(() => undefined), defaultMs, minMs)
      return 'sent'
    } catch {
      requeue(batch)
      intervalMs = defaultMs
      return 'failed'
    }
  }

  const schedule = (): void => {
    if (!running) return
    timer = timers.setTimeout(() => void flush().then(schedule), intervalMs)
  }

  const sendBeforeExit = (beacon: (logs: ClientLogEntry[]) => boolean): number => {
    let handed = 0
    let refused: ClientLogEntry[] = []
    while (queue.length > 0) {
      const [batch, rest] = takeBatch(queue)
      queue = rest
      if (beacon(batch)) handed += batch.length
      else refused = [...refused, ...batch]
    }
    queue = refused
    return handed
  }

  return {
    log: append,
    logError: (context, error) => append(errorLogEntry(context, error)),
    flush,
    sendBeforeExit,
    start() {
      if (running) return
      running = true
      schedule()
    },
    stop() {
      running = false
      timers.clearTimeout(timer)
    },
    get intervalMs() {
      return intervalMs
    },
    get pending() {
      return queue.length
    },
  }
}

/** Options of {@link ClientLogByteBudget}. */
export interface ClientLogByteBudgetOptions {
  /** Log bytes one request may write. */
  perRequest: number
  /** Log bytes one client may write per window. */
  perClient: number
  /** Length of the per-client window in ms (a minute). */
  windowMs: number
  /** Clock, injectable for tests. */
  now?: () => number
}

/**
 * Bounds the bytes the client log handler writes to the server log, per request and per client
 * per fixed window, so a browser (or a script) cannot flood the log. The request rate itself is
 * bounded by `@fastify/rate-limit`; this bounds what each allowed request may cost.
 */
export class ClientLogByteBudget {
  readonly #options: Required<ClientLogByteBudgetOptions>
  readonly #spentByClient = new Map<string, number>()
  #windowStart: number

  constructor(options: ClientLogByteBudgetOptions) {
    this.#options = { now: Date.now, ...options }
    this.#windowStart = this.#options.now()
  }

  /** Starts one request's budget for `clientKey`: the smaller of the per-request bound and what the client has left. */
  open(clientKey: string): RequestLogBudget {
    const now = this.#options.now()
    // One window for every client: clearing the map at each boundary also bounds its size.
    if (now - this.#windowStart >= this.#options.windowMs) {
      this.#spentByClient.clear()
      this.#windowStart = now
    }
    const clientLeft = this.#options.perClient - (this.#spentByClient.get(clientKey) ?? 0)
    let left = Math.max(0, Math.min(this.#options.perRequest, clientLeft))
    return {
      take: (bytes) => {
        if (bytes > left) return false
        left -= bytes
        this.#spentByClient.set(clientKey, (this.#spentByClient.get(clientKey) ?? 0) + bytes)
        return true
      },
    }
  }
}

/** What one request may still write. */
export interface RequestLogBudget {
  /** Spends `bytes` when they fit and answers true; answers false (and spends nothing) otherwise. */
  take(bytes: number): boolean
}

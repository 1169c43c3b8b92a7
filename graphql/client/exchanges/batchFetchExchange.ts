import {
  makeErrorResult,
  makeResult,
  type Exchange,
  type ExecutionResult,
  type Operation,
  type OperationResult,
} from '@urql/core'
import { makeFetchBody, makeFetchOptions, makeFetchSource, makeFetchURL } from '@urql/core/internal'
import { filter, make, merge, mergeMap, pipe, subscribe, takeUntil, type Source } from 'wonka'

/** Most operations in one batched POST: the shop API refuses more (`MAX_BATCH_SIZE`). */
export const MAX_OPERATIONS_PER_BATCH = 10

/** How long a POST operation waits for companions before its batch leaves, in ms. */
export const BATCH_WINDOW_MS = 10

interface PendingOperation {
  operation: Operation
  body: ReturnType<typeof makeFetchBody>
  init: RequestInit
  url: string
  /** False once the operation was torn down: its answer is then dropped. */
  active: boolean
  deliver(result: OperationResult): void
  /** Set when the request leaves: abandons it once no operation of it is still active. */
  abandon?: () => void
}

const hasResultShape = (value: unknown): value is ExecutionResult =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  ('data' in value || 'errors' in value)

/** One JSON array POST for several operations; each gets its own entry of the answer. */
const sendBatch = (batch: PendingOperation[]): void => {
  const [first] = batch as [PendingOperation, ...PendingOperation[]]
  const controller = new AbortController()
  const abandon = () => {
    if (batch.every((entry) => !entry.active)) controller.abort()
  }
  for (const entry of batch) entry.abandon = abandon
  const fetcher = first.operation.context.fetch ?? fetch
  const answer = (entry: PendingOperation, result: OperationResult) => {
    if (entry.active) entry.deliver(result)
  }
  void (async () => {
    let response: Response | undefined
    try {
      response = await fetcher(first.url, {
        ...first.init,
        method: 'POST',
        body: JSON.stringify(batch.map((entry) => entry.body)),
        signal: controller.signal,
      })
      const type = response.headers.get('content-type') ?? ''
      if (!/json/i.test(type)) throw new Error(response.statusText || `HTTP ${response.status}`)
      const payload: unknown = await response.json()
      batch.forEach((entry, index) => {
        // A whole-request error (a 400 or the 503 of maintenance) answers every operation.
        const result: unknown = Array.isArray(payload) ? payload[index] : payload
        answer(
          entry,
          hasResultShape(result)
            ? makeResult(entry.operation, result, response)
            : makeErrorResult(
                entry.operation,
                new Error('The batched answer has no result for this operation'),
                response,
              ),
        )
      })
    } catch (error) {
      if (controller.signal.aborted) return
      for (const entry of batch) answer(entry, makeErrorResult(entry.operation, error as Error, response))
    }
  })()
}

/** A lone operation goes exactly as urql's fetch exchange would send it. */
const sendAlone = (entry: PendingOperation): void => {
  const { unsubscribe } = pipe(
    makeFetchSource(entry.operation, entry.url, entry.init),
    subscribe((result) => {
      if (entry.active) entry.deliver(result)
    }),
  )
  entry.abandon = unsubscribe
}

/**
 * urql's fetch exchange with one addition: operations that go by POST (mutations, and full
 * queries resent after a persisted-query miss) issued within {@link BATCH_WINDOW_MS} of each
 * other leave as one JSON array POST, which the shop API answers with an array (docs/shop-api.md#transport:
 * the one case the storefront batches). Hashed queries keep their own cacheable GET, and a lone
 * POST keeps its plain body.
 */
export const batchFetchExchange: Exchange = ({ forward }) => {
  const waiting = new Map<string, { entries: PendingOperation[]; timer: ReturnType<typeof setTimeout> }>()

  const flush = (key: string) => {
    const batch = waiting.get(key)
    if (!batch) return
    waiting.delete(key)
    clearTimeout(batch.timer)
    const live = batch.entries.filter((entry) => entry.active)
    if (live.length === 1) sendAlone(live[0]!)
    else if (live.length > 1) sendBatch(live)
  }

  const enqueue = (entry: PendingOperation) => {
    // Requests with different headers or credentials never share a POST.
    const key = JSON.stringify([entry.url, entry.init.credentials ?? null, entry.init.headers ?? null])
    let batch = waiting.get(key)
    if (!batch) {
      batch = { entries: [], timer: setTimeout(() => flush(key), BATCH_WINDOW_MS) }
      waiting.set(key, batch)
    }
    batch.entries.push(entry)
    if (batch.entries.length >= MAX_OPERATIONS_PER_BATCH) flush(key)
  }

  return (operations$) => {
    const isSent = (operation: Operation) => operation.kind === 'query' || operation.kind === 'mutation'

    const fetched$ = pipe(
      operations$,
      filter(isSent),
      mergeMap((operation): Source<OperationResult> => {
        const body = makeFetchBody(operation)
        const url = makeFetchURL(operation, body)
        const init = makeFetchOptions(operation, body)
        const torndown$ = pipe(
          operations$,
          filter((next) => next.kind === 'teardown' && next.key === operation.key),
        )
        if (init.method === 'GET') return pipe(makeFetchSource(operation, url, init), takeUntil(torndown$))
        const batched = make<OperationResult>((observer) => {
          const entry: PendingOperation = {
            operation,
            body,
            init,
            url,
            active: true,
            deliver(result) {
              observer.next(result)
              observer.complete()
            },
          }
          enqueue(entry)
          return () => {
            entry.active = false
            entry.abandon?.()
          }
        })
        return pipe(batched, takeUntil(torndown$))
      }),
    )

    const forwarded$ = pipe(
      operations$,
      filter((operation) => !isSent(operation)),
      forward,
    )
    return merge([fetched$, forwarded$])
  }
}

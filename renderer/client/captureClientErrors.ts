import { errorLogEntry, type ClientLogEntry } from '../../graphql/client/clientLog/clientLogEntry.ts'

/** Receives each error entry once a fuller client log has taken over (see {@link handOverClientErrors}). */
export type ClientErrorSink = (entry: ClientLogEntry) => void

/** Errors kept by the core script; past this many, later ones are dropped. */
const MAX_KEPT_ERRORS = 20

let sink: ClientErrorSink | undefined
let kept: ClientLogEntry[] = []
let clientId: string | undefined

/** This page's `client_id` for the client log (docs/shop-api.md#client-log); `randomUUID` needs a secure context. */
export function clientLogId(): string {
  clientId ??= crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  return clientId
}

/** `{base}/client-log-handler?client_id=…` */
export const clientLogUrl = (basePath: string): string =>
  `${basePath}/client-log-handler?client_id=${encodeURIComponent(clientLogId())}`

/**
 * Sends `{ logs }` so that it survives the page going away: `sendBeacon` when the browser
 * has it and takes the body, else a `keepalive` fetch. Answers whether it was handed over.
 */
export function beaconClientLogs(basePath: string, logs: ClientLogEntry[]): boolean {
  const body = JSON.stringify({ logs })
  const url = clientLogUrl(basePath)
  if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return true
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {
    // Nothing more can be done for a log while the page goes away.
  })
  return true
}

const report = (context: string, error: unknown) => {
  const entry = errorLogEntry(context, error)
  if (sink) sink(entry)
  else if (kept.length < MAX_KEPT_ERRORS) kept.push(entry)
}

/**
 * The client log of every page, islands or not (docs/shop-api.md#client-log): script errors and unhandled
 * rejections are kept and sent with a beacon when the page is hidden. A page whose islands
 * start takes them over with {@link handOverClientErrors}.
 */
export function captureClientErrors(basePath: string): void {
  window.addEventListener('error', (event) => report('window', event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => report('promise', event.reason))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || sink || kept.length === 0) return
    beaconClientLogs(basePath, kept)
    kept = []
  })
}

/** Hands the errors kept so far, and every later one, to a fuller client log. */
export function handOverClientErrors(next: ClientErrorSink): void {
  sink = next
  kept.forEach(next)
  kept = []
}

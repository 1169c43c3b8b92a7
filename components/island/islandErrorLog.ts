import type { ClientLogSender } from '../../graphql/client/clientLog/createClientLogSender.ts'
import { errorLogEntry, type ClientLogEntry } from '../../graphql/client/clientLog/clientLogEntry.ts'
import {
  beaconClientLogs,
  clientLogId,
  handOverClientErrors,
} from '../../renderer/client/captureClientErrors.ts'

/** Reports the errors of islands to the page's client log. */
export interface IslandErrorLog {
  logError(context: string, error: unknown): void
}

let started: IslandErrorLog | undefined

/**
 * The page's full client log (docs/shop-api.md#client-log), taken over from the core script with the first
 * island: it receives the script errors and unhandled rejections the core script caught and
 * React's hydration and render errors, sends them every interval the handler asks for, and
 * with a beacon when the page is hidden. The sender is a chunk of its own, fetched with the
 * first error: a page without errors never loads it.
 */
export function islandErrorLog(basePath: string): IslandErrorLog {
  if (started) return started
  let sender: ClientLogSender | undefined
  let waiting: ClientLogEntry[] | undefined
  const log = (entry: ClientLogEntry) => {
    if (sender) return sender.log(entry)
    if (waiting) return void waiting.push(entry)
    waiting = [entry]
    void import('../../graphql/client/clientLog/createClientLogSender.ts').then(
      ({ createClientLogSender }) => {
        const loaded = createClientLogSender({
          endpoint: `${basePath}/client-log-handler`,
          clientId: clientLogId(),
        })
        waiting?.forEach((early) => loaded.log(early))
        waiting = undefined
        loaded.start()
        sender = loaded
      },
    )
  }
  handOverClientErrors(log)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return
    if (sender) sender.sendBeforeExit((logs) => beaconClientLogs(basePath, logs))
    // Errors caught while the sender's chunk was on its way leave with a beacon of their own.
    else if (waiting?.length && beaconClientLogs(basePath, waiting)) waiting = []
  })
  started = { logError: (context, error) => log(errorLogEntry(context, error)) }
  return started
}

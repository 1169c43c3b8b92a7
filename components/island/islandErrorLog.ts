import { createClientLogSender, type ClientLogSender } from '../../graphql/client/clientLog/createClientLogSender.ts'

let sender: ClientLogSender | undefined

/**
 * The page's client log (spec §7, §8: start-up and rendering errors go to the logger), started
 * with the first island: script errors, unhandled rejections and React's hydration errors are
 * batched to `{base}/client-log-handler`, and what waits is sent when the page is hidden.
 */
export function islandErrorLog(basePath: string): ClientLogSender {
  if (sender) return sender
  const log = createClientLogSender({ endpoint: `${basePath}/client-log-handler`, clientId: crypto.randomUUID() })
  window.addEventListener('error', (event) => log.logError('window', event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => log.logError('promise', event.reason))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void log.flush()
  })
  log.start()
  sender = log
  return log
}

import { createClientLogSender, type ClientLogSender } from '../../graphql/client/clientLog/createClientLogSender.ts'
import { beaconClientLogs, clientLogId, handOverClientErrors } from '../../renderer/client/captureClientErrors.ts'

let sender: ClientLogSender | undefined

/**
 * The page's full client log (spec §7, §8), started with the first island: it takes over the
 * script errors and unhandled rejections the core script caught, adds React's hydration and
 * render errors, sends them every interval the handler asks for, and with a beacon when the
 * page is hidden.
 */
export function islandErrorLog(basePath: string): ClientLogSender {
  if (sender) return sender
  const log = createClientLogSender({ endpoint: `${basePath}/client-log-handler`, clientId: clientLogId() })
  handOverClientErrors((entry) => log.log(entry))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') log.sendBeforeExit((logs) => beaconClientLogs(basePath, logs))
  })
  log.start()
  sender = log
  return log
}

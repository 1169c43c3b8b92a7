import fp from 'fastify-plugin'
import { SHOP_CONFIG } from '../../config/shopConfig.ts'
import { CLIENT_LOG_LIMITS, registerClientLogRoutes } from '../shopApi/clientLogRoute.ts'
import { installJsonOnlyParsers, shopApiErrorHandler } from '../shopApi/httpErrors.ts'

/** Options of the client log plugin. */
export interface ClientLogPluginOptions {
  /** Delay the handler asks browsers to wait between sends (at least 1000 ms). */
  intervalMs?: number
}

/** `{base}/client-log-handler` for every store: browsers' errors into the server log, bounded. */
export const clientLogPlugin = fp<ClientLogPluginOptions>(
  async (app, options) => {
    const basePaths = [...new Set(app.stores.map((store) => store.basePath))]
    const intervalMs = Math.max(
      SHOP_CONFIG.clientLog.minimumIntervalMs,
      options.intervalMs ?? SHOP_CONFIG.clientLog.defaultIntervalMs,
    )
    await app.register(async (routes) => {
      installJsonOnlyParsers(routes, CLIENT_LOG_LIMITS.bodyBytes)
      routes.setErrorHandler(shopApiErrorHandler)
      registerClientLogRoutes(routes, basePaths, intervalMs)
    })
  },
  { name: 'client-log', dependencies: ['storefronts', 'rate-limit'] },
)

import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { constants as zlibConstants } from 'node:zlib'
import compress from '@fastify/compress'
import { loadConfig, type ServerConfig } from './config.ts'
import { matchStore, storefrontsPlugin } from './plugins/storefronts.ts'
import { healthPlugin } from './plugins/health.ts'
import { errorHandlerPlugin } from './plugins/errorHandler.ts'
import { securityHeadersPlugin } from './plugins/securityHeaders.ts'
import { maintenancePlugin } from './plugins/maintenance.ts'
import { serviceWorkerPlugin } from './plugins/serviceWorker.ts'
import { catalogueImportsPlugin } from './plugins/catalogueImports.ts'
import { pagesPlugin } from './plugins/pages.ts'
import { backOfficePlugin } from './plugins/backOffice.ts'
import { pageCachePlugin } from './plugins/pageCache.ts'
import { sitemapPlugin } from './plugins/sitemap.ts'
import { sizeGuidePlugin } from './plugins/sizeGuide.ts'
import { shopApiPlugin } from './shopApi/shopApiPlugin.ts'
import { databasePlugin } from './plugins/database.ts'
import { metricsPlugin } from './plugins/metrics.ts'
import type { ShopDatabase } from '../db/openDatabase.ts'
import { sessionsPlugin } from './plugins/sessions.ts'
import { rateLimitPlugin } from './plugins/rateLimit.ts'
import { clientLogPlugin } from './plugins/clientLog.ts'
import { consentPlugin } from './plugins/consent.ts'
import { artworkPlugin } from './plugins/artwork.ts'
import { uploadedPicturesPlugin } from './plugins/uploadedPictures.ts'
import { emailPlugin } from './plugins/email.ts'
import { marketingPlugin } from './plugins/marketing.ts'
import { shopperRoutesPlugin } from './plugins/shopperRoutes.ts'
import { invoicePdfPlugin } from './plugins/invoicePdf.ts'
import { returnLabelPlugin } from './plugins/returnLabel.ts'
import { downloadableFilesPlugin } from './plugins/downloadableFiles.ts'
import { checkoutPlugin } from './plugins/checkout.ts'
import { abandonedCartsPlugin } from './plugins/abandonedCarts.ts'
import { priceSchedulesPlugin } from './plugins/priceSchedules.ts'
import { paymentsPlugin } from './plugins/payments.ts'
import { offlinePaymentProviderPlugin } from './plugins/offlinePaymentProvider.ts'
import { paymentReconciliationPlugin } from './plugins/paymentReconciliation.ts'
import { AccessLogController } from './accessLogController.ts'
import { originFormOf } from './originFormOf.ts'
import { startViteDevServer } from './viteDevServer.ts'

/** Options of {@link buildServer}; anything left out comes from the environment. */
export interface BuildServerOptions {
  config?: Partial<ServerConfig>
  /** Pino logger options, or false to silence logs (tests). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } }
  /** An already open database (tests on PostgreSQL); default: the one the configuration names. */
  database?: ShopDatabase
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig
  }
}

/**
 * Builds the shop's Fastify app: storefront resolution, the shop API at `{base}/graphql`,
 * the service worker, health endpoints and Vike pages (docs/architecture.md#a-request-from-socket-to-html).
 * It does not listen; `server/index.ts` does.
 */
export async function buildServer(options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config)
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? { level: config.mode === 'production' ? 'info' : 'debug' },
    routerOptions: { maxParamLength: 500 },
    rewriteUrl: originFormOf,
    // A URL the router cannot decode still gets a page in the shopper's language, not JSON.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL' && app.hasDecorator('sendScreen')) {
        request.store =
          matchStore(config.stores, request.headers.host, request.url.split('?')[0] ?? '/')?.store ?? null
        void app.sendScreen(request, reply, 'badRequest', 400)
        return
      }
      void (reply as FastifyReply)
        .code(400)
        .send({ statusCode: 400, error: 'Bad Request', message: error.message })
    },
    return503OnClosing: true,
    // A first start creates, migrates and seeds the embedded database: slow on a busy machine.
    pluginTimeout: 180_000,
    logController: new AccessLogController(),
    trustProxy: config.trustProxy,
  })
  app.decorate('config', config)
  // In dev, Vite starts now and the pages plugin awaits it: its start overlaps the database's.
  const viteDevServer =
    config.mode === 'development' ? startViteDevServer(config.root, app.server) : undefined

  await app.register(errorHandlerPlugin)
  await app.register(storefrontsPlugin, { stores: config.stores })
  await app.register(securityHeadersPlugin)
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 for pages rendered per request (~1 ms for /en/men); the page cache keeps quality 9, paid once (docs/performance.md).
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  })
  await app.register(healthPlugin)
  await app.register(maintenancePlugin, { dataDir: config.dataDir, forced: config.maintenance })
  await app.register(databasePlugin, { config, ...(options.database ? { database: options.database } : {}) })
  await app.register(metricsPlugin, { config })
  await app.register(rateLimitPlugin, { config })
  await app.register(sessionsPlugin, { config })
  await app.register(paymentsPlugin)
  await app.register(offlinePaymentProviderPlugin)
  await app.register(checkoutPlugin)
  await app.register(paymentReconciliationPlugin)
  await app.register(abandonedCartsPlugin)
  await app.register(priceSchedulesPlugin)
  await app.register(catalogueImportsPlugin)
  await app.register(shopApiPlugin, { config })
  await app.register(clientLogPlugin)
  await app.register(consentPlugin)
  await app.register(artworkPlugin)
  await app.register(uploadedPicturesPlugin, { config })
  await app.register(serviceWorkerPlugin)
  await app.register(sitemapPlugin)
  await app.register(pageCachePlugin, { config })
  await app.register(pagesPlugin, { config, ...(viteDevServer ? { viteDevServer } : {}) })
  await app.register(backOfficePlugin, { config })
  await app.register(shopperRoutesPlugin)
  await app.register(invoicePdfPlugin)
  await app.register(returnLabelPlugin)
  await app.register(downloadableFilesPlugin)
  await app.register(emailPlugin, { config })
  await app.register(marketingPlugin)
  await app.register(sizeGuidePlugin)
  return app
}

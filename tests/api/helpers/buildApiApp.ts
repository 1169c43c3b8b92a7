import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Writable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import type { KyselyPlugin } from 'kysely'
import { loadConfig, type ServerConfig } from '../../../server/config.ts'
import { storefrontsPlugin } from '../../../server/plugins/storefronts.ts'
import { shopApiPlugin, type ShopApiOptions } from '../../../server/shopApi/shopApiPlugin.ts'
import { databasePlugin } from '../../../server/plugins/database.ts'
import { sessionsPlugin } from '../../../server/plugins/sessions.ts'
import { rateLimitPlugin } from '../../../server/plugins/rateLimit.ts'
import { clientLogPlugin } from '../../../server/plugins/clientLog.ts'
import { consentPlugin } from '../../../server/plugins/consent.ts'
import { artworkPlugin } from '../../../server/plugins/artwork.ts'
import { paymentsPlugin } from '../../../server/plugins/payments.ts'
import { checkoutPlugin } from '../../../server/plugins/checkout.ts'
import { offlinePaymentProviderPlugin } from '../../../server/plugins/offlinePaymentProvider.ts'
import { renderPaymentProviderPage } from '../../../components/checkout/renderPaymentProviderPage.tsx'
import { invoicePdfPlugin } from '../../../server/plugins/invoicePdf.ts'
import { returnLabelPlugin } from '../../../server/plugins/returnLabel.ts'
import { downloadableFilesPlugin } from '../../../server/plugins/downloadableFiles.ts'
import { openTestDatabase } from './testDatabase.ts'

/** Options of {@link buildApiApp}. */
/**
 * How long a test file may take to start its app: the first file on PostgreSQL builds the seeded
 * template database the others copy, and migrating and seeding on a loaded two-core CI machine
 * once took more than two minutes.
 */
export const API_APP_START_TIMEOUT_MS = 300_000

export interface ApiAppOptions extends Omit<ShopApiOptions, 'config'> {
  config?: Partial<ServerConfig>
  /** Delay the client log handler asks browsers to wait between sends. */
  clientLogIntervalMs?: number
  /** Where the app's log lines (pino JSON, level debug) go; no logging without it. */
  logStream?: Writable
  /** Kysely plugins on the app's database, e.g. to run a concurrent request between two of a resolver's reads. */
  databasePlugins?: KyselyPlugin[]
}

/**
 * A Fastify app with only the storefronts, database, payments (offline provider), invoice PDF, return label, downloadable files, shop API, client log, consent and artwork plugins, on a fresh copy of the seeded
 * test database and its own data folder (for the maintenance flag). The listing cache is off
 * unless asked for, and so is the public answers cache, so statement counts are exact. Close it after the tests.
 */
export async function buildApiApp(options: ApiAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-api-'))
  const config = loadConfig({ NODE_ENV: 'test' }, { dataDir, ...options.config })
  const { logStream, clientLogIntervalMs, databasePlugins = [], ...shopApiOptions } = options
  const app = Fastify({
    logger: logStream ? { level: 'debug', stream: logStream } : false,
    trustProxy: config.trustProxy,
  })
  app.decorate('config', config)
  await app.register(storefrontsPlugin, { stores: config.stores })
  const database = await openTestDatabase()
  database.db = databasePlugins.reduce((db, plugin) => db.withPlugin(plugin), database.db)
  await app.register(databasePlugin, { config, database })
  await app.register(rateLimitPlugin, { config })
  await app.register(sessionsPlugin, { config })
  // No background polling: statement counts stay exact; tests drain the webhook outbox themselves.
  await app.register(paymentsPlugin, { pollWebhookOutbox: false })
  // Vitest compiles the Lingui macros, so the provider's pages render without the page build.
  await app.register(offlinePaymentProviderPlugin, { renderHostedPage: renderPaymentProviderPage })
  await app.register(checkoutPlugin)
  await app.register(invoicePdfPlugin)
  await app.register(returnLabelPlugin)
  await app.register(downloadableFilesPlugin)
  await app.register(shopApiPlugin, {
    listingCacheSeconds: 0,
    responseCacheSeconds: 0,
    ...shopApiOptions,
    config,
  })
  await app.register(clientLogPlugin, { intervalMs: clientLogIntervalMs })
  await app.register(consentPlugin)
  await app.register(artworkPlugin)
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }))
  await app.ready()
  return app
}

/** The data of a test response: its shape differs per test query, so it is left untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type TestData = Record<string, any>

/** POSTs a GraphQL operation to a store's endpoint and returns status and parsed body. */
export async function postGraphql(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  store = '/en',
) {
  const response = await app.inject({
    method: 'POST',
    url: `${store}/graphql`,
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  })
  return {
    status: response.statusCode,
    body: response.json() as {
      data?: TestData
      errors?: { message: string; extensions?: { code?: string } }[]
    },
    headers: response.headers,
  }
}

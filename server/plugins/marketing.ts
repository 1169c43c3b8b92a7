import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { configuredOrStoredSecret } from '../../db/storedSecret.ts'
import type { MarketingProvider } from '../../domain/marketing/marketingProvider.ts'
import { createOfflineMarketingProvider } from '../marketing/offline/offlineMarketingProvider.ts'
import { createMarketingSyncWorker, deliverMarketingSyncJob } from '../../domain/marketing/marketingSync.ts'
import { sendCartReminders } from '../marketing/cartReminders.ts'
import { createCartLinks, type CartLinks } from '../marketing/cartLinks.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Marketing automation: the configured provider, the newsletter sync and the abandoned-cart reminders. */
    marketing: {
      provider: MarketingProvider
      cartLinks: CartLinks
      /** Queues the cart reminders due now and returns how many (the sweep's one job; tests call it). */
      sweepCartReminders(): Promise<number>
      /** Delivers every due sync job to the provider and resolves when none is left (tests, shutdown). */
      drainSync(): Promise<void>
    }
  }
}

/** Options of the marketing plugin. */
export interface MarketingPluginOptions {
  /** How often the sync worker looks for due jobs (default 2 s). */
  syncPollIntervalMs?: number
}

function createProvider(app: FastifyInstance): MarketingProvider {
  switch (app.config.marketingProvider) {
    case 'offline':
      return createOfflineMarketingProvider(app.shopDatabase.db)
  }
}

/**
 * Marketing automation behind the provider of `MARKETING_PROVIDER`: a worker delivers the sync
 * outbox (newsletter subscriptions and unsubscriptions, events) with retries; a sweep every
 * `ABANDONED_CART_REMINDER_SWEEP_SECONDS` (not at start, which every test server and instance
 * would pay) queues the abandoned-cart reminders due; `{store}/cart/restore?token=` is the
 * reminder's link back to the cart.
 */
export const marketingPlugin = fp<MarketingPluginOptions>(
  async (app, { syncPollIntervalMs = 2000 }) => {
    const provider = createProvider(app)
    const db = app.shopDatabase.db
    const cartLinks = createCartLinks(
      configuredOrStoredSecret(app.config.orderLinkSecret, app.config.dataDir, 'order-link-secret'),
    )
    const worker = createMarketingSyncWorker({
      db,
      log: app.log,
      pollIntervalMs: syncPollIntervalMs,
      deliver: (job) => deliverMarketingSyncJob(provider, app.config.stores, job),
    })

    let sweeping: Promise<number> | null = null
    const sweepCartReminders = async () => {
      const sent = await sendCartReminders({
        db,
        stores: app.config.stores,
        cartLinks,
        log: app.log,
        delaySeconds: app.config.abandonedCartReminderHours * 3600,
      })
      if (sent > 0 && app.hasDecorator('email')) app.email.kick()
      return sent
    }
    const sweep = () => {
      // One sweep at a time per instance; other instances are kept apart by the claim itself.
      sweeping ??= sweepCartReminders()
        .then((sent) => {
          if (sent > 0) app.log.info({ sent }, 'abandoned-cart reminders queued')
          return sent
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not queue abandoned-cart reminders')
          return 0
        })
        .finally(() => {
          sweeping = null
        })
      return sweeping
    }
    const timer = setInterval(() => void sweep(), app.config.abandonedCartReminderSweepSeconds * 1000)
    timer.unref()

    app.decorate('marketing', { provider, cartLinks, sweepCartReminders, drainSync: () => worker.drain() })
    app.addHook('onReady', async () => worker.start())
    app.addHook('preClose', async () => {
      clearInterval(timer)
      await sweeping
      await worker.stop()
    })

    await app.register(async (scope) => {
      await scope.register(app.shopperSessions)
      for (const basePath of new Set(app.config.stores.map((store) => store.basePath))) {
        scope.get(`${basePath}/cart/restore`, (request, reply) => restoreCart(app, cartLinks, request, reply))
      }
    })
  },
  { name: 'marketing', dependencies: ['database', 'storefronts', 'sessions', 'pages'] },
)

/**
 * The link of a cart reminder: its signed-in owner goes to the cart (303); anybody else to
 * sign in first, coming back here after (the customer's cart waits in their account). A link
 * altered or expired gets a page that says so (410), never an error.
 */
async function restoreCart(
  app: FastifyInstance,
  cartLinks: CartLinks,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const store = request.store
  if (!store) return app.servePage(request, reply)
  reply.header('Cache-Control', 'private, no-store')
  const token = ((request.query ?? {}) as Record<string, unknown>).token
  const target = typeof token === 'string' ? cartLinks.verify(token) : null
  const targetStore = target && app.config.stores.find((candidate) => candidate.key === target.storeKey)
  if (!target || !targetStore || typeof token !== 'string')
    return app.servePage(request, reply, { statusCode: 410 })
  const back = `/cart/restore?token=${encodeURIComponent(token)}`
  // Opened in another store: the cart lives in the one it was left in.
  if (targetStore.key !== store.key)
    return reply.code(303).header('Location', `${targetStore.baseUrl}${back}`).send()
  const customerId = app.shopperSessionOf(request)?.customerId ?? null
  if (customerId === target.customerId)
    return reply.code(303).header('Location', `${store.basePath}/cart`).send()
  return reply
    .code(303)
    .header('Location', `${store.basePath}/login?redirect=${encodeURIComponent(back)}`)
    .send()
}

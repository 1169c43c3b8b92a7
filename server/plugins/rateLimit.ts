import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import type { ServerConfig } from '../config.ts'
import type { AbuseLimits } from '../../graphql/schema/context.ts'
import { createAbuseLimits } from '../rateLimits/abuseLimits.ts'
import { redisStoreWithMemoryFallback } from '../rateLimits/requestLimitStore.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters of wrong passwords and e-mail-sending actions (see server/rateLimits/abuseLimits.ts). */
    abuseLimits: AbuseLimits
  }
}

/** Options of the rate-limit plugin. */
export interface RateLimitOptions {
  config: Pick<ServerConfig, 'redisUrl'>
}

/**
 * Rate limits: request budgets per route (@fastify/rate-limit; a route is limited only when
 * its `config.rateLimit` says how much) and the counters of wrong passwords and e-mail
 * actions. In memory, or in Redis when `REDIS_URL` is set, so several instances share them;
 * while Redis cannot be reached each instance counts in its own memory (docs/operations.md).
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { config }) => {
    const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true }) : null
    if (redis) {
      // ioredis reconnects by itself; the shop says once that Redis went away and once that it is back.
      let reachable = true
      redis.on('error', (error) => {
        if (reachable) app.log.warn({ err: error }, 'Redis unreachable: rate limits count per instance until it is back')
        reachable = false
      })
      redis.on('ready', () => {
        if (!reachable) app.log.info('Redis reachable again: rate limits shared again')
        reachable = true
      })
      // A shop starting while Redis is down still starts, counting in memory.
      await redis.connect().catch(() => {})
      app.addHook('onClose', async () => {
        redis.disconnect()
      })
    }
    await app.register(rateLimit, { global: false, ...(redis ? { store: redisStoreWithMemoryFallback(redis, 'shop_rate_limit_') } : {}) })
    app.decorate('abuseLimits', createAbuseLimits(redis))
  },
  { name: 'rate-limit' },
)

import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import type { ServerConfig } from '../config.ts'
import type { AbuseLimits } from '../../graphql/schema/context.ts'
import { createAbuseLimits } from '../rateLimits/abuseLimits.ts'

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
 * actions. In memory, or in Redis when `REDIS_URL` is set, so several instances share them.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { config }) => {
    const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true }) : null
    if (redis) {
      await redis.connect()
      app.addHook('onClose', async () => {
        await redis.quit()
      })
    }
    await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'shop_rate_limit_' } : {}) })
    app.decorate('abuseLimits', createAbuseLimits(redis))
  },
  { name: 'rate-limit' },
)

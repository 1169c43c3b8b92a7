import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { openRedis } from '../redis/openRedis.ts'
import type { ServerConfig } from '../config.ts'
import type { AbuseLimits } from '../../domain/context.ts'
import { createAbuseLimits } from '../rateLimits/abuseLimits.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters of wrong passwords and e-mail-sending actions (see server/rateLimits/abuseLimits.ts). */
    abuseLimits: AbuseLimits
  }
}

/** Options of the rate-limit plugin. */
export interface RateLimitOptions {
  config: Pick<ServerConfig, 'redisUrl' | 'redisCommandTimeoutMs'>
}

/**
 * Rate limits: request budgets per route (@fastify/rate-limit; a route is limited only when
 * its `config.rateLimit` says how much) and the counters of wrong passwords and e-mail
 * actions. In memory, or in Redis when `REDIS_URL` is set, so several instances share them;
 * while Redis cannot be reached each instance counts in its own memory (docs/operations.md).
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { config }) => {
    // Never waits for a dead or paused Redis: the insurance limiters count in memory meanwhile.
    const redis = config.redisUrl
      ? await openRedis(config.redisUrl, {
          log: app.log,
          commandTimeoutMs: config.redisCommandTimeoutMs,
          fallback: 'rate limits count per instance',
          restored: 'rate limits shared again',
        })
      : null
    if (redis) {
      app.addHook('onClose', async () => {
        redis.disconnect()
      })
    }
    // Its module (and rate-limiter-flexible) only with Redis: @fastify/rate-limit counts in memory itself.
    const store = redis
      ? (await import('../rateLimits/requestLimitStore.ts')).redisStoreWithMemoryFallback(
          redis,
          'shop_rate_limit_',
        )
      : null
    await app.register(rateLimit, { global: false, ...(store ? { store } : {}) })
    app.decorate('abuseLimits', createAbuseLimits(redis))
  },
  { name: 'rate-limit' },
)

import type { Redis } from 'ioredis'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** What @fastify/rate-limit hands `child()`: the route the store will count for. */
interface ChildRouteOptions {
  routeInfo?: { method?: string | string[]; url?: string }
}

/**
 * A store for @fastify/rate-limit that counts in Redis, shared by every instance, and in this
 * instance's memory while Redis cannot be reached (rate-limiter-flexible's insurance limiter):
 * limits then hold per instance instead of failing the request, and go back to Redis once it
 * answers again. One limiter per window and budget, made on first use.
 */
export function redisStoreWithMemoryFallback(redis: Redis, keyPrefix: string): FastifyRateLimitStoreCtor {
  function createStore(prefix: string): FastifyRateLimitStore & {
    read(key: string, callback: Callback, timeWindow: number, max: number): void
  } {
    const limiters = new Map<string, RateLimiterAbstract>()
    const limiterOf = (timeWindow: number, max: number) => {
      const name = `${timeWindow}:${max}`
      let limiter = limiters.get(name)
      if (!limiter) {
        const options = {
          keyPrefix: `${prefix}${timeWindow}`,
          points: max,
          duration: Math.max(1, Math.ceil(timeWindow / 1000)),
        }
        limiter = new RateLimiterRedis({
          storeClient: redis,
          ...options,
          insuranceLimiter: new RateLimiterMemory(options),
        })
        limiters.set(name, limiter)
      }
      return limiter
    }
    // The store only counts: @fastify/rate-limit compares the count with the budget itself.
    const counted = (callback: Callback) => (outcome: unknown) => {
      if (outcome instanceof RateLimiterRes)
        callback(null, { current: outcome.consumedPoints, ttl: outcome.msBeforeNext })
      else callback(outcome instanceof Error ? outcome : new Error(String(outcome)))
    }
    return {
      incr(key, callback, timeWindow, max) {
        limiterOf(timeWindow, max).consume(key).then(counted(callback), counted(callback))
      },
      read(key, callback, timeWindow, max) {
        limiterOf(timeWindow, max)
          .get(key)
          .then(
            (state) =>
              callback(null, { current: state?.consumedPoints ?? 0, ttl: state?.msBeforeNext ?? timeWindow }),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          )
      },
      child(routeOptions) {
        const { method, url } = (routeOptions as ChildRouteOptions).routeInfo ?? {}
        return createStore(`${prefix}${String(method ?? '')}${url ?? ''}-`)
      },
    }
  }
  return class RedisWithMemoryFallbackStore {
    constructor() {
      return createStore(keyPrefix)
    }
  } as unknown as FastifyRateLimitStoreCtor
}

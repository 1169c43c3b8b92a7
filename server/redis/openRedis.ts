import type { Redis, RedisOptions } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'

/** Longest wait between two connection attempts while Redis is unreachable. */
export const REDIS_MAX_RECONNECT_DELAY_MS = 2000

/**
 * The options of every Redis connection of the shop: a command never waits for a dead or
 * paused Redis (no offline queue, no retry, `commandTimeoutMs` at most), and the connection is
 * tried again every 50 ms to 2 s for as long as the shop runs, so Redis is taken up when it comes.
 */
export function shopRedisOptions(commandTimeoutMs: number): RedisOptions {
  return {
    connectTimeout: 2000,
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 6), REDIS_MAX_RECONNECT_DELAY_MS),
    lazyConnect: true,
  }
}

/** Options of {@link openRedis}. */
export interface OpenRedisOptions {
  log: FastifyBaseLogger
  commandTimeoutMs: number
  /** What the shop does without Redis, for the log: "rate limits count per instance". */
  fallback: string
  /** What works again once Redis is back, for the log: "rate limits shared again". */
  restored: string
}

/**
 * Opens a Redis connection that never holds the shop up (docs/operations.md): the shop starts
 * and serves with its in-process fallbacks while Redis is unreachable, says so once in the log
 * (not once per reconnection attempt), says once that it is back, and reconnects by itself.
 * Resolves once the first attempt succeeded or failed.
 */
export async function openRedis(
  url: string,
  { log, commandTimeoutMs, fallback, restored }: OpenRedisOptions,
): Promise<Redis> {
  // Loaded here, not at start-up: without REDIS_URL the shop never needs it (docs/performance.md).
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, shopRedisOptions(commandTimeoutMs))
  let reachable = true
  redis.on('error', (error: Error) => {
    if (reachable) log.warn({ err: error }, `Redis unreachable: ${fallback} until it is back`)
    reachable = false
  })
  redis.on('ready', () => {
    if (!reachable) log.info(`Redis reachable again: ${restored}`)
    reachable = true
  })
  // A first attempt that fails leaves ioredis retrying by itself (retryStrategy).
  await redis.connect().catch(() => {})
  return redis
}

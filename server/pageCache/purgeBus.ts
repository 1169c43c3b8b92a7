import { sql } from 'kysely'
import type { Redis } from 'ioredis'
import type { ShopDatabase } from '../../db/openDatabase.ts'
import { parseTags } from './pageTags.ts'

/** The channel the database's purge triggers notify (migration 0034, `page_cache_purge()`). */
export const DATABASE_PURGE_CHANNEL = 'page_cache_purge'

/** Carries purges to every instance of the shop (this one included). */
export interface PurgeBus {
  /** Sends `tags` to every subscriber of every instance. */
  publish(tags: readonly string[]): Promise<void>
  /** Calls `listener` with the tags of each purge; starts listening. */
  subscribe(listener: (tags: string[]) => void): Promise<void>
  close(): Promise<void>
}

/**
 * Purges through PostgreSQL `NOTIFY` (PGlite's in-process session included): what the
 * database's triggers send in the transaction of a change, and what the app publishes, reach
 * every instance on the same database and schema.
 */
export function createDatabasePurgeBus(database: ShopDatabase): PurgeBus {
  let stop: (() => Promise<void>) | null = null
  return {
    async publish(tags) {
      if (tags.length > 0) await sql`select page_cache_purge(${[...tags]}::text[])`.execute(database.db)
    },
    async subscribe(listener) {
      stop = await database.listen(DATABASE_PURGE_CHANNEL, (payload, schema) => {
        const [payloadSchema, ...tags] = parseTags(payload)
        if (payloadSchema === schema && tags.length > 0) listener(tags)
      })
    },
    async close() {
      await stop?.()
    },
  }
}

/**
 * Purges through Redis pub/sub on `channel` (instances sharing Redis): `publisher` sends,
 * `subscriber` is a connection of its own (a subscribed Redis connection runs no other command).
 * While Redis cannot take a purge, it goes through `fallback` (the database's bus, which every
 * instance on the same database hears), so no purge is lost to an outage; the subscription is
 * made again each time the subscriber connects (a shop started while Redis was down included).
 */
export function createRedisPurgeBus(
  publisher: Redis,
  subscriber: Redis,
  channel: string,
  fallback: PurgeBus,
): PurgeBus {
  const join = () =>
    subscriber.subscribe(channel).then(
      () => {},
      () => {},
    )
  return {
    async publish(tags) {
      if (tags.length === 0) return
      if (publisher.status === 'ready') {
        try {
          await publisher.publish(channel, tags.join(' '))
          return
        } catch {
          // Redis is stopped, paused or too slow: the database carries this purge.
        }
      }
      await fallback.publish(tags)
    },
    async subscribe(listener) {
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) listener(parseTags(message))
      })
      subscriber.on('ready', join)
      if (subscriber.status === 'ready') await join()
    },
    async close() {
      subscriber.off('ready', join)
      if (subscriber.status === 'ready') await subscriber.unsubscribe(channel).catch(() => {})
    },
  }
}

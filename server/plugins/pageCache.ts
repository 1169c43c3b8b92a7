import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config.ts'
import { chooseEncoding, etagOf, matchesIfNoneMatch, type CachedPage } from '../pageCache/cachedPage.ts'
import { PageCache, isCacheable, type CacheStatus, type RenderedPublicPage } from '../pageCache/pageCache.ts'
import { normaliseSearch } from '../pageCache/pageCacheKey.ts'
import { NOT_FOUND_TAG, PageTagCollector, layoutTags, surrogateKeyHeader } from '../pageCache/pageTags.ts'
import { createMemoryPageStore } from '../pageCache/memoryPageStore.ts'
import { createRedisPageStore } from '../pageCache/redisPageStore.ts'
import { createFallbackPageStore } from '../pageCache/fallbackPageStore.ts'
import type { PageStore } from '../pageCache/pageStore.ts'
import { openRedis } from '../redis/openRedis.ts'
import { createDatabasePurgeBus, createRedisPurgeBus, type PurgeBus } from '../pageCache/purgeBus.ts'
import { createVarnishPurger } from '../pageCache/varnishPurger.ts'

/** A listener of purges (an external purger: Varnish xkey, a CDN's purge API). */
export type PurgeListener = (tags: string[]) => void | Promise<void>

/** What a page render needs from the cache: the query to render with, and where to note what it shows. */
export type PublicPageRenderer = (
  search: string,
  tags: PageTagCollector,
) => Promise<Omit<RenderedPublicPage, 'tags'>>

/** The full-page cache of anonymous HTML (docs/page-cache.md). */
export interface PageCacheService {
  /** Whether pages are cached (`PAGE_CACHE`). */
  readonly enabled: boolean
  /**
   * Purges the pages showing any of `tags` (`product:SL-00001`, `category:12`, `menu`, `all`) on
   * every instance, through Redis pub/sub when `REDIS_URL` is set, else PostgreSQL NOTIFY.
   * Database changes need not call it: the triggers of migration 0034 notify in their transaction.
   */
  purgeTags(tags: readonly string[]): Promise<void>
  /** Calls `listener` with the tags of every purge this instance receives; answers a function that unsubscribes. */
  onPurge(listener: PurgeListener): () => void
  /** How many pages this instance's cache has rendered (misses and refreshes), for operators and tests. */
  renders(): number
  /**
   * Answers an anonymous page from the cache, or renders it once with `render` (which gets the
   * normalised query and a tag collector) and keeps it when it may be shared.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { storeKey: string; storePath: string; search: string },
    render: PublicPageRenderer,
  ): Promise<FastifyReply>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The full-page cache: `purgeTags`, `onPurge`, and `serve` for the pages plugin. */
    pageCache: PageCacheService
  }
}

/** Options of the page cache plugin. */
export interface PageCachePluginOptions {
  config: Pick<ServerConfig, 'pageCache' | 'redisUrl' | 'redisCommandTimeoutMs' | 'varnishPurgeUrls'>
}

/**
 * The full-page cache: anonymous pages kept compressed (br, gzip) with a strong ETag, in
 * memory or in Redis, served stale while one render refreshes them, tagged with what they show
 * (`Surrogate-Key`) and purged by tag on every instance when that changes.
 */
export const pageCachePlugin = fp<PageCachePluginOptions>(
  async (app, { config }) => {
    const settings = config.pageCache
    const listeners = new Set<PurgeListener>()
    const databaseBus = createDatabasePurgeBus(app.shopDatabase)
    const redisConnections =
      settings.enabled && config.redisUrl
        ? await connectRedis(config.redisUrl, config.redisCommandTimeoutMs, app.log)
        : null
    const bus: PurgeBus = redisConnections
      ? createRedisPurgeBus(
          redisConnections.publisher,
          redisConnections.subscriber,
          `${settings.redisPrefix}purge`,
          databaseBus,
        )
      : databaseBus
    const memoryStore = createMemoryPageStore(settings.maxBytes)
    const store = redisConnections
      ? fallBackToMemory(redisConnections.publisher, settings.redisPrefix, memoryStore, app.log)
      : memoryStore
    const cache = new PageCache({
      store,
      ttlMs: settings.ttlSeconds * 1000,
      staleMs: settings.staleSeconds * 1000,
      onError: (error, context) => app.log.error({ err: error }, context),
    })

    async function receivePurge(tags: string[]): Promise<void> {
      app.shopApi.invalidateContent(tags)
      await cache.purgeTags(tags)
      await Promise.all([...listeners].map(async (listener) => listener(tags)))
    }
    const onPurgeMessage = (tags: string[]) => {
      receivePurge(tags).catch((error: unknown) =>
        app.log.error({ err: error, tags }, 'page cache purge failed'),
      )
    }
    // The database's triggers notify there whatever the bus; with Redis, app purges go through Redis.
    await databaseBus.subscribe(onPurgeMessage)
    if (bus !== databaseBus) await bus.subscribe(onPurgeMessage)
    app.addHook('onClose', async () => {
      await databaseBus.close()
      if (bus !== databaseBus) await bus.close()
      await cache.close()
      if (redisConnections)
        for (const connection of [redisConnections.publisher, redisConnections.subscriber])
          connection.disconnect()
    })

    const sMaxAge = `s-maxage=${Math.round(settings.ttlSeconds)}`
    const service: PageCacheService = {
      enabled: settings.enabled,
      purgeTags: (tags) => bus.publish(tags),
      renders: () => cache.renders,
      onPurge(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      async serve(request, reply, page, render) {
        const search = normaliseSearch(page.search)
        const renderPage = async (): Promise<RenderedPublicPage> => {
          const collector = new PageTagCollector(layoutTags(page.storeKey))
          const rendered = await render(search, collector)
          // A 404 may become a page when a product, category or CMS page is created (migration 0034 purges this tag then).
          if (rendered.statusCode === 404) collector.add(NOT_FOUND_TAG)
          const headers = isCacheable(rendered)
            ? withSharedMaxAge(rendered.headers, sMaxAge)
            : rendered.headers
          return { ...rendered, headers, tags: collector.tags() }
        }
        if (!settings.enabled) return sendRendered(reply, await renderPage(), null)
        const answer = await cache.serve(`${page.storeKey} ${page.storePath}${search}`, renderPage)
        if (answer.kind === 'uncacheable') return sendRendered(reply, answer.rendered, 'MISS')
        return sendCachedPage(request, reply, answer.page, answer.status)
      },
    }
    // Every instance hears every purge and passes it on: a Varnish purge is idempotent, and none is lost with a stopped instance.
    if (config.varnishPurgeUrls.length > 0)
      service.onPurge(createVarnishPurger(config.varnishPurgeUrls, app.log))
    app.decorate('pageCache', service)
  },
  { name: 'page-cache', dependencies: ['database', 'shop-api'] },
)

/**
 * The two connections of the cache to Redis (the subscriber runs nothing else). A shop started
 * while Redis is unreachable starts anyway, with the in-process cache and the database's purge
 * bus, and takes Redis up when it comes (docs/operations.md).
 */
async function connectRedis(
  url: string,
  commandTimeoutMs: number,
  log: FastifyBaseLogger,
): Promise<{ publisher: Redis; subscriber: Redis }> {
  const [publisher, subscriber] = await Promise.all([
    openRedis(url, {
      log,
      commandTimeoutMs,
      fallback: 'pages are cached per instance and purged through the database',
      restored: 'pages cached in Redis again',
    }),
    // The subscriber's own messages would repeat the publisher's: it only says nothing.
    openRedis(url, { log: silentLog(log), commandTimeoutMs, fallback: '', restored: '' }),
  ])
  return { publisher, subscriber }
}

function silentLog(log: FastifyBaseLogger): FastifyBaseLogger {
  return log.child({}, { level: 'silent' })
}

/** Pages in Redis while it answers, in this process's memory while it does not, logged once each way. */
function fallBackToMemory(
  redis: Redis,
  prefix: string,
  memory: PageStore,
  log: FastifyBaseLogger,
): PageStore {
  return createFallbackPageStore({
    primary: createRedisPageStore(redis, prefix),
    fallback: memory,
    connected: () => redis.status === 'ready',
    probe: () => redis.ping(),
    probeIntervalMs: 500,
    onDown: (error) =>
      log.warn(
        { err: error },
        'page cache: Redis does not answer, pages are cached in this instance until it does',
      ),
    onUp: () => log.info('page cache: Redis answers again, pages are cached in Redis again'),
  })
}

/** Lets shared caches (a CDN, Varnish) keep a page as long as this cache does: they are purged by the same tags. */
function withSharedMaxAge(headers: Record<string, string>, sMaxAge: string): Record<string, string> {
  const cacheControl = headers['cache-control']
  if (!cacheControl || /s-maxage/i.test(cacheControl) || !/public/i.test(cacheControl)) return headers
  return { ...headers, 'cache-control': `${cacheControl}, ${sMaxAge}` }
}

function sendRendered(
  reply: FastifyReply,
  rendered: RenderedPublicPage,
  status: CacheStatus | null,
): FastifyReply {
  reply.code(rendered.statusCode).headers(rendered.headers)
  if (status) reply.header('X-Cache', status)
  if (isCacheable(rendered)) reply.header('Surrogate-Key', surrogateKeyHeader(rendered.tags))
  return reply.send(rendered.body)
}

/** Sends a kept page in the coding the client accepts (already compressed: @fastify/compress leaves it), or 304. */
function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  status: CacheStatus,
): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  reply
    .code(page.statusCode)
    .headers(page.headers)
    .header('Vary', 'Accept-Encoding')
    .header('ETag', etagOf(page, encoding))
    .header('Age', String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))))
    .header('X-Cache', status)
    .header('Surrogate-Key', surrogateKeyHeader(page.tags))
  if (page.statusCode === 200 && matchesIfNoneMatch(page, request.headers['if-none-match'])) {
    reply.removeHeader('Content-Type')
    return reply.code(304).send()
  }
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
  return reply.send(page.bodies[encoding])
}

import path from 'node:path'
import fp from 'fastify-plugin'
import mercurius from 'mercurius'
import rateLimit from '@fastify/rate-limit'
import type { ServerConfig } from '../../server/config.ts'
import { openDatabase, type ShopDatabase } from '../db/openDatabase.ts'
import { copySeededTemplate, isEmptyFolder } from '../db/seedTemplate.ts'
import { loadTypeDefs } from '../schema/typeDefs.ts'
import { resolvers } from '../schema/resolvers.ts'
import { SHOP_CONFIG } from '../schema/shop/shopConfig.ts'
import { shopValidationRules } from './validationRules.ts'
import { PersistedQueryStore, readPersistedQueryManifest } from './persistedQueries.ts'
import { createShopApiExecutor, type ShopApiExecutor } from './shopApiExecutor.ts'
import { registerGraphqlRoutes } from './graphqlRoute.ts'
import { registerClientLogRoutes } from './clientLogRoute.ts'
import { registerArtworkRoute } from './artworkRoute.ts'
import { installJsonOnlyParsers, shopApiErrorHandler } from './httpErrors.ts'
import { createMaintenanceCheck } from './maintenanceFlag.ts'
import { createListingAggregateCache } from '../schema/catalog/aggregateCache.ts'
import { PublicResponseCache } from './publicResponseCache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs shop API operations in-process (server render): `app.shopApi.execute({ query, variables, store })`. */
    shopApi: ShopApiExecutor
    /** The shop database (Kysely in `.db`), closed with the app. */
    shopDatabase: ShopDatabase
  }
}

/** Options of the shop API plugin. */
export interface ShopApiOptions {
  config: ServerConfig
  /** An already open database (tests); the plugin then does not open one but still closes it. */
  database?: ShopDatabase
  /** PostgreSQL schema to use with `config.databaseUrl` (tests use one per run). */
  databaseSchema?: string
  /** Persisted query manifest; default `{root}/dist/persisted-queries.json`. */
  persistedQueriesManifest?: string
  /** Delay the client log handler asks browsers to wait between sends (at least 1000 ms). */
  clientLogIntervalMs?: number
  /** Seconds listing aggregates (facets, totals) are reused; 0 turns the cache off. Default 30. */
  listingCacheSeconds?: number
  /** Seconds answers of public queries are reused; 0 turns the cache off. Default `config.apiCacheSeconds`. */
  responseCacheSeconds?: number
}

const QUERY_DEPTH_LIMIT = 15
const MAX_TOKENS = 5000
const GRAPHQL_BODY_LIMIT = 100 * 1024
const DEFAULT_LISTING_CACHE_SECONDS = 30

/**
 * The shop API: opens (and on first start creates, migrates and seeds) the database,
 * builds the schema-first GraphQL schema on mercurius, and serves `{base}/graphql` and
 * `{base}/client-log-handler` for every store plus `/media/artwork/*`.
 */
export const shopApiPlugin = fp<ShopApiOptions>(
  async (app, options) => {
    const { config } = options
    const pgliteDir = path.join(config.dataDir, 'db')
    // Tests start many servers on fresh data folders: they copy one seeded template instead of seeding each.
    if (!options.database && config.mode === 'test' && !config.databaseUrl && isEmptyFolder(pgliteDir)) {
      await copySeededTemplate(path.join(config.root, 'var', 'test-template'), pgliteDir)
    }
    const database = options.database ?? (await openDatabase({ pgliteDir, databaseUrl: config.databaseUrl, schema: options.databaseSchema }))
    app.decorate('shopDatabase', database)
    app.addHook('onClose', async () => database.close())

    await app.register(mercurius, {
      schema: loadTypeDefs(),
      resolvers: resolvers as never,
      routes: false,
      jit: 1,
      queryDepth: QUERY_DEPTH_LIMIT,
      validationRules: shopValidationRules(config.mode),
      graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
      errorFormatter: (execution) => ({ statusCode: 200, response: execution }),
    })

    const manifestFile = options.persistedQueriesManifest ?? path.join(config.root, 'dist', 'persisted-queries.json')
    const manifest = readPersistedQueryManifest(manifestFile)
    if (config.mode === 'production' && manifest.size === 0) app.log.warn({ manifestFile }, 'no persisted query manifest: the shop API will refuse every query')
    const persistedQueries = new PersistedQueryStore(manifest, config.mode === 'production')
    const isMaintenance = createMaintenanceCheck(app, { dataDir: config.dataDir, forced: config.maintenance })
    const cacheSeconds = options.listingCacheSeconds ?? DEFAULT_LISTING_CACHE_SECONDS
    const aggregateCache = cacheSeconds > 0 ? createListingAggregateCache(cacheSeconds * 1000) : null
    const responseCacheSeconds = options.responseCacheSeconds ?? config.apiCacheSeconds
    const responseCache = responseCacheSeconds > 0 ? new PublicResponseCache(responseCacheSeconds * 1000) : null
    const executor = createShopApiExecutor({ app, db: database.db, persistedQueries, isMaintenance, aggregateCache, responseCache })
    app.decorate('shopApi', executor)

    const basePaths = [...new Set(config.stores.map((store) => store.basePath))]
    const intervalMs = Math.max(SHOP_CONFIG.clientLog.minimumIntervalMs, options.clientLogIntervalMs ?? SHOP_CONFIG.clientLog.defaultIntervalMs)
    await app.register(async (routes) => {
      installJsonOnlyParsers(routes, GRAPHQL_BODY_LIMIT)
      routes.setErrorHandler(shopApiErrorHandler)
      await routes.register(rateLimit, { global: false })
      registerGraphqlRoutes(routes, basePaths, executor)
      registerClientLogRoutes(routes, basePaths, intervalMs)
    })
    registerArtworkRoute(app)
  },
  { name: 'shop-api', dependencies: ['storefronts'] },
)

import path from 'node:path'
import fp from 'fastify-plugin'
import mercurius, { type IResolvers } from 'mercurius'
import type { ServerConfig } from '../config.ts'
import { loadTypeDefs } from '../../graphql/schema/typeDefs.ts'
import { resolvers } from '../../graphql/schema/generated/resolvers.ts'
import { shopValidationRules } from './validationRules.ts'
import { PersistedQueryStore, readPersistedQueryManifest } from './persistedQueries.ts'
import { createShopApiExecutor, type ShopApiExecutor } from './shopApiExecutor.ts'
import { registerGraphqlRoutes } from './graphqlRoute.ts'
import { installJsonOnlyParsers, shopApiErrorHandler } from './httpErrors.ts'
import { createMaintenanceCheck } from './maintenanceFlag.ts'
import {
  buildPersistedQueryManifest,
  operationDocumentsOf,
} from '../../graphql/client/persisted/persistedQueryManifest.ts'
import { createListingAggregateCache } from '../../domain/catalog/aggregateCache.ts'
import { OperationClassifier, PublicResponseCache, publicRootFieldsOf } from './publicResponseCache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs shop API operations in-process (server render): `app.shopApi.execute({ query, variables, store })`. */
    shopApi: ShopApiExecutor
  }
}

/** Options of the shop API plugin. */
export interface ShopApiOptions {
  config: ServerConfig
  /** Persisted query manifest; default `{root}/dist/persisted-queries.json`. */
  persistedQueriesManifest?: string
  /** Seconds listing aggregates (facets, totals) are reused; 0 turns the cache off. Default 30. */
  listingCacheSeconds?: number
  /** Seconds answers of public queries are reused; 0 turns the cache off. Default `config.apiCacheSeconds`. */
  responseCacheSeconds?: number
}

const QUERY_DEPTH_LIMIT = 15
const MAX_TOKENS = 5000
const GRAPHQL_BODY_LIMIT = 100 * 1024
const DEFAULT_LISTING_CACHE_SECONDS = 30

/** Hash → text of every operation the storefront's code holds (what `vite build` writes to the manifest). */
async function clientDocumentManifest(): Promise<Record<string, string>> {
  const documents = (await import('../../graphql/client/generated/graphql.ts')) as Record<string, unknown>
  return buildPersistedQueryManifest(operationDocumentsOf(documents))
}

/**
 * The shop API: builds the schema-first GraphQL schema on mercurius and serves
 * `{base}/graphql` for every store, on the database of the database plugin.
 */
export const shopApiPlugin = fp<ShopApiOptions>(
  async (app, options) => {
    const { config } = options
    const database = app.shopDatabase
    const typeDefs = loadTypeDefs()

    await app.register(mercurius, {
      schema: typeDefs,
      // Typed from the SDL with ShopContext (graphql/schema/generated); mercurius types its own context.
      resolvers: resolvers as IResolvers,
      routes: false,
      // No graphql-jit: its code for the two largest page queries took 4 MB each in memory, and it
      // made no measurable difference to renders that run SQL every time (`API_CACHE_SECONDS=0 npm run bench:render`).
      queryDepth: QUERY_DEPTH_LIMIT,
      validationRules: shopValidationRules(config.mode),
      graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
      errorFormatter: (execution) => ({ statusCode: 200, response: execution }),
    })

    const manifestFile =
      options.persistedQueriesManifest ?? path.join(config.root, 'dist', 'persisted-queries.json')
    const manifest = readPersistedQueryManifest(manifestFile)
    if (config.mode === 'production' && manifest.size === 0)
      app.log.warn({ manifestFile }, 'no persisted query manifest: the shop API will refuse every query')
    // Outside production the client's documents are known by hash, as the build's manifest makes them in production:
    // added by the first request from outside the process, not at start-up (docs/performance.md).
    const persistedQueries = new PersistedQueryStore(
      manifest,
      config.mode === 'production',
      config.mode === 'production' ? undefined : clientDocumentManifest,
    )
    const isMaintenance = createMaintenanceCheck(app, { dataDir: config.dataDir, forced: config.maintenance })
    const cacheSeconds = options.listingCacheSeconds ?? DEFAULT_LISTING_CACHE_SECONDS
    const aggregateCache = cacheSeconds > 0 ? createListingAggregateCache(cacheSeconds * 1000) : null
    const responseCacheSeconds = options.responseCacheSeconds ?? config.apiCacheSeconds
    const publicFields = publicRootFieldsOf(typeDefs)
    const responseCache =
      responseCacheSeconds > 0 ? new PublicResponseCache(responseCacheSeconds * 1000, publicFields) : null
    const classifier = new OperationClassifier(publicFields)
    const executor = createShopApiExecutor({
      app,
      db: database.db,
      persistedQueries,
      isMaintenance,
      aggregateCache,
      responseCache,
      classifier,
      uploadedPictureBase: config.mediaBucket?.publicUrl,
    })
    app.decorate('shopApi', executor)

    const basePaths = [...new Set(config.stores.map((store) => store.basePath))]
    await app.register(async (routes) => {
      // Per-shopper fields (me, cart) need the shopper's session; the sessions plugin is optional.
      if (app.hasDecorator('shopperSessions')) await routes.register(app.shopperSessions)
      installJsonOnlyParsers(routes, GRAPHQL_BODY_LIMIT)
      routes.setErrorHandler(shopApiErrorHandler)
      registerGraphqlRoutes(routes, basePaths, executor)
    })
  },
  { name: 'shop-api', dependencies: ['storefronts', 'database'] },
)

import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database, Language } from '../db/tables.ts'
import { createLoaders, type ShopLoaders } from './loaders.ts'
import type { ListingAggregateCache } from './catalog/aggregateCache.ts'
import { ContentMetadataCollector } from './contentMetadata.ts'

/** The signed-in customer; always null until sign-in exists (the seam for `me`). */
export interface Viewer {
  customerId: string
}

/** What every resolver receives: the store, its language, the database and request loaders. */
export interface ShopContext {
  store: Store
  language: Language
  db: Kysely<Database>
  loaders: ShopLoaders
  log: FastifyBaseLogger
  viewer: Viewer | null
  /** Time of the request, so widget availability is decided once per operation. */
  now: Date
  /** Listing aggregates shared by the requests of one app, or null to always compute them. */
  aggregateCache: ListingAggregateCache | null
  /** Content the response shows, reported in `extensions.contentMetadata`. */
  contentMetadata: ContentMetadataCollector
  /** Content a mutation changed, as `type:id` tags (`product:SL-00001`): cached answers showing it are dropped. */
  changedContent: Set<string>
}

/** Builds a fresh context (with fresh loaders) for one GraphQL operation. */
export function createShopContext(store: Store, db: Kysely<Database>, log: FastifyBaseLogger, aggregateCache: ListingAggregateCache | null = null): ShopContext {
  const language = store.language
  return { store, language, db, log, viewer: null, now: new Date(), loaders: createLoaders(db, language), aggregateCache, contentMetadata: new ContentMetadataCollector(), changedContent: new Set() }
}

import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import type { ListingAggregateCache } from '../../domain/catalog/aggregateCache.ts'
import { createDomainContext, type DomainContext, type ShopRequestScope } from '../../domain/context.ts'
import { ContentMetadataCollector } from './contentMetadata.ts'
import { UPLOADED_PICTURE_ROUTE_PREFIX } from '../../domain/media/uploadedPictureUrls.ts'

/** What every resolver receives: the domain context, and what the response reports of the content it shows. */
export interface ShopContext extends DomainContext {
  log: FastifyBaseLogger
  /** Content the response shows, reported in `extensions.contentMetadata`. */
  contentMetadata: ContentMetadataCollector
  /** Where uploaded pictures' URLs start: the shop's `/media/uploads/` route, or the bucket's public URL (`MEDIA_S3_PUBLIC_URL`). */
  uploadedPictureBase: string
}

/** Builds a fresh context (with fresh loaders) for one GraphQL operation. */
export function createShopContext(
  store: Store,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  aggregateCache: ListingAggregateCache | null = null,
  scope?: ShopRequestScope,
  uploadedPictureBase: string = UPLOADED_PICTURE_ROUTE_PREFIX,
): ShopContext {
  return {
    ...createDomainContext(store, db, log, aggregateCache, scope),
    log,
    contentMetadata: new ContentMetadataCollector(),
    uploadedPictureBase,
  }
}

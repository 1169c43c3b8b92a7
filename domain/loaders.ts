import type { Kysely } from 'kysely'
import type { Database, Language } from '../db/tables.ts'
import { createProductLoaders } from './catalog/productLoaders.ts'
import { createCategoryLoaders } from './catalog/categoryLoaders.ts'
import { loadAttributeCatalogue, type AttributeCatalogue } from './catalog/attributeCatalogue.ts'
import { createMediaLoader } from './catalog/mediaLoader.ts'
import { createProductPictureByIdLoader, createProductPictureLoader } from './catalog/productPictureLoader.ts'
import { createCmsBlockLoader } from './cms/cmsLoaders.ts'
import { createGiftCardProductLoader } from './giftcards/giftCardProductLoader.ts'
import { createDownloadableLinkLoader } from './downloads/downloadableLinkLoader.ts'
import { loadShopReviewSummary, type ShopReviewSummary } from './reviews/shopReviewSummary.ts'
import { storeVat, type DestinationVat } from './checkout/destinationVat.ts'
import type { Store } from '../config/stores.ts'

/** All batch loaders of one request in a store; a fresh set per operation keeps caches per request. */
export function createLoaders(db: Kysely<Database>, language: Language, storeKey: string) {
  let attributes: Promise<AttributeCatalogue> | undefined
  let shopReviews: Promise<ShopReviewSummary> | undefined
  const vatByCountry = new Map<string, Promise<DestinationVat>>()
  return {
    ...createProductLoaders(db, language, storeKey),
    ...createCategoryLoaders(db, language),
    media: createMediaLoader(db),
    /** Uploaded pictures by product sku (docs/back-office.md#pictures). */
    productPictures: createProductPictureLoader(db),
    /** Uploaded pictures by id, as CMS widgets name them (`upload-<id>`, docs/back-office.md#content). */
    productPictureById: createProductPictureByIdLoader(db, language),
    cmsBlock: createCmsBlockLoader(db, language),
    giftCardProduct: createGiftCardProductLoader(db),
    downloadableLinks: createDownloadableLinkLoader(db, language),
    /** Attribute labels and swatches, loaded at most once per request. */
    attributes: () => (attributes ??= loadAttributeCatalogue(db, language)),
    /** The shop's review figures and latest review, loaded at most once per request. */
    shopReviews: () => (shopReviews ??= loadShopReviewSummary(db, language)),
    /** The VAT rates of the store's country by tax class (docs/vat.md), read at most once per request. */
    storeVat(store: Pick<Store, 'defaultCountryId'>): Promise<DestinationVat> {
      const known = vatByCountry.get(store.defaultCountryId) ?? storeVat(db, store)
      vatByCountry.set(store.defaultCountryId, known)
      return known
    },
  }
}

/** The loaders of one request. */
export type ShopLoaders = ReturnType<typeof createLoaders>

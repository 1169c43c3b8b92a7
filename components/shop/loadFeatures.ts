import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'

/** The feature flags (docs/storefront-rules.md#accounts-and-feature-flags) that decide whether a link or page of the storefront exists. */
export interface Features {
  wishlist: boolean
  storeCredit: boolean
  quickOrder: boolean
  giftCard: boolean
}

/** Every feature off: what a page shows when the API cannot say (no link to something that may not work). */
export const NO_FEATURES: Features = {
  wishlist: false,
  storeCredit: false,
  quickOrder: false,
  giftCard: false,
}

// Vike types pageContext through this global namespace.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /** The feature flags of the store: a feature that is off leaves no link (menus, footer, header). */
      features?: Features
      /** Whether the `wishlist` feature flag is on: hearts and wishlist links show only then. */
      wishlistEnabled?: boolean
    }
  }
}

// The flags are the same for every page of a store: asked for at most every half minute, like the API's public answers.
const FEATURE_TTL_MS = 30_000

/** The store's feature flags (table `feature_flag`); all off when the API cannot say. */
export async function loadFeatures(pageContext: PageContextServer): Promise<Features> {
  return pageContext
    .caches<Features>('feature-flags', FEATURE_TTL_MS)
    .get(pageContext.store.key, async () => {
      const result = await pageContext.shopClient.client.query(FeatureFlagsQuery, {}).toPromise()
      if (!result.data) throw result.error ?? new Error('The feature query returned no data')
      return result.data
    })
    .catch(() => NO_FEATURES)
}

const FeatureFlagsQuery = graphql(`
  query FeatureFlags {
    wishlist: isFeatureActive(name: "wishlist")
    storeCredit: isFeatureActive(name: "store_credit")
    quickOrder: isFeatureActive(name: "quick_order")
    giftCard: isFeatureActive(name: "giftcard")
  }
`)

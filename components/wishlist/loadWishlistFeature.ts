import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'

// Vike types pageContext through this global namespace.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /** Whether the `wishlist` feature flag is on: hearts and wishlist links show only then. */
      wishlistEnabled?: boolean
    }
  }
}

// The flag is the same for every page of a store: asked for at most every half minute, like the API's public answers.
const FEATURE_TTL_MS = 30_000

/** Whether wishlists are on (spec §6 feature flag `wishlist`); off when the API cannot say. */
export async function loadWishlistFeature(pageContext: PageContextServer): Promise<boolean> {
  return pageContext
    .caches<boolean>('wishlist-feature', FEATURE_TTL_MS)
    .get(pageContext.store.key, async () => {
      const result = await pageContext.shopClient.client.query(WishlistFeatureQuery, {}).toPromise()
      if (!result.data) throw result.error ?? new Error('The feature query returned no data')
      return result.data.isFeatureActive
    })
    .catch(() => false)
}

const WishlistFeatureQuery = graphql(`
  query WishlistFeature {
    isFeatureActive(name: "wishlist")
  }
`)

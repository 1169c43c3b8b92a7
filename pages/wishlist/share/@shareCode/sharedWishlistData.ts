import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../../graphql/client/index.ts'
import { shopQuery } from '../../../../renderer/shopQuery.ts'
import { SHARED_WISHLIST_GONE } from '../../../../components/wishlist/SharedWishlistGone.tsx'

/** What the shared wishlist's pages show. */
export type SharedWishlistPageData = Awaited<ReturnType<typeof sharedWishlistData>>

/**
 * The wishlist a share code opens, for its pages; an unknown or revoked code shows the
 * "no longer shared" page (404, the same for both so codes cannot be probed).
 */
export async function sharedWishlistData(pageContext: PageContextServer) {
  const shareCode = pageContext.routeParams.shareCode ?? ''
  const { sharedWishlist, wishlistOn } = await shopQuery(pageContext, SharedWishlistPageQuery, { shareCode })
  if (!wishlistOn) throw render(404)
  if (!sharedWishlist) throw render(404, SHARED_WISHLIST_GONE)
  return { shareCode, wishlist: sharedWishlist }
}

const SharedWishlistPageQuery = graphql(`
  query SharedWishlistPage($shareCode: String!) {
    wishlistOn: isFeatureActive(name: "wishlist")
    sharedWishlist(shareCode: $shareCode) {
      id
      items {
        id
        product {
          sku
          name
        }
        ...WishlistItemCard_item
      }
    }
  }
`)

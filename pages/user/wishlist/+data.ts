// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../components/shop/requireCustomer.ts'

/** What the wishlist page shows. */
export type WishlistPageData = Awaited<ReturnType<typeof data>>

/** The signed-in customer's wishlist (me { id wishlist }); not found while the feature is off. */
export async function data(pageContext: PageContextServer) {
  const { me } = await shopQuery(pageContext, LoadWishlistQuery, {})
  const wishlist = customerOrSignIn(pageContext, me).wishlist
  if (!wishlist) throw render(404)
  return { wishlist }
}

const LoadWishlistQuery = graphql(`
  query LoadWishlist {
    me {
      id
      wishlist {
        id
        isShareable
        items {
          id
          ...WishlistItemCard_item
        }
      }
    }
  }
`)

// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'

/** What the cart page shows. */
export type CartPageData = Awaited<ReturnType<typeof data>>

/** The session's cart (the customer's when signed in), or null when the shopper has none yet. */
export async function data(pageContext: PageContextServer) {
  const { shopperCart } = await shopQuery(pageContext, CartPageQuery, {})
  return { cart: shopperCart }
}

const CartPageQuery = graphql(`
  query CartPage {
    shopperCart {
      id
      total_quantity
      notices {
        code
        sku
        message
      }
      items {
        item_id
        ...CartLineItem
        ...DataLayerCartItem
      }
      ...CartSummary
    }
  }
`)

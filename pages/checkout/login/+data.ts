// https://vike.dev/data
import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'

/** What the checkout's sign-in page shows. */
export type CheckoutLoginPageData = Awaited<ReturnType<typeof data>>

/**
 * The session's cart. An empty cart goes back to the cart page (which says why); a signed-in
 * customer, or a guest who already gave an e-mail, goes straight on to the checkout.
 */
export async function data(pageContext: PageContextServer) {
  const { shopperCart } = await shopQuery(pageContext, CheckoutLoginPageQuery, {})
  if (!shopperCart || shopperCart.total_quantity === 0) throw redirect('/cart?checkout=empty', 302)
  // A refused form is shown again rather than skipped: the shopper must read why.
  if (!pageContext.formState && (pageContext.customer || shopperCart.email)) throw redirect('/checkout/', 302)
  return {
    email: shopperCart.email ?? '',
    totalQuantity: shopperCart.total_quantity,
    items: shopperCart.items,
  }
}

const CheckoutLoginPageQuery = graphql(`
  query CheckoutLoginPage {
    shopperCart {
      id
      total_quantity
      email
      items {
        item_id
        ...DataLayerCartItem
      }
    }
  }
`)

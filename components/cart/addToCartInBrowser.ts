import { browserShopClient, graphql } from '../../graphql/client/index.ts'
import { announceCartChanged } from './cartEvents.ts'
import type { CartItemFromForm } from './cartItemFromForm.ts'
import { itemsPayload, type Ga4Item } from '../dataLayer/ga4Items.ts'
import { announceEvent } from '../dataLayer/announceEvent.ts'

const ShopperCartMutation = graphql(`
  mutation AddToCartShopperCart {
    createGuestCart {
      success
      errorMessage
      cart {
        id
      }
    }
  }
`)

const AddToCartMutation = graphql(`
  mutation AddToCart($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      success
      errorMessage
      user_errors {
        code
        message
      }
      cart {
        id
        total_quantity
      }
    }
  }
`)

/** What an add answered: the pieces now in the cart, or why not (the API's message, in the store's language; null when it could not be reached). */
export type AddToCartOutcome =
  { added: true; totalQuantity: number } | { added: false; message: string | null }

/**
 * Adds an item from the configurator through the page's shared shop API client: the session's
 * cart first (created when missing, the customer's when signed in), then the same
 * `addProductsToCart` the form without JavaScript runs. Tells the mini cart on success, and
 * the data layer (`add_to_cart` with the item, pushed only with analytics consent).
 * Loaded on the first add, so the product page ships no GraphQL client at load.
 */
export async function addToCartInBrowser(
  basePath: string,
  item: CartItemFromForm,
  dataLayerItem: Ga4Item,
): Promise<AddToCartOutcome> {
  const { client } = browserShopClient({ url: `${basePath}/graphql` })
  const created = await client.mutation(ShopperCartMutation, {}).toPromise()
  const cartId = created.data?.createGuestCart.cart?.id
  if (!cartId) return { added: false, message: created.data?.createGuestCart.errorMessage ?? null }
  const result = await client.mutation(AddToCartMutation, { cartId, items: [item] }).toPromise()
  const answer = result.data?.addProductsToCart
  if (!answer) return { added: false, message: null }
  if (!answer.success || !answer.cart)
    return { added: false, message: answer.user_errors[0]?.message ?? answer.errorMessage ?? null }
  announceCartChanged(answer.cart.total_quantity)
  announceEvent('add_to_cart', itemsPayload([dataLayerItem]))
  return { added: true, totalQuantity: answer.cart.total_quantity }
}

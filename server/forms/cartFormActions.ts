import type { ExecutionResult } from 'graphql'
import type { MutationErrorCode } from '../../domain/mutationResult.ts'
import { cartItemFromForm, formEntries } from '../../components/cart/cartItemFromForm.ts'
import { graphql } from '../../graphql/client/generated/gql.ts'
import { formRequest, type FormAction, type FormAnswer, type FormOperation } from './formAction.ts'
import { safeRedirectPath, textField, type FormBody } from './formFields.ts'
import { REORDER_OPERATION } from './reorderFormAction.ts'

/** What every cart mutation answers; `user_errors` only for adds. */
interface CartMutationAnswer {
  success: boolean
  errorCode?: MutationErrorCode | null
  errorMessage?: string | null
  user_errors?: Array<{ message: string }>
}

/** Reads a cart mutation's answer: cart mutations explain themselves in the store's language, so the page shows their message. */
function cartAnswer<K extends string>(resultField: K) {
  return (result: ExecutionResult<{ [P in K]?: CartMutationAnswer | null }>): FormAnswer => {
    const answer = result.data?.[resultField]
    if (answer?.success) return { success: true }
    const message = answer?.user_errors?.[0]?.message ?? answer?.errorMessage ?? undefined
    return {
      success: false,
      errorCode: answer?.errorCode ?? null,
      errorField: null,
      ...(message ? { message } : {}),
    }
  }
}

/** The product page to show a refused add on again, with the colour and size chosen (the other fields come back from the form's values). */
function productPageOf(body: FormBody): string | null {
  const path = safeRedirectPath(textField(body, 'path'))
  if (!path) return null
  const selection = new URLSearchParams()
  for (const name of Object.keys(body)) {
    const code = /^attribute_id\[([\w-]+)\]$/.exec(name)?.[1]
    if (code && textField(body, code)) selection.set(code, textField(body, code))
  }
  const query = selection.toString()
  return query ? `${path.split('?')[0]}?${query}` : path
}

/** A cart operation: runs on the session's cart, and comes back to /cart with a notice. */
function cartOperation(
  operation: Omit<FormOperation, 'requiresCustomer' | 'needsCart' | 'next'> & {
    next?: FormOperation['next']
  },
): FormOperation {
  return { requiresCustomer: false, needsCart: true, next: () => '/cart', ...operation }
}

/**
 * The cart forms (`/cart`, chosen by `_action`): add from the product page, and on the cart
 * page change a quantity, remove a line, apply or remove a coupon; from an order of the
 * account, reorder it. Each runs on the session's
 * cart (a guest cart bound to the session, or the signed-in customer's) and answers 303 to
 * /cart with a notice; a refused one shows the page again with the API's message.
 */
export const CART_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/cart',
    operations: {
      add: cartOperation({
        form: 'addToCart',
        // The product page is public and cached, so it carries no token (see FormOperation.tokenless).
        tokenless: true,
        // Sent before the product page hydrated (the island adds through the API and reports it itself).
        addsToCart: true,
        request: (body, { cartId }) =>
          formRequest(
            ADD_TO_CART,
            { cartId, items: [cartItemFromForm(formEntries(body))] },
            cartAnswer('addProductsToCart'),
          ),
        notice: 'addedToCart',
        pageOnError: productPageOf,
      }),
      update: cartOperation({
        form: 'cartLine',
        request: (body, { cartId }) =>
          formRequest(
            UPDATE_CART_ITEM,
            { cartId, item: textField(body, 'item'), quantity: quantityOf(body) },
            cartAnswer('updateCartItems'),
          ),
        notice: 'cartUpdated',
        pageOnError: () => '/cart',
      }),
      remove: cartOperation({
        form: 'cartLine',
        request: (body, { cartId }) =>
          formRequest(
            REMOVE_CART_ITEM,
            { cartId, item: textField(body, 'item') },
            cartAnswer('removeItemFromCart'),
          ),
        notice: 'cartItemRemoved',
        pageOnError: () => '/cart',
      }),
      applyCoupon: cartOperation({
        form: 'coupon',
        request: (body, { cartId }) =>
          formRequest(
            APPLY_COUPON,
            { cartId, code: textField(body, 'code') },
            cartAnswer('applyCouponToCart'),
          ),
        notice: 'couponApplied',
        pageOnError: () => '/cart',
      }),
      removeCoupon: cartOperation({
        form: 'coupon',
        request: (_, { cartId }) =>
          formRequest(REMOVE_COUPON, { cartId }, cartAnswer('removeCouponFromCart')),
        notice: 'couponRemoved',
        pageOnError: () => '/cart',
      }),
      reorder: REORDER_OPERATION,
    },
  },
]

/** The typed quantity; anything but a number becomes 0, which the API refuses with its message. */
function quantityOf(body: FormBody): number {
  const quantity = Number(textField(body, 'qty'))
  return Number.isFinite(quantity) ? quantity : 0
}

const ADD_TO_CART = graphql(`
  mutation FormAddToCart($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      success
      errorCode
      errorMessage
      user_errors {
        code
        message
      }
    }
  }
`)

const UPDATE_CART_ITEM = graphql(`
  mutation FormUpdateCartItem($cartId: String!, $item: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_id: $item, quantity: $quantity }] }) {
      success
      errorCode
      errorMessage
    }
  }
`)

const REMOVE_CART_ITEM = graphql(`
  mutation FormRemoveCartItem($cartId: String!, $item: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_id: $item }) {
      success
      errorCode
      errorMessage
    }
  }
`)

const APPLY_COUPON = graphql(`
  mutation FormApplyCoupon($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      success
      errorCode
      errorMessage
    }
  }
`)

const REMOVE_COUPON = graphql(`
  mutation FormRemoveCoupon($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      success
      errorCode
      errorMessage
    }
  }
`)

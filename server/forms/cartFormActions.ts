import type { ExecutionResult } from 'graphql'
import type { MutationErrorCode } from '../../domain/mutationResult.ts'
import { cartItemFromForm, formEntries } from '../../components/cart/cartItemFromForm.ts'
import type { FormAction, FormAnswer, FormOperation } from './accountFormActions.ts'
import { safeRedirectPath, textField, type FormBody } from './formFields.ts'
import { REORDER_OPERATION } from './reorderFormAction.ts'

const RESULT = 'success errorCode errorMessage'

/** What every cart mutation answers; `user_errors` only for adds. */
interface CartMutationAnswer {
  success: boolean
  errorCode: MutationErrorCode | null
  errorMessage: string | null
  user_errors?: Array<{ message: string }>
}

/** Reads a cart mutation's answer: cart mutations explain themselves in the store's language, so the page shows their message. */
function cartAnswer(resultField: string) {
  return (result: ExecutionResult): FormAnswer => {
    const answer = (result.data as Record<string, CartMutationAnswer | null> | null | undefined)?.[resultField]
    if (answer?.success) return { success: true }
    const message = answer?.user_errors?.[0]?.message ?? answer?.errorMessage ?? undefined
    return { success: false, errorCode: answer?.errorCode ?? null, errorField: null, ...(message ? { message } : {}) }
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
function cartOperation(operation: Omit<FormOperation, 'requiresCustomer' | 'needsCart' | 'readAnswer' | 'next'> & { next?: FormOperation['next'] }): FormOperation {
  return { requiresCustomer: false, needsCart: true, readAnswer: cartAnswer(operation.resultField), next: () => '/cart', ...operation }
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
        mutation: (body, { cartId }) => ({
          query: `mutation FormAddToCart($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { ${RESULT} user_errors { code message } } }`,
          variables: { cartId, items: [cartItemFromForm(formEntries(body))] },
        }),
        resultField: 'addProductsToCart',
        notice: 'addedToCart',
        pageOnError: productPageOf,
      }),
      update: cartOperation({
        form: 'cartLine',
        mutation: (body, { cartId }) => ({
          query: `mutation FormUpdateCartItem($cartId: String!, $item: ID!, $quantity: Float!) { updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_id: $item, quantity: $quantity }] }) { ${RESULT} } }`,
          variables: { cartId, item: textField(body, 'item'), quantity: quantityOf(body) },
        }),
        resultField: 'updateCartItems',
        notice: 'cartUpdated',
        pageOnError: () => '/cart',
      }),
      remove: cartOperation({
        form: 'cartLine',
        mutation: (body, { cartId }) => ({
          query: `mutation FormRemoveCartItem($cartId: String!, $item: ID!) { removeItemFromCart(input: { cart_id: $cartId, cart_item_id: $item }) { ${RESULT} } }`,
          variables: { cartId, item: textField(body, 'item') },
        }),
        resultField: 'removeItemFromCart',
        notice: 'cartItemRemoved',
        pageOnError: () => '/cart',
      }),
      applyCoupon: cartOperation({
        form: 'coupon',
        mutation: (body, { cartId }) => ({
          query: `mutation FormApplyCoupon($cartId: String!, $code: String!) { applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) { ${RESULT} } }`,
          variables: { cartId, code: textField(body, 'code') },
        }),
        resultField: 'applyCouponToCart',
        notice: 'couponApplied',
        pageOnError: () => '/cart',
      }),
      removeCoupon: cartOperation({
        form: 'coupon',
        mutation: (_, { cartId }) => ({ query: `mutation FormRemoveCoupon($cartId: String!) { removeCouponFromCart(input: { cart_id: $cartId }) { ${RESULT} } }`, variables: { cartId } }),
        resultField: 'removeCouponFromCart',
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

import type { ExecutionResult } from 'graphql'
import type { MutationErrorCode } from '../../domain/mutationResult.ts'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { FormShareWishlistMutation } from '../../graphql/client/generated/graphql.ts'
import {
  formRequest,
  mutationAnswer,
  type FormAction,
  type FormAnswer,
  type FormOperation,
} from './formAction.ts'
import { safeRedirectPath, textField, type FormBody } from './formFields.ts'

/** A chosen configurable option of the heart's form: `selected[<attribute id>]=<value>`. */
const SELECTED_OPTION = /^selected\[(\d{1,9})\]$/

/** What the wishlist's cart mutations answer. */
interface WishlistCartAnswer {
  success: boolean
  errorCode?: MutationErrorCode | null
  errorField?: string | null
  user_errors: Array<{ message: string }>
}

/** Reads a wishlist add to the cart: the cart's own message (in the store's language) when it refused an item. */
function cartAnswer<K extends string>(resultField: K) {
  return (result: ExecutionResult<{ [P in K]?: WishlistCartAnswer | null }>): FormAnswer => {
    const answer = result.data?.[resultField]
    if (answer?.success) return { success: true }
    const message = answer?.user_errors[0]?.message || undefined
    return {
      success: false,
      errorCode: answer?.errorCode ?? null,
      errorField: answer?.errorField ?? null,
      ...(message ? { message } : {}),
    }
  }
}

/** The page the heart was pressed on, to come back to (a store-relative path), else the wishlist. */
function pageOfHeart(body: FormBody): string {
  return safeRedirectPath(textField(body, 'path')) ?? '/user/wishlist'
}

/** The heart's item: its sku and the options chosen on the product page (`selected[93]=red`). */
function wishlistItemOf(body: FormBody) {
  return { sku: textField(body, 'sku'), selectedOptions: selectedOptionsOf(body) }
}

/** The `selected[<attribute id>]` fields of a form: colour and size chosen (on the product page, or for an item kept without them). */
function selectedOptionsOf(body: FormBody) {
  return Object.keys(body)
    .map((name) => [SELECTED_OPTION.exec(name)?.[1], textField(body, name)] as const)
    .filter((entry): entry is readonly [string, string] => entry[0] !== undefined && entry[1] !== '')
    .map(([option_id, option_value]) => ({ option_id, option_value }))
}

const shareCodeOf = (body: FormBody) => textField(body, 'shareCode')
const sharedPage = (body: FormBody) => `/wishlist/share/${encodeURIComponent(shareCodeOf(body))}/`

/** A form of the account's wishlist page: CSRF-checked, signed-in only, back to the page with a notice. */
function accountOperation(
  operation: Pick<FormOperation, 'form' | 'request' | 'notice'> & Partial<FormOperation>,
): FormOperation {
  return {
    requiresCustomer: true,
    next: () => '/user/wishlist',
    pageOnError: () => '/user/wishlist',
    ...operation,
  }
}

/**
 * The wishlist forms. On `/user/wishlist` (by `_action`): `add` is the heart of product cards
 * and pages (public cached pages, so no token: the Origin is checked; a guest signs in first
 * and comes back to the page; the product kept, the wishlist shows it with a notice), `remove`, `moveToCart`, `share` (the new link is shown once)
 * and `revoke`. On a shared wishlist: add all its products, or one, to the shopper's cart.
 */
export const WISHLIST_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/user/wishlist',
    operations: {
      add: accountOperation({
        form: 'wishlistHeart',
        tokenless: true,
        request: (body) =>
          formRequest(ADD_TO_WISHLIST, { input: wishlistItemOf(body) }, mutationAnswer('addToWishlist')),
        notice: 'wishlistAdded',
        loginRedirect: pageOfHeart,
      }),
      remove: accountOperation({
        form: 'wishlistItem',
        request: (body) =>
          formRequest(
            REMOVE_FROM_WISHLIST,
            { itemId: textField(body, 'item') },
            mutationAnswer('removeFromWishlist'),
          ),
        notice: 'wishlistItemRemoved',
      }),
      moveToCart: accountOperation({
        form: 'wishlistItem',
        needsCart: true,
        addsToCart: true,
        request: (body, { cartId }) =>
          formRequest(
            MOVE_TO_CART,
            { itemId: textField(body, 'item'), cartId, chosen: selectedOptionsOf(body) },
            cartAnswer('moveWishlistItemToCart'),
          ),
        notice: 'wishlistItemMoved',
      }),
      share: accountOperation({
        form: 'wishlistShare',
        request: () => formRequest(SHARE, {}, readShareAnswer),
        notice: 'wishlistShared',
      }),
      revoke: accountOperation({
        form: 'wishlistShare',
        request: () => formRequest(REVOKE_SHARE, {}, mutationAnswer('revokeWishlistShare')),
        notice: 'wishlistShareRevoked',
      }),
    },
  },
  {
    path: '/wishlist/share/:shareCode/add',
    operations: { default: sharedAddOperation() },
  },
  {
    path: '/wishlist/share/:shareCode/add/:itemId',
    operations: { default: sharedAddOperation() },
  },
]

/** Adds a shared wishlist's products (all, or the `itemId` of the URL) to the shopper's cart, then shows the cart. */
function sharedAddOperation(): FormOperation {
  return {
    form: 'sharedWishlist',
    requiresCustomer: false,
    needsCart: true,
    addsToCart: true,
    request: (body, { cartId }) => {
      const variables = {
        shareCode: shareCodeOf(body),
        cartId,
        itemId: textField(body, 'itemId') || null,
        chosen: selectedOptionsOf(body),
      }
      return formRequest(ADD_SHARED_TO_CART, variables, cartAnswer('addSharedWishlistItemsToCart'))
    },
    notice: 'wishlistItemsAddedToCart',
    next: () => '/cart',
    pageOnError: sharedPage,
  }
}

/** The share form's answer: the new code goes to the page once (kept in the session), never into a URL. */
function readShareAnswer(result: ExecutionResult<FormShareWishlistMutation>): FormAnswer {
  const answer = result.data?.shareWishlist
  if (answer?.success && answer.shareCode) return { success: true, result: { shareCode: answer.shareCode } }
  return { success: false, errorCode: answer?.errorCode ?? null, errorField: answer?.errorField ?? null }
}

const ADD_TO_WISHLIST = graphql(`
  mutation FormAddToWishlist($input: WishlistItemInput!) {
    addToWishlist(input: $input) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const REMOVE_FROM_WISHLIST = graphql(`
  mutation FormRemoveFromWishlist($itemId: ID!) {
    removeFromWishlist(itemId: $itemId) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const MOVE_TO_CART = graphql(`
  mutation FormMoveWishlistItemToCart($itemId: ID!, $cartId: String!, $chosen: [SelectedOptionInput!]) {
    moveWishlistItemToCart(itemId: $itemId, cartId: $cartId, chosenOptions: $chosen) {
      success
      errorCode
      errorMessage
      errorField
      added
      user_errors {
        code
        message
      }
    }
  }
`)

const SHARE = graphql(`
  mutation FormShareWishlist {
    shareWishlist {
      success
      errorCode
      errorMessage
      errorField
      shareCode
    }
  }
`)

const REVOKE_SHARE = graphql(`
  mutation FormRevokeWishlistShare {
    revokeWishlistShare {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const ADD_SHARED_TO_CART = graphql(`
  mutation FormAddSharedWishlistToCart(
    $shareCode: String!
    $cartId: String!
    $itemId: ID
    $chosen: [SelectedOptionInput!]
  ) {
    addSharedWishlistItemsToCart(
      shareCode: $shareCode
      cartId: $cartId
      itemId: $itemId
      chosenOptions: $chosen
    ) {
      success
      errorCode
      errorMessage
      errorField
      added
      user_errors {
        code
        message
      }
    }
  }
`)

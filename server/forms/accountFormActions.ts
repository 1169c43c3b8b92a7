import type { ExecutionResult } from 'graphql'
import type { MutationErrorCode } from '../../domain/mutationResult.ts'
import type { FormNotice } from './formNotices.ts'
import { checkboxField, safeRedirectPath, textField, type FormBody } from './formFields.ts'

/** One thing a form can do: the mutation it runs and where the shopper goes after it. */
export interface FormOperation {
  /** Which form of the page sent it (pages show errors beside that form). */
  form: string
  /** Only a signed-in customer may send it; others go to the login page. */
  requiresCustomer: boolean
  /** Store-relative page a shopper sent to the login page comes back to; default: the URL posted to. */
  loginRedirect?: (body: FormBody) => string
  /** The shop API mutation and its variables, from the form's fields (and the shopper's cart, for cart forms). */
  mutation: (body: FormBody, context: FormOperationContext) => { query: string; variables: Record<string, unknown> }
  /** It acts on the shopper's cart: the server finds (or creates) the session's cart first and passes its id. */
  needsCart?: boolean
  /**
   * The cart the form was rendered for, when it names one: used instead of the session's cart,
   * so a form sent again after its cart was ordered answers that order (the API checks the cart is the shopper's).
   */
  postedCartId?: (body: FormBody) => string | null
  /**
   * Posted from a public, cacheable page that carries no CSRF token (the product page's add to
   * cart): the Origin (or Referer) must then be the store's own, and a post with neither is refused.
   */
  tokenless?: boolean
  /** The root field of the mutation's answer. */
  resultField: string
  /** Store-relative path to go to on success (303). */
  next: (body: FormBody) => string
  notice?: FormNotice | ((body: FormBody) => FormNotice)
  /** Store-relative path of the page showing the form again on error; default: the URL posted to. */
  pageOnError?: (body: FormBody) => string | null
  /** The session keeps the cart's id for this store (`checkoutCarts`): the payment return page finds the order by it once the cart is gone. */
  rememberCart?: boolean
  /**
   * It puts products in the shopper's cart: with analytics consent the server reads the cart's
   * lines before and after, and the next page reports what it took (`add_to_cart`, see cartAdds.ts).
   */
  addsToCart?: boolean
  /** Reads an answer that is not a mutation result (a query); default: the mutation result at `resultField`. */
  readAnswer?: (result: ExecutionResult) => FormAnswer
}

/** What the server knows before it builds a form's mutation. */
export interface FormOperationContext {
  /** The shopper's cart id when the operation `needsCart`, else null. */
  cartId: string | null
}

/**
 * What a form's operation answered: success, with what the next page shows once; or why not
 * (`errorCode` null when the answer was not one the form knows, a bug to log; `message` when the API
 * already said why in the store's language, as cart mutations do).
 */
export type FormAnswer =
  | {
      success: true
      result?: Record<string, string>
      /** A store-relative page to go to instead of the operation's `next` (the answer decides: an order placed, a payment to complete). */
      next?: string
      /** A same-origin URL outside the store to go to (a payment provider's page), used as it is. */
      location?: string
      /** The notice to show instead of the operation's (the answer decides: an order the new account took over). */
      notice?: FormNotice
    }
  | { success: false; errorCode: MutationErrorCode | 'ORDER_NOT_FOUND' | null; errorField: string | null; message?: string }

/** A form action at a store-relative path: its operations, chosen by the `_action` field. */
export interface FormAction {
  path: string
  operations: Record<string, FormOperation>
  /**
   * One-click unsubscribe (RFC 8058): a POST of `List-Unsubscribe=One-Click` to the page's
   * `?unsubscribe=<token>` link, sent by mail providers without cookies or Origin: the token is
   * the only authority. The mutation takes `$token`.
   */
  oneClickUnsubscribe?: { query: string; resultField: string }
}

const RESULT = 'success errorCode errorMessage errorField'

/** What `createCustomer` answers the registration form: its result and the new account's orders. */
interface CreateCustomerAnswer {
  success: boolean
  errorCode: MutationErrorCode | null
  errorField: string | null
  customer: { orders: { order_number: string }[] } | null
}

/**
 * The registration's answer: a new account's orders can only be guest orders of this session it
 * took over (domain/orders/sessionGuestOrders.ts), and then the notice says so.
 */
export function readRegisterAnswer(result: ExecutionResult): FormAnswer {
  const answer = (result.data as { createCustomer?: CreateCustomerAnswer | null } | null | undefined)?.createCustomer
  if (!answer?.success) return { success: false, errorCode: answer?.errorCode ?? null, errorField: answer?.errorField ?? null }
  const tookOverOrders = (answer.customer?.orders.length ?? 0) > 0
  return tookOverOrders ? { success: true, notice: 'registeredWithOrder' } : { success: true }
}

const addressVariables = (body: FormBody) => ({
  firstname: textField(body, 'firstname'),
  lastname: textField(body, 'lastname'),
  company: textField(body, 'company'),
  street: [textField(body, 'street'), textField(body, 'streetExtra')].filter((line, index) => index === 0 || line.trim() !== ''),
  postcode: textField(body, 'postcode'),
  city: textField(body, 'city'),
  countryCode: textField(body, 'countryCode'),
  telephone: textField(body, 'telephone'),
  vatId: textField(body, 'vatId'),
  defaultBilling: checkboxField(body, 'defaultBilling'),
  defaultShipping: checkboxField(body, 'defaultShipping'),
})

/**
 * The account forms (docs/storefront-rules.md#routes-and-layouts): each posts to its own page's URL, works without
 * JavaScript and runs the same shop API mutation an island would.
 */
export const ACCOUNT_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/login',
    operations: {
      default: {
        form: 'login',
        requiresCustomer: false,
        mutation: (body) => ({ query: `mutation FormSignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${RESULT} } }`, variables: { email: textField(body, 'email'), password: textField(body, 'password') } }),
        resultField: 'signIn',
        next: (body) => safeRedirectPath(textField(body, 'redirect')) ?? '/user/',
      },
    },
  },
  {
    path: '/register',
    operations: {
      default: {
        form: 'register',
        requiresCustomer: false,
        mutation: (body) => ({
          query: `mutation FormRegister($input: CustomerCreateInput!) { createCustomer(input: $input) { ${RESULT} customer { orders { order_number } } } }`,
          variables: {
            input: {
              firstname: textField(body, 'firstname'),
              lastname: textField(body, 'lastname'),
              email: textField(body, 'email'),
              password: textField(body, 'password'),
              isSubscribed: checkboxField(body, 'isSubscribed'),
              acceptsTerms: checkboxField(body, 'acceptsTerms'),
            },
          },
        }),
        resultField: 'createCustomer',
        next: () => '/user/',
        notice: 'registered',
        readAnswer: readRegisterAnswer,
      },
    },
  },
  {
    path: '/account/password-request',
    operations: {
      default: {
        form: 'passwordRequest',
        requiresCustomer: false,
        mutation: (body) => ({ query: `mutation FormPasswordRequest($email: String!) { requestPasswordResetEmail(email: $email) { ${RESULT} } }`, variables: { email: textField(body, 'email') } }),
        resultField: 'requestPasswordResetEmail',
        next: () => '/account/password-request',
        notice: 'passwordResetSent',
      },
    },
  },
  {
    path: '/account/password-reset',
    operations: {
      default: {
        form: 'passwordReset',
        requiresCustomer: false,
        mutation: (body) => ({ query: `mutation FormPasswordReset($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) { ${RESULT} } }`, variables: { token: textField(body, 'token'), newPassword: textField(body, 'newPassword') } }),
        resultField: 'resetPassword',
        next: () => '/login',
        notice: 'passwordResetDone',
        pageOnError: (body) => `/account/password-reset?token=${encodeURIComponent(textField(body, 'token'))}`,
      },
    },
  },
  {
    path: '/user/information',
    operations: {
      customer: {
        form: 'customer',
        requiresCustomer: true,
        mutation: (body) => ({ query: `mutation FormUpdateCustomer($input: CustomerUpdateInput!) { updateCustomer(input: $input) { ${RESULT} } }`, variables: { input: { firstname: textField(body, 'firstname'), lastname: textField(body, 'lastname') } } }),
        resultField: 'updateCustomer',
        next: () => '/user/information',
        notice: 'saved',
      },
      email: {
        form: 'email',
        requiresCustomer: true,
        mutation: (body) => ({ query: `mutation FormRequestEmailChange($newEmail: String!, $password: String!) { requestCustomerEmailChange(newEmail: $newEmail, password: $password) { ${RESULT} } }`, variables: { newEmail: textField(body, 'newEmail'), password: textField(body, 'password') } }),
        resultField: 'requestCustomerEmailChange',
        next: () => '/user/information',
        notice: 'emailChangeSent',
      },
      confirmEmail: {
        form: 'confirmEmail',
        requiresCustomer: true,
        mutation: (body) => ({ query: `mutation FormConfirmEmailChange($token: String!) { confirmCustomerEmailChange(token: $token) { ${RESULT} } }`, variables: { token: textField(body, 'token') } }),
        resultField: 'confirmCustomerEmailChange',
        next: () => '/user/information',
        notice: 'emailChanged',
        pageOnError: () => '/user/information',
      },
      password: {
        form: 'password',
        requiresCustomer: true,
        mutation: (body) => ({ query: `mutation FormChangePassword($currentPassword: String!, $newPassword: String!) { changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) { ${RESULT} } }`, variables: { currentPassword: textField(body, 'currentPassword'), newPassword: textField(body, 'newPassword') } }),
        resultField: 'changeCustomerPassword',
        next: () => '/user/information',
        notice: 'passwordChanged',
      },
    },
  },
  {
    path: '/user/address-book',
    operations: {
      save: {
        form: 'address',
        requiresCustomer: true,
        mutation: (body) => {
          const id = textField(body, 'id')
          return id
            ? { query: `mutation FormUpdateAddress($id: ID!, $input: CustomerAddressInput!) { saveAddress: updateCustomerAddress(id: $id, input: $input) { ${RESULT} } }`, variables: { id, input: addressVariables(body) } }
            : { query: `mutation FormCreateAddress($input: CustomerAddressInput!) { saveAddress: createCustomerAddress(input: $input) { ${RESULT} } }`, variables: { input: addressVariables(body) } }
        },
        resultField: 'saveAddress',
        next: () => '/user/address-book',
        notice: 'addressSaved',
        pageOnError: (body) => (textField(body, 'id') ? `/user/address-book?edit=${encodeURIComponent(textField(body, 'id'))}` : '/user/address-book?new=1'),
      },
      delete: {
        form: 'deleteAddress',
        requiresCustomer: true,
        mutation: (body) => ({ query: `mutation FormDeleteAddress($id: ID!) { deleteCustomerAddress(id: $id) { ${RESULT} } }`, variables: { id: textField(body, 'id') } }),
        resultField: 'deleteCustomerAddress',
        next: () => '/user/address-book',
        notice: 'addressDeleted',
      },
    },
  },
  {
    path: '/user/newsletter',
    operations: {
      default: {
        form: 'newsletter',
        requiresCustomer: true,
        mutation: (body) => ({ query: `mutation FormNewsletter($subscribed: Boolean!) { updateNewsletterSubscription(subscribed: $subscribed) { ${RESULT} } }`, variables: { subscribed: checkboxField(body, 'subscribed') } }),
        resultField: 'updateNewsletterSubscription',
        next: () => '/user/newsletter',
        notice: (body) => (checkboxField(body, 'subscribed') ? 'newsletterSubscribed' : 'newsletterUnsubscribed'),
      },
    },
  },
  {
    path: '/user/logout',
    operations: {
      default: {
        form: 'logout',
        requiresCustomer: false,
        mutation: () => ({ query: `mutation FormSignOut { signOut { ${RESULT} } }`, variables: {} }),
        resultField: 'signOut',
        next: () => '/login',
        notice: 'signedOut',
      },
    },
  },
]

import type { FormNotice } from './formNotices.ts'
import { checkboxField, safeRedirectPath, textField, type FormBody } from './formFields.ts'

/** One thing a form can do: the mutation it runs and where the shopper goes after it. */
export interface FormOperation {
  /** Which form of the page sent it (pages show errors beside that form). */
  form: string
  /** Only a signed-in customer may send it; others go to the login page. */
  requiresCustomer: boolean
  /** The shop API mutation and its variables, from the form's fields. */
  mutation: (body: FormBody) => { query: string; variables: Record<string, unknown> }
  /** The root field of the mutation's answer. */
  resultField: string
  /** Store-relative path to go to on success (303). */
  next: (body: FormBody) => string
  notice?: FormNotice | ((body: FormBody) => FormNotice)
  /** Store-relative path of the page showing the form again on error; default: the URL posted to. */
  pageOnError?: (body: FormBody) => string | null
}

/** A form action at a store-relative path: its operations, chosen by the `_action` field. */
export interface FormAction {
  path: string
  operations: Record<string, FormOperation>
}

const RESULT = 'success errorCode errorMessage errorField'

const addressVariables = (body: FormBody) => ({
  firstname: textField(body, 'firstname'),
  lastname: textField(body, 'lastname'),
  company: textField(body, 'company'),
  street: [textField(body, 'street'), textField(body, 'streetExtra')].filter((line, index) => index === 0 || line.trim() !== ''),
  postcode: textField(body, 'postcode'),
  city: textField(body, 'city'),
  countryCode: textField(body, 'countryCode'),
  telephone: textField(body, 'telephone'),
  defaultBilling: checkboxField(body, 'defaultBilling'),
  defaultShipping: checkboxField(body, 'defaultShipping'),
})

/**
 * The account forms (spec §2 routes): each posts to its own page's URL, works without
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
          query: `mutation FormRegister($input: CustomerCreateInput!) { createCustomer(input: $input) { ${RESULT} } }`,
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

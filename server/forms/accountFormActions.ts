import type { ExecutionResult } from 'graphql'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { FormRegisterMutation } from '../../graphql/client/generated/graphql.ts'
import { formRequest, mutationAnswer, type FormAction, type FormAnswer } from './formAction.ts'
import { checkboxField, safeRedirectPath, textField, type FormBody } from './formFields.ts'

/**
 * The registration's answer: a new account's orders can only be guest orders of this session it
 * took over (domain/orders/sessionGuestOrders.ts), and then the notice says so.
 */
export function readRegisterAnswer(result: ExecutionResult<FormRegisterMutation>): FormAnswer {
  const answer = result.data?.createCustomer
  if (!answer?.success)
    return { success: false, errorCode: answer?.errorCode ?? null, errorField: answer?.errorField ?? null }
  const tookOverOrders = (answer.customer?.orders.length ?? 0) > 0
  return tookOverOrders ? { success: true, notice: 'registeredWithOrder' } : { success: true }
}

const addressVariables = (body: FormBody) => ({
  firstname: textField(body, 'firstname'),
  lastname: textField(body, 'lastname'),
  company: textField(body, 'company'),
  street: [textField(body, 'street'), textField(body, 'streetExtra')].filter(
    (line, index) => index === 0 || line.trim() !== '',
  ),
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
        request: (body) =>
          formRequest(
            SIGN_IN,
            { email: textField(body, 'email'), password: textField(body, 'password') },
            mutationAnswer('signIn'),
          ),
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
        request: (body) =>
          formRequest(
            REGISTER,
            {
              input: {
                firstname: textField(body, 'firstname'),
                lastname: textField(body, 'lastname'),
                email: textField(body, 'email'),
                password: textField(body, 'password'),
                isSubscribed: checkboxField(body, 'isSubscribed'),
                acceptsTerms: checkboxField(body, 'acceptsTerms'),
              },
            },
            readRegisterAnswer,
          ),
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
        request: (body) =>
          formRequest(
            PASSWORD_REQUEST,
            { email: textField(body, 'email') },
            mutationAnswer('requestPasswordResetEmail'),
          ),
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
        request: (body) =>
          formRequest(
            PASSWORD_RESET,
            { token: textField(body, 'token'), newPassword: textField(body, 'newPassword') },
            mutationAnswer('resetPassword'),
          ),
        next: () => '/login',
        notice: 'passwordResetDone',
        pageOnError: (body) =>
          `/account/password-reset?token=${encodeURIComponent(textField(body, 'token'))}`,
      },
    },
  },
  {
    path: '/user/information',
    operations: {
      customer: {
        form: 'customer',
        requiresCustomer: true,
        request: (body) =>
          formRequest(
            UPDATE_CUSTOMER,
            { input: { firstname: textField(body, 'firstname'), lastname: textField(body, 'lastname') } },
            mutationAnswer('updateCustomer'),
          ),
        next: () => '/user/information',
        notice: 'saved',
      },
      email: {
        form: 'email',
        requiresCustomer: true,
        request: (body) =>
          formRequest(
            REQUEST_EMAIL_CHANGE,
            { newEmail: textField(body, 'newEmail'), password: textField(body, 'password') },
            mutationAnswer('requestCustomerEmailChange'),
          ),
        next: () => '/user/information',
        notice: 'emailChangeSent',
      },
      confirmEmail: {
        form: 'confirmEmail',
        requiresCustomer: true,
        request: (body) =>
          formRequest(
            CONFIRM_EMAIL_CHANGE,
            { token: textField(body, 'token') },
            mutationAnswer('confirmCustomerEmailChange'),
          ),
        next: () => '/user/information',
        notice: 'emailChanged',
        pageOnError: () => '/user/information',
      },
      password: {
        form: 'password',
        requiresCustomer: true,
        request: (body) =>
          formRequest(
            CHANGE_PASSWORD,
            {
              currentPassword: textField(body, 'currentPassword'),
              newPassword: textField(body, 'newPassword'),
            },
            mutationAnswer('changeCustomerPassword'),
          ),
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
        request: (body) => {
          const id = textField(body, 'id')
          return id
            ? formRequest(
                UPDATE_ADDRESS,
                { id, input: addressVariables(body) },
                mutationAnswer('saveAddress'),
              )
            : formRequest(CREATE_ADDRESS, { input: addressVariables(body) }, mutationAnswer('saveAddress'))
        },
        next: () => '/user/address-book',
        notice: 'addressSaved',
        pageOnError: (body) =>
          textField(body, 'id')
            ? `/user/address-book?edit=${encodeURIComponent(textField(body, 'id'))}`
            : '/user/address-book?new=1',
      },
      delete: {
        form: 'deleteAddress',
        requiresCustomer: true,
        request: (body) =>
          formRequest(DELETE_ADDRESS, { id: textField(body, 'id') }, mutationAnswer('deleteCustomerAddress')),
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
        request: (body) =>
          formRequest(
            NEWSLETTER,
            { subscribed: checkboxField(body, 'subscribed') },
            mutationAnswer('updateNewsletterSubscription'),
          ),
        next: () => '/user/newsletter',
        notice: (body) =>
          checkboxField(body, 'subscribed') ? 'newsletterSubscribed' : 'newsletterUnsubscribed',
      },
    },
  },
  {
    path: '/user/logout',
    operations: {
      default: {
        form: 'logout',
        requiresCustomer: false,
        request: () => formRequest(SIGN_OUT, {}, mutationAnswer('signOut')),
        next: () => '/login',
        notice: 'signedOut',
      },
    },
  },
]

const SIGN_IN = graphql(`
  mutation FormSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const REGISTER = graphql(`
  mutation FormRegister($input: CustomerCreateInput!) {
    createCustomer(input: $input) {
      success
      errorCode
      errorMessage
      errorField
      customer {
        orders {
          order_number
        }
      }
    }
  }
`)

const PASSWORD_REQUEST = graphql(`
  mutation FormPasswordRequest($email: String!) {
    requestPasswordResetEmail(email: $email) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const PASSWORD_RESET = graphql(`
  mutation FormPasswordReset($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const UPDATE_CUSTOMER = graphql(`
  mutation FormUpdateCustomer($input: CustomerUpdateInput!) {
    updateCustomer(input: $input) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const REQUEST_EMAIL_CHANGE = graphql(`
  mutation FormRequestEmailChange($newEmail: String!, $password: String!) {
    requestCustomerEmailChange(newEmail: $newEmail, password: $password) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const CONFIRM_EMAIL_CHANGE = graphql(`
  mutation FormConfirmEmailChange($token: String!) {
    confirmCustomerEmailChange(token: $token) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const CHANGE_PASSWORD = graphql(`
  mutation FormChangePassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const UPDATE_ADDRESS = graphql(`
  mutation FormUpdateAddress($id: ID!, $input: CustomerAddressInput!) {
    saveAddress: updateCustomerAddress(id: $id, input: $input) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const CREATE_ADDRESS = graphql(`
  mutation FormCreateAddress($input: CustomerAddressInput!) {
    saveAddress: createCustomerAddress(input: $input) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const DELETE_ADDRESS = graphql(`
  mutation FormDeleteAddress($id: ID!) {
    deleteCustomerAddress(id: $id) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const NEWSLETTER = graphql(`
  mutation FormNewsletter($subscribed: Boolean!) {
    updateNewsletterSubscription(subscribed: $subscribed) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const SIGN_OUT = graphql(`
  mutation FormSignOut {
    signOut {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

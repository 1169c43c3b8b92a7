import { graphql } from '../../graphql/client/generated/gql.ts'
import { formRequest, mutationAnswer, type FormAction, type FormRequest } from './formAction.ts'
import { safeRedirectPath, textField, type FormBody } from './formFields.ts'

/** Confirms the alert of the confirmation e-mail's link (`/stock-alert?confirm=<token>`); its notice says whether it was sent at once (back in stock). */
export function stockAlertConfirmation(token: string): FormRequest {
  return formRequest(CONFIRM, { token }, (result) => {
    const answer = result.data?.confirmStockAlert
    if (answer?.success)
      return { success: true, notice: answer.status === 'SENT' ? 'stockAlertSent' : 'stockAlertConfirmed' }
    return mutationAnswer('confirmStockAlert')(result)
  })
}

/** The product page (with the size chosen) the alert form came from, to show a refused request on again. */
function productPageOf(body: FormBody): string | null {
  return safeRedirectPath(textField(body, 'path'))
}

/**
 * The stock alert forms (`/stock-alert`): asking for an alert from the product page (tokenless,
 * as that page is public and cached; a forged post only e-mails a confirmation link) and the
 * unsubscribe button of the link every alert e-mail carries.
 */
export const STOCK_ALERT_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/stock-alert',
    oneClickUnsubscribe: (token) =>
      formRequest(ONE_CLICK_UNSUBSCRIBE, { token }, mutationAnswer('unsubscribeStockAlert')),
    operations: {
      subscribe: {
        form: 'stockAlert',
        requiresCustomer: false,
        tokenless: true,
        request: (body) =>
          formRequest(
            SUBSCRIBE,
            { sku: textField(body, 'sku'), email: textField(body, 'email') },
            mutationAnswer('subscribeStockAlert'),
          ),
        next: () => '/stock-alert',
        notice: 'stockAlertConfirmationSent',
        pageOnError: productPageOf,
      },
      unsubscribe: {
        form: 'stockAlertUnsubscribe',
        requiresCustomer: false,
        request: (body) =>
          formRequest(
            UNSUBSCRIBE,
            { token: textField(body, 'token') },
            mutationAnswer('unsubscribeStockAlert'),
          ),
        next: () => '/stock-alert',
        notice: 'stockAlertUnsubscribed',
        pageOnError: (body) => `/stock-alert?unsubscribe=${encodeURIComponent(textField(body, 'token'))}`,
      },
    },
  },
]

const ONE_CLICK_UNSUBSCRIBE = graphql(`
  mutation OneClickStockAlertUnsubscribe($token: String!) {
    unsubscribeStockAlert(token: $token) {
      success
      errorCode
      errorMessage
      errorField
      status
    }
  }
`)

const SUBSCRIBE = graphql(`
  mutation FormStockAlertSubscribe($sku: String!, $email: String!) {
    subscribeStockAlert(sku: $sku, email: $email) {
      success
      errorCode
      errorMessage
      errorField
      status
    }
  }
`)

const UNSUBSCRIBE = graphql(`
  mutation FormStockAlertUnsubscribe($token: String!) {
    unsubscribeStockAlert(token: $token) {
      success
      errorCode
      errorMessage
      errorField
      status
    }
  }
`)

const CONFIRM = graphql(`
  mutation PageStockAlertConfirm($token: String!) {
    confirmStockAlert(token: $token) {
      success
      errorCode
      errorField
      status
    }
  }
`)

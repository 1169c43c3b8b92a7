import type { FormAction } from './accountFormActions.ts'
import { safeRedirectPath, textField, type FormBody } from './formFields.ts'

const RESULT = 'success errorCode errorMessage errorField status'

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
    oneClickUnsubscribe: { query: `mutation OneClickStockAlertUnsubscribe($token: String!) { unsubscribeStockAlert(token: $token) { ${RESULT} } }`, resultField: 'unsubscribeStockAlert' },
    operations: {
      subscribe: {
        form: 'stockAlert',
        requiresCustomer: false,
        tokenless: true,
        mutation: (body) => ({ query: `mutation FormStockAlertSubscribe($sku: String!, $email: String!) { subscribeStockAlert(sku: $sku, email: $email) { ${RESULT} } }`, variables: { sku: textField(body, 'sku'), email: textField(body, 'email') } }),
        resultField: 'subscribeStockAlert',
        next: () => '/stock-alert',
        notice: 'stockAlertConfirmationSent',
        pageOnError: productPageOf,
      },
      unsubscribe: {
        form: 'stockAlertUnsubscribe',
        requiresCustomer: false,
        mutation: (body) => ({ query: `mutation FormStockAlertUnsubscribe($token: String!) { unsubscribeStockAlert(token: $token) { ${RESULT} } }`, variables: { token: textField(body, 'token') } }),
        resultField: 'unsubscribeStockAlert',
        next: () => '/stock-alert',
        notice: 'stockAlertUnsubscribed',
        pageOnError: (body) => `/stock-alert?unsubscribe=${encodeURIComponent(textField(body, 'token'))}`,
      },
    },
  },
]

import type { FormAction } from './accountFormActions.ts'
import { textField } from './formFields.ts'

const RESULT = 'success errorCode errorMessage errorField'
const UNSUBSCRIBE = `mutation FormMarketingUnsubscribe($token: String!) { unsubscribeFromMarketing(token: $token) { ${RESULT} } }`

/**
 * The unsubscribe page of marketing e-mails (`/marketing?unsubscribe=<token>`, the link of every
 * cart reminder): its button (a POST, so mail scanners that open links unsubscribe nobody),
 * and the one-click unsubscribe of mail providers (RFC 8058).
 */
export const MARKETING_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/marketing',
    oneClickUnsubscribe: { query: UNSUBSCRIBE, resultField: 'unsubscribeFromMarketing' },
    operations: {
      unsubscribe: {
        form: 'marketingUnsubscribe',
        requiresCustomer: false,
        mutation: (body) => ({ query: UNSUBSCRIBE, variables: { token: textField(body, 'token') } }),
        resultField: 'unsubscribeFromMarketing',
        next: () => '/marketing',
        notice: 'marketingUnsubscribed',
        pageOnError: (body) => `/marketing?unsubscribe=${encodeURIComponent(textField(body, 'token'))}`,
      },
    },
  },
]

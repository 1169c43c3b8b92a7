import { graphql } from '../../graphql/client/generated/gql.ts'
import { formRequest, mutationAnswer, type FormAction } from './formAction.ts'
import { textField } from './formFields.ts'

/** Unsubscribes the address of the link's token from marketing e-mails. */
const unsubscribe = (token: string) =>
  formRequest(UNSUBSCRIBE, { token }, mutationAnswer('unsubscribeFromMarketing'))

/**
 * The unsubscribe page of marketing e-mails (`/marketing?unsubscribe=<token>`, the link of every
 * cart reminder): its button (a POST, so mail scanners that open links unsubscribe nobody),
 * and the one-click unsubscribe of mail providers (RFC 8058).
 */
export const MARKETING_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/marketing',
    oneClickUnsubscribe: unsubscribe,
    operations: {
      unsubscribe: {
        form: 'marketingUnsubscribe',
        requiresCustomer: false,
        request: (body) => unsubscribe(textField(body, 'token')),
        next: () => '/marketing',
        notice: 'marketingUnsubscribed',
        pageOnError: (body) => `/marketing?unsubscribe=${encodeURIComponent(textField(body, 'token'))}`,
      },
    },
  },
]

const UNSUBSCRIBE = graphql(`
  mutation FormMarketingUnsubscribe($token: String!) {
    unsubscribeFromMarketing(token: $token) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

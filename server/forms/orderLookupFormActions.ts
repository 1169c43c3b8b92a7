import type { ExecutionResult } from 'graphql'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { FormGuestOrderQuery } from '../../graphql/client/generated/graphql.ts'
import { formRequest, type FormAction, type FormAnswer } from './formAction.ts'
import { textField } from './formFields.ts'

/** The look-up's answer: the order's signed link to open, or one error whatever did not match (which part is not said). */
function readGuestOrderAnswer(result: ExecutionResult<FormGuestOrderQuery>): FormAnswer {
  const order = result.data?.guestOrder
  if (order?.token) return { success: true, next: `/orders/?token=${encodeURIComponent(order.token)}` }
  const code = result.errors?.[0]?.extensions?.code
  if (code === 'TOO_MANY_REQUESTS')
    return { success: false, errorCode: 'TOO_MANY_ATTEMPTS', errorField: null }
  if (result.errors?.length) return { success: false, errorCode: null, errorField: null }
  return { success: false, errorCode: 'ORDER_NOT_FOUND', errorField: null }
}

/**
 * The guest order look-up (`/orders/`, `_action=lookup`): number, e-mail and billing postcode
 * go to `guestOrder` (rate-limited by the API, 429 then); a match answers 303 to the order's
 * signed link, anything else shows the form again with one message.
 */
export const ORDER_LOOKUP_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/orders/',
    operations: {
      lookup: {
        form: 'orderLookup',
        requiresCustomer: false,
        request: (body) => {
          const input = {
            number: textField(body, 'number').trim(),
            email: textField(body, 'email').trim(),
            postcode: textField(body, 'postcode').trim(),
          }
          return formRequest(GUEST_ORDER, { input }, readGuestOrderAnswer)
        },
        next: () => '/orders/',
      },
    },
  },
]

const GUEST_ORDER = graphql(`
  query FormGuestOrder($input: GuestOrderInformationInput!) {
    guestOrder(input: $input) {
      order_number
      token
    }
  }
`)

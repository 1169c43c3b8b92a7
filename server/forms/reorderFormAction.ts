import type { ExecutionResult } from 'graphql'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { FormReorderMutation } from '../../graphql/client/generated/graphql.ts'
import { formRequest, type FormAnswer, type FormOperation } from './formAction.ts'
import { textField } from './formFields.ts'

/**
 * Reads the reorder's answer: on success the cart page is told, once, which lines were not
 * added (`notAdded`, one per line, already in the store's language); when nothing could be
 * added the cart page shows why, with each line's reason.
 */
export function readReorderAnswer(result: ExecutionResult<FormReorderMutation>): FormAnswer {
  const answer = result.data?.reorderItems
  const reasons = answer?.userInputErrors.map((error) => error.message) ?? []
  if (answer?.success) return { success: true, result: { notAdded: reasons.join('\n') } }
  const message = [answer?.errorMessage, ...reasons].filter((text): text is string => Boolean(text)).join(' ')
  return {
    success: false,
    errorCode: answer?.errorCode ?? null,
    errorField: null,
    ...(message ? { message } : {}),
  }
}

/**
 * The reorder button of /user/orders/:orderId posts to /cart with `_action=reorder` and the
 * order number: the customer's order goes into their cart again, then 303 to /cart.
 */
export const REORDER_OPERATION: FormOperation = {
  form: 'reorder',
  requiresCustomer: true,
  addsToCart: true,
  request: (body) => formRequest(REORDER, { number: textField(body, 'orderNumber') }, readReorderAnswer),
  next: () => '/cart',
  notice: 'reordered',
  pageOnError: () => '/cart',
}

const REORDER = graphql(`
  mutation FormReorder($number: String!) {
    reorderItems(orderNumber: $number) {
      success
      errorCode
      errorMessage
      userInputErrors {
        message
      }
    }
  }
`)

import type { ExecutionResult } from 'graphql'
import type { MutationErrorCode } from '../../domain/mutationResult.ts'
import type { FormAnswer, FormOperation } from './accountFormActions.ts'
import { textField } from './formFields.ts'

/** What `reorderItems` answers the form. */
interface ReorderAnswer {
  success: boolean
  errorCode: MutationErrorCode | null
  errorMessage: string | null
  userInputErrors: { message: string }[]
}

/**
 * Reads the reorder's answer: on success the cart page is told, once, which lines were not
 * added (`notAdded`, one per line, already in the store's language); when nothing could be
 * added the cart page shows why, with each line's reason.
 */
export function readReorderAnswer(result: ExecutionResult): FormAnswer {
  const answer = (result.data as { reorderItems?: ReorderAnswer | null } | null | undefined)?.reorderItems
  const reasons = answer?.userInputErrors.map((error) => error.message) ?? []
  if (answer?.success) return { success: true, result: { notAdded: reasons.join('\n') } }
  const message = [answer?.errorMessage, ...reasons].filter((text): text is string => Boolean(text)).join(' ')
  return { success: false, errorCode: answer?.errorCode ?? null, errorField: null, ...(message ? { message } : {}) }
}

/**
 * The reorder button of /user/orders/:orderId posts to /cart with `_action=reorder` and the
 * order number: the customer's order goes into their cart again, then 303 to /cart.
 */
export const REORDER_OPERATION: FormOperation = {
  form: 'reorder',
  requiresCustomer: true,
  addsToCart: true,
  mutation: (body) => ({
    query: 'mutation FormReorder($number: String!) { reorderItems(orderNumber: $number) { success errorCode errorMessage userInputErrors { message } } }',
    variables: { number: textField(body, 'orderNumber') },
  }),
  resultField: 'reorderItems',
  readAnswer: readReorderAnswer,
  next: () => '/cart',
  notice: 'reordered',
  pageOnError: () => '/cart',
}

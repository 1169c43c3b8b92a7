import type { ExecutionResult } from 'graphql'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { FormRequestReturnMutation } from '../../graphql/client/generated/graphql.ts'
import { formRequest, type FormAction, type FormAnswer } from './formAction.ts'
import { textField, type FormBody } from './formFields.ts'

/** A field of a returned item: `items[<order item id>][quantity]` or `items[<order item id>][<attribute code>]`. */
const ITEM_FIELD = /^items\[(\d{1,15})\]\[([a-z][a-z0-9_]{0,39})\]$/

/** An answer for the whole return: `attributes[<attribute code>]`. */
const RETURN_FIELD = /^attributes\[([a-z][a-z0-9_]{0,39})\]$/

/**
 * The `RequestReturnInput` of the return form's fields: the lines with a quantity (a line left
 * at 0 or empty is not returned, and its answers are dropped), each with its answers, and the
 * return's own answers. Checkboxes send `true` when ticked and nothing otherwise.
 */
export function returnInputOf(body: FormBody) {
  const items = new Map<string, { quantity: string; answers: { attribute_code: string; value: string }[] }>()
  const returnAnswers: { attribute_code: string; value: string }[] = []
  for (const name of Object.keys(body)) {
    const item = ITEM_FIELD.exec(name)
    if (item) {
      const [, id, code] = item as unknown as [string, string, string]
      const entry = items.get(id) ?? { quantity: '', answers: [] }
      if (code === 'quantity') entry.quantity = textField(body, name).trim()
      else entry.answers.push({ attribute_code: code, value: textField(body, name) })
      items.set(id, entry)
      continue
    }
    const code = RETURN_FIELD.exec(name)?.[1]
    if (code) returnAnswers.push({ attribute_code: code, value: textField(body, name) })
  }
  const chosen = [...items].filter(([, entry]) => entry.quantity !== '' && entry.quantity !== '0')
  return {
    order_id: textField(body, 'orderId'),
    // A guest's form (/orders/returns?token=) sends its order link's token, which authorises the request.
    ...(textField(body, 'token') === '' ? {} : { token: textField(body, 'token') }),
    // A quantity that is not a number reaches the API as 0, which it refuses for that line.
    items: chosen.map(([id, entry]) => ({
      order_item_id: id,
      quantity_to_return: /^\d{1,4}$/.test(entry.quantity) ? Number(entry.quantity) : 0,
      entered_custom_attributes: entry.answers,
    })),
    entered_custom_attributes: returnAnswers,
  }
}

/** Reads the answer: on success the returns page says so once and names the number; else the API's message (in the store's language) and field. */
export function readRequestReturnAnswer(result: ExecutionResult<FormRequestReturnMutation>): FormAnswer {
  const answer = result.data?.requestReturn
  if (answer?.success) return { success: true, result: { number: answer.return?.number ?? '' } }
  return {
    success: false,
    errorCode: answer?.errorCode ?? null,
    errorField: answer?.errorField ?? null,
    ...(answer?.errorMessage ? { message: answer.errorMessage } : {}),
  }
}

/**
 * The return form of /user/orders/:orderId/returns/create: it posts to its own page,
 * runs `requestReturn` and answers 303 to /user/returns with a notice; a refused request shows
 * the form again with everything typed and the API's reason. A guest's, at
 * /orders/returns?token=, sends the token instead of a session and goes back to the order page
 * of the link, which shows the new return.
 */
export const RETURN_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/user/orders/:orderId/returns/create',
    operations: {
      default: {
        form: 'requestReturn',
        requiresCustomer: true,
        loginRedirect: (body) =>
          `/user/orders/${encodeURIComponent(textField(body, 'orderId'))}/returns/create`,
        request: (body) =>
          formRequest(REQUEST_RETURN, { input: returnInputOf(body) }, readRequestReturnAnswer),
        next: () => '/user/returns',
        notice: 'returnRequested',
      },
    },
  },
  {
    path: '/orders/returns',
    operations: {
      default: {
        form: 'requestReturn',
        requiresCustomer: false,
        request: (body) =>
          formRequest(GUEST_REQUEST_RETURN, { input: returnInputOf(body) }, readRequestReturnAnswer),
        next: (body) => `/orders/?token=${encodeURIComponent(textField(body, 'token'))}`,
        notice: 'returnRequested',
      },
    },
  },
]

const REQUEST_RETURN = graphql(`
  mutation FormRequestReturn($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      success
      errorCode
      errorMessage
      errorField
      return {
        number
      }
    }
  }
`)

const GUEST_REQUEST_RETURN = graphql(`
  mutation FormGuestRequestReturn($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      success
      errorCode
      errorMessage
      errorField
      return {
        number
      }
    }
  }
`)

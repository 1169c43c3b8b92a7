import type { ExecutionResult } from 'graphql'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { FormWithdrawalStatementQuery } from '../../graphql/client/generated/graphql.ts'
import {
  formRequest,
  mutationAnswer,
  type FormAction,
  type FormAnswer,
  type FormOperation,
} from './formAction.ts'
import { textField, type FormBody } from './formFields.ts'

/** The pieces chosen per order line (`qty[<order item id>]`), or null for the whole order (`scope=all`). */
export function chosenItems(body: FormBody): { order_item_id: string; quantity: number }[] | null {
  if (textField(body, 'scope') !== 'items') return null
  return Object.keys(body).flatMap((key) => {
    const line = /^qty\[(\d{1,15})\]$/.exec(key)?.[1]
    if (!line) return []
    const typed = textField(body, key).trim()
    // Anything but a small whole number is refused by the API as an invalid quantity, not as a malformed request.
    return [{ order_item_id: line, quantity: /^\d{1,4}$/.test(typed) ? Number(typed) : -1 }]
  })
}

/** The statement the form describes, as `WithdrawFromContractInput`: the order from the URL (`orderId`) or the guest's link token. */
function statementInput(body: FormBody) {
  const items = chosenItems(body)
  const revision = textField(body, 'revision')
  const order = textField(body, 'orderId')
    ? { orderId: textField(body, 'orderId') }
    : { token: textField(body, 'token') }
  return {
    ...order,
    name: textField(body, 'name'),
    email: textField(body, 'email'),
    revision: /^\d{1,9}$/.test(revision) ? Number(revision) : 0,
    ...(items ? { items } : {}),
  }
}

/**
 * The checked statement, for the confirmation page (shown once, from the session): the fields
 * its form sends again, the pieces as `<order item id>:<quantity>` pairs.
 */
function readStatementAnswer(result: ExecutionResult<FormWithdrawalStatementQuery>): FormAnswer {
  const answer = result.data?.withdrawalStatement
  if (!answer?.success || !answer.statement)
    return { success: false, errorCode: answer?.errorCode ?? null, errorField: answer?.errorField ?? null }
  const { statement } = answer
  return {
    success: true,
    result: {
      name: statement.name,
      email: statement.email,
      wholeOrder: String(statement.whole_order),
      items: statement.items.map((item) => `${item.order_item_id}:${item.quantity}`).join(','),
    },
  }
}

/** Where a guest's withdrawal pages are, with the order link's token. */
const guestPage = (page: string, body: FormBody) =>
  `/orders/withdraw${page}?token=${encodeURIComponent(textField(body, 'token'))}`
/** Where a customer's withdrawal pages are; the order id comes from the URL (digits only, or the route would not match). */
const customerPage = (page: string, body: FormBody) =>
  `/user/orders/${encodeURIComponent(textField(body, 'orderId'))}/withdraw${page}`

/** The two steps of the withdrawal function for the pages at `page(...)`: check the statement, then confirm it. */
function withdrawalOperations(
  page: (path: string, body: FormBody) => string,
  requiresCustomer: boolean,
): { review: FormOperation; confirm: FormOperation } {
  const common = {
    form: 'withdrawal',
    requiresCustomer,
    ...(requiresCustomer ? { loginRedirect: (body: FormBody) => page('', body) } : {}),
  }
  return {
    review: {
      ...common,
      request: (body) => formRequest(STATEMENT, { input: statementInput(body) }, readStatementAnswer),
      next: (body) => page('/confirm', body),
    },
    confirm: {
      ...common,
      request: (body) =>
        formRequest(WITHDRAW, { input: statementInput(body) }, mutationAnswer('withdrawFromContract')),
      next: (body) => page('/received', body),
      notice: 'withdrawalReceived',
      // A refusal (the period ended meanwhile, already withdrawn) shows the first step with why and what was typed.
      pageOnError: (body) => page('', body),
    },
  }
}

/**
 * The withdrawal function without JavaScript (docs/withdrawal.md): the first step posts
 * `_action=review` to its page, which checks the statement and shows it once on the
 * confirmation page; its "Confirm withdrawal here" button posts `_action=confirm`, which
 * withdraws and answers 303 to the page saying it was received. For a customer's order at
 * `/user/orders/:orderId/withdraw`, for a guest's at `/orders/withdraw?token=`.
 */
export const WITHDRAWAL_FORM_ACTIONS: readonly FormAction[] = [
  { path: '/user/orders/:orderId/withdraw', operations: withdrawalOperations(customerPage, true) },
  { path: '/user/orders/:orderId/withdraw/confirm', operations: withdrawalOperations(customerPage, true) },
  { path: '/orders/withdraw', operations: withdrawalOperations(guestPage, false) },
  { path: '/orders/withdraw/confirm', operations: withdrawalOperations(guestPage, false) },
]

const STATEMENT = graphql(`
  query FormWithdrawalStatement($input: WithdrawFromContractInput!) {
    withdrawalStatement(input: $input) {
      success
      errorCode
      errorMessage
      errorField
      statement {
        name
        email
        whole_order
        items {
          order_item_id
          quantity
        }
      }
    }
  }
`)

const WITHDRAW = graphql(`
  mutation FormWithdrawFromContract($input: WithdrawFromContractInput!) {
    withdrawFromContract(input: $input) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

import type { ExecutionResult } from 'graphql'
import type { MutationErrorCode } from '../../domain/mutationResult.ts'
import type { FormAnswer } from './formAction.ts'

/**
 * What the place-order form and the payment return ask of `placeOrder` (their documents ask the
 * same fields: server/forms/checkoutFormActions.ts, paymentReturn.ts).
 */
export interface PlaceOrderData {
  payment?: { success: boolean; errorCode?: MutationErrorCode | null; errorField?: string | null } | null
  placeOrder?: {
    order?: { order_number: string; token?: string | null } | null
    errors?: Array<{ code: string; message: string }>
    payment?: {
      intent_id: string
      client_secret: string
      confirmation_url: string
      status: string
      method: string
      next_action_url?: string | null
      decline_code?: string | null
      amount: { amount: number; currency: string }
    } | null
  } | null
}

/**
 * Reads the place-order form's answer: an order placed goes to /checkout/success (with its signed
 * token for a guest, its number for a customer); a payment waiting at the provider goes
 * to the provider's page (3-D Secure, wallet sheet) or back to the checkout's card form; a
 * refusal is shown with the API's message, in the store's language.
 */
export function placeOrderAnswer(result: ExecutionResult<PlaceOrderData>): FormAnswer {
  const data = result.data
  const order = data?.placeOrder?.order
  // An order placed meanwhile (the payment's webhook, a post sent twice) wins over the payment method's refusal of its cart, gone with it.
  if (order) return { success: true, next: confirmationOf(order) }
  if (data?.payment && !data.payment.success) {
    return {
      success: false,
      errorCode: data.payment.errorCode ?? null,
      errorField: data.payment.errorField ? 'paymentMethod' : null,
    }
  }
  const answer = data?.placeOrder
  if (!answer) return { success: false, errorCode: null, errorField: null }
  const payment = answer.payment
  if (payment?.next_action_url) return { success: true, location: payment.next_action_url }
  if (payment) {
    // A new payment after a refused order (its payment refunded) says why; a declined card is told by the card form itself.
    const notice = payment.decline_code ? undefined : answer.errors?.[0]?.message
    return {
      success: true,
      next: '/checkout/#checkout-payment',
      result: {
        intentId: payment.intent_id,
        clientSecret: payment.client_secret,
        confirmationUrl: payment.confirmation_url,
        amountCents: String(Math.round(payment.amount.amount * 100)),
        // The card form shows why the last card was refused (its codes are the provider's, lower case).
        ...(payment.decline_code ? { declineCode: payment.decline_code.toLowerCase() } : {}),
        ...(notice ? { notice } : {}),
      },
    }
  }
  const error = answer.errors?.[0]
  const errorCode = error?.code === 'TOO_MANY_ATTEMPTS' ? 'TOO_MANY_ATTEMPTS' : 'REQUIRED'
  return { success: false, errorCode, errorField: null, ...(error ? { message: error.message } : {}) }
}

/** The confirmation of an order: a guest's by its signed token, a customer's by its number among their orders, so the page can be reloaded. */
function confirmationOf({
  token,
  order_number: number,
}: {
  order_number: string
  token?: string | null
}): string {
  return token
    ? `/checkout/success?token=${encodeURIComponent(token)}`
    : `/checkout/success?order=${encodeURIComponent(number)}`
}

import type { ExecutionResult } from 'graphql'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { FormAnswer } from './formAction.ts'
import { placeOrderAnswer, type PlaceOrderData } from './placeOrderAnswer.ts'

declare module 'fastify' {
  interface Session {
    /**
     * The cart the place-order form ran on, by store key: the payment return finds its order by
     * it once the cart is gone, and a checkout in another store at the same time keeps its own.
     */
    checkoutCarts?: Record<string, string>
  }
}

/** Runs the payment return's `placeOrder` as the shopper (a RunDocument, or a stand-in in tests). */
export type RunPlaceOrder = (
  document: typeof PLACE_ORDER,
  variables: { cartId: string },
) => Promise<{ result: ExecutionResult<PlaceOrderData> }>

/**
 * Where the shopper goes back from the payment provider (`/checkout/success?payment_intent=…`,
 * the return path the API gives the provider). A refused card goes back to the checkout's
 * payment step with the provider's code; a paid one asks `placeOrder` again for the cart, which
 * answers the order the webhook placed (or places it now, exactly once) and goes to its
 * confirmation. A refusal (stock gone during the challenge: the payment is refunded) is answered
 * with its message for the checkout. Null when there is no cart to find the order by: the page then says so.
 */
export async function paymentReturnTarget(
  query: Record<string, unknown>,
  cartId: string | null,
  run: RunPlaceOrder,
): Promise<FormAnswer | null> {
  const cardError = typeof query.card_error === 'string' ? query.card_error : null
  if (cardError)
    return {
      success: true,
      next: `/checkout/?card_error=${/^[a-z_]{1,40}$/.test(cardError) ? cardError : 'unavailable'}#checkout-payment`,
    }
  if (!cartId) return null
  const { result } = await run(PLACE_ORDER, { cartId })
  const answer = placeOrderAnswer(result)
  return answer.success || answer.message ? answer : null
}

const PLACE_ORDER = graphql(`
  mutation PaymentReturnPlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      order {
        order_number
        token
      }
      errors {
        code
        message
      }
      payment {
        intent_id
        client_secret
        confirmation_url
        status
        method
        next_action_url
        decline_code
        amount {
          amount
          currency
        }
      }
    }
  }
`)

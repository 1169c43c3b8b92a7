// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'

/** What the order confirmation shows. */
export type CheckoutSuccessPageData = Awaited<ReturnType<typeof data>>

const INTENT_ID = /^[\w-]{1,100}$/

/**
 * The order just placed: a guest's by the signed token of its confirmation (`?token=`), a
 * customer's by its number among their orders (`?order=`); null when neither matches. A return
 * from the payment provider (`?payment_intent=`) that found no order yet keeps the intent, so
 * the page says the payment is being confirmed (docs/payments.md, "Reconciliation").
 */
export async function data(pageContext: PageContextServer) {
  const token = String(pageContext.urlParsed.search.token ?? '')
  const number = String(pageContext.urlParsed.search.order ?? '')
  const intentId = String(pageContext.urlParsed.search.payment_intent ?? '')
  if (token) {
    const { guestOrderByToken } = await shopQuery(pageContext, GuestOrderConfirmationQuery, { token })
    return { order: guestOrderByToken, token, isGuestOrder: true, pendingPaymentIntent: null }
  }
  if (number && pageContext.customer) {
    const { customer } = await shopQuery(pageContext, CustomerOrderConfirmationQuery, {})
    return {
      order: customer?.orders.find((order) => order.order_number === number) ?? null,
      token: null,
      isGuestOrder: false,
      pendingPaymentIntent: null,
    }
  }
  return {
    order: null,
    token: null,
    isGuestOrder: false,
    pendingPaymentIntent: INTENT_ID.test(intentId) ? intentId : null,
  }
}

const GuestOrderConfirmationQuery = graphql(`
  query GuestOrderConfirmation($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      order_id
      order_number
      email
      billing_address {
        firstname
        lastname
      }
      ...OrderView
      ...DataLayerOrder
    }
  }
`)

const CustomerOrderConfirmationQuery = graphql(`
  query CustomerOrderConfirmation {
    customer {
      id
      orders {
        order_id
        order_number
        email
        billing_address {
          firstname
          lastname
        }
        ...OrderView
        ...DataLayerOrder
      }
    }
  }
`)

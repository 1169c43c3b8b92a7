// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'

/** What the order confirmation shows. */
export type CheckoutSuccessPageData = Awaited<ReturnType<typeof data>>

/**
 * The order just placed: a guest's by the signed token of its confirmation (`?token=`), a
 * customer's by its number among their orders (`?order=`); null when neither matches.
 */
export async function data(pageContext: PageContextServer) {
  const token = String(pageContext.urlParsed.search.token ?? '')
  const number = String(pageContext.urlParsed.search.order ?? '')
  if (token) {
    const { guestOrderByToken } = await shopQuery(pageContext, GuestOrderConfirmationQuery, { token })
    return { order: guestOrderByToken, token, isGuestOrder: true }
  }
  if (number && pageContext.customer) {
    const { customer } = await shopQuery(pageContext, CustomerOrderConfirmationQuery, {})
    return {
      order: customer?.orders.find((order) => order.order_number === number) ?? null,
      token: null,
      isGuestOrder: false,
    }
  }
  return { order: null, token: null, isGuestOrder: false }
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

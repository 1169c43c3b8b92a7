// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../../../graphql/client/index.ts'
import { shopQuery } from '../../../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../../../components/shop/requireCustomer.ts'

/** What an order's refunds page shows. */
export type OrderRefundsPageData = Awaited<ReturnType<typeof data>>

/** The refunds of one of the signed-in customer's orders; another customer's or an unknown id is not found (404). */
export async function data(pageContext: PageContextServer) {
  const orderId = pageContext.routeParams.orderId ?? ''
  const { customer } = await shopQuery(pageContext, OrderRefundsPageQuery, { orderId })
  const order = customerOrSignIn(pageContext, customer).order
  if (!order) throw render(404)
  return { order }
}

const OrderRefundsPageQuery = graphql(`
  query OrderRefundsPage($orderId: ID!) {
    customer {
      id
      order(orderId: $orderId) {
        order_id
        order_number
        credit_memos {
          id
          number
          created_at
          downloadLink
          items {
            id
            product_name
            product_sku
            quantity_refunded
            amount {
              amount
              currency
            }
          }
          total {
            total_shipping {
              amount
              currency
            }
            adjustment {
              amount
              currency
            }
            grand_total {
              amount
              currency
            }
          }
          refunded_to {
            type
            card_brand
            card_last4
          }
        }
      }
    }
  }
`)

// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../../graphql/client/index.ts'
import { shopQuery } from '../../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../../components/shop/requireCustomer.ts'

/** What the order history shows. */
export type CustomerOrdersPageData = Awaited<ReturnType<typeof data>>

/** The signed-in customer's orders in this store, newest first. */
export async function data(pageContext: PageContextServer) {
  const { customer } = await shopQuery(pageContext, CustomerOrdersPageQuery, {})
  return { orders: customerOrSignIn(pageContext, customer).orders }
}

const CustomerOrdersPageQuery = graphql(`
  query CustomerOrdersPage {
    customer {
      id
      orders {
        order_id
        order_number
        order_date
        status
        items {
          id
          quantity_ordered
        }
        total {
          grand_total {
            amount
            currency
          }
        }
      }
    }
  }
`)

// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../../../graphql/client/index.ts'
import { shopQuery } from '../../../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../../../components/shop/requireCustomer.ts'
import { returnAddressOf } from '../../../../../components/account/returnAddressOf.ts'

/** What an order of the account shows. */
export type CustomerOrderPageData = Awaited<ReturnType<typeof data>>

/** One of the signed-in customer's orders; another customer's or an unknown id is not found (404). */
export async function data(pageContext: PageContextServer) {
  const orderId = pageContext.routeParams.orderId ?? ''
  const { customer, shop } = await shopQuery(pageContext, CustomerOrderPageQuery, { orderId })
  const order = customerOrSignIn(pageContext, customer).order
  if (!order) throw render(404)
  return { order, returnAddress: returnAddressOf(shop.config, pageContext.store.locale) }
}

const CustomerOrderPageQuery = graphql(`
  query CustomerOrderPage($orderId: ID!) {
    customer {
      id
      order(orderId: $orderId) {
        order_id
        order_number
        status
        ...OrderView
        ...OrderProgress
        ...OrderWithdrawalPanel
        invoices {
          id
          number
        }
        credit_memos {
          id
        }
        items_eligible_for_return {
          id
        }
        returns {
          id
          ...ReturnSummary
        }
        downloadable_links {
          id
        }
      }
    }
    shop {
      config {
        ...ReturnAddressConfig
      }
    }
  }
`)

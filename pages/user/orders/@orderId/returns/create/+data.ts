// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../../../../graphql/client/index.ts'
import { shopQuery } from '../../../../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../../../../components/shop/requireCustomer.ts'

/** What the return form of an order shows. */
export type CreateReturnPageData = Awaited<ReturnType<typeof data>>

/** One of the signed-in customer's orders with its returnable lines and the form's questions; another customer's or an unknown id is not found (404). */
export async function data(pageContext: PageContextServer) {
  const orderId = pageContext.routeParams.orderId ?? ''
  const { customer, returnAttributes } = await shopQuery(pageContext, CreateReturnPageQuery, { orderId })
  const order = customerOrSignIn(pageContext, customer).order
  if (!order) throw render(404)
  return { order, returnAttributes }
}

const CreateReturnPageQuery = graphql(`
  query CreateReturnPage($orderId: ID!) {
    customer {
      id
      order(orderId: $orderId) {
        order_id
        ...ReturnRequestFormOrder
      }
    }
    returnAttributes {
      ...ReturnFormAttribute
    }
  }
`)

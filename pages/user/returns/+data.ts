// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../components/shop/requireCustomer.ts'
import { returnAddressOf } from '../../../components/account/returnAddressOf.ts'

/** What the account's returns page shows. */
export type ReturnsPageData = Awaited<ReturnType<typeof data>>

/** The signed-in customer's returns in this store, newest first, and where authorized items go. */
export async function data(pageContext: PageContextServer) {
  const { customer, shop } = await shopQuery(pageContext, ReturnsPageQuery, {})
  return {
    returns: customerOrSignIn(pageContext, customer).returns,
    returnAddress: returnAddressOf(shop.config, pageContext.store.locale),
  }
}

const ReturnsPageQuery = graphql(`
  query ReturnsPage {
    customer {
      id
      returns {
        id
        ...ReturnSummary
      }
    }
    shop {
      config {
        ...ReturnAddressConfig
      }
    }
  }
`)

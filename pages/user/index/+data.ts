// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../components/shop/requireCustomer.ts'

/** What the account dashboard shows. */
export type DashboardPageData = Awaited<ReturnType<typeof data>>

/** The signed-in customer: name, e-mail, newsletter and the default addresses. */
export async function data(pageContext: PageContextServer) {
  const { me } = await shopQuery(pageContext, DashboardPageQuery, {})
  const customer = customerOrSignIn(pageContext, me)
  return { customer }
}

const DashboardPageQuery = graphql(`
  query DashboardPage {
    me {
      id
      firstname
      lastname
      email
      isSubscribed
      addresses {
        id
        defaultBilling
        defaultShipping
        ...PostalAddress_address
      }
    }
  }
`)

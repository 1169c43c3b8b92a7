// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../components/shop/requireCustomer.ts'

/** What the account information page fills its forms with. */
export type InformationPageData = Awaited<ReturnType<typeof data>>

/** The signed-in customer's name and e-mail address. */
export async function data(pageContext: PageContextServer) {
  const { me } = await shopQuery(pageContext, InformationPageQuery, {})
  return { customer: customerOrSignIn(pageContext, me) }
}

const InformationPageQuery = graphql(`
  query InformationPage {
    me {
      id
      firstname
      lastname
      email
    }
  }
`)

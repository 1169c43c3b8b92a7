// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../components/shop/requireCustomer.ts'

/** What the newsletter page shows. */
export type NewsletterPageData = Awaited<ReturnType<typeof data>>

/** Whether the signed-in customer receives the newsletter. */
export async function data(pageContext: PageContextServer) {
  const { me } = await shopQuery(pageContext, NewsletterPageQuery, {})
  return { customer: customerOrSignIn(pageContext, me) }
}

const NewsletterPageQuery = graphql(`
  query NewsletterPage {
    me {
      id
      email
      isSubscribed
    }
  }
`)

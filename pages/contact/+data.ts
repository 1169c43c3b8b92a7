// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'

/** What the contact page renders: the customer service's details and opening hours. */
export type ContactPageData = Awaited<ReturnType<typeof data>>

/** The shop's contact details and opening hours, from the shop configuration. */
export async function data(pageContext: PageContextServer) {
  const { shop } = await shopQuery(pageContext, ContactPageQuery, {})
  return { contact: shop.config.contact, seo: { canonicalPath: '/contact' } }
}

const ContactPageQuery = graphql(`
  query ContactPage {
    shop {
      config {
        contact {
          ...ContactDetails_contact
          ...OpeningHours_contact
        }
      }
    }
  }
`)

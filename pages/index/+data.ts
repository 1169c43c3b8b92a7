// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'
import { organizationJsonLd } from './organizationJsonLd.ts'

/** What the home page renders: the `home` CMS page's content, or null when there is none. */
export type HomePageData = Awaited<ReturnType<typeof data>>

/**
 * The home page: the `home` CMS page's widgets. Title and description are the shop's
 * defaults (the document head falls back to them); the canonical URL is the store root.
 */
export async function data(pageContext: PageContextServer) {
  const { cmsPage, shop } = await shopQuery(pageContext, HomePageQuery, {})
  return {
    content: cmsPage?.contentWysiwyg ?? null,
    seo: {
      canonicalPath: '/',
      jsonLd: [organizationJsonLd(pageContext.store, shop.config)],
    },
  }
}

const HomePageQuery = graphql(`
  query HomePage {
    shop {
      config {
        contact {
          phone
          email
          address {
            streetAddress
            postalCode
            locality
            country
          }
        }
        company {
          legalName
          vatId
        }
      }
    }
    cmsPage(identifier: "home") {
      identifier
      contentWysiwyg {
        ...CmsContent_content
      }
    }
  }
`)

// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'
import { organizationJsonLd } from './organizationJsonLd.ts'

/** What the home page renders: the `home` CMS page's content, or null when there is none. */
export type HomePageData = Awaited<ReturnType<typeof data>>

/**
 * The home page: the `home` CMS page's widgets. Its title is the page's meta title, else the shop's
 * default, its description the shop's (the document head falls back to them); the canonical URL is the store root.
 */
export async function data(pageContext: PageContextServer) {
  // A staff member's unsaved home page (docs/back-office.md#content) in place of the stored one.
  const { cmsPage: stored, shop } = await shopQuery(pageContext, HomePageQuery, {})
  // Its own document: the field is not public, so the home page's query stays in the shared cache.
  const cmsPage = pageContext.cmsPreview
    ? (await shopQuery(pageContext, HomePagePreviewQuery, {})).cmsPagePreview
    : stored
  return {
    content: cmsPage?.contentWysiwyg ?? null,
    seo: {
      // The home page's meta title when staff gave one; else the shop's default title.
      ...(cmsPage?.metaTitle ? { title: cmsPage.metaTitle } : {}),
      canonicalPath: '/',
      jsonLd: [organizationJsonLd(pageContext.store, shop.config)],
      ...(pageContext.cmsPreview ? { noindex: true } : {}),
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
      metaTitle
      contentWysiwyg {
        ...CmsContent_content
      }
    }
  }
`)

const HomePagePreviewQuery = graphql(`
  query HomePagePreview {
    cmsPagePreview {
      identifier
      metaTitle
      contentWysiwyg {
        ...CmsContent_content
      }
    }
  }
`)

import type { PageContextServer } from 'vike/types'
import { graphql, type FragmentType } from '../../graphql/client/index.ts'
import type { ContactDetailsFragment } from '../contact/ContactDetails.tsx'
import { GIFT_CARD_SKU, PATTERNS_CATEGORY_ID } from '../../config/shopConfig.ts'

/** Custom links of the footer's legal column, in order (legal notice, terms, privacy, cookies, delivery, returns, accessibility statement). */
export const FOOTER_LEGAL_LINK_IDS = ['5', '6', '7', '8', '9', '10', '11']

/** The footer's custom link to the privacy policy, which consent texts point to. */
export const PRIVACY_POLICY_LINK_ID = '7'

/** The footer's custom link to the cookie policy, which the cookie banner and "Cookie settings" point to. */
export const COOKIE_POLICY_LINK_ID = '8'

/** What the footer shows besides its fixed links: the shop's contact details, legal pages, gift card and patterns. */
export interface FooterData {
  contact: FragmentType<typeof ContactDetailsFragment>
  legalLinks: readonly { id: string; value: string; url: string }[]
  /** Store-relative path of the gift card's product page (its URL key differs per store), or null when the shop sells none. */
  giftCardPath: string | null
  /** Store-relative path of the patterns and guides sold as files (a category kept out of the menu), or null. */
  patternsPath: string | null
}

// Vike types pageContext through this global namespace.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /** The store's footer data (legal links also serve the cookie banner), loaded once per render; null when it failed or the page has no frame. */
      footer?: FooterData | null
    }
  }
}

/**
 * Loads the footer of the current store: contact details, the legal page links and the gift
 * card's page. A failure leaves the footer with its fixed links rather than failing the page.
 */
export async function loadFooter(pageContext: PageContextServer): Promise<FooterData | null> {
  return pageContext
    .caches<FooterData>('footer', FOOTER_TTL_MS)
    .get(pageContext.store.key, async () => {
      const result = await pageContext.shopClient.client
        .query(FooterQuery, {
          legalLinkIds: FOOTER_LEGAL_LINK_IDS,
          giftCardSkus: [GIFT_CARD_SKU],
          patternCategoryIds: [String(PATTERNS_CATEGORY_ID)],
        })
        .toPromise()
      if (!result.data) throw result.error ?? new Error('The footer query returned no data')
      return {
        contact: result.data.shop.config.contact,
        legalLinks: result.data.legalLinks,
        giftCardPath: result.data.giftCardLinks[0]?.url ?? null,
        patternsPath: result.data.patternLinks[0]?.url ?? null,
      }
    })
    .catch(() => null)
}

// Every page of a store shows the same footer: it is asked for once a minute, not per page.
const FOOTER_TTL_MS = 60_000

const FooterQuery = graphql(`
  query Footer($legalLinkIds: [ID!]!, $giftCardSkus: [String!]!, $patternCategoryIds: [String!]!) {
    shop {
      config {
        contact {
          ...ContactDetails_contact
        }
      }
    }
    legalLinks: customLinks(ids: $legalLinkIds) {
      id
      value
      url
    }
    giftCardLinks: productLinks(ids: $giftCardSkus) {
      identifier
      url
    }
    patternLinks: categoryLinks(ids: $patternCategoryIds) {
      identifier
      url
    }
  }
`)

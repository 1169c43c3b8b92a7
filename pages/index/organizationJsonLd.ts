import { BRAND_NAME } from '../../components/layout/Logo.tsx'
import type { PublicStore } from '../../components/shop/ShopContext.tsx'

/** What the Organization says about the company: its contact details and legal identity. */
export interface OrganizationFacts {
  contact: {
    phone: string
    email: string
    address: { streetAddress: readonly string[]; postalCode: string; locality: string; country: string }
  }
  company: { legalName: string; vatId: string }
}

/** schema.org Organization of the shop: name, legal name, home URL, logo, address, VAT ID and customer service contact. */
export function organizationJsonLd(
  store: Pick<PublicStore, 'baseUrl'>,
  { contact, company }: OrganizationFacts,
): object {
  const origin = new URL(store.baseUrl).origin
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    legalName: company.legalName,
    url: `${store.baseUrl}/`,
    logo: `${origin}/favicon.svg`,
    vatID: company.vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.streetAddress.join(', '),
      postalCode: contact.address.postalCode,
      addressLocality: contact.address.locality,
      addressCountry: contact.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: contact.phone,
      email: contact.email,
    },
  }
}

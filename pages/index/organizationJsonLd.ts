import { BRAND_NAME } from '../../components/layout/Logo.tsx'
import type { PublicStore } from '../../components/shop/ShopContext.tsx'

/** schema.org Organization of the shop: name, home URL, logo and customer service contact. */
export function organizationJsonLd(
  store: Pick<PublicStore, 'baseUrl'>,
  contact: { phone: string; email: string },
): object {
  const origin = new URL(store.baseUrl).origin
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    url: `${store.baseUrl}/`,
    logo: `${origin}/favicon.svg`,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: contact.phone,
      email: contact.email,
    },
  }
}

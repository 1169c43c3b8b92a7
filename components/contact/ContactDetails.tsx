import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'
import { BRAND_NAME } from '../layout/Logo.tsx'
import { useShop } from '../shop/ShopContext.tsx'
import { regionName } from '../price/cachedFormats.ts'

/** What the contact details show: the customer service's address, phone and e-mail. */
export const ContactDetailsFragment = graphql(`
  fragment ContactDetails_contact on ContactInfo {
    phone
    email
    address {
      streetAddress
      postalCode
      locality
      country
    }
  }
`)

const details = css`
  font-style: normal;
  p {
    margin: 0 0 0.4rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
  }
`

/** The shop's postal address, phone and e-mail as plain mail and phone links. */
export function ContactDetails({
  contact: fragment,
}: {
  contact: FragmentType<typeof ContactDetailsFragment>
}) {
  const contact = useFragment(ContactDetailsFragment, fragment)
  const { store } = useShop()
  const { address } = contact
  return (
    <address className={details}>
      <p>
        {BRAND_NAME}
        <br />
        {address.streetAddress.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
        {address.postalCode} {address.locality}
        <br />
        {regionName(store.locale, address.country)}
      </p>
      <p>
        <Trans>Phone:</Trans> <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
      </p>
      <p>
        <Trans>E-mail:</Trans> <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
    </address>
  )
}

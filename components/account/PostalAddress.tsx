import { css } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'

/** What a postal address shows. */
export const PostalAddressFragment = graphql(`
  fragment PostalAddress_address on CustomerAddress {
    firstname
    lastname
    company
    street
    postcode
    city
    countryCode
    countryName
    telephone
  }
`)

const lines = css`
  margin: 0;
  font-style: normal;
  line-height: 1.6;
`

/** Countries that write the town on its own line, the postal code under it (UPU addressing guides). */
const TOWN_THEN_POSTCODE = new Set(['GB', 'IE'])

/** An address of the address book as it goes on an envelope in its country, with the phone number. */
export function PostalAddress({
  address: fragment,
}: {
  address: FragmentType<typeof PostalAddressFragment>
}) {
  const address = useFragment(PostalAddressFragment, fragment)
  const locality = TOWN_THEN_POSTCODE.has(address.countryCode)
    ? [address.city, address.postcode]
    : [`${address.postcode} ${address.city}`]
  const rows = [
    `${address.firstname} ${address.lastname}`,
    address.company,
    ...address.street,
    ...locality,
    address.countryName,
    address.telephone,
  ].filter((row) => row.trim() !== '')
  return (
    <address className={lines}>
      {rows.map((row, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {row}
        </span>
      ))}
    </address>
  )
}

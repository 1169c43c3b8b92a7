import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { chosenValue } from './checkout.styles.ts'

/** What a cart's address (shipping or billing) shows. */
export const CartAddressFragment = graphql(`
  fragment CheckoutCartAddress on CartAddressInterface {
    firstname
    lastname
    company
    street
    postcode
    city
    country {
      code
      label
    }
    telephone
  }
`)

/** Countries that write the town on its own line, the postal code under it (UPU addressing guides). */
const TOWN_THEN_POSTCODE = new Set(['GB', 'IE'])

/** A cart's address as it goes on the parcel, one line each. */
export function CartAddress({ address: fragment }: { address: FragmentType<typeof CartAddressFragment> }) {
  const address = readFragment(CartAddressFragment, fragment)
  const locality = TOWN_THEN_POSTCODE.has(address.country.code)
    ? [address.city, address.postcode]
    : [`${address.postcode} ${address.city}`]
  const rows = [
    `${address.firstname} ${address.lastname}`,
    address.company ?? '',
    ...address.street,
    ...locality,
    address.country.label,
    address.telephone ?? '',
  ]
  return <address className={chosenValue}>{rows.filter((row) => row.trim() !== '').join('\n')}</address>
}

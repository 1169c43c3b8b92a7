import { useContext, type ReactNode } from 'react'
import { FormContext } from '../forms/FormContext.tsx'
import { useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { PostalAddressFragment } from '../account/PostalAddress.tsx'
import { addressLines, choiceList } from './checkout.styles.ts'

/** An address of the customer's address book as a radio choice. */
export interface SavedAddressOption {
  id: string
  address: FragmentType<typeof PostalAddressFragment>
}

/** Props of {@link SavedAddressOptions}. */
export interface SavedAddressOptionsProps {
  legend: ReactNode
  addresses: readonly SavedAddressOption[]
  /** The address checked first (the cart's, else the default one). */
  selectedId: string | null
}

/** The address book as `customerAddressId` radio buttons inside a checkout form; a refused form shows the one sent. */
export function SavedAddressOptions({ legend, addresses, selectedId }: SavedAddressOptionsProps) {
  const context = useContext(FormContext)
  const form = context?.form ?? 'address'
  const checkedId = context?.state?.values.customerAddressId ?? selectedId ?? addresses[0]?.id
  return (
    <fieldset>
      <legend>{legend}</legend>
      <ul className={choiceList}>
        {addresses.map(({ id, address }) => (
          <li key={id}>
            <label htmlFor={`${form}-address-${id}`}>
              <input
                id={`${form}-address-${id}`}
                type="radio"
                name="customerAddressId"
                value={id}
                defaultChecked={id === checkedId}
                required
              />
              <AddressLines address={address} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** An address as the lines of a radio's label (a label holds phrasing content only, not `<address>`). */
function AddressLines({ address: fragment }: { address: FragmentType<typeof PostalAddressFragment> }) {
  const address = readFragment(PostalAddressFragment, fragment)
  const rows = [
    `${address.firstname} ${address.lastname}`,
    address.company,
    ...address.street,
    `${address.postcode} ${address.city}`,
    address.countryName,
  ]
  return <span className={addressLines}>{rows.filter((row) => row.trim() !== '').join('\n')}</span>
}

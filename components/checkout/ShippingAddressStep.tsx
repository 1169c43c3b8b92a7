import { Trans } from '@lingui/react/macro'
import type { FragmentType } from '../../graphql/client/index.ts'
import { Link } from '../links/Link.tsx'
import { AccountForm } from '../forms/AccountForm.tsx'
import { CheckboxField } from '../forms/CheckboxField.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { formActions } from '../forms/forms.styles.ts'
import { CartAddress, type CartAddressFragment } from './CartAddress.tsx'
import { AddressFields, type AddressFieldValues } from '../forms/AddressFields.tsx'
import { CheckoutStep } from './CheckoutStep.tsx'
import { SavedAddressOptions, type SavedAddressOption } from './SavedAddressOptions.tsx'

/** Props of {@link ShippingAddressStep}. */
export interface ShippingAddressStepProps {
  /** The cart's shipping address, or null before one is given. */
  chosen: { address: FragmentType<typeof CartAddressFragment>; customerAddressId: string | null } | null
  /** The customer's address book (empty for a guest). */
  savedAddresses: readonly SavedAddressOption[]
  defaultSavedId: string | null
  /** What the new-address form starts from (the cart's typed address, else the customer's name and the store's country). */
  blank: AddressFieldValues
  countries: readonly { value: string; label: string }[]
  /** Open as a form: nothing chosen yet, `?edit=shipping`, or refused. */
  editing: boolean
  /** The new-address form rather than the address book (`&new=1`, or a guest). */
  newAddress: boolean
  /** Whether the billing address follows the shipping address (the default). */
  billingFollows: boolean
  isCustomer: boolean
}

/**
 * Step 2: where the parcel goes. A customer picks from the address book or types a new one
 * (kept in the book if they wish); a guest types it. Once given, it is shown with "Change".
 */
export function ShippingAddressStep({
  chosen,
  savedAddresses,
  defaultSavedId,
  blank,
  countries,
  editing,
  newAddress,
  billingFollows,
  isCustomer,
}: ShippingAddressStepProps) {
  const title = <Trans>Shipping address</Trans>
  if (chosen && !editing) {
    return (
      <CheckoutStep
        id="checkout-shipping"
        number={2}
        title={title}
        editHref="/checkout/?edit=shipping#checkout-shipping"
      >
        <CartAddress address={chosen.address} />
      </CheckoutStep>
    )
  }
  const useBook = savedAddresses.length > 0 && !newAddress
  return (
    <CheckoutStep id="checkout-shipping" number={2} title={title}>
      <AccountForm
        name="shippingAddress"
        action="/checkout/"
        operation="shippingAddress"
        labelledBy="checkout-shipping-heading"
      >
        {billingFollows ? <input type="hidden" name="billingSameAsShipping" value="1" /> : null}
        {useBook ? (
          <SavedAddressOptions
            legend={<Trans>Your addresses</Trans>}
            addresses={savedAddresses}
            selectedId={chosen?.customerAddressId ?? defaultSavedId}
          />
        ) : (
          <>
            <AddressFields telephoneRequired address={blank} countries={countries} />
            {isCustomer ? (
              <CheckboxField
                name="saveInAddressBook"
                label={<Trans>Save this address in my address book</Trans>}
                defaultChecked
              />
            ) : null}
          </>
        )}
        <div className={formActions}>
          <SubmitButton>
            <Trans>Continue to delivery</Trans>
          </SubmitButton>
          {useBook ? (
            <Link to="/checkout/?edit=shipping&new=1#checkout-shipping">
              <Trans>Deliver to a new address</Trans>
            </Link>
          ) : savedAddresses.length > 0 ? (
            <Link to="/checkout/?edit=shipping#checkout-shipping">
              <Trans>Choose from my addresses</Trans>
            </Link>
          ) : null}
        </div>
      </AccountForm>
    </CheckoutStep>
  )
}

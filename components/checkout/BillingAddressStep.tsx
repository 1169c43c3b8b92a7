import { Trans } from '@lingui/react/macro'
import type { FragmentType } from '../../graphql/client/index.ts'
import { AccountForm } from '../forms/AccountForm.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { formActions, linkButton } from '../forms/forms.styles.ts'
import { CartAddress, type CartAddressFragment } from './CartAddress.tsx'
import { AddressFields, type AddressFieldValues } from '../forms/AddressFields.tsx'
import { CheckoutStep } from './CheckoutStep.tsx'
import { SavedAddressOptions, type SavedAddressOption } from './SavedAddressOptions.tsx'
import { chosenValue } from './checkout.styles.ts'

/** Props of {@link BillingAddressStep}. */
export interface BillingAddressStepProps {
  hasShippingAddress: boolean
  /** The cart's billing address, or null. */
  chosen: { address: FragmentType<typeof CartAddressFragment>; sameAsShipping: boolean } | null
  savedAddresses: readonly SavedAddressOption[]
  defaultSavedId: string | null
  blank: AddressFieldValues
  countries: readonly { value: string; label: string }[]
  /** `?edit=billing`, or the form came back refused. */
  editing: boolean
}

/**
 * Step 4: the billing address, the shipping address by default (set with it). "Change" offers
 * another address (from the book for a customer, typed for a guest) or the shipping one again.
 */
export function BillingAddressStep({
  hasShippingAddress,
  chosen,
  savedAddresses,
  defaultSavedId,
  blank,
  countries,
  editing,
}: BillingAddressStepProps) {
  const title = <Trans>Billing address</Trans>
  if (!hasShippingAddress) {
    return (
      <CheckoutStep id="checkout-billing" number={4} title={title}>
        <p>
          <Trans>Your billing address is your shipping address unless you choose another one.</Trans>
        </p>
      </CheckoutStep>
    )
  }
  if (chosen && !editing) {
    return (
      <CheckoutStep
        id="checkout-billing"
        number={4}
        title={title}
        editHref="/checkout/?edit=billing#checkout-billing"
      >
        {chosen.sameAsShipping ? (
          <p className={chosenValue}>
            <Trans>Same as the shipping address</Trans>
          </p>
        ) : (
          <CartAddress address={chosen.address} />
        )}
      </CheckoutStep>
    )
  }
  return (
    <CheckoutStep id="checkout-billing" number={4} title={title}>
      <AccountForm
        name="billingAddress"
        action="/checkout/"
        operation="billingAddress"
        labelledBy="checkout-billing-heading"
      >
        {savedAddresses.length > 0 ? (
          <SavedAddressOptions
            legend={<Trans>Bill to one of your addresses</Trans>}
            addresses={savedAddresses}
            selectedId={defaultSavedId}
          />
        ) : (
          <AddressFields telephoneRequired address={blank} countries={countries} />
        )}
        <div className={formActions}>
          <SubmitButton>
            <Trans>Use this billing address</Trans>
          </SubmitButton>
        </div>
      </AccountForm>
      <AccountForm name="billingSame" action="/checkout/" operation="billingAddress">
        <input type="hidden" name="sameAsShipping" value="1" />
        <button type="submit" className={linkButton}>
          <Trans>Bill to my shipping address</Trans>
        </button>
      </AccountForm>
    </CheckoutStep>
  )
}

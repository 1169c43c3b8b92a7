import { Trans } from '@lingui/react/macro'
import type { FragmentType } from '../../graphql/client/index.ts'
import { AccountForm } from '../forms/AccountForm.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { formActions, linkButton } from '../forms/forms.styles.ts'
import { CartAddress, type CartAddressFragment } from './CartAddress.tsx'
import { AddressFields, type AddressFieldValues } from '../forms/AddressFields.tsx'
import { VatNumberField } from '../forms/VatNumberField.tsx'
import { CheckoutStep } from './CheckoutStep.tsx'
import { SavedAddressOptions, type SavedAddressOption } from './SavedAddressOptions.tsx'
import { chosenValue } from './checkout.styles.ts'

/** Props of {@link BillingAddressStep}. */
export interface BillingAddressStepProps {
  /** The step's number: 4, or 2 for a virtual cart (no shipping steps). */
  number: number
  /** The cart holds gift cards only: nothing is shipped, so the billing address is asked for itself. */
  isVirtual: boolean
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
 * A virtual cart has no shipping address: the billing address is step 2 and asked for at once.
 */
export function BillingAddressStep({
  number,
  isVirtual,
  hasShippingAddress,
  chosen,
  savedAddresses,
  defaultSavedId,
  blank,
  countries,
  editing,
}: BillingAddressStepProps) {
  const title = <Trans>Billing address</Trans>
  if (!hasShippingAddress && !isVirtual) {
    return (
      <CheckoutStep id="checkout-billing" number={number} title={title}>
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
        number={number}
        title={title}
        editHref="/checkout/?edit=billing#checkout-billing"
      >
        {chosen.sameAsShipping && !isVirtual ? (
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
    <CheckoutStep id="checkout-billing" number={number} title={title}>
      {isVirtual ? (
        <p>
          <Trans>
            Nothing in your cart is shipped (gift cards are e-mailed, files downloaded): no delivery is
            needed, only your billing address.
          </Trans>
        </p>
      ) : null}
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
          <>
            <AddressFields telephoneRequired telephoneUse="order" address={blank} countries={countries} />
            <VatNumberField />
          </>
        )}
        <div className={formActions}>
          <SubmitButton>
            <Trans>Use this billing address</Trans>
          </SubmitButton>
        </div>
      </AccountForm>
      {isVirtual ? null : (
        <AccountForm name="billingSame" action="/checkout/" operation="billingAddress">
          <input type="hidden" name="sameAsShipping" value="1" />
          <button type="submit" className={linkButton}>
            <Trans>Bill to my shipping address</Trans>
          </button>
        </AccountForm>
      )}
    </CheckoutStep>
  )
}

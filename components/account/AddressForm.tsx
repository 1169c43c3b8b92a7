import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { AccountForm } from '../forms/AccountForm.tsx'
import { CheckboxField } from '../forms/CheckboxField.tsx'
import { AddressFields, type AddressFieldValues } from '../forms/AddressFields.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { VatNumberField } from '../forms/VatNumberField.tsx'
import { formActions, hint } from '../forms/forms.styles.ts'

/** An address as the form starts from it (an address being edited, or the blanks of a new one). */
export interface AddressFormValues extends AddressFieldValues {
  id: string | null
  /** The buyer's VAT number for invoices billed to this address ('' for none). */
  vatId: string
  defaultBilling: boolean
  defaultShipping: boolean
}

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The address edited, or the starting values of a new one. */
  address: AddressFormValues
  countries: readonly { value: string; label: string }[]
  /** Whether the book is empty: the first address becomes both defaults by itself. */
  isFirst: boolean
  labelledBy: string
}

/**
 * The address book's form (`_action=save`, with the `id` when editing): name, company,
 * two street lines, postal code, town, country, phone, a business's VAT number (printed on the
 * invoices billed to the address) and the default choices. A default
 * stays until another address takes it, so an address that is one says so instead of
 * offering a box that could not be unticked.
 */
export function AddressForm({ address, countries, isFirst, labelledBy }: AddressFormProps) {
  return (
    <AccountForm name="address" action="/user/address-book" operation="save" labelledBy={labelledBy}>
      {address.id ? <input type="hidden" name="id" value={address.id} /> : null}
      <AddressFields address={address} countries={countries} />
      <VatNumberField defaultValue={address.vatId} />
      {isFirst ? (
        <p className={hint}>
          <Trans>Your first address becomes your default billing and shipping address.</Trans>
        </p>
      ) : (
        <>
          {address.defaultBilling ? (
            <p className={hint}>
              <input type="hidden" name="defaultBilling" value="1" />
              <Trans>
                This is your default billing address. To change that, make another address the default.
              </Trans>
            </p>
          ) : (
            <CheckboxField name="defaultBilling" label={<Trans>Use as my default billing address</Trans>} />
          )}
          {address.defaultShipping ? (
            <p className={hint}>
              <input type="hidden" name="defaultShipping" value="1" />
              <Trans>
                This is your default shipping address. To change that, make another address the default.
              </Trans>
            </p>
          ) : (
            <CheckboxField name="defaultShipping" label={<Trans>Use as my default shipping address</Trans>} />
          )}
        </>
      )}
      <div className={formActions}>
        <SubmitButton>
          <Trans>Save the address</Trans>
        </SubmitButton>
        <Link to="/user/address-book">
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </AccountForm>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { AccountForm } from '../forms/AccountForm.tsx'
import { CheckboxField } from '../forms/CheckboxField.tsx'
import { SelectField } from '../forms/SelectField.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { TextField } from '../forms/TextField.tsx'
import { fieldRow, formActions, hint } from '../forms/forms.styles.ts'

/** An address as the form starts from it (an address being edited, or the blanks of a new one). */
export interface AddressFormValues {
  id: string | null
  firstname: string
  lastname: string
  company: string
  street: readonly string[]
  postcode: string
  city: string
  countryCode: string
  telephone: string
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
 * two street lines, postal code, town, country, phone and the default choices. A default
 * stays until another address takes it, so an address that is one says so instead of
 * offering a box that could not be unticked.
 */
export function AddressForm({ address, countries, isFirst, labelledBy }: AddressFormProps) {
  const { t } = useLingui()
  const [street = '', streetExtra = ''] = address.street
  return (
    <AccountForm name="address" action="/user/address-book" operation="save" labelledBy={labelledBy}>
      {address.id ? <input type="hidden" name="id" value={address.id} /> : null}
      <div className={fieldRow}>
        <TextField
          name="firstname"
          label={t`First name`}
          autoComplete="given-name"
          required
          defaultValue={address.firstname}
        />
        <TextField
          name="lastname"
          label={t`Last name`}
          autoComplete="family-name"
          required
          defaultValue={address.lastname}
        />
      </div>
      <TextField
        name="company"
        label={t`Company`}
        autoComplete="organization"
        defaultValue={address.company}
      />
      <TextField
        name="street"
        label={t`Street and house number`}
        autoComplete="address-line1"
        required
        defaultValue={street}
      />
      <TextField
        name="streetExtra"
        label={t`Additional address line`}
        autoComplete="address-line2"
        defaultValue={streetExtra}
      />
      <div className={fieldRow}>
        <TextField
          name="postcode"
          label={t`Postal code`}
          autoComplete="postal-code"
          required
          maxLength={12}
          defaultValue={address.postcode}
        />
        <TextField
          name="city"
          label={t`Town or city`}
          autoComplete="address-level2"
          required
          defaultValue={address.city}
        />
      </div>
      <SelectField
        name="countryCode"
        label={t`Country`}
        autoComplete="country"
        required
        options={countries}
        defaultValue={address.countryCode}
      />
      <TextField
        name="telephone"
        type="tel"
        label={t`Phone number`}
        autoComplete="tel"
        maxLength={20}
        defaultValue={address.telephone}
        hint={<Trans>The carrier may call you about the delivery.</Trans>}
      />
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

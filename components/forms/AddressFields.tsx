import { Trans, useLingui } from '@lingui/react/macro'
import { SelectField } from './SelectField.tsx'
import { TextField } from './TextField.tsx'
import { fieldRow } from './forms.styles.ts'

/** An address as a form starts from it (the blanks of a new one, or one being edited). */
export interface AddressFieldValues {
  firstname: string
  lastname: string
  company: string
  street: readonly string[]
  postcode: string
  city: string
  countryCode: string
  telephone: string
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  address: AddressFieldValues
  /** The countries the store delivers to, named in its language. */
  countries: readonly { value: string; label: string }[]
  /** Whether the phone must be given (at checkout: the carrier needs it). */
  telephoneRequired?: boolean
  /** What the phone is for: the carrier's call (a delivery address, the default) or questions about the order (a billing address). */
  telephoneUse?: 'delivery' | 'order'
}

/**
 * The fields of a postal address inside a form (the address book's, the checkout's shipping and
 * billing): the same names everywhere, so the server reads them alike; autocomplete tokens let
 * the browser fill them in one go.
 */
export function AddressFields({
  address,
  countries,
  telephoneRequired = false,
  telephoneUse = 'delivery',
}: AddressFieldsProps) {
  const { t } = useLingui()
  const [street = '', streetExtra = ''] = address.street
  return (
    <>
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
        required={telephoneRequired}
        maxLength={20}
        defaultValue={address.telephone}
        hint={
          telephoneUse === 'delivery' ? (
            <Trans>The carrier may call you about the delivery.</Trans>
          ) : (
            <Trans>We call you only if there is a question about your order.</Trans>
          )
        }
      />
    </>
  )
}

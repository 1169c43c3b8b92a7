import { Trans, useLingui } from '@lingui/react/macro'
import { fieldRow, panel } from '../admin.styles.ts'
import { FieldError, SelectInput, TextInput, type SentBack } from '../catalogue/ProductFields.tsx'
import { SHIPPING_FIELD_ERRORS } from './shippingFieldErrors.ts'
import { EDITED_LANGUAGES as LANGUAGES } from '../editedLanguages.ts'

/** The fields of a shipping rate's form, each with its typed value when sent back, else the stored one. */
export function ShippingRateFields({
  fields,
  stores,
  sentBack,
}: {
  fields: Record<string, string>
  stores: readonly string[]
  sentBack: SentBack
}) {
  const { t } = useLingui()
  const value = (name: string) => (sentBack ? (sentBack.values[name] ?? '') : (fields[name] ?? ''))
  const storeError = sentBack?.fields.store
  const text = (name: string, label: string, hint?: string) => (
    <TextInput
      name={name}
      label={label}
      sentBack={sentBack}
      initial={fields[name] ?? ''}
      messages={SHIPPING_FIELD_ERRORS}
      {...(hint ? { hint } : {})}
    />
  )
  return (
    <>
      <div className={fieldRow}>
        <label htmlFor="field-store">
          <Trans>Store</Trans>
        </label>
        <select
          id="field-store"
          name="store"
          defaultValue={value('store')}
          aria-invalid={storeError ? true : undefined}
          aria-describedby={storeError ? 'field-store-error' : undefined}
        >
          <option value="">{t`Every store`}</option>
          {stores.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
        <FieldError id="field-store" error={storeError} messages={SHIPPING_FIELD_ERRORS} />
      </div>
      {text('countries', t`Countries`, t`Two-letter codes separated by commas, such as BE, LU.`)}
      <SelectInput
        name="method"
        label={t`Method`}
        choices={[
          { value: 'home', label: t`Home delivery` },
          { value: 'pickup', label: t`Parcel pickup` },
        ]}
        sentBack={sentBack}
        initial={fields.method ?? ''}
        messages={SHIPPING_FIELD_ERRORS}
      />
      {text('price', t`Price in euros incl. VAT`)}
      {text('daysMin', t`Shortest delay in working days`)}
      {text('daysMax', t`Longest delay in working days`)}
      {text('position', t`Order on the delivery page`)}
      {LANGUAGES.map(({ code, name }) => (
        <fieldset key={code} className={panel}>
          <legend>{name}</legend>
          {text(`destination.${code}`, t`Destination (${name})`)}
          {text(`carrier.${code}`, t`Carrier and way of delivery (${name})`)}
        </fieldset>
      ))}
      <div className={fieldRow}>
        <input
          id="field-enabled"
          name="enabled"
          type="checkbox"
          value="1"
          defaultChecked={value('enabled') !== ''}
        />{' '}
        <label htmlFor="field-enabled">
          <Trans>Offered at checkout and on the delivery page</Trans>
        </label>
      </div>
    </>
  )
}

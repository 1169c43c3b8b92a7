import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import type { ProductPageData } from '../../../server/admin/cataloguePageData.ts'
import type {
  EditableCustomOption,
  EditableOptionValue,
  ExtraCost,
} from '../../../domain/backoffice/catalogue/customOptions.ts'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, errorBox, fieldRow, inlineForm, panel, quantityInput, table } from '../admin.styles.ts'
import { useAdminData } from '../useAdminData.ts'

const LANGUAGES = [
  { code: 'fr', name: msg`French` },
  { code: 'de', name: msg`German` },
  { code: 'en', name: msg`English` },
  { code: 'it', name: msg`Italian` },
] as const

/** What a refused field of an option's form says, by its code. */
const OPTION_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  REQUIRED: msg`Required.`,
  TOO_LONG: msg`At most 255 characters.`,
  TYPE_INVALID: msg`Choose a kind of option.`,
  AMOUNT_INVALID: msg`Enter an amount in euros from 0, such as 2.50.`,
  PERCENT_INVALID: msg`Enter a percentage above 0 and up to 100, such as 10.`,
  NUMBER_INVALID: msg`Enter a whole number, or leave it empty.`,
  VALUES_REQUIRED: msg`A choice needs at least one value: fill in a row.`,
}

/** Blank value rows each option's form offers for new values. */
const BLANK_VALUE_ROWS = 2

/** A cost as typed again: euros for a fixed amount, the percentage for a percent. */
const typedCost = (cost: ExtraCost | null) => (cost === null ? '' : (cost.amount / 100).toFixed(2))

/** A product's custom options (docs/back-office.md#custom-options): each one's form, and the form to add one. */
export function CustomOptions() {
  const { product, customOptions } = useAdminData<ProductPageData>()
  if (!product || !customOptions) return null
  return (
    <section id="options" aria-labelledby="options-heading">
      <h2 id="options-heading">
        <Trans>Custom options</Trans>
      </h2>
      <p>
        <Trans>
          What the shopper types or chooses on the product page, with its extra cost per piece. Orders already
          placed keep the option and price they bought.
        </Trans>
      </p>
      {customOptions.options.length === 0 ? (
        <p>
          <Trans>No custom option.</Trans>
        </p>
      ) : null}
      {customOptions.options.map((option) => (
        <OptionForm key={option.id} sku={product.sku} option={option} canEdit={customOptions.canEdit} />
      ))}
      {customOptions.canEdit ? <OptionForm sku={product.sku} option={null} canEdit /> : null}
    </section>
  )
}

function OptionForm({
  sku,
  option,
  canEdit,
}: {
  sku: string
  option: EditableCustomOption | null
  canEdit: boolean
}) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const form = `option-${option?.id ?? 'new'}`
  const sentBack = admin?.formState?.form === form ? admin.formState : null
  const id = (name: string) => `${form}-${name.replaceAll('.', '-')}`
  const valueOf = (name: string, saved: string) => (sentBack ? (sentBack.values[name] ?? '') : saved)
  const checkedOf = (name: string, saved: boolean) => (sentBack ? Boolean(sentBack.values[name]) : saved)
  const errorOf = (name: string) => sentBack?.fields?.[name]
  const describedBy = (name: string) =>
    errorOf(name) ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {}
  const errorText = (name: string) => {
    const error = errorOf(name)
    return error ? (
      <p id={`${id(name)}-error`} className={errorBox}>
        {i18n._(OPTION_FIELD_ERRORS[error] ?? msg`Not right.`)}
      </p>
    ) : null
  }
  const heading = `${form}-heading`
  const action = `/admin/products/${encodeURIComponent(sku)}/options`
  const values: (EditableOptionValue | null)[] = [
    ...(option?.values ?? []),
    ...Array.from({ length: option === null ? BLANK_VALUE_ROWS + 1 : BLANK_VALUE_ROWS }, () => null),
  ]
  const isChoice = option === null || option.type === 'drop_down'
  return (
    <div id={option ? `option-${option.id}` : 'option-new'} className={panel}>
      <AdminForm action={action} labelledBy={heading}>
        <h3 id={heading}>
          {option ? (
            option.titles[i18n.locale.slice(0, 2) as 'fr'] || option.titles.en
          ) : (
            <Trans>Add a custom option</Trans>
          )}
        </h3>
        <FormError form={form} />
        <input type="hidden" name="optionId" value={option?.id ?? ''} />
        {option === null ? (
          <div className={fieldRow}>
            <label htmlFor={id('type')}>
              <Trans>Kind</Trans>
            </label>
            <select
              id={id('type')}
              name="type"
              defaultValue={valueOf('type', 'field')}
              {...describedBy('type')}
            >
              <option value="field">{i18n._(msg`Free text`)}</option>
              <option value="drop_down">{i18n._(msg`Choice among values`)}</option>
            </select>
            {errorText('type')}
          </div>
        ) : (
          <p>
            {option.type === 'field' ? (
              <Trans>Kind: free text</Trans>
            ) : (
              <Trans>Kind: choice among values</Trans>
            )}
          </p>
        )}
        {LANGUAGES.map(({ code, name }) => (
          <div key={code} className={fieldRow}>
            <label htmlFor={id(`title.${code}`)}>
              <Trans>Title in {i18n._(name)}</Trans>
            </label>
            <input
              id={id(`title.${code}`)}
              name={`title.${code}`}
              lang={code}
              defaultValue={valueOf(`title.${code}`, option?.titles[code] ?? '')}
              {...describedBy(`title.${code}`)}
            />
            {errorText(`title.${code}`)}
          </div>
        ))}
        <div className={fieldRow}>
          <label>
            <input
              type="checkbox"
              name="required"
              value="1"
              defaultChecked={checkedOf('required', option?.required ?? false)}
            />{' '}
            <Trans>Required</Trans>
          </label>
        </div>
        <div className={fieldRow}>
          <label htmlFor={id('position')}>
            <Trans>Position</Trans>
          </label>
          <input
            id={id('position')}
            name="position"
            inputMode="numeric"
            className={quantityInput}
            defaultValue={valueOf('position', option ? String(option.position) : '')}
            {...describedBy('position')}
          />
          {errorText('position')}
        </div>
        {option === null || option.type === 'field' ? (
          <fieldset>
            <legend>{option === null ? <Trans>For a free text</Trans> : <Trans>Free text</Trans>}</legend>
            <div className={fieldRow}>
              <label htmlFor={id('maxCharacters')}>
                <Trans>Most characters (empty: no limit)</Trans>
              </label>
              <input
                id={id('maxCharacters')}
                name="maxCharacters"
                inputMode="numeric"
                className={quantityInput}
                defaultValue={valueOf('maxCharacters', option?.maxCharacters?.toString() ?? '')}
                {...describedBy('maxCharacters')}
              />
              {errorText('maxCharacters')}
            </div>
            <div className={fieldRow}>
              <label htmlFor={id('costKind')}>
                <Trans>Extra cost</Trans>
              </label>
              <select
                id={id('costKind')}
                name="costKind"
                defaultValue={valueOf('costKind', option?.cost?.kind ?? '')}
              >
                <option value="">{i18n._(msg`None`)}</option>
                <option value="fixed">{i18n._(msg`Fixed amount incl. VAT (€)`)}</option>
                <option value="percent">{i18n._(msg`Percentage of the piece’s price`)}</option>
              </select>
            </div>
            <div className={fieldRow}>
              <label htmlFor={id('cost')}>
                <Trans>Extra cost amount</Trans>
              </label>
              <input
                id={id('cost')}
                name="cost"
                inputMode="decimal"
                className={quantityInput}
                defaultValue={valueOf('cost', typedCost(option?.cost ?? null))}
                {...describedBy('cost')}
              />
              {errorText('cost')}
            </div>
          </fieldset>
        ) : null}
        {isChoice ? (
          <fieldset>
            <legend>
              {option === null ? <Trans>For a choice: its values</Trans> : <Trans>Values</Trans>}
            </legend>
            {errorText('values')}
            <table className={table}>
              <thead>
                <tr>
                  {LANGUAGES.map(({ code, name }) => (
                    <th key={code} scope="col">
                      {i18n._(name)}
                    </th>
                  ))}
                  <th scope="col">
                    <Trans>Extra cost</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Position</Trans>
                  </th>
                  {option ? (
                    <th scope="col">
                      <Trans>Remove</Trans>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {values.map((value, row) => {
                  const field = (name: string) => `value.${row}.${name}`
                  return (
                    <tr key={row}>
                      {LANGUAGES.map(({ code, name }) => (
                        <td key={code}>
                          <input
                            id={id(field(code))}
                            name={field(code)}
                            lang={code}
                            aria-label={i18n._(msg`Value ${row + 1} in ${i18n._(name)}`)}
                            defaultValue={valueOf(field(code), value?.titles[code] ?? '')}
                            {...describedBy(field(code))}
                          />
                          {errorText(field(code))}
                        </td>
                      ))}
                      <td>
                        <input type="hidden" name={field('id')} value={value?.id ?? ''} />
                        <select
                          name={field('costKind')}
                          aria-label={i18n._(msg`Extra cost of value ${row + 1}`)}
                          defaultValue={valueOf(field('costKind'), value?.cost.kind ?? 'fixed')}
                        >
                          <option value="fixed">{i18n._(msg`Fixed amount incl. VAT (€)`)}</option>
                          <option value="percent">{i18n._(msg`Percentage of the piece’s price`)}</option>
                        </select>
                      </td>
                      <td>
                        <input
                          id={id(field('cost'))}
                          name={field('cost')}
                          inputMode="decimal"
                          className={quantityInput}
                          aria-label={i18n._(msg`Amount of value ${row + 1}`)}
                          defaultValue={valueOf(field('cost'), value ? typedCost(value.cost) : '0')}
                          {...describedBy(field('cost'))}
                        />
                        {errorText(field('cost'))}
                      </td>
                      <td>
                        <input
                          id={id(field('position'))}
                          name={field('position')}
                          inputMode="numeric"
                          className={quantityInput}
                          aria-label={i18n._(msg`Position of value ${row + 1}`)}
                          defaultValue={valueOf(field('position'), value ? String(value.position) : '')}
                          {...describedBy(field('position'))}
                        />
                        {errorText(field('position'))}
                      </td>
                      {option ? (
                        <td>
                          {value ? (
                            <input
                              type="checkbox"
                              name={field('remove')}
                              value="1"
                              aria-label={i18n._(msg`Remove value ${row + 1}`)}
                              defaultChecked={checkedOf(field('remove'), false)}
                            />
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </fieldset>
        ) : null}
        {canEdit ? (
          <button className={button} type="submit">
            {option ? <Trans>Save the option</Trans> : <Trans>Add the option</Trans>}
          </button>
        ) : null}
      </AdminForm>
      {option && canEdit ? (
        <AdminForm action={`${action}/remove`} className={inlineForm}>
          <input type="hidden" name="optionId" value={option.id} />
          <button className={button} type="submit">
            <Trans>Remove this option</Trans>
          </button>
        </AdminForm>
      ) : null}
    </div>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ProductPageData } from '../../../server/admin/cataloguePageData.ts'
import type {
  EditableBundleOption,
  EditableBundleSelection,
} from '../../../domain/backoffice/catalogue/bundleEditing.ts'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, errorBox, fieldRow, panel, quantityInput, table } from '../admin.styles.ts'
import { useAdminData } from '../useAdminData.ts'
import { useSentBack } from './ProductFields.tsx'

type Language = 'fr' | 'de' | 'en' | 'it'

const LANGUAGES: { code: Language; name: MessageDescriptor }[] = [
  { code: 'fr', name: msg`French` },
  { code: 'de', name: msg`German` },
  { code: 'en', name: msg`English` },
  { code: 'it', name: msg`Italian` },
]

/** What a refused field of the bundle's form says, by its code. */
const BUNDLE_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  NO_LABEL: msg`Give the option a label in at least one language.`,
  TOO_LONG: msg`At most 255 characters.`,
  INVALID_SKU: msg`Use capital letters, digits and dashes only, at most 64, such as “SL-MULE-01”.`,
  NOT_BUNDLEABLE: msg`Give the SKU of a simple product (not of a size of a configurable product, a bundle, a gift card or a download).`,
  SKU_REPEATED: msg`This option already offers this product.`,
  INVALID_QUANTITY: msg`Enter a whole number from 1 to 20, or leave it empty for 1.`,
  INVALID_POSITION: msg`Enter a whole number, or leave it empty.`,
  NO_SELECTION: msg`An option needs at least one product: fill in a row.`,
  TOO_MANY_SELECTIONS: msg`An option offers at most 20 products.`,
  NO_BUNDLE_OPTION: msg`A bundle needs at least one option: fill in one.`,
  TOO_MANY_OPTIONS: msg`A bundle has at most 10 options.`,
}

/** Blank product rows each option offers for new products. */
const BLANK_SELECTION_ROWS = 2
/** Blank product rows of the new option. */
const NEW_OPTION_SELECTION_ROWS = 3

/**
 * A bundle's options on its page (docs/back-office.md#bundle-options): one form with each option's
 * label per language (a blank one marked as a missing translation), required flag, position and
 * products with their pieces, and a blank option to add. Works without JavaScript.
 */
export function BundleOptionsSection() {
  const { product, bundle } = useAdminData<ProductPageData>()
  const sentBack = useSentBack(['bundle'])
  const { i18n } = useLingui()
  if (!product || !bundle) return null
  const rows: (EditableBundleOption | null)[] = [...bundle.options, null]
  return (
    <section id="bundle" aria-labelledby="bundle-heading">
      <h2 id="bundle-heading">
        <Trans>Bundle options</Trans>
      </h2>
      <p>
        <Trans>
          The shopper takes one product of each option, with the pieces included in the bundle’s price. Orders
          already placed keep what they bought.
        </Trans>
      </p>
      <AdminForm
        action={`/admin/products/${encodeURIComponent(product.sku)}/bundle`}
        labelledBy="bundle-heading"
      >
        <FormError form="bundle" />
        <ErrorText name="options" sentBack={sentBack} />
        {rows.map((option, row) => (
          <OptionFields
            key={option?.id ?? 'new'}
            option={option}
            row={row}
            sentBack={sentBack}
            missing={i18n._(msg`missing translation`)}
          />
        ))}
        {bundle.canEdit ? (
          <button className={button} type="submit">
            <Trans>Save the bundle’s options</Trans>
          </button>
        ) : null}
      </AdminForm>
    </section>
  )
}

type SentBack = ReturnType<typeof useSentBack>

const idOf = (name: string) => `bundle-${name.replaceAll('.', '-')}`

/** A field's error message beside it. */
function ErrorText({ name, sentBack }: { name: string; sentBack: SentBack }) {
  const { i18n } = useLingui()
  const error = sentBack?.fields[name]
  return error ? (
    <p id={`${idOf(name)}-error`} className={errorBox}>
      {i18n._(BUNDLE_FIELD_ERRORS[error] ?? msg`Not right.`)}
    </p>
  ) : null
}

/** The attributes tying an input to its error, when it has one. */
const describedBy = (name: string, sentBack: SentBack) =>
  sentBack?.fields[name] ? { 'aria-invalid': true, 'aria-describedby': `${idOf(name)}-error` } : {}

function OptionFields({
  option,
  row,
  sentBack,
  missing,
}: {
  option: EditableBundleOption | null
  row: number
  sentBack: SentBack
  missing: string
}) {
  const { i18n } = useLingui()
  const field = (name: string) => `option.${row}.${name}`
  const valueOf = (name: string, saved: string) => (sentBack ? (sentBack.values[name] ?? '') : saved)
  const checkedOf = (name: string, saved: boolean) => (sentBack ? Boolean(sentBack.values[name]) : saved)
  const shownLabel =
    option &&
    (option.labels[i18n.locale.slice(0, 2) as Language] ??
      LANGUAGES.map(({ code }) => option.labels[code]).find(Boolean))
  const selections: (EditableBundleSelection | null)[] = [
    ...(option?.selections ?? []),
    ...Array.from({ length: option ? BLANK_SELECTION_ROWS : NEW_OPTION_SELECTION_ROWS }, () => null),
  ]
  return (
    <fieldset className={panel} id={option ? `bundle-option-${option.id}` : 'bundle-option-new'}>
      <legend>
        {option ? <Trans>Option {shownLabel}</Trans> : <Trans>Add an option (leave blank to add none)</Trans>}
      </legend>
      <input type="hidden" name={field('id')} value={option?.id ?? ''} />
      <ErrorText name={field('labels')} sentBack={sentBack} />
      {LANGUAGES.map(({ code, name }) => {
        const fieldName = field(`label.${code}`)
        return (
          <div key={code} className={fieldRow}>
            <label htmlFor={idOf(fieldName)}>
              <Trans>Label in {i18n._(name)}</Trans>
              {option && option.labels[code] === null ? (
                <>
                  {' '}
                  <strong>{missing}</strong>
                </>
              ) : null}
            </label>
            <input
              id={idOf(fieldName)}
              name={fieldName}
              lang={code}
              maxLength={255}
              defaultValue={valueOf(fieldName, option?.labels[code] ?? '')}
              {...describedBy(sentBack?.fields[fieldName] ? fieldName : field('labels'), sentBack)}
            />
            <ErrorText name={fieldName} sentBack={sentBack} />
          </div>
        )
      })}
      <div className={fieldRow}>
        <label>
          <input
            type="checkbox"
            name={field('required')}
            value="1"
            defaultChecked={checkedOf(field('required'), option?.required ?? true)}
          />{' '}
          <Trans>Required</Trans>
        </label>
      </div>
      <div className={fieldRow}>
        <label htmlFor={idOf(field('position'))}>
          <Trans>Position (empty: after the others)</Trans>
        </label>
        <input
          id={idOf(field('position'))}
          name={field('position')}
          inputMode="numeric"
          className={quantityInput}
          defaultValue={valueOf(field('position'), option ? String(option.position) : '')}
          {...describedBy(field('position'), sentBack)}
        />
        <ErrorText name={field('position')} sentBack={sentBack} />
      </div>
      {option ? (
        <div className={fieldRow}>
          <label>
            <input
              type="checkbox"
              name={field('remove')}
              value="1"
              defaultChecked={checkedOf(field('remove'), false)}
            />{' '}
            <Trans>Remove this option</Trans>
          </label>
        </div>
      ) : null}
      <ErrorText name={field('selections')} sentBack={sentBack} />
      <table className={table}>
        <caption>
          <Trans>Its products</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>SKU</Trans>
            </th>
            <th scope="col">
              <Trans>Pieces included</Trans>
            </th>
            <th scope="col">
              <Trans>Position</Trans>
            </th>
            <th scope="col">
              <Trans>Remove</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {selections.map((selection, index) => {
            const cell = (name: string) => field(`selection.${index}.${name}`)
            const rowNumber = index + 1
            return (
              <tr key={selection?.id ?? `new-${index}`}>
                <td>
                  <input type="hidden" name={cell('id')} value={selection?.id ?? ''} />
                  {selection ? (
                    <span>{selection.sku}</span>
                  ) : (
                    <input
                      id={idOf(cell('sku'))}
                      name={cell('sku')}
                      aria-label={i18n._(msg`SKU of product ${rowNumber}`)}
                      defaultValue={valueOf(cell('sku'), '')}
                      {...describedBy(cell('sku'), sentBack)}
                    />
                  )}
                  <ErrorText name={cell('sku')} sentBack={sentBack} />
                </td>
                <td>
                  <input
                    id={idOf(cell('qty'))}
                    name={cell('qty')}
                    inputMode="numeric"
                    className={quantityInput}
                    aria-label={i18n._(msg`Pieces of product ${rowNumber}`)}
                    defaultValue={valueOf(cell('qty'), selection ? String(selection.defaultQty) : '')}
                    {...describedBy(cell('qty'), sentBack)}
                  />
                  <ErrorText name={cell('qty')} sentBack={sentBack} />
                </td>
                <td>
                  <input
                    id={idOf(cell('position'))}
                    name={cell('position')}
                    inputMode="numeric"
                    className={quantityInput}
                    aria-label={i18n._(msg`Position of product ${rowNumber}`)}
                    defaultValue={valueOf(cell('position'), selection ? String(selection.position) : '')}
                    {...describedBy(cell('position'), sentBack)}
                  />
                  <ErrorText name={cell('position')} sentBack={sentBack} />
                </td>
                <td>
                  {selection ? (
                    <input
                      type="checkbox"
                      name={cell('remove')}
                      value="1"
                      aria-label={i18n._(msg`Remove product ${selection.sku}`)}
                      defaultChecked={checkedOf(cell('remove'), false)}
                    />
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </fieldset>
  )
}

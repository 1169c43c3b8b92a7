import { Trans, useLingui } from '@lingui/react/macro'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, fieldRow, panel, table, quantityInput } from '../admin.styles.ts'
import type { NewProductChoices } from '../../../domain/backoffice/catalogue/newProductForm.ts'

/** Rows of bundle options the form offers (`BUNDLE_OPTION_ROWS`, newProductForm.ts). */
const BUNDLE_OPTION_ROWS = 3
import { categoryChoices } from './categoryChoices.ts'
import { CheckboxGroup, FieldError, SelectInput, TextInput, useSentBack } from './ProductFields.tsx'
import { STICKER_NAMES } from './stickerNames.ts'
import { EDITED_LANGUAGES as LANGUAGES } from '../editedLanguages.ts'

/** The SKU the rule proposes for a variant (`proposedVariantSku`, newProductForm.ts): components run no domain code. */
const proposedVariantSku = (sku: string, colour: string, size: string) =>
  `${sku}-${colour}-${size}`.toUpperCase().replace(/[^A-Z0-9-]/g, '-')

/**
 * The new product form (/admin/products/new): type, SKU, family and kind, names and URL keys,
 * price, classification, a bundle's options, a gift card's amounts (a downloadable product's
 * files are uploaded on its page), and for a configurable product its colours and sizes; "Show the
 * variants" sends it back with a row per colour × size to adjust before creating.
 */
export function NewProductForm({ choices }: { choices: NewProductChoices }) {
  const { t, i18n } = useLingui()
  const sentBack = useSentBack(['newProduct', 'newProductDraft'])
  const values = sentBack?.values ?? {}
  const type = values.type ?? 'configurable'
  const sku = (values.sku ?? '').trim()
  const colours = choices.colours.filter((choice) => (values[`colour.${choice.value}`] ?? '') !== '')
  const sizes = choices.sizes.filter((choice) => (values[`size.${choice.value}`] ?? '') !== '')
  const kinds = choices.families.flatMap((family) =>
    family.kinds.map((kind) => ({ value: kind, label: `${family.family} / ${kind}` })),
  )
  return (
    <AdminForm action="/admin/products/new" labelledBy="new-product-heading">
      <h2 id="new-product-heading">
        <Trans>The product</Trans>
      </h2>
      <FormError form="newProduct" />
      <fieldset className={panel}>
        <legend>
          <Trans>Type</Trans>
        </legend>
        <div>
          <input
            id="type-configurable"
            name="type"
            type="radio"
            value="configurable"
            defaultChecked={type === 'configurable'}
          />{' '}
          <label htmlFor="type-configurable">
            <Trans>Configurable: one variant per colour and size</Trans>
          </label>
        </div>
        <div>
          <input
            id="type-simple"
            name="type"
            type="radio"
            value="simple"
            defaultChecked={type === 'simple'}
          />{' '}
          <label htmlFor="type-simple">
            <Trans>Simple: one article</Trans>
          </label>
        </div>
        <div>
          <input
            id="type-bundle"
            name="type"
            type="radio"
            value="bundle"
            defaultChecked={type === 'bundle'}
          />{' '}
          <label htmlFor="type-bundle">
            <Trans>Bundle: simple products sold together</Trans>
          </label>
        </div>
        <div>
          <input
            id="type-giftcard"
            name="type"
            type="radio"
            value="giftcard"
            defaultChecked={type === 'giftcard'}
          />{' '}
          <label htmlFor="type-giftcard">
            <Trans>Gift card: e-mailed, for one of its amounts</Trans>
          </label>
        </div>
        <div>
          <input
            id="type-downloadable"
            name="type"
            type="radio"
            value="downloadable"
            defaultChecked={type === 'downloadable'}
          />{' '}
          <label htmlFor="type-downloadable">
            <Trans>
              Downloadable: files bought online, added on its page (no family, gender, material nor stock)
            </Trans>
          </label>
        </div>
        <FieldError id="type" error={sentBack?.fields.type} />
      </fieldset>
      <TextInput
        name="sku"
        label={<Trans>SKU</Trans>}
        sentBack={sentBack}
        hint={<Trans>Capital letters, digits and dashes, such as SL-MULE-01.</Trans>}
      />
      <SelectInput
        name="family"
        label={<Trans>Family</Trans>}
        choices={choices.families.map((family) => ({ value: family.family, label: family.family }))}
        sentBack={sentBack}
      />
      <SelectInput name="kind" label={<Trans>Kind</Trans>} choices={kinds} sentBack={sentBack} />
      <fieldset className={panel} aria-describedby={sentBack?.fields.texts ? 'texts-error' : undefined}>
        <legend>
          <Trans>Name and URL key (at least one language; the others show as missing translations)</Trans>
        </legend>
        <FieldError id="texts" error={sentBack?.fields.texts} />
        {LANGUAGES.map(({ code, name }) => (
          <div key={code} lang={code}>
            <TextInput
              name={`${code}.name`}
              label={
                <span lang={i18n.locale}>
                  {t`Name`} ({name})
                </span>
              }
              sentBack={sentBack}
            />
            <TextInput
              name={`${code}.urlKey`}
              label={
                <span lang={i18n.locale}>
                  {t`URL key`} ({name})
                </span>
              }
              sentBack={sentBack}
            />
          </div>
        ))}
      </fieldset>
      <TextInput
        name="price"
        label={<Trans>Regular price incl. VAT (€)</Trans>}
        sentBack={sentBack}
        hint={<Trans>Such as 49.90. Variants without a price of their own sell at it.</Trans>}
      />
      <TextInput
        name="qty"
        label={<Trans>Stock (simple product or bundle)</Trans>}
        sentBack={sentBack}
        initial="0"
      />
      <fieldset className={panel}>
        <legend>
          <Trans>Bundle: its options</Trans>
        </legend>
        <p>
          <Trans>
            Each option is a choice among products, given by their SKUs (separated by commas or spaces), with
            the pieces that come with the bundle&apos;s price. The shopper takes one product of each option.
          </Trans>
        </p>
        <FieldError id="bundle" error={sentBack?.fields.bundle} />
        {Array.from({ length: BUNDLE_OPTION_ROWS }, (_, row) => (
          <div key={row}>
            <TextInput
              name={`bundle.${row}.label`}
              label={<Trans>Option {row + 1}: label</Trans>}
              sentBack={sentBack}
            />
            <TextInput
              name={`bundle.${row}.skus`}
              label={<Trans>Option {row + 1}: SKUs</Trans>}
              sentBack={sentBack}
            />
            <TextInput
              name={`bundle.${row}.qty`}
              label={<Trans>Option {row + 1}: pieces included</Trans>}
              sentBack={sentBack}
              initial="1"
            />
          </div>
        ))}
      </fieldset>
      <fieldset className={panel}>
        <legend>
          <Trans>Gift card: its amounts</Trans>
        </legend>
        <TextInput
          name="giftCard.amounts"
          label={<Trans>Amounts offered (€)</Trans>}
          hint={<Trans>Separated by spaces or semicolons, such as 25 50 100.</Trans>}
          sentBack={sentBack}
        />
        <TextInput
          name="giftCard.openMin"
          label={<Trans>Amount typed by the shopper: from (€)</Trans>}
          sentBack={sentBack}
        />
        <TextInput
          name="giftCard.openMax"
          label={<Trans>Amount typed by the shopper: up to (€)</Trans>}
          sentBack={sentBack}
        />
        <SelectInput
          name="giftCard.kind"
          label={<Trans>Delivery</Trans>}
          choices={[{ value: 'virtual', label: t`By e-mail (virtual)` }]}
          sentBack={sentBack}
        />
      </fieldset>
      <CheckboxGroup
        prefix="category"
        legend={<Trans>Categories</Trans>}
        choices={categoryChoices(choices.categories)}
        sentBack={sentBack}
      />
      <SelectInput
        name="gender"
        label={<Trans>Gender</Trans>}
        choices={choices.genders}
        sentBack={sentBack}
      />
      <SelectInput
        name="material"
        label={<Trans>Material</Trans>}
        choices={choices.materials}
        sentBack={sentBack}
      />
      <CheckboxGroup
        prefix="sticker"
        legend={<Trans>Stickers</Trans>}
        choices={Object.entries(STICKER_NAMES).map(([value, name]) => ({ value, label: i18n._(name) }))}
        sentBack={sentBack}
      />
      <TextInput name="newFrom" type="date" label={<Trans>New from (first day)</Trans>} sentBack={sentBack} />
      <TextInput name="newTo" type="date" label={<Trans>New to (last day)</Trans>} sentBack={sentBack} />
      <h2 id="variants-heading">
        <Trans>Variants of a configurable product</Trans>
      </h2>
      <CheckboxGroup
        prefix="colour"
        legend={<Trans>Colours</Trans>}
        choices={choices.colours}
        sentBack={sentBack}
      />
      <CheckboxGroup
        prefix="size"
        legend={<Trans>Sizes</Trans>}
        choices={choices.sizes}
        sentBack={sentBack}
      />
      <div className={fieldRow}>
        <button className={button} type="submit" name="step" value="variants">
          <Trans>Show the variants</Trans>
        </button>
      </div>
      {type === 'configurable' && colours.length > 0 && sizes.length > 0 ? (
        <table className={table} aria-labelledby="variants-heading">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Variant</Trans>
              </th>
              <th scope="col">
                <Trans>SKU</Trans>
              </th>
              <th scope="col">
                <Trans>Stock</Trans>
              </th>
              <th scope="col">
                <Trans>Price incl. VAT (€, empty: the product's)</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {colours.flatMap((colour) =>
              sizes.map((size) => {
                const key = `${colour.value}.${size.value}`
                const id = `variant-${key.replace(/[^\w-]/g, '-')}`
                const field = (name: string) => `variant.${key}.${name}`
                const errorOf = (name: string) => sentBack?.fields[field(name)]
                return (
                  <tr key={key}>
                    <th scope="row" id={`${id}-name`}>
                      {colour.label} / {size.label}
                    </th>
                    {(['sku', 'qty', 'price'] as const).map((name) => (
                      <td key={name}>
                        <input
                          id={`${id}-${name}`}
                          name={field(name)}
                          className={name === 'sku' ? undefined : quantityInput}
                          aria-label={`${colour.label} / ${size.label}: ${name === 'sku' ? t`SKU` : name === 'qty' ? t`Stock` : t`Price`}`}
                          defaultValue={
                            values[field(name)] ??
                            (name === 'sku'
                              ? proposedVariantSku(sku, colour.value, size.value)
                              : name === 'qty'
                                ? '0'
                                : '')
                          }
                          aria-invalid={errorOf(name) ? true : undefined}
                          aria-describedby={errorOf(name) ? `${id}-${name}-error` : undefined}
                        />
                        <FieldError id={`${id}-${name}`} error={errorOf(name)} />
                      </td>
                    ))}
                  </tr>
                )
              }),
            )}
          </tbody>
        </table>
      ) : null}
      <p>
        <Trans>
          The product is created switched off in every store: switch it on from its page once it is ready.
        </Trans>
      </p>
      <button className={button} type="submit">
        <Trans>Create the product</Trans>
      </button>
    </AdminForm>
  )
}

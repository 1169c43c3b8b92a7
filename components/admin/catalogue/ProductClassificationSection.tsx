import { Trans, useLingui } from '@lingui/react/macro'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, inlineForm, linkButton, table } from '../admin.styles.ts'
import { useAdminData } from '../useAdminData.ts'
import type { ProductPageData } from '../../../server/admin/cataloguePageData.ts'
import { categoryChoices } from './categoryChoices.ts'
import { CheckboxGroup, SelectInput, TextInput, useSentBack } from './ProductFields.tsx'
import { STICKER_NAMES } from './stickerNames.ts'

/**
 * A product page's classification (categories, gender, material, stickers, "new" days) and, for
 * a configurable product, its variants: add colours or sizes, remove a variant never ordered.
 */
export function ProductClassificationSection() {
  const { product, classification } = useAdminData<ProductPageData>()
  const { i18n } = useLingui()
  const sentBack = useSentBack(['classification'])
  const addedBack = useSentBack(['variantsAdd'])
  if (!product || !classification) return null
  const path = `/admin/products/${encodeURIComponent(product.sku)}`
  const { current, choices } = classification
  const labelOf = (list: { value: string; label: string }[], value: string) =>
    list.find((choice) => choice.value === value)?.label ?? value
  return (
    <>
      <AdminForm action={`${path}/classification`} labelledBy="classification-heading">
        <h2 id="classification-heading">
          <Trans>Classification</Trans>
        </h2>
        <FormError form="classification" />
        <CheckboxGroup
          prefix="category"
          legend={<Trans>Categories</Trans>}
          choices={categoryChoices(choices.categories)}
          sentBack={sentBack}
          initial={current.categoryIds.map(String)}
        />
        {/* A file is for no gender and of no material. */}
        {product.type === 'downloadable' ? null : (
          <>
            <SelectInput
              name="gender"
              label={<Trans>Gender</Trans>}
              choices={choices.genders}
              sentBack={sentBack}
              initial={current.gender}
            />
            <SelectInput
              name="material"
              label={<Trans>Material</Trans>}
              choices={choices.materials}
              sentBack={sentBack}
              initial={current.material}
            />
          </>
        )}
        <CheckboxGroup
          prefix="sticker"
          legend={<Trans>Stickers</Trans>}
          choices={Object.entries(STICKER_NAMES).map(([value, name]) => ({ value, label: i18n._(name) }))}
          sentBack={sentBack}
          initial={current.stickers}
        />
        <TextInput
          name="newFrom"
          type="date"
          label={<Trans>New from (first day)</Trans>}
          sentBack={sentBack}
          initial={current.newFrom ?? ''}
        />
        <TextInput
          name="newTo"
          type="date"
          label={<Trans>New to (last day)</Trans>}
          sentBack={sentBack}
          initial={current.newTo ?? ''}
        />
        <button className={button} type="submit">
          <Trans>Save the classification</Trans>
        </button>
      </AdminForm>
      {product.type === 'configurable' ? (
        <section aria-labelledby="variants-heading">
          <h2 id="variants-heading">
            <Trans>Variants</Trans>
          </h2>
          <FormError form="variantRemove" />
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>SKU</Trans>
                </th>
                <th scope="col">
                  <Trans>Colour</Trans>
                </th>
                <th scope="col">
                  <Trans>Size</Trans>
                </th>
                <th scope="col">
                  <Trans>Stock</Trans>
                </th>
                <th scope="col">
                  <Trans>Remove</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {classification.variants.map((variant) => (
                <tr key={variant.sku}>
                  <th scope="row">{variant.sku}</th>
                  <td>{labelOf(choices.colours, variant.colour)}</td>
                  <td>{labelOf(choices.sizes, variant.size)}</td>
                  <td>{variant.qty}</td>
                  <td>
                    {variant.ordered ? (
                      <Trans>ordered: kept</Trans>
                    ) : (
                      <AdminForm action={`${path}/variants/remove`} className={inlineForm}>
                        <input type="hidden" name="variant" value={variant.sku} />
                        <button className={linkButton} type="submit">
                          <Trans>Remove {variant.sku}</Trans>
                        </button>
                      </AdminForm>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <AdminForm action={`${path}/variants`} labelledBy="variants-add-heading">
            <h3 id="variants-add-heading">
              <Trans>Add a colour or a size</Trans>
            </h3>
            <FormError form="variantsAdd" />
            <CheckboxGroup
              prefix="colour"
              legend={<Trans>Colours to add</Trans>}
              choices={choices.colours.filter((choice) => !classification.colours.includes(choice.value))}
              sentBack={addedBack}
            />
            <CheckboxGroup
              prefix="size"
              legend={<Trans>Sizes to add</Trans>}
              choices={choices.sizes.filter((choice) => !classification.sizes.includes(choice.value))}
              sentBack={addedBack}
            />
            <button className={button} type="submit">
              <Trans>Add the missing variants</Trans>
            </button>
          </AdminForm>
        </section>
      ) : null}
    </>
  )
}

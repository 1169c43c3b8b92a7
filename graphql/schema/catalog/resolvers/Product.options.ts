import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { CONFIGURABLE_ATTRIBUTES } from '../../../../domain/catalog/configurableAttributes.ts'

/** `Product.options`: colour (attribute 93) and size choices found among the variants (sizes in size order), with swatches. */
export async function options(row: ProductRow, _: unknown, context: ShopContext) {
  const [variants, catalogue] = await Promise.all([
    context.loaders.variants.load(row.sku),
    context.loaders.attributes(),
  ])
  return CONFIGURABLE_ATTRIBUTES.flatMap(({ code, column, swatchType, inOptionOrder }) => {
    const values = [
      ...new Set(
        variants.map((variant) => variant[column]).filter((value): value is string => value !== null),
      ),
    ]
    const attribute = catalogue.attributes.get(code)
    if (values.length === 0 || !attribute) return []
    const choices = values.map((value) => ({ value, option: catalogue.options.get(`${code}:${value}`) }))
    if (inOptionOrder)
      choices.sort(
        (a, b) =>
          (a.option?.position ?? Number.MAX_SAFE_INTEGER) - (b.option?.position ?? Number.MAX_SAFE_INTEGER),
      )
    return [
      {
        id: `${row.sku}:${attribute.id}`,
        label: attribute.label,
        attribute: { id: String(attribute.id), code, label: attribute.label },
        values: choices.map(({ value, option }) => ({
          value,
          label: option?.label ?? value,
          swatch: { type: swatchType, value: option?.swatch ?? option?.label ?? value },
        })),
      },
    ]
  })
}

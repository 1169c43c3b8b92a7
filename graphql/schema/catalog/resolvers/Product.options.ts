import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../productRow.ts'
import { CONFIGURABLE_ATTRIBUTES } from '../configurableAttributes.ts'

/** `Product.options`: colour (attribute 93) and size choices found among the variants, in option order, with swatches. */
export async function options(row: ProductRow, _: unknown, context: ShopContext) {
  const [variants, catalogue] = await Promise.all([context.loaders.variants.load(row.sku), context.loaders.attributes()])
  return CONFIGURABLE_ATTRIBUTES.flatMap(({ code, column, swatchType }) => {
    const values = [...new Set(variants.map((variant) => variant[column]).filter((value): value is string => value !== null))]
    const attribute = catalogue.attributes.get(code)
    if (values.length === 0 || !attribute) return []
    return [{
      id: `${row.sku}:${attribute.id}`,
      label: attribute.label,
      attribute: { id: String(attribute.id), code, label: attribute.label },
      // In the attribute's option order: sizes small to large, colours as the catalogue lists them.
      values: values
        .map((value) => ({ value, option: catalogue.options.get(`${code}:${value}`) }))
        .sort((a, b) => (a.option?.position ?? Number.MAX_SAFE_INTEGER) - (b.option?.position ?? Number.MAX_SAFE_INTEGER))
        .map(({ value, option }) => ({ value, label: option?.label ?? value, swatch: { type: swatchType, value: option?.swatch ?? option?.label ?? value } })),
    }]
  })
}

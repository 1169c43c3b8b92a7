import type { Selectable } from 'kysely'
import type { CustomOptionValueTable, ProductReviewTable } from '../../../db/tables.ts'
import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../productRow.ts'
import type { BundleOptionRow, CustomOptionRow } from '../productLoaders.ts'
import { localized, toPriceWithTax, toProductPrices } from '../productMappers.ts'

const CONFIGURABLE_ATTRIBUTES = [
  { code: 'color', column: 'colour', swatchType: 'color' },
  { code: 'size', column: 'size', swatchType: 'text' },
] as const

function extraCost(priceType: 'fixed' | 'percent' | null, price: number | null, context: ShopContext) {
  if (priceType === null || price === null) return null
  if (priceType === 'percent') return { __typename: 'PercentageExtraCost', type: 'percentage', rate: Number(price) }
  return { __typename: 'FixedExtraCost', type: 'fixed', prices: toPriceWithTax(Number(price), context.store.currency) }
}

/** Configurator fields of Product (spec §3 Product configurator), batched by sku. */
export const ProductOptions = {
  async configurations(row: ProductRow, _: unknown, context: ShopContext) {
    const variants = await context.loaders.variants.load(row.sku)
    return variants.map((variant) => ({
      product: { id: String(variant.id), sku: variant.sku, stock: { isInStock: variant.is_in_stock, qty: variant.qty }, prices: { ...toProductPrices(variant, context.store.currency), tierPrice: [] } },
      attributes: CONFIGURABLE_ATTRIBUTES.filter(({ column }) => variant[column] !== null).map(({ code, column }) => ({ code, value: variant[column] as string })),
    }))
  },
  async options(row: ProductRow, _: unknown, context: ShopContext) {
    const [variants, catalogue] = await Promise.all([context.loaders.variants.load(row.sku), context.loaders.attributes()])
    return CONFIGURABLE_ATTRIBUTES.flatMap(({ code, column, swatchType }) => {
      const values = [...new Set(variants.map((variant) => variant[column]).filter((value): value is string => value !== null))]
      const attribute = catalogue.attributes.get(code)
      if (values.length === 0 || !attribute) return []
      return [{
        id: `${row.sku}:${attribute.id}`,
        label: attribute.label,
        attribute: { id: String(attribute.id), code, label: attribute.label },
        values: values.map((value) => {
          const option = catalogue.options.get(`${code}:${value}`)
          return { value, label: option?.label ?? value, swatch: { type: swatchType, value: option?.swatch ?? option?.label ?? value } }
        }),
      }]
    })
  },
  async custom_options(row: ProductRow, _: unknown, context: ShopContext) {
    const options: CustomOptionRow[] = await context.loaders.customOptions.load(row.sku)
    return options.map((option) => ({
      id: String(option.id),
      option_id: String(option.id),
      title: localized(option.titles, context),
      type: option.type,
      is_required: option.is_required,
      extraCost: extraCost(option.price_type, option.price, context),
      max_characters: option.max_characters,
      values: option.values.map((value: Selectable<CustomOptionValueTable>) => ({
        id: String(value.id),
        option_value_id: String(value.id),
        title: localized(value.titles, context),
        sort_order: value.position,
        extraCost: extraCost(value.price_type, value.price, context),
      })),
    }))
  },
  async bundleOptions(row: ProductRow, _: unknown, context: ShopContext) {
    const options: BundleOptionRow[] = await context.loaders.bundleOptions.load(row.sku)
    const parts = await context.loaders.product.loadMany(options.flatMap((option) => option.selections.map((selection) => selection.product_sku)))
    const bySku = new Map(parts.filter((part): part is ProductRow => part !== null && !(part instanceof Error)).map((part) => [part.sku, part]))
    return options.map((option) => ({
      id: String(option.id),
      label: localized(option.labels, context),
      required: option.required,
      type: option.type,
      values: option.selections.map((selection) => {
        const part = bySku.get(selection.product_sku)
        return {
          value: String(selection.id),
          label: part?.name ?? selection.product_sku,
          defaultQuantity: selection.default_qty,
          userDefinedQuantity: selection.user_defined_qty,
          prices: { ...toProductPrices(part ?? { regular_price: 0, final_price: 0 }, context.store.currency), tierPrice: [] },
          product: part ?? null,
        }
      }),
    }))
  },
}

/** Field resolvers of ProductReview. */
export const ProductReview = {
  id: (review: Selectable<ProductReviewTable>) => String(review.id),
  author: (review: Selectable<ProductReviewTable>) => ({ displayName: review.author }),
  creationDate: (review: Selectable<ProductReviewTable>) => new Date(review.created_at).toISOString(),
}

/** The two kinds of custom option extra cost. */
export const ExtraCost = {
  __resolveType: (cost: { __typename: string }) => cost.__typename,
}


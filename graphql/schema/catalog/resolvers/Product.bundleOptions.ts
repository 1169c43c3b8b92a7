import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import {
  localizedOrFallback,
  priceStoreOf,
  toProductPricesValue,
} from '../../../../domain/catalog/productMappers.ts'

/** `Product.bundleOptions`: the parts of a bundle, each a product with its default quantity. */
export async function bundleOptions(row: ProductRow, _: unknown, context: ShopContext) {
  const options = await context.loaders.bundleOptions.load(row.sku)
  const parts = await context.loaders.product.loadMany(
    options.flatMap((option) => option.selections.map((selection) => selection.product_sku)),
  )
  const bySku = new Map(
    parts
      .filter((part): part is ProductRow => part !== null && !(part instanceof Error))
      .map((part) => [part.sku, part]),
  )
  const bundleShownIn = await priceStoreOf(row, context)
  // Each part is shown at its own class's rate, a missing part at the bundle's.
  const shownIn = new Map(
    await Promise.all(
      [...bySku.values()].map(async (part) => [part.sku, await priceStoreOf(part, context)] as const),
    ),
  )
  return options.map((option) => ({
    id: String(option.id),
    label: localizedOrFallback(option.labels, context),
    required: option.required,
    type: option.type,
    values: option.selections.map((selection) => {
      const part = bySku.get(selection.product_sku)
      return {
        value: String(selection.id),
        label: part?.name ?? selection.product_sku,
        defaultQuantity: selection.default_qty,
        userDefinedQuantity: selection.user_defined_qty,
        prices: toProductPricesValue(
          part ?? { regular_price: 0, final_price: 0 },
          (part && shownIn.get(part.sku)) ?? bundleShownIn,
          { tierPriceSku: null, historySku: part?.sku ?? null },
        ),
        product: part ?? null,
      }
    }),
  }))
}

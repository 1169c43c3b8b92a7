import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import {
  localized,
  priceStoreOf,
  toExtraCost,
  toPriceWithTax,
} from '../../../../domain/catalog/productMappers.ts'

/** `Product.custom_options`: free-text and choice options with their fixed or percentage extra cost. */
export async function custom_options(row: ProductRow, _: unknown, context: ShopContext) {
  const options = await context.loaders.customOptions.load(row.sku)
  // An option's extra cost is part of the product's price: it includes the product's VAT rate.
  const shownIn = await priceStoreOf(row, context)
  return options.map((option) => ({
    id: String(option.id),
    option_id: String(option.id),
    title: localized(option.titles, context),
    type: option.type,
    is_required: option.is_required,
    extraCost: toExtraCost(option.price_type, option.price, shownIn),
    max_characters: option.max_characters,
    values: option.values.map((value) => ({
      id: String(value.id),
      option_value_id: String(value.id),
      title: localized(value.titles, context),
      sort_order: value.position,
      // A value without a price of its own costs nothing extra (the schema's extraCost is not null).
      extraCost: toExtraCost(value.price_type, value.price, shownIn) ?? {
        __typename: 'FixedExtraCost' as const,
        type: 'fixed',
        prices: toPriceWithTax(0, shownIn),
      },
    })),
  }))
}

import { toCents } from '../../pricing/money.ts'
import { toGa4Item, type Ga4Item } from '../dataLayer/ga4Items.ts'
import { selectedVariant, type ConfiguratorProduct } from './configuratorModel.ts'

/**
 * The data layer's item for a product as configured: the chosen variant's SKU and its colour
 * and size labels once the choice names a variant, else the product itself.
 * `unitPrice` is in euros as the configurator shows it (tier price and options included).
 */
export function configuratorItem(
  product: ConfiguratorProduct,
  attributes: Record<string, string>,
  unitPrice: number,
  quantity: number,
  category: string | null = null,
): Ga4Item {
  const variant = product.variants.length > 0 ? selectedVariant(product, attributes) : null
  const options = variant
    ? product.attributes.map(
        (attribute) =>
          attribute.values.find((value) => value.value === attributes[attribute.code])?.label ?? '',
      )
    : []
  return toGa4Item({
    sku: product.sku,
    variantSku: variant?.sku ?? null,
    name: product.name,
    options,
    priceCents: toCents(unitPrice),
    quantity,
    category,
  })
}

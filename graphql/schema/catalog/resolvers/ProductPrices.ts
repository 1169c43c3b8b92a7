import type { ShopContext } from '../../context.ts'
import { fromCents, lowestPriorPrice, toCents } from '../../../../pricing/index.ts'
import { toPriceWithTax, type ProductPricesValue } from '../../../../domain/catalog/productMappers.ts'

/**
 * Field resolvers of ProductPrices: tier prices and the price history are read (batched per
 * request) only when a query asks for them.
 */
export const ProductPrices = {
  /** The lowest price applied in the store in the 30 days before a reduction (docs/prices-and-reductions.md); null when not reduced or without that history. */
  async referencePrice(prices: ProductPricesValue, _: unknown, context: ShopContext) {
    const current = toCents(prices.finalPrice.priceInclTax.value.amount)
    if (prices.historySku === null || current >= toCents(prices.regularPrice.priceInclTax.value.amount))
      return null
    const [history, onSale] = await Promise.all([
      context.loaders.priceHistory.load(prices.historySku),
      context.loaders.onSalePeriods.load(prices.historySku),
    ])
    const reference = lowestPriorPrice(history, current, onSale)
    return reference === null ? null : toPriceWithTax(fromCents(reference), prices.shownIn)
  },
  /** Quantity prices, excluding VAT at the rate the product's prices are shown in. */
  async tierPrice(prices: ProductPricesValue, _: unknown, context: ShopContext) {
    if (prices.tierPriceSku === null) return []
    const tiers = await context.loaders.tierPrices.load(prices.tierPriceSku)
    return tiers.map((tier) => ({ qty: tier.qty, price: toPriceWithTax(tier.price, prices.shownIn) }))
  },
}

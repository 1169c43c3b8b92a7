import type { ShopContext } from '../../context.ts'
import { toPriceWithTax, type ProductPricesValue } from '../productMappers.ts'

/** Field resolvers of ProductPrices: tier prices are read (batched per request) only when a query asks for them. */
export const ProductPrices = {
  async tierPrice(prices: ProductPricesValue, _: unknown, context: ShopContext) {
    if (prices.tierPriceSku === null) return []
    const tiers = await context.loaders.tierPrices.load(prices.tierPriceSku)
    return tiers.map((tier) => ({ qty: tier.qty, price: toPriceWithTax(tier.price, context.store) }))
  },
}

import type { Store } from '../../../config/stores.ts'
import { fromCents, netOfGross, taxRateOfMultiplier, toCents, type Cents } from '../../../pricing/index.ts'
import type { ShopContext } from '../context.ts'
import type { ProductRow } from './productRow.ts'
import type { ProductType } from '../generated/resolverTypes.ts'

/** What prices are shown in: the store's currency and tax multiplier. */
export type PriceStore = Pick<Store, 'currency' | 'taxMultiplier'>

/** A GraphQL Price (`{ value: { amount, currency } }`) of an amount in cents. */
export function toPrice(cents: Cents, currency: string) {
  return { value: { amount: fromCents(cents), currency } }
}

/** A gross price (a database amount) with its net counterpart, computed in cents by the pricing module. */
export function toPriceWithTax(grossAmount: number | string, store: PriceStore) {
  const gross = toCents(grossAmount)
  return { priceInclTax: toPrice(gross, store.currency), priceExclTax: toPrice(netOfGross(gross, taxRateOfMultiplier(store.taxMultiplier)), store.currency) }
}

/** Regular, final and minimal prices of a product or variant (tier prices resolve separately). */
export function toProductPrices(row: { regular_price: number | string; final_price: number | string }, store: PriceStore) {
  return {
    regularPrice: toPriceWithTax(row.regular_price, store),
    finalPrice: toPriceWithTax(row.final_price, store),
    minPrice: toPriceWithTax(row.final_price, store),
  }
}

/** The store a product's prices are shown in: a gift card carries no VAT (it is due when the card is spent). */
export function priceStoreOf(row: Pick<ProductRow, 'type'>, store: PriceStore): PriceStore {
  return row.type === 'giftcard' ? { currency: store.currency, taxMultiplier: 1 } : store
}

/**
 * The value ProductPrices resolve from: regular, final and minimal prices, the sku whose
 * tier prices `tierPrice` reads when a query asks for them (null: none, as for variants), and
 * the sku whose price history gives `referencePrice`, with the store it is shown in (null: none).
 */
export type ProductPricesValue = ReturnType<typeof toProductPrices> & {
  tierPriceSku: string | null
  history: { sku: string; store: PriceStore } | null
}

/** Store-relative URL of a product page. */
export function productPath(row: Pick<ProductRow, 'url_key'>): string {
  return `/${row.url_key}`
}

/** GraphQL enum value of a product type. */
export function productTypeOf(row: Pick<ProductRow, 'type'>): ProductType {
  return row.type.toUpperCase() as ProductType
}

/** A text from a JSONB per-language column. */
export function localized(text: Record<string, string>, context: Pick<ShopContext, 'language'>): string {
  return text[context.language] ?? ''
}

/** ExtraCost union value of a custom option or value: a fixed price or a percentage. */
export function toExtraCost(priceType: 'fixed' | 'percent' | null, price: number | null, store: PriceStore) {
  if (priceType === null || price === null) return null
  if (priceType === 'percent') return { __typename: 'PercentageExtraCost' as const, type: 'percentage', rate: Number(price) }
  return { __typename: 'FixedExtraCost' as const, type: 'fixed', prices: toPriceWithTax(price, store) }
}

/** An ExtraCost union value as `toExtraCost` builds it. */
export type ExtraCostValue = NonNullable<ReturnType<typeof toExtraCost>>

import { TAX_RATE } from '../shop/shopConfig.ts'
import type { ShopContext } from '../context.ts'
import type { ProductRow } from './productRow.ts'

const round = (value: number) => Math.round(value * 100) / 100

/** A GraphQL Price: `{ value: { amount, currency } }`. */
export function toPrice(amount: number, currency: string) {
  return { value: { amount: round(amount), currency } }
}

/** A gross price with its net counterpart (gross / tax rate). */
export function toPriceWithTax(grossAmount: number, currency: string) {
  return { priceInclTax: toPrice(grossAmount, currency), priceExclTax: toPrice(grossAmount / TAX_RATE, currency) }
}

/** Regular, final and minimal prices of a product or variant (tier prices resolve separately). */
export function toProductPrices(row: { regular_price: number; final_price: number }, currency: string) {
  return {
    regularPrice: toPriceWithTax(Number(row.regular_price), currency),
    finalPrice: toPriceWithTax(Number(row.final_price), currency),
    minPrice: toPriceWithTax(Number(row.final_price), currency),
  }
}

/** Store-relative URL of a product page. */
export function productPath(row: Pick<ProductRow, 'url_key'>): string {
  return `/${row.url_key}`
}

/** GraphQL enum value of a product type. */
export function productTypeOf(row: Pick<ProductRow, 'type'>): 'SIMPLE' | 'CONFIGURABLE' | 'BUNDLE' {
  return row.type.toUpperCase() as 'SIMPLE' | 'CONFIGURABLE' | 'BUNDLE'
}

/** A text from a JSONB per-language column. */
export function localized(text: Record<string, string>, context: Pick<ShopContext, 'language'>): string {
  return text[context.language] ?? ''
}

/** ExtraCost union value of a custom option or value: a fixed price or a percentage. */
export function toExtraCost(priceType: 'fixed' | 'percent' | null, price: number | null, currency: string) {
  if (priceType === null || price === null) return null
  if (priceType === 'percent') return { __typename: 'PercentageExtraCost', type: 'percentage', rate: Number(price) }
  return { __typename: 'FixedExtraCost', type: 'fixed', prices: toPriceWithTax(Number(price), currency) }
}

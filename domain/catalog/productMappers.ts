import { fromCents, netOfGross, toCents, type Cents, type TaxRate } from '../../pricing/index.ts'
import type { DomainContext } from '../context.ts'
import type { ProductRow } from './productRow.ts'

/** The kinds of product the catalogue sells (the API's `ProductType`). */
export type ProductType = 'BUNDLE' | 'CONFIGURABLE' | 'DOWNLOADABLE' | 'GIFTCARD' | 'SIMPLE'

/** What a product's prices are shown in: the store's currency and the VAT rate its shelf price includes there. */
export interface PriceStore {
  currency: string
  rate: TaxRate
}

const NO_VAT: TaxRate = { percent: 0 }

/** A GraphQL Price (`{ value: { amount, currency } }`) of an amount in cents. */
export function toPrice(cents: Cents, currency: string) {
  return { value: { amount: fromCents(cents), currency } }
}

/** A gross price (a database amount) with its net counterpart at the price's VAT rate, computed in cents by the pricing module. */
export function toPriceWithTax(grossAmount: number | string, store: PriceStore) {
  const gross = toCents(grossAmount)
  return {
    priceInclTax: toPrice(gross, store.currency),
    priceExclTax: toPrice(netOfGross(gross, store.rate), store.currency),
  }
}

/** Regular, final and minimal prices of a product or variant (tier prices resolve separately). */
export function toProductPrices(
  row: { regular_price: number | string; final_price: number | string },
  store: PriceStore,
) {
  return {
    regularPrice: toPriceWithTax(row.regular_price, store),
    finalPrice: toPriceWithTax(row.final_price, store),
    minPrice: toPriceWithTax(row.final_price, store),
  }
}

/**
 * What a product's prices are shown in within the addressed store: its currency, and the rate of
 * the product's tax class in the store's country from `vat_rate` (docs/vat.md: 19 % in /de, 0 %
 * for children's wear in /en). A gift card carries no VAT (it is due when the card is spent).
 */
export async function priceStoreOf(
  row: Pick<ProductRow, 'type' | 'tax_class'>,
  context: Pick<DomainContext, 'store' | 'loaders'>,
): Promise<PriceStore> {
  if (row.type === 'giftcard') return { currency: context.store.currency, rate: NO_VAT }
  const vat = await context.loaders.storeVat(context.store)
  return { currency: context.store.currency, rate: vat.rateOf(row.tax_class) }
}

/**
 * The value ProductPrices resolve from: regular, final and minimal prices, the sku whose
 * tier prices `tierPrice` reads when a query asks for them (null: none, as for variants), the
 * sku whose price history gives `referencePrice` (null: none), and the currency and rate they
 * are all shown in.
 */
export type ProductPricesValue = ReturnType<typeof toProductPrices> & {
  tierPriceSku: string | null
  historySku: string | null
  shownIn: PriceStore
}

/** The ProductPrices value of a product or of one of its parts, shown in `shownIn`. */
export function toProductPricesValue(
  row: { regular_price: number | string; final_price: number | string },
  shownIn: PriceStore,
  skus: { tierPriceSku: string | null; historySku: string | null },
): ProductPricesValue {
  return { ...toProductPrices(row, shownIn), ...skus, shownIn }
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
export function localized(text: Record<string, string>, context: Pick<DomainContext, 'language'>): string {
  return text[context.language] ?? ''
}

/** The languages a per-language text falls back to, in this order, when it has none in the store's. */
const FALLBACK_LANGUAGES = ['fr', 'en', 'de', 'it'] as const

/**
 * A per-language text in the store's language, else the first other language that has one: a
 * bundle option's label may be missing a translation (docs/back-office.md#bundle-options), and a
 * choice without a name cannot be read.
 */
export function localizedOrFallback(
  text: Record<string, string>,
  context: Pick<DomainContext, 'language'>,
): string {
  return text[context.language] || FALLBACK_LANGUAGES.map((language) => text[language]).find(Boolean) || ''
}

/** ExtraCost union value of a custom option or value: a fixed price or a percentage. */
export function toExtraCost(priceType: 'fixed' | 'percent' | null, price: number | null, store: PriceStore) {
  if (priceType === null || price === null) return null
  if (priceType === 'percent')
    return { __typename: 'PercentageExtraCost' as const, type: 'percentage', rate: Number(price) }
  return { __typename: 'FixedExtraCost' as const, type: 'fixed', prices: toPriceWithTax(price, store) }
}

/** An ExtraCost union value as `toExtraCost` builds it. */
export type ExtraCostValue = NonNullable<ReturnType<typeof toExtraCost>>

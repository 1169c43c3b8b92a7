/**
 * What the configurator island receives (JSON props, only what it needs) and the pure rules
 * it applies: which variant a choice picks, what is available, what a configuration costs.
 */
import {
  extraCostCents,
  fromCents,
  tierUnitPrice,
  toCents,
  unitPrice as pricedUnit,
  type ExtraCostRule,
  type TierPriceRule,
} from '../../pricing/index.ts'

/** A money amount incl. tax in the store's currency. */
export interface Amount {
  amount: number
  currency: string
}

/** Extra cost of a custom option or value: a fixed amount incl. tax, or a percentage of the product price. */
export type ExtraCost = { kind: 'fixed'; price: Amount } | { kind: 'percentage'; rate: number }

/** A configurable attribute (colour, size) and its values; `swatches` for the colour attribute (id 93). */
export interface AttributeChoice {
  /** The attribute id the cart's option uids name (`configurable/93/red`). */
  id: string
  code: string
  label: string
  swatches: boolean
  values: Array<{ value: string; label: string; swatch: { type: string; value: string } | null }>
}

/** A variant: the attribute values that pick it, its price and its stock. */
export interface VariantChoice {
  sku: string
  attributes: Record<string, string>
  price: Amount
  /** The lowest price of the 30 days before its reduction (Omnibus); null when none may be shown. */
  referencePrice: Amount | null
  isInStock: boolean
  qty: number
}

/** A custom option: text field or area, drop-down, radio buttons or checkboxes. */
export interface CustomOptionChoice {
  id: string
  title: string
  type: string
  required: boolean
  maxCharacters: number | null
  extraCost: ExtraCost | null
  values: Array<{ id: string; title: string; extraCost: ExtraCost }>
}

/** A bundle option: its selections with default quantities, some changeable by the shopper. */
export interface BundleOptionChoice {
  id: string
  label: string
  required: boolean
  values: Array<{
    id: string
    label: string
    defaultQuantity: number
    userDefinedQuantity: boolean
    price: Amount
  }>
}

/** Everything the island shows and computes. */
export interface ConfiguratorProduct {
  sku: string
  name: string
  price: Amount
  /** The lowest price of the 30 days before its reduction (Omnibus); null when none may be shown. */
  referencePrice: Amount | null
  isInStock: boolean
  qty: number
  /** Files downloaded after payment: no stock line, nothing shipped. */
  isDownload?: boolean
  attributes: AttributeChoice[]
  variants: VariantChoice[]
  customOptions: CustomOptionChoice[]
  bundleOptions: BundleOptionChoice[]
  tierPrices: Array<{ qty: number; price: Amount }>
}

/** The shopper's choices: attribute values, custom option values (text or value ids) and bundle quantities. */
export interface Configuration {
  attributes: Record<string, string>
  customOptions: Record<string, string | string[]>
  bundleQuantities: Record<string, number>
  quantity: number
}

/** From this many pieces in stock down, the page says "Only N left". */
export const LOW_STOCK_THRESHOLD = 10

/**
 * The starting configuration: nothing is chosen for the shopper (a preselected size invites
 * wrong-size orders). Only the values the URL asks for (a colour from the listing, the shopper's
 * own earlier choice), in attribute order while a variant has them, and an attribute with one
 * value only, which leaves nothing to choose. Default bundle quantities, quantity 1.
 */
export function defaultConfiguration(
  product: ConfiguratorProduct,
  wanted: Record<string, string> = {},
): Configuration {
  const attributes: Record<string, string> = {}
  for (const attribute of product.attributes) {
    const only = attribute.values.length === 1 ? attribute.values[0]?.value : undefined
    const value = wanted[attribute.code] ?? only
    if (value !== undefined && variantExists(product, { ...attributes, [attribute.code]: value }))
      attributes[attribute.code] = value
  }
  const bundleQuantities: Record<string, number> = {}
  for (const option of product.bundleOptions)
    for (const value of option.values) bundleQuantities[value.id] = value.defaultQuantity
  return { attributes, customOptions: {}, bundleQuantities, quantity: 1 }
}

/** Whether a variant has every value of a (partial) choice. */
function variantExists(product: ConfiguratorProduct, attributes: Record<string, string>): boolean {
  return product.variants.some((variant) =>
    Object.entries(attributes).every(([code, value]) => variant.attributes[code] === value),
  )
}

/** The attributes the shopper has still to choose (a value of one of them picks a variant), in the form's order. */
export function missingAttributes(
  product: ConfiguratorProduct,
  configuration: Configuration,
): AttributeChoice[] {
  return product.attributes.filter((attribute) => !configuration.attributes[attribute.code])
}

/** The variant matching every chosen attribute value, or null. */
export function selectedVariant(
  product: ConfiguratorProduct,
  attributes: Record<string, string>,
): VariantChoice | null {
  return (
    product.variants.find((variant) =>
      Object.entries(variant.attributes).every(([code, value]) => attributes[code] === value),
    ) ?? null
  )
}

/** Whether choosing `value` for `code`, keeping the other choices, reaches a variant in stock. */
export function isValueAvailable(
  product: ConfiguratorProduct,
  attributes: Record<string, string>,
  code: string,
  value: string,
): boolean {
  const wanted = { ...attributes, [code]: value }
  // The first attribute (colour) stays choosable while any of its variants is in stock.
  const fixed = product.attributes[0]?.code === code ? { [code]: value } : wanted
  return product.variants.some(
    (variant) =>
      variant.isInStock && Object.entries(fixed).every(([key, chosen]) => variant.attributes[key] === chosen),
  )
}

/**
 * Whether `value` for `code` can be chosen: the first attribute (colour) while any of its
 * variants is in stock; a later one (size) whenever the variant exists, sold out or not, so a
 * sold-out size can be chosen to ask for a stock alert.
 */
export function isValueChoosable(
  product: ConfiguratorProduct,
  attributes: Record<string, string>,
  code: string,
  value: string,
): boolean {
  if (product.attributes[0]?.code === code) return isValueAvailable(product, attributes, code, value)
  // Before a colour is chosen (nothing is chosen for the shopper), every size some variant has.
  return variantExists(product, { ...attributes, [code]: value })
}

/**
 * Picks `value` for `code`, and never picks anything else for the shopper: another choice is
 * kept while a variant has it with the new value (a sold-out one too, for its stock alert), and
 * left to choose again otherwise.
 */
export function chooseAttribute(
  product: ConfiguratorProduct,
  attributes: Record<string, string>,
  code: string,
  value: string,
): Record<string, string> {
  const next: Record<string, string> = { [code]: value }
  for (const attribute of product.attributes) {
    const kept = attributes[attribute.code]
    if (attribute.code === code || kept === undefined) continue
    if (variantExists(product, { ...next, [attribute.code]: kept })) next[attribute.code] = kept
  }
  return Object.fromEntries(
    product.attributes.flatMap((attribute) =>
      next[attribute.code] === undefined ? [] : [[attribute.code, next[attribute.code] as string]],
    ),
  )
}

/** An extra cost as the pricing module takes it (cents). */
function extraCostRule(cost: ExtraCost): ExtraCostRule {
  return cost.kind === 'fixed' ? { kind: 'fixed', cents: toCents(cost.price.amount) } : cost
}

/** Amount of an extra cost for a product price (computed in cents by the pricing module). */
export function extraCostAmount(cost: ExtraCost, basePrice: number): number {
  return fromCents(extraCostCents(extraCostRule(cost), toCents(basePrice)))
}

/** Unit price before options: the variant's (or product's) price, lowered by the best tier price reached. */
export function baseUnitPrice(
  product: ConfiguratorProduct,
  variant: VariantChoice | null,
  quantity: number,
): number {
  return fromCents(tierUnitPrice(toCents((variant ?? product).price.amount), tierRules(product), quantity))
}

/**
 * Unit price of a configuration incl. tax: base price, plus custom option costs (fixed, or a
 * percentage of the base price), plus bundle pieces added beyond their default quantity. The
 * pricing module computes it in cents, with the same rules as the shop API.
 */
export function unitPrice(product: ConfiguratorProduct, configuration: Configuration): number {
  const extraCosts: ExtraCostRule[] = []
  for (const option of product.customOptions) {
    const chosen = configuration.customOptions[option.id]
    if (chosen === undefined || chosen === '' || (Array.isArray(chosen) && chosen.length === 0)) continue
    if (option.extraCost) extraCosts.push(extraCostRule(option.extraCost))
    const ids = Array.isArray(chosen) ? chosen : [chosen]
    for (const value of option.values)
      if (ids.includes(value.id)) extraCosts.push(extraCostRule(value.extraCost))
  }
  const bundlePieces = product.bundleOptions.flatMap((option) =>
    option.values.map((value) => ({
      cents: toCents(value.price.amount),
      defaultQuantity: value.defaultQuantity,
      quantity: configuration.bundleQuantities[value.id] ?? value.defaultQuantity,
    })),
  )
  const variant = selectedVariant(product, configuration.attributes)
  return fromCents(
    pricedUnit({
      basePrice: toCents((variant ?? product).price.amount),
      tierPrices: tierRules(product),
      quantity: configuration.quantity,
      extraCosts,
      bundlePieces,
    }),
  )
}

function tierRules(product: ConfiguratorProduct): TierPriceRule[] {
  return product.tierPrices.map((tier) => ({ qty: tier.qty, cents: toCents(tier.price.amount) }))
}

/** Stock of the current choice: in stock, low (with the count), or out of stock. */
export function stockStatus(item: { isInStock: boolean; qty: number }): {
  kind: 'in' | 'low' | 'out'
  qty: number
} {
  if (!item.isInStock || item.qty <= 0) return { kind: 'out', qty: 0 }
  return { kind: item.qty <= LOW_STOCK_THRESHOLD ? 'low' : 'in', qty: item.qty }
}

/**
 * Whether the shopper has chosen everything the cart needs: a value for every attribute that
 * names a variant, and each required custom option.
 */
export function isConfigurationComplete(product: ConfiguratorProduct, configuration: Configuration): boolean {
  if (product.attributes.some((attribute) => !configuration.attributes[attribute.code])) return false
  if (product.variants.length > 0 && !selectedVariant(product, configuration.attributes)) return false
  return product.customOptions.every((option) => {
    const chosen = configuration.customOptions[option.id]
    return !option.required || (Array.isArray(chosen) ? chosen.length > 0 : (chosen ?? '').trim() !== '')
  })
}

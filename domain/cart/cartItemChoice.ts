import type { MessageDescriptor } from '@lingui/core'
import type { CartBundleOptionValue, CartCustomOptionValue, GiftCardLineValue } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import type { CartItemInput, CartUserInputErrorType } from './cartItemInput.ts'
import type { MutationErrorCode } from '../mutationResult.ts'
import { CONFIGURABLE_ATTRIBUTES } from '../catalog/configurableAttributes.ts'
import type { ProductRow, VariantRow } from '../catalog/productRow.ts'
import { localized } from '../catalog/productMappers.ts'
import { MAX_CART_LINE_QUANTITY } from '../../config/shopConfig.ts'
import { ITEM_ERROR_MESSAGES, invalidQuantity } from './cartMessages.ts'
import { chooseGiftCard, giftCardDigest } from './giftCardChoice.ts'
import { loadProductSaleableQuantity, saleableQuantity } from './cartStock.ts'
import { decodeOptionUid, type OptionUid } from './optionUids.ts'

/** A product with its options chosen and checked against the catalogue, ready to be a cart line. */
export interface LineChoice {
  product: ProductRow
  variant: VariantRow | null
  customOptions: CartCustomOptionValue[]
  bundleOptions: CartBundleOptionValue[]
  /** The amount, sender, recipient and message of a gift card; null for any other product. */
  giftCard: GiftCardLineValue | null
  /** The same product with the same options has the same key: it is one line. */
  optionsKey: string
  quantity: number
}

/** Why an item is refused: Magento's code, the shopper's message and the mutation's code when it is not INVALID_CART_ITEMS. */
export interface ItemProblem {
  code: CartUserInputErrorType
  message: MessageDescriptor
  errorCode?: MutationErrorCode
}

/** Whether a quantity is a whole number from 1 to the maximum per line. */
export function isLineQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_CART_LINE_QUANTITY
}

/** The problem of a quantity outside 1 … maximum. */
export const quantityProblem = (): ItemProblem => ({
  code: 'INVALID_PARAMETER_VALUE',
  message: invalidQuantity(MAX_CART_LINE_QUANTITY),
  errorCode: 'INVALID_QUANTITY',
})

/** The most pieces of one selection a bundle may hold (a gift box holds a few pairs). */
const MAX_BUNDLE_PIECE_QUANTITY = 10

const invalidOption = (): ItemProblem => ({
  code: 'INVALID_PARAMETER_VALUE',
  message: ITEM_ERROR_MESSAGES.invalidOption,
})

/** The key of a line's options, the same whatever order the options were sent in; a gift card adds the digest of its details. */
export function optionsKeyOf(
  variantSku: string | null,
  customOptions: readonly CartCustomOptionValue[],
  bundleOptions: readonly CartBundleOptionValue[],
  giftCard: GiftCardLineValue | null = null,
): string {
  const byOption = <T extends { option: number }>(values: readonly T[]) =>
    [...values].sort((a, b) => a.option - b.option)
  const options = [variantSku, byOption(customOptions), byOption(bundleOptions)]
  return JSON.stringify(giftCard ? [...options, giftCardDigest(giftCard)] : options)
}

/**
 * Checks an item against the catalogue: the product is sold here, a configurable product has
 * its colour and size and they pick a variant, custom and bundle options exist and required
 * ones are there, texts fit; a gift card has an amount it offers and its sender and recipient.
 * Stock is checked by the caller, against the cart's line.
 */
export async function resolveCartItem(
  context: DomainContext,
  item: CartItemInput,
): Promise<LineChoice | ItemProblem> {
  if (!isLineQuantity(item.quantity)) return quantityProblem()
  const product = item.sku.length <= 64 ? await context.loaders.product.load(item.sku) : null
  if (!product) return { code: 'PRODUCT_NOT_FOUND', message: ITEM_ERROR_MESSAGES.productNotFound(item.sku) }
  if (product.type === 'giftcard') return resolveGiftCardItem(context, product, item)
  // The rule every page shows availability by: a product shown out of stock is refused before its options are asked for.
  if ((await loadProductSaleableQuantity(context, product)) === 0)
    return { code: 'NOT_SALABLE', message: ITEM_ERROR_MESSAGES.notSalable }
  const uids: OptionUid[] = []
  for (const uid of [
    ...(item.selected_options ?? []),
    ...(item.entered_options ?? []).map((entered) => entered.uid),
  ]) {
    const decoded = decodeOptionUid(uid)
    if (!decoded) return invalidOption()
    uids.push(decoded)
  }
  if (uids.some((uid) => uid.kind === 'giftcard')) return invalidOption()
  const variant = await chooseVariant(
    context,
    product,
    uids.filter((uid) => uid.kind === 'configurable'),
  )
  if ('code' in variant) return variant
  const customOptions = await chooseCustomOptions(context, product, item)
  if ('code' in customOptions) return customOptions
  const bundleOptions = await chooseBundleOptions(
    context,
    product,
    uids.filter((uid) => uid.kind === 'bundle'),
  )
  if ('code' in bundleOptions) return bundleOptions
  const chosenVariant = variant.row
  if (!product.is_in_stock || (chosenVariant && !chosenVariant.is_in_stock))
    return { code: 'NOT_SALABLE', message: ITEM_ERROR_MESSAGES.notSalable }
  return {
    product,
    variant: chosenVariant,
    customOptions,
    bundleOptions,
    giftCard: null,
    optionsKey: optionsKeyOf(chosenVariant?.sku ?? null, customOptions, bundleOptions),
    quantity: item.quantity,
  }
}

/** A gift card item: its form read and checked; its price is the amount chosen, never one the client sends. */
async function resolveGiftCardItem(
  context: DomainContext,
  product: ProductRow,
  item: CartItemInput,
): Promise<LineChoice | ItemProblem> {
  const giftCard = await chooseGiftCard(context, product.sku, item)
  if ('code' in giftCard) return giftCard
  if (!product.is_in_stock) return { code: 'NOT_SALABLE', message: ITEM_ERROR_MESSAGES.notSalable }
  return {
    product,
    variant: null,
    customOptions: [],
    bundleOptions: [],
    giftCard,
    optionsKey: optionsKeyOf(null, [], [], giftCard),
    quantity: item.quantity,
  }
}

async function chooseVariant(
  context: DomainContext,
  product: ProductRow,
  chosen: Extract<OptionUid, { kind: 'configurable' }>[],
): Promise<{ row: VariantRow | null } | ItemProblem> {
  if (product.type !== 'configurable') return chosen.length > 0 ? invalidOption() : { row: null }
  const [variants, catalogue] = await Promise.all([
    context.loaders.variants.load(product.sku),
    context.loaders.attributes(),
  ])
  const wanted = CONFIGURABLE_ATTRIBUTES.filter(({ column }) =>
    variants.some((variant) => variant[column] !== null),
  ).map((attribute) => ({
    ...attribute,
    id: catalogue.attributes.get(attribute.code)?.id,
    label: catalogue.attributes.get(attribute.code)?.label ?? attribute.code,
  }))
  if (chosen.some((uid) => !wanted.some((attribute) => attribute.id === uid.attributeId)))
    return invalidOption()
  const missing = wanted.filter((attribute) => !chosen.some((uid) => uid.attributeId === attribute.id))
  if (missing.length > 0)
    return { code: 'REQUIRED_PARAMETER_MISSING', message: missingAttributesMessage(missing) }
  const row = variants.find((variant) =>
    wanted.every((attribute) =>
      chosen.some((uid) => uid.attributeId === attribute.id && uid.value === variant[attribute.column]),
    ),
  )
  return row ? { row } : invalidOption()
}

/** Which of colour and size is missing, said as the product page says it. */
function missingAttributesMessage(missing: readonly { code: string; label: string }[]): MessageDescriptor {
  const codes = missing
    .map((attribute) => attribute.code)
    .sort()
    .join(',')
  if (codes === 'size') return ITEM_ERROR_MESSAGES.sizeMissing
  if (codes === 'color') return ITEM_ERROR_MESSAGES.colourMissing
  if (codes === 'color,size') return ITEM_ERROR_MESSAGES.colourAndSizeMissing
  return ITEM_ERROR_MESSAGES.optionsMissing(missing.map((attribute) => attribute.label).join(', '))
}

async function chooseCustomOptions(
  context: DomainContext,
  product: ProductRow,
  item: CartItemInput,
): Promise<CartCustomOptionValue[] | ItemProblem> {
  const options = await context.loaders.customOptions.load(product.sku)
  const chosen: CartCustomOptionValue[] = []
  for (const uid of (item.selected_options ?? []).map(decodeOptionUid)) {
    if (uid?.kind !== 'custom-option') continue
    const value = options
      .find((option) => option.id === uid.optionId)
      ?.values.find((candidate) => candidate.id === uid.valueId)
    if (!value || chosen.some((choice) => choice.option === uid.optionId)) return invalidOption()
    chosen.push({ option: uid.optionId, value: value.id })
  }
  for (const entered of item.entered_options ?? []) {
    const uid = decodeOptionUid(entered.uid)
    const option =
      uid?.kind === 'custom-option' && uid.valueId === null
        ? options.find((candidate) => candidate.id === uid.optionId && candidate.values.length === 0)
        : undefined
    if (!option || chosen.some((choice) => choice.option === option.id)) return invalidOption()
    const text = entered.value.trim()
    if (option.max_characters !== null && text.length > option.max_characters)
      return {
        code: 'INVALID_PARAMETER_VALUE',
        message: ITEM_ERROR_MESSAGES.textTooLong(option.max_characters),
      }
    if (text) chosen.push({ option: option.id, text })
  }
  const missing = options.filter(
    (option) => option.is_required && !chosen.some((choice) => choice.option === option.id),
  )
  if (missing.length > 0)
    return {
      code: 'REQUIRED_PARAMETER_MISSING',
      message: ITEM_ERROR_MESSAGES.optionsMissing(
        missing.map((option) => localized(option.titles, context)).join(', '),
      ),
    }
  return chosen
}

/** Bundle pieces: what was chosen, else each option's first selection in stock (else its first) at its default quantity. */
async function chooseBundleOptions(
  context: DomainContext,
  product: ProductRow,
  chosen: Extract<OptionUid, { kind: 'bundle' }>[],
): Promise<CartBundleOptionValue[] | ItemProblem> {
  if (product.type !== 'bundle') return chosen.length > 0 ? invalidOption() : []
  const options = await context.loaders.bundleOptions.load(product.sku)
  const pieceRows = await context.loaders.product.loadMany(
    options.flatMap((option) => option.selections.map((selection) => selection.product_sku)),
  )
  const inStock = new Set(
    pieceRows
      .filter(
        (row): row is ProductRow => row !== null && !(row instanceof Error) && saleableQuantity(row) > 0,
      )
      .map((row) => row.sku),
  )
  const pieces: CartBundleOptionValue[] = []
  for (const option of options) {
    const picks = chosen.filter((uid) => uid.optionId === option.id)
    if (picks.length > 1) return invalidOption()
    const pick = picks[0]
    const selection = pick
      ? option.selections.find((candidate) => candidate.id === pick.selectionId)
      : (option.selections.find((candidate) => inStock.has(candidate.product_sku)) ?? option.selections[0])
    if (!selection) {
      if (pick || option.required) return invalidOption()
      continue
    }
    const qty = pick?.qty ?? selection.default_qty
    if (
      qty < 1 ||
      qty > MAX_BUNDLE_PIECE_QUANTITY ||
      (!selection.user_defined_qty && qty !== selection.default_qty)
    )
      return invalidOption()
    pieces.push({ option: option.id, selection: selection.id, qty })
  }
  if (chosen.some((uid) => !options.some((option) => option.id === uid.optionId))) return invalidOption()
  return pieces
}

import type { DomainContext } from '../context.ts'
import { failed, type MutationOutcome } from '../mutationResult.ts'
import type { WishlistChoice } from './wishlistStore.ts'

/** An option picked for a wishlist item (a size, a colour). */
export interface SelectedOptionInput {
  option_id: string
  option_value: string
}

/** A bundle option picked for a wishlist item, with its quantity. */
export interface SelectedBundleOptionInput {
  option_id: string
  option_qty: number
  option_value: string
}

/** A product to keep in the wishlist, with the options chosen. */
export interface WishlistItemInput {
  sku: string
  selectedOptions?: SelectedOptionInput[] | null
  selectedCustomOptions?: SelectedOptionInput[] | null
  selectedBundleOptions?: SelectedBundleOptionInput[] | null
}

const MAX_SKU_LENGTH = 64
const MAX_OPTIONS = 20
const MAX_OPTION_TEXT = 255

const tooLong = (text: string) => text.length === 0 || text.length > MAX_OPTION_TEXT

/**
 * Checks an item to keep: a product sold here, a few options of sane length. Whether the
 * options pick a variant is checked when the item goes to a cart, as Magento does.
 */
export async function wishlistChoiceOf(
  context: DomainContext,
  input: WishlistItemInput,
): Promise<WishlistChoice | MutationOutcome> {
  const sku = input.sku.trim()
  const product =
    sku.length > 0 && sku.length <= MAX_SKU_LENGTH ? await context.loaders.product.load(sku) : null
  if (!product)
    return failed('PRODUCT_NOT_FOUND', `No product ${JSON.stringify(input.sku)} is sold here`, 'sku')
  const selectedOptions = (input.selectedOptions ?? []).map(({ option_id, option_value }) => ({
    option_id: String(option_id),
    option_value,
  }))
  const selectedCustomOptions = (input.selectedCustomOptions ?? []).map(({ option_id, option_value }) => ({
    option_id: String(option_id),
    option_value,
  }))
  const selectedBundleOptions = (input.selectedBundleOptions ?? []).map(
    ({ option_id, option_value, option_qty }) => ({ option_id: String(option_id), option_value, option_qty }),
  )
  const all = [...selectedOptions, ...selectedCustomOptions, ...selectedBundleOptions]
  if (
    all.length > MAX_OPTIONS ||
    all.some((option) => tooLong(option.option_id) || tooLong(option.option_value))
  )
    return failed('INVALID_LENGTH', 'Too many or too long options', 'selectedOptions')
  if (
    selectedBundleOptions.some(
      (option) => !Number.isInteger(option.option_qty) || option.option_qty < 1 || option.option_qty > 99,
    )
  )
    return failed('INVALID_QUANTITY', 'A bundle quantity is out of range', 'selectedBundleOptions')
  return { sku: product.sku, selectedOptions, selectedCustomOptions, selectedBundleOptions }
}

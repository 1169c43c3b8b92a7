import type { ShopContext } from '../../context.ts'
import type { ListingParamsInput } from '../../../../domain/catalog/listingParams.ts'
import { resolveProductListing } from '../../../../domain/catalog/productListing.ts'
import { SHOP_CONFIG } from '../../../../config/shopConfig.ts'
import { badUserInput } from '../../../../domain/errors.ts'

const MAX_QUERY_LENGTH = 200

/**
 * `search(query, params)`: full-text search in the store's language, accent-insensitive,
 * widened by synonyms and ranked, with a word that matches nothing corrected to the closest
 * catalogue word (one typo); the listing then says the corrected text.
 */
export function search(
  _: unknown,
  args: { query: string; params?: ListingParamsInput | null },
  context: ShopContext,
) {
  const text = args.query.trim()
  if (text.length > MAX_QUERY_LENGTH)
    throw badUserInput(`The search text is longer than ${MAX_QUERY_LENGTH} characters`)
  return resolveProductListing(
    context,
    { search: text.length < SHOP_CONFIG.search.minQueryLength ? '' : text },
    args.params,
  )
}

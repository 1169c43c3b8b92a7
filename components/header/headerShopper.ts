/** The sha256 the shop API knows the header's probe by (its document: headerShopperDocument.ts, checked by a test). */
export const HEADER_SHOPPER_QUERY_HASH = '5009504995edecb726121a3a972d920e695790f2966df81ccfca13f2cb617d00'

/** What the header shows for the shopper in front of the page. */
export interface HeaderShopper {
  /** The signed-in customer's first name; null when anonymous. */
  firstname: string | null
  /** Pieces in the shopper's cart (0 without a cart). */
  cartQuantity: number
}

/**
 * Asks the shop API who is signed in and how many pieces the cart holds, in one plain GET by
 * persisted-query hash: the header costs no GraphQL client, so catalogue pages stay light.
 */
export async function fetchHeaderShopper(basePath: string): Promise<HeaderShopper> {
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: HEADER_SHOPPER_QUERY_HASH } })
  const answer = (await (
    await fetch(`${basePath}/graphql?extensions=${encodeURIComponent(extensions)}`)
  ).json()) as {
    data?: { me: { firstname: string } | null; shopperCart: { total_quantity: number } | null }
  }
  return {
    firstname: answer.data?.me?.firstname ?? null,
    cartQuantity: answer.data?.shopperCart?.total_quantity ?? 0,
  }
}

import { failed, type MutationOutcome } from '../mutationResult.ts'

/** The outcome of an add that would take a wishlist past its size. */
export function wishlistFull(maxItems: number): MutationOutcome {
  return failed('WISHLIST_FULL', `A wishlist keeps at most ${maxItems} items`)
}

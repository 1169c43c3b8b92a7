import type { ShopContext } from '../../context.ts'

/** `setCurrency(currency)`: every store sells in EUR, so only EUR succeeds. */
export function setCurrency(_: unknown, args: { currency: string }, context: ShopContext) {
  if (args.currency.toUpperCase() === context.store.currency) return { success: true, errorMessage: null }
  return { success: false, errorMessage: `The currency ${args.currency.slice(0, 10)} is not available in this store` }
}

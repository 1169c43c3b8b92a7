import type { ShopContext } from '../../context.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'

/** `setCurrency(currency)`: every store sells in EUR, so only EUR succeeds. */
export function setCurrency(_: unknown, args: { currency: string }, context: ShopContext) {
  if (args.currency.toUpperCase() === context.store.currency) return succeeded()
  return failed(
    'CURRENCY_NOT_AVAILABLE',
    `The currency ${args.currency.slice(0, 10)} is not available in this store`,
  )
}

import type { ShopContext } from '../../context.ts'
import { multiplierOfRate } from '../../../../pricing/index.ts'

/** `ShopConfig.taxMultiplier`: gross over net at the standard VAT rate of the store's country (1.19 in /de, 1.22 in /it; docs/vat.md). */
export async function taxMultiplier(_: unknown, __: unknown, context: ShopContext): Promise<number> {
  const vat = await context.loaders.storeVat(context.store)
  return multiplierOfRate(vat.standard)
}

import type { ShopContext } from '../../context.ts'
import { isFeatureActive as isFlagOn } from '../../../../domain/shop/featureFlags.ts'

/** `isFeatureActive(name)`: true when the flag exists and is on; unknown flags are off. */
export async function isFeatureActive(
  _: unknown,
  args: { name: string },
  context: ShopContext,
): Promise<boolean> {
  return isFlagOn(context.db, args.name)
}

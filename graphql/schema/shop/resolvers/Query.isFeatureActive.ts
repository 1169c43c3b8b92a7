import type { ShopContext } from '../../../../domain/context.ts'

const MAX_NAME_LENGTH = 100

/** `isFeatureActive(name)`: true when the flag exists and is on; unknown flags are off. */
export async function isFeatureActive(_: unknown, args: { name: string }, context: ShopContext): Promise<boolean> {
  if (args.name.length > MAX_NAME_LENGTH) return false
  const flag = await context.db.selectFrom('feature_flag').select('is_active').where('name', '=', args.name).executeTakeFirst()
  return flag?.is_active === true
}

import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'

const MAX_NAME_LENGTH = 100

/** Whether the feature flag `name` exists and is on; unknown flags (and overlong names) are off. */
export async function isFeatureActive(db: Kysely<Database>, name: string): Promise<boolean> {
  if (name.length > MAX_NAME_LENGTH) return false
  const flag = await db
    .selectFrom('feature_flag')
    .select('is_active')
    .where('name', '=', name)
    .executeTakeFirst()
  return flag?.is_active === true
}

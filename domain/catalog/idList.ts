import { SHOP_CONFIG } from '../../config/shopConfig.ts'
import { badUserInput } from '../errors.ts'

const MAX_ID_LENGTH = 200

/** Checks a list of ids from a client: at most SHOP_CONFIG.maxArrayLength (100) entries, each of reasonable length; drops duplicates. */
export function checkIdList(ids: readonly string[], argument: string): string[] {
  if (ids.length > SHOP_CONFIG.maxArrayLength)
    throw badUserInput(`${argument} has more than ${SHOP_CONFIG.maxArrayLength} entries`)
  if (ids.some((id) => id.length > MAX_ID_LENGTH))
    throw badUserInput(`${argument} has an id longer than ${MAX_ID_LENGTH} characters`)
  return [...new Set(ids)]
}

import {
  CONTACT_SETTING_NAMES,
  loadShopSettings,
  type ResolvedShopSettings,
} from '../../../domain/shop/shopSettings.ts'
import type { ShopContext } from '../context.ts'

// One read of the settings per operation, however many of its fields ask.
const settingsOfOperation = new WeakMap<ShopContext, Promise<ResolvedShopSettings>>()

/**
 * The store's shop settings for a resolver, reported in the answer's content metadata
 * (`settings:contact:b2c_fr`, and `settings:contact` while the store shows a shop-wide value),
 * so a change purges exactly the answers and pages that show the group (migration 0070).
 */
export async function storeShopSettings(
  context: ShopContext,
  group: 'contact' | 'company',
): Promise<ResolvedShopSettings> {
  let loading = settingsOfOperation.get(context)
  if (!loading) {
    loading = loadShopSettings(context.db, context.store.key)
    settingsOfOperation.set(context, loading)
  }
  const resolved = await loading
  const inGroup = (name: string) => CONTACT_SETTING_NAMES.includes(name as never) === (group === 'contact')
  const shown = Object.fromEntries(Object.entries(resolved.settings).filter(([name]) => inGroup(name)))
  context.contentMetadata.record('settings', `${group}:${context.store.key}`, shown)
  if (Object.keys(shown).some((name) => !resolved.overridden.has(name as never)))
    context.contentMetadata.record('settings', group, shown)
  return resolved
}

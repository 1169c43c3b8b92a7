import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { STORE_DEFINITIONS } from '../../config/stores.ts'
import {
  DEFAULT_SHOP_SETTINGS,
  readStoredShopSettings,
  SHOP_SCOPE,
  SHOP_SETTING_NAMES,
  type ShopSettingName,
} from '../../domain/shop/shopSettings.ts'
import { settingFormFields } from '../../domain/shop/shopSettingFields.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'
import { can } from '../../domain/staff/roles.ts'

/** The settings page (/admin/settings, `?store=<key>` for a store's overrides). */
export interface SettingsPageData {
  /** 'shop', or the key of the store whose overrides the form edits. */
  scope: string
  stores: { key: string; path: string }[]
  /** The form's fields as stored: the scope's values (a store's not overridden ones show the shop's). */
  fields: Record<string, string>
  /** For a store: the settings it overrides; every setting for the shop. */
  overridden: ShopSettingName[]
}

/** The scope a settings URL or form names: a store's key, or the shop's. */
export function settingsScopeOf(value: string | null | undefined): string | null {
  if (!value || value === SHOP_SCOPE) return SHOP_SCOPE
  return STORE_DEFINITIONS.some((store) => store.key === value) ? value : null
}

/** The settings page's data, or undefined when the URL is not the settings page. */
export async function loadSettingsPageData(
  db: Kysely<Database>,
  viewer: StaffViewer | null,
  pathname: string,
  query: URLSearchParams,
): Promise<SettingsPageData | null | undefined> {
  if (pathname !== '/admin/settings') return undefined
  if (!viewer || !can(viewer.role, 'settings.edit')) return null
  const scope = settingsScopeOf(query.get('store')) ?? SHOP_SCOPE
  const stored = await readStoredShopSettings(db, scope === SHOP_SCOPE ? null : scope)
  const settings = { ...DEFAULT_SHOP_SETTINGS, ...stored.shop, ...stored.store }
  const fields = Object.assign(
    {},
    ...SHOP_SETTING_NAMES.map((name) => settingFormFields(name, settings[name])),
  ) as Record<string, string>
  return {
    scope,
    stores: STORE_DEFINITIONS.map((store) => ({ key: store.key, path: `/${store.defaultPathSegment}` })),
    fields,
    overridden:
      scope === SHOP_SCOPE ? [...SHOP_SETTING_NAMES] : (Object.keys(stored.store) as ShopSettingName[]),
  }
}

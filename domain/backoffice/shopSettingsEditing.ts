import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import { allowed, auditActorOf, BackOfficeRefusal, refused, type BackOfficeActor } from './backOfficeActor.ts'
import {
  DEFAULT_SHOP_SETTINGS,
  readStoredShopSettings,
  SHOP_SCOPE,
  SHOP_SETTING_NAMES,
  type ShopSettingName,
  type ShopSettings,
} from '../shop/shopSettings.ts'
import {
  checkShopSettings,
  type ShopSettingFieldError,
  type ShopSettingForm,
} from '../shop/shopSettingFields.ts'

/** What the owner sends from /admin/settings: the scope's form, and for a store the settings it overrides. */
export interface ShopSettingsUpdate {
  /** 'shop' for the shop-wide values, or a store's key. */
  scope: string
  form: ShopSettingForm
  /** A store's overridden settings (the others follow the shop's); ignored for the shop. */
  overrides: readonly ShopSettingName[]
}

/** What a save of the settings answers: the settings it changed, or why nothing was saved. */
export type ShopSettingsUpdateResult =
  | { ok: true; changed: ShopSettingName[] }
  | { ok: false; error: 'FORBIDDEN' | 'UNKNOWN_STORE' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: Record<string, ShopSettingFieldError> }

/**
 * Saves the shop's settings or one store's overrides (docs/back-office.md#shop-settings) in
 * one transaction: every setting of the scope is checked (`checkShopSettings`; the VAT number
 * against the country of the registered office it will have), a changed value is written, a
 * store's setting no longer overridden is deleted (the store follows the shop's again), and
 * `settings.update` is audited with the changed settings only, before and after (null: not
 * set). The database's triggers purge the cached pages that show what changed
 * (migration 0070). Nothing changed answers `{ ok: true, changed: [] }` and records nothing.
 */
export async function updateShopSettings(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storeKeys: readonly string[],
  update: ShopSettingsUpdate,
  now: Date,
): Promise<ShopSettingsUpdateResult> {
  if (!allowed(actor, 'settings.edit')) return refused('FORBIDDEN')
  const isShop = update.scope === SHOP_SCOPE
  if (!isShop && !storeKeys.includes(update.scope)) return refused('UNKNOWN_STORE')
  const names = isShop
    ? SHOP_SETTING_NAMES
    : SHOP_SETTING_NAMES.filter((name) => update.overrides.includes(name))
  try {
    return await db.transaction().execute(async (trx) => {
      // Two saves of one scope take turns, so each audits what it really replaced.
      await trx
        .selectFrom('shop_setting')
        .select('name')
        .where('scope', 'in', [SHOP_SCOPE, update.scope])
        .forUpdate()
        .execute()
      const stored = await readStoredShopSettings(trx, isShop ? null : update.scope)
      const current: Partial<ShopSettings> = isShop ? stored.shop : stored.store
      const inherited = { ...DEFAULT_SHOP_SETTINGS, ...stored.shop }
      const { values, errors } = checkShopSettings(
        update.form,
        names,
        (address) => (address ?? current.address ?? inherited.address).country,
      )
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })

      const before: Record<string, unknown> = {}
      const after: Record<string, unknown> = {}
      for (const name of SHOP_SETTING_NAMES) {
        const previous = current[name] ?? (isShop ? DEFAULT_SHOP_SETTINGS[name] : undefined)
        const next = values[name]
        if (next !== undefined && canonicalJson(next) !== canonicalJson(previous)) {
          before[name] = current[name] ?? null
          after[name] = next
          await trx
            .insertInto('shop_setting')
            .values({ scope: update.scope, name, value: JSON.stringify(next) })
            .onConflict((conflict) =>
              conflict
                .columns(['scope', 'name'])
                .doUpdateSet((row) => ({ value: row.ref('excluded.value') })),
            )
            .execute()
        } else if (!isShop && next === undefined && current[name] !== undefined) {
          before[name] = current[name]
          after[name] = null
          await trx
            .deleteFrom('shop_setting')
            .where('scope', '=', update.scope)
            .where('name', '=', name)
            .execute()
        }
      }
      const changed = Object.keys(after) as ShopSettingName[]
      if (changed.length > 0)
        await recordAudit(trx, {
          actor: auditActorOf(actor),
          action: 'settings.update',
          subjectType: 'shop_setting',
          subjectId: update.scope,
          before,
          after,
          at: now,
        })
      return { ok: true as const, changed }
    })
  } catch (error) {
    if (error instanceof BackOfficeRefusal && error.code === 'INVALID_FIELDS')
      return {
        ok: false,
        error: 'INVALID_FIELDS',
        fields: error.details.fields as Record<string, ShopSettingFieldError>,
      }
    throw error
  }
}

/** JSON with every object's keys sorted: a JSONB value comes back with its keys in another order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  )
}

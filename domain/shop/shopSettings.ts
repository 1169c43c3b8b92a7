import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { COMPANY, CONTACT, type OpeningDay, type PostalAddress } from '../../config/shopConfig.ts'

/**
 * The shop's settings edited in the back office (docs/back-office.md#shop-settings): the
 * customer service's contact details and opening hours, and the company's legal identity.
 */
export interface ShopSettings {
  phone: string
  email: string
  address: PostalAddress
  openingHours: OpeningDay[]
  legalName: string
  legalForm: string
  /** Share capital in whole euros. */
  shareCapital: number
  tradeRegisterCourt: string
  tradeRegisterNumber: string
  vatId: string
  publicationDirector: string
  hostName: string
  hostAddress: PostalAddress
  hostPhone: string
}

/** The name of one setting. */
export type ShopSettingName = keyof ShopSettings

/** Every setting, in the order the back office lists them. */
export const SHOP_SETTING_NAMES = [
  'phone',
  'email',
  'address',
  'openingHours',
  'legalName',
  'legalForm',
  'shareCapital',
  'tradeRegisterCourt',
  'tradeRegisterNumber',
  'vatId',
  'publicationDirector',
  'hostName',
  'hostAddress',
  'hostPhone',
] as const satisfies readonly ShopSettingName[]

/** The settings every page's footer and the contact page show; the others are the legal identity. */
export const CONTACT_SETTING_NAMES: readonly ShopSettingName[] = ['phone', 'email', 'address', 'openingHours']

/** The scope of the shop-wide values; a store's scope is its key. */
export const SHOP_SCOPE = 'shop'

/** What the settings were in code before migration 0070: a setting without a row falls back to it. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  phone: CONTACT.phone,
  email: CONTACT.email,
  address: { ...CONTACT.address, streetAddress: [...CONTACT.address.streetAddress] },
  openingHours: CONTACT.openingHours.map((day) => ({ day: day.day, opening: [...day.opening] })),
  legalName: COMPANY.legalName,
  legalForm: COMPANY.legalForm,
  shareCapital: COMPANY.shareCapital.amount,
  tradeRegisterCourt: COMPANY.tradeRegister.court,
  tradeRegisterNumber: COMPANY.tradeRegister.number,
  vatId: COMPANY.vatId,
  publicationDirector: COMPANY.publicationDirector,
  hostName: COMPANY.host.name,
  hostAddress: { ...COMPANY.host.address, streetAddress: [...COMPANY.host.address.streetAddress] },
  hostPhone: COMPANY.host.phone,
}

/** A store's settings, and which of them the store overrides (the others are the shop's). */
export interface ResolvedShopSettings {
  settings: ShopSettings
  overridden: ReadonlySet<ShopSettingName>
}

/** The shop-wide values and one store's overrides, as stored (no row: not set). */
export interface StoredShopSettings {
  shop: Partial<ShopSettings>
  store: Partial<ShopSettings>
}

/** Reads the stored rows of the shop and, unless null, of one store. */
export async function readStoredShopSettings(
  db: Kysely<Database>,
  storeKey: string | null,
): Promise<StoredShopSettings> {
  const rows = await db
    .selectFrom('shop_setting')
    .select(['scope', 'name', 'value'])
    .where('scope', 'in', storeKey === null ? [SHOP_SCOPE] : [SHOP_SCOPE, storeKey])
    .execute()
  const known = new Set<string>(SHOP_SETTING_NAMES)
  const stored: StoredShopSettings = { shop: {}, store: {} }
  for (const row of rows) {
    if (!known.has(row.name)) continue
    const target = row.scope === SHOP_SCOPE ? stored.shop : stored.store
    ;(target as Record<string, unknown>)[row.name] = row.value
  }
  return stored
}

/**
 * The settings a store shows: its override of each setting, else the shop-wide value, else
 * the value the shop had in code.
 */
export async function loadShopSettings(
  db: Kysely<Database>,
  storeKey: string,
): Promise<ResolvedShopSettings> {
  const stored = await readStoredShopSettings(db, storeKey)
  return {
    settings: { ...DEFAULT_SHOP_SETTINGS, ...stored.shop, ...stored.store },
    overridden: new Set(Object.keys(stored.store) as ShopSettingName[]),
  }
}

/** The contact details as the shop API's `ContactInfo` gives them. */
export function contactInfoOf(settings: ShopSettings) {
  return {
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    openingHours: settings.openingHours,
  }
}

/** The legal identity as the shop API's `CompanyInfo` gives it. */
export function companyInfoOf(settings: ShopSettings) {
  return {
    legalName: settings.legalName,
    legalForm: settings.legalForm,
    shareCapital: { amount: settings.shareCapital, currency: 'EUR' },
    registeredOffice: settings.address,
    tradeRegister: { court: settings.tradeRegisterCourt, number: settings.tradeRegisterNumber },
    vatId: settings.vatId,
    publicationDirector: settings.publicationDirector,
    host: { name: settings.hostName, address: settings.hostAddress, phone: settings.hostPhone },
  }
}

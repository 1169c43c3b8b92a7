import type { Kysely } from 'kysely'
import type { Database, TaxDocumentSeller } from '../../db/tables.ts'
import { DEFAULT_SHOP_SETTINGS, loadShopSettings, type ShopSettings } from '../shop/shopSettings.ts'

/** The seller block of a tax document from a store's settings. */
export function sellerOf(settings: ShopSettings): TaxDocumentSeller {
  return {
    legalName: settings.legalName,
    legalForm: settings.legalForm,
    shareCapital: settings.shareCapital,
    address: settings.address,
    tradeRegisterNumber: settings.tradeRegisterNumber,
    vatId: settings.vatId,
    email: settings.email,
  }
}

/** What a document issued before migration 0070 printed: the values the shop had in code. */
export const SELLER_BEFORE_SETTINGS: TaxDocumentSeller = sellerOf(DEFAULT_SHOP_SETTINGS)

/**
 * The seller a document issued now prints, as JSON for its `seller` column: the shop's
 * settings of the store that sold the order (docs/back-office.md#shop-settings).
 */
export async function sellerToIssue(db: Kysely<Database>, storeKey: string): Promise<string> {
  const { settings } = await loadShopSettings(db, storeKey)
  return JSON.stringify(sellerOf(settings))
}

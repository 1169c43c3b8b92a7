import type { ShopContext } from '../../context.ts'
import { contactInfoOf } from '../../../../domain/shop/shopSettings.ts'
import { storeShopSettings } from '../storeShopSettings.ts'

/** `ShopConfig.contact`: the store's customer service details, as the back office sets them (docs/back-office.md#shop-settings). */
export async function contact(_: unknown, __: unknown, context: ShopContext) {
  const { settings } = await storeShopSettings(context, 'contact')
  return contactInfoOf(settings)
}

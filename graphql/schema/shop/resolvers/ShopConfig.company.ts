import type { ShopContext } from '../../context.ts'
import { companyInfoOf } from '../../../../domain/shop/shopSettings.ts'
import { storeShopSettings } from '../storeShopSettings.ts'

/** `ShopConfig.company`: the company behind the store, as the back office sets it (docs/back-office.md#shop-settings). */
export async function company(_: unknown, __: unknown, context: ShopContext) {
  const { settings } = await storeShopSettings(context, 'company')
  return companyInfoOf(settings)
}

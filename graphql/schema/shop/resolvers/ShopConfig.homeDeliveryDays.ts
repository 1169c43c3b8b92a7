import type { ShopContext } from '../../context.ts'
import { STORE_DEFINITIONS } from '../../../../config/stores.ts'
import { offeredRate } from '../../../../domain/shipping/shippingTable.ts'
import { storeShippingTable } from '../storeShippingTable.ts'

/** `ShopConfig.homeDeliveryDays`: the delay of home delivery to the store's country (the product page's delivery time), from the shipping rates. */
export async function homeDeliveryDays(_: unknown, __: unknown, context: ShopContext) {
  const country = STORE_DEFINITIONS.find((store) => store.key === context.store.key)?.defaultCountryId
  if (!country) return null
  const rate = offeredRate(await storeShippingTable(context), context.store.key, country, 'home')
  return rate ? { min: rate.daysMin, max: rate.daysMax } : null
}

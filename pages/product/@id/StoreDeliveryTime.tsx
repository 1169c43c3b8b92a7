import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { DeliveryTime } from '../../../components/price/DeliveryTime.tsx'
import { deliveryDays } from '../../../config/shippingRates.ts'
import { STORE_DEFINITIONS } from '../../../config/stores.ts'

/** How long home delivery takes to the store's country, from the delivery page's table (the checkout gives it per method and address). */
export function StoreDeliveryTime() {
  const { store } = usePageContext()
  const countryCode = STORE_DEFINITIONS.find((definition) => definition.key === store.key)?.defaultCountryId
  const days = countryCode ? deliveryDays(countryCode, 'home') : null
  if (!countryCode || !days) return null
  const country = new Intl.DisplayNames([store.locale], { type: 'region' }).of(countryCode) ?? countryCode
  return (
    <p data-delivery-time="">
      <DeliveryTime days={{ min: days[0], max: days[1] }} country={country} />
    </p>
  )
}

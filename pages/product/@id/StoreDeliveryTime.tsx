import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { DeliveryTime } from '../../../components/price/DeliveryTime.tsx'
import { STORE_DEFINITIONS } from '../../../config/stores.ts'

/** How long home delivery takes to the store's country, from the shipping rates (the checkout gives it per method and address). */
export function StoreDeliveryTime({ days }: { days: { min: number; max: number } | null }) {
  const { store } = usePageContext()
  const countryCode = STORE_DEFINITIONS.find((definition) => definition.key === store.key)?.defaultCountryId
  if (!countryCode || !days) return null
  const country = new Intl.DisplayNames([store.locale], { type: 'region' }).of(countryCode) ?? countryCode
  return (
    <p data-delivery-time="">
      <DeliveryTime days={days} country={country} />
    </p>
  )
}

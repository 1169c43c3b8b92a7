import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeHref } from '../shop/ShopContext.tsx'
import { Island } from '../island/Island.tsx'
import { AccountForm } from '../forms/AccountForm.tsx'
import { primaryButton } from '../theme/buttons.styles.ts'
import { formatMoney } from '../price/formatMoney.ts'
import { DeliveryTime } from '../price/DeliveryTime.tsx'
import { CheckoutStep } from './CheckoutStep.tsx'
import { PickupPointPicker } from './PickupPointPicker.island.tsx'
import type { PickupSearchResult } from './pickupLocationsQuery.ts'
import { chosenValue, choiceList, choicePrice } from './checkout.styles.ts'
import { labelledValue } from '../../config/labelledValue.ts'

/** A shipping method of the address, as the API prices it. */
export interface DeliveryMethod {
  carrier_code: string
  method_code: string
  carrier_title: string
  method_title: string
  available: boolean
  error_message?: string | null
  price_incl_tax: { amount: number; currency: string }
  /** Working days from dispatch to the address's country, from the delivery page's table. */
  delivery_days?: { min: number; max: number } | null
}

/** Props of {@link DeliveryStep}. */
export interface DeliveryStepProps {
  /** Whether a shipping address is given (the methods and their prices depend on its country). */
  hasAddress: boolean
  methods: readonly DeliveryMethod[]
  selected: { carrier_code: string; method_code: string; carrier_title: string; method_title: string } | null
  pickupPoint: {
    pickup_location_code: string
    name: string
    street: string
    postcode: string
    city: string
  } | null
  /** Pickup points near the searched place, or near the shipping address. */
  pickup: PickupSearchResult | null
  /** The shopper searched pickup points (`?pickupSearch=`): parcel pickup is then the method meant. */
  pickupSearched: boolean
  editing: boolean
}

const FORM_ID = 'checkout-delivery-form'
const PICKUP = 'pickup'
const methodValue = (method: { carrier_code: string; method_code: string }) =>
  `${method.carrier_code}/${method.method_code}`

/**
 * Step 3: home delivery at the rate of the address's country, or parcel pickup at a point
 * chosen in the pickup picker (map and keyboard list; without JavaScript its search reloads the
 * page with `?pickupSearch=`). The picker sits outside the delivery form (its search is a form
 * of its own), so its radios and the button join the form by its id.
 */
export function DeliveryStep({
  hasAddress,
  methods,
  selected,
  pickupPoint,
  pickup,
  pickupSearched,
  editing,
}: DeliveryStepProps) {
  const { store, formState, mapTiles } = usePageContext()
  const { t } = useLingui()
  const title = <Trans>Delivery</Trans>
  if (!hasAddress) {
    return (
      <CheckoutStep id="checkout-delivery" number={3} title={title}>
        <p>
          <Trans>Give your shipping address first: delivery options and their prices depend on it.</Trans>
        </p>
      </CheckoutStep>
    )
  }
  if (selected && !editing) {
    return (
      <CheckoutStep
        id="checkout-delivery"
        number={3}
        title={title}
        editHref="/checkout/?edit=delivery#checkout-delivery"
      >
        <p className={chosenValue}>
          {labelledValue(store.locale, selected.carrier_title, selected.method_title)}
        </p>
        {pickupPoint ? (
          <p className={chosenValue}>
            {[pickupPoint.name, pickupPoint.street, `${pickupPoint.postcode} ${pickupPoint.city}`].join('\n')}
          </p>
        ) : null}
      </CheckoutStep>
    )
  }
  const refused = formState?.form === 'shippingMethod' ? formState.values : null
  const pickupMethod = methods.find((method) => method.carrier_code === PICKUP && method.available)
  const checkedValue =
    refused?.shippingMethod ??
    (pickupSearched && pickupMethod
      ? methodValue(pickupMethod)
      : selected
        ? methodValue(selected)
        : methods.find((method) => method.available) &&
          methodValue(methods.find((method) => method.available)!))
  const price = (method: DeliveryMethod) =>
    method.price_incl_tax.amount === 0
      ? t`Free`
      : formatMoney(method.price_incl_tax.amount, method.price_incl_tax.currency, store.locale)
  return (
    <CheckoutStep id="checkout-delivery" number={3} title={title}>
      <AccountForm
        id={FORM_ID}
        name="shippingMethod"
        action="/checkout/"
        operation="shippingMethod"
        labelledBy="checkout-delivery-heading"
      >
        {pickup ? <input type="hidden" name="pickupSearch" value={pickup.term} /> : null}
        <fieldset>
          <legend>
            <Trans>How would you like to receive your order?</Trans>
          </legend>
          <ul className={choiceList}>
            {methods.map((method) => {
              const value = methodValue(method)
              const id = `shippingMethod-${method.carrier_code}-${method.method_code}`
              return (
                <li key={value}>
                  <label htmlFor={id}>
                    <input
                      id={id}
                      type="radio"
                      name="shippingMethod"
                      value={value}
                      defaultChecked={value === checkedValue}
                      disabled={!method.available}
                      required
                    />
                    <span>
                      <strong>{method.carrier_title}</strong>
                      <br />
                      {method.method_title}
                      {method.delivery_days ? (
                        <>
                          <br />
                          <DeliveryTime days={method.delivery_days} />
                        </>
                      ) : null}
                      {method.available || !method.error_message ? null : (
                        <>
                          <br />
                          {method.error_message}
                        </>
                      )}
                    </span>
                    <span className={choicePrice}>{price(method)}</span>
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
      </AccountForm>
      {pickupMethod ? (
        <section aria-labelledby="checkout-pickup-heading">
          <h3 id="checkout-pickup-heading">
            <Trans>Choose your pickup point</Trans>
          </h3>
          <p>
            <Trans>
              For parcel pickup: search near any postcode or town, then choose a point in the list or on the
              map.
            </Trans>
          </p>
          <Island
            of={PickupPointPicker}
            props={{
              result: pickup,
              selectedCode: refused?.pickupLocationCode ?? pickupPoint?.pickup_location_code ?? null,
              tiles: mapTiles,
              searchAction: storeHref(store, '/checkout/'),
              form: FORM_ID,
            }}
            hydrate="visible"
          />
        </section>
      ) : null}
      <button type="submit" form={FORM_ID} className={primaryButton}>
        <Trans>Continue to payment</Trans>
      </button>
    </CheckoutStep>
  )
}

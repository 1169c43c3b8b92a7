import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { CheckoutSummary } from '../../../components/checkout/CheckoutSummary.tsx'
import { ContactStep } from '../../../components/checkout/ContactStep.tsx'
import { ShippingAddressStep } from '../../../components/checkout/ShippingAddressStep.tsx'
import { DeliveryStep } from '../../../components/checkout/DeliveryStep.tsx'
import { BillingAddressStep } from '../../../components/checkout/BillingAddressStep.tsx'
import { PaymentStep } from '../../../components/checkout/PaymentStep.tsx'
import { isCardFormErrorCode } from '../../../components/checkout/cardErrorMessages.ts'
import { pendingCardPaymentOf } from '../../../components/checkout/pendingCardPayment.ts'
import { checkoutLayout, stepList } from '../../../components/checkout/checkout.styles.ts'
import { BeginCheckout } from '../../../components/dataLayer/BeginCheckout.tsx'
import type { CheckoutPageData } from './+data.ts'

/**
 * The checkout on one page (/checkout/): contact, shipping address, delivery (home or
 * parcel pickup), billing address and payment as numbered steps beside the order summary; a
 * virtual cart (gift cards only, e-mailed) skips the two shipping steps. Each step is a plain
 * form posting to this page; a finished step shows what was chosen with "Change"
 * (`?edit=<step>`), and a refused one comes back open with what was typed.
 */
export default function Page() {
  const { urlParsed, formState, formResult } = usePageContext()
  const page = useData<CheckoutPageData>()
  const { cart, customer } = page
  const edit = formState ? editedStepOf(formState.form) : String(urlParsed.search.edit ?? '')
  const shipping = cart.shipping_addresses[0] ?? null
  const saved = (customer?.addresses ?? []).map((address) => ({ id: address.id, address }))
  // The address book may hold billing addresses anywhere: the parcel goes only where the shop delivers.
  const deliverable = new Set(page.shippingCountries.map((country) => country.value))
  const savedForShipping = (customer?.addresses ?? [])
    .filter((address) => deliverable.has(address.countryCode))
    .map((address) => ({ id: address.id, address }))
  const defaultShippingId = customer?.addresses.find((address) => address.defaultShipping)?.id ?? null
  const defaultBillingId = customer?.addresses.find((address) => address.defaultBilling)?.id ?? null
  const blank = {
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    company: '',
    street: [],
    postcode: '',
    city: '',
    countryCode: page.defaultCountryId,
    telephone: '',
  }
  const typedShipping = shipping && shipping.customer_address_id == null ? shipping : null
  const isVirtual = cart.is_virtual
  return (
    <>
      <PageHeading>
        <Trans>Checkout</Trans>
      </PageHeading>
      <FormNotice />
      <BeginCheckout
        items={cart.items}
        checkout={{
          coupon: cart.applied_coupons[0]?.code ?? null,
          shippingTier: shipping?.selected_shipping_method?.method_code ?? null,
          paymentType: cart.selected_payment_method?.code ?? null,
        }}
      />
      <div className={checkoutLayout}>
        <ol className={stepList}>
          <ContactStep
            email={customer?.email ?? cart.email ?? ''}
            isCustomer={customer != null}
            editing={edit === 'email'}
            nextStep={isVirtual ? 'billing' : 'shipping'}
          />
          {isVirtual ? null : (
            <ShippingAddressStep
              chosen={
                shipping
                  ? {
                      address: shipping,
                      customerAddressId:
                        shipping.customer_address_id == null ? null : String(shipping.customer_address_id),
                    }
                  : null
              }
              savedAddresses={savedForShipping}
              defaultSavedId={
                savedForShipping.some((option) => option.id === defaultShippingId) ? defaultShippingId : null
              }
              blank={typedShipping ? addressValuesOf(typedShipping) : blank}
              countries={page.shippingCountries}
              editing={edit === 'shipping'}
              newAddress={
                urlParsed.search.new === '1' ||
                (formState?.form === 'shippingAddress' && !formState.values.customerAddressId)
              }
              billingFollows={cart.billing_address == null || cart.billing_address.same_as_shipping}
              isCustomer={customer != null}
            />
          )}
          {isVirtual ? null : (
            <DeliveryStep
              hasAddress={shipping != null}
              methods={shipping?.available_shipping_methods ?? []}
              selected={shipping?.selected_shipping_method ?? null}
              pickupPoint={shipping?.pickup_location ?? null}
              pickup={page.pickup}
              pickupSearched={page.pickupSearched}
              editing={edit === 'delivery' || page.pickupSearched}
            />
          )}
          <BillingAddressStep
            number={isVirtual ? 2 : 4}
            isVirtual={isVirtual}
            hasShippingAddress={shipping != null}
            chosen={
              cart.billing_address
                ? { address: cart.billing_address, sameAsShipping: cart.billing_address.same_as_shipping }
                : null
            }
            savedAddresses={saved}
            defaultSavedId={defaultBillingId}
            blank={blank}
            countries={page.countries}
            editing={edit === 'billing'}
          />
          <PaymentStep
            number={isVirtual ? 3 : 5}
            isVirtual={isVirtual}
            ready={isVirtual ? cart.billing_address != null : shipping?.selected_shipping_method != null}
            methods={cart.available_payment_methods}
            selectedCode={cart.selected_payment_method?.code ?? null}
            grandTotal={cart.prices.grand_total}
            cartId={cart.id}
            idempotencyKey={page.idempotencyKey}
            pendingCard={pendingCardPaymentOf(formResult)}
            cardError={isCardFormErrorCode(urlParsed.search.card_error) ? urlParsed.search.card_error : null}
            orderRefusal={
              formResult?.form === 'placeOrderRefused' ? (formResult.values.message ?? null) : null
            }
            termsPath={page.termsPath}
            returnsPath={page.returnsPath}
            appliedGiftCards={cart.applied_gift_cards}
            storeCredit={
              customer?.store_credit.enabled &&
              (customer.store_credit.current_balance.value > 0 || cart.applied_store_credit)
                ? {
                    balance: {
                      amount: customer.store_credit.current_balance.value,
                      currency: customer.store_credit.current_balance.currency,
                    },
                    applied: cart.applied_store_credit?.applied_balance ?? null,
                  }
                : null
            }
          />
        </ol>
        <CheckoutSummary cart={cart} />
      </div>
    </>
  )
}

/** The step a refused form belongs to: it stays open to show the error and what was typed. */
function editedStepOf(form: string): string {
  const steps: Record<string, string> = {
    checkoutEmail: 'email',
    shippingAddress: 'shipping',
    shippingMethod: 'delivery',
    billingAddress: 'billing',
  }
  return steps[form] ?? ''
}

/** The typed shipping address as the form's starting values. */
function addressValuesOf(address: {
  firstname: string
  lastname: string
  company?: string | null
  street: readonly string[]
  postcode: string
  city: string
  country: { code: string }
  telephone?: string | null
}) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? '',
    street: address.street,
    postcode: address.postcode,
    city: address.city,
    countryCode: address.country.code,
    telephone: address.telephone ?? '',
  }
}

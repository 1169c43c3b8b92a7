// https://vike.dev/data
import { randomUUID } from 'node:crypto'
import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import {
  PickupLocationsSearch,
  toPickupSearchResult,
} from '../../../components/checkout/pickupLocationsQuery.ts'

/** What the checkout page shows. */
export type CheckoutPageData = Awaited<ReturnType<typeof data>>

/**
 * The session's cart with everything chosen so far, the customer's address book and credit,
 * the countries, and the pickup points near the searched place (or near the shipping address).
 * An empty cart goes back to the cart page; a guest without an e-mail to /checkout/login.
 */
export async function data(pageContext: PageContextServer) {
  const {
    shopperCart: cart,
    me,
    countries,
    shop,
    terms,
    returns,
  } = await shopQuery(pageContext, CheckoutPageQuery, {})
  if (!cart || cart.total_quantity === 0) throw redirect('/cart?checkout=empty', 302)
  if (!me && !cart.email) throw redirect('/checkout/login', 302)
  const shippingAddress = cart.shipping_addresses[0] ?? null
  const searched = String(pageContext.urlParsed.search.pickupSearch ?? '')
    .trim()
    .slice(0, 100)
  const pickupTerm = searched || shippingAddress?.postcode || ''
  const pickup =
    pickupTerm && shippingAddress
      ? toPickupSearchResult(
          pickupTerm,
          await shopQuery(pageContext, PickupLocationsSearch, { searchTerm: pickupTerm }),
        )
      : null
  const collator = new Intl.Collator(pageContext.store.locale)
  const sorted = [...countries].sort((a, b) => collator.compare(a.name, b.name))
  return {
    cart,
    customer: me,
    // A bill may go anywhere; a parcel only where a shipping rate exists (docs/checkout.md, "Country lists").
    countries: sorted.map((country) => ({ value: country.code2, label: country.name })),
    shippingCountries: sorted
      .filter((country) => country.shipsTo)
      .map((country) => ({ value: country.code2, label: country.name })),
    defaultCountryId: shop.defaultCountryId,
    pickup,
    pickupSearched: searched !== '',
    termsPath: terms?.path ?? null,
    returnsPath: returns?.path ?? null,
    // One key per rendered page: a double press or a retried post of this page places one order.
    idempotencyKey: randomUUID(),
  }
}

const CheckoutPageQuery = graphql(`
  query CheckoutPage {
    shopperCart {
      id
      total_quantity
      is_virtual
      email
      ...CheckoutSummary
      items {
        item_id
        ...DataLayerCartItem
      }
      applied_coupons {
        code
      }
      prices {
        grand_total {
          amount
          currency
        }
      }
      shipping_addresses {
        ...CheckoutCartAddress
        firstname
        lastname
        company
        street
        postcode
        city
        country {
          code
        }
        telephone
        customer_address_id
        available_shipping_methods {
          carrier_code
          method_code
          carrier_title
          method_title
          available
          error_message
          price_incl_tax {
            amount
            currency
          }
          delivery_days {
            min
            max
          }
        }
        selected_shipping_method {
          carrier_code
          method_code
          carrier_title
          method_title
        }
        pickup_location {
          pickup_location_code
          name
          street
          postcode
          city
        }
      }
      billing_address {
        ...CheckoutCartAddress
        customer_address_id
        same_as_shipping
      }
      available_payment_methods {
        code
        title
      }
      selected_payment_method {
        code
      }
      applied_gift_cards {
        code
        applied_balance {
          amount
          currency
        }
      }
      applied_store_credit {
        applied_balance {
          amount
          currency
        }
      }
    }
    me {
      id
      email
      firstname
      lastname
      addresses {
        id
        firstname
        lastname
        defaultShipping
        defaultBilling
        countryCode
        ...PostalAddress_address
      }
      store_credit {
        enabled
        current_balance {
          value
          currency
        }
      }
    }
    countries {
      code2
      name
      shipsTo
    }
    shop {
      id
      defaultCountryId
    }
    terms: cmsPage(identifier: "terms-of-sale") {
      identifier
      path
    }
    returns: cmsPage(identifier: "returns") {
      identifier
      path
    }
  }
`)

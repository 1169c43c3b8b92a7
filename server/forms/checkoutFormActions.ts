import type { ExecutionResult } from 'graphql'
import type { MutationErrorCode } from '../../domain/mutationResult.ts'
import { graphql } from '../../graphql/client/generated/gql.ts'
import {
  formRequest,
  mutationAnswer,
  type FormAction,
  type FormAnswer,
  type FormOperation,
} from './formAction.ts'
import { checkboxField, textField, wholeNumberField, type FormBody } from './formFields.ts'
import { placeOrderAnswer } from './placeOrderAnswer.ts'

/** What every checkout mutation answers (`CheckoutMutationOutput`). */
interface CheckoutMutationAnswer {
  success: boolean
  errorCode?: MutationErrorCode | null
  errorMessage?: string | null
  errorField?: string | null
}

/** The API's input field names (`country_code`) as the checkout's forms name them (`countryCode`). */
const FORM_FIELD_OF: Record<string, string> = {
  country_code: 'countryCode',
  vat_id: 'vatId',
  pickup_location_code: 'pickupLocationCode',
  gift_card_code: 'giftCardCode',
  customer_address_id: 'customerAddressId',
  carrier_code: 'shippingMethod',
  method_code: 'shippingMethod',
  code: 'paymentMethod',
}

/** Reads the answers of a document's mutations in order: the first refused one says why. */
export function checkoutAnswer<K extends string>(...resultFields: K[]) {
  return (result: ExecutionResult<{ [P in K]?: CheckoutMutationAnswer | null }>): FormAnswer => {
    for (const field of resultFields) {
      const answer = result.data?.[field]
      if (answer?.success) continue
      const errorField = answer?.errorField ? (FORM_FIELD_OF[answer.errorField] ?? answer.errorField) : null
      // An expired gift card's message carries its date: the page shows the API's words.
      const message =
        answer?.errorCode === 'GIFT_CARD_EXPIRED' && answer.errorMessage
          ? { message: answer.errorMessage }
          : {}
      return { success: false, errorCode: answer?.errorCode ?? null, errorField, ...message }
    }
    return { success: true }
  }
}

/** The address typed in a checkout form (`CartAddressInput`), from the same field names as the address book's form. */
export function cartAddressOf(body: FormBody) {
  return {
    firstname: textField(body, 'firstname').trim(),
    lastname: textField(body, 'lastname').trim(),
    company: textField(body, 'company').trim(),
    street: [textField(body, 'street'), textField(body, 'streetExtra')]
      .map((line) => line.trim())
      .filter((line, index) => index === 0 || line !== ''),
    city: textField(body, 'city').trim(),
    postcode: textField(body, 'postcode').trim(),
    country_code: textField(body, 'countryCode'),
    telephone: textField(body, 'telephone').trim(),
    save_in_address_book: checkboxField(body, 'saveInAddressBook'),
  }
}

/** A saved address chosen by its radio button, or null when the shopper typed one. */
function customerAddressIdOf(body: FormBody): number | null {
  const id = wholeNumberField(body, 'customerAddressId')
  return id !== null && id > 0 ? id : null
}

/** An operation of the checkout page: on the session's cart, back to the checkout's step on success. */
function checkoutOperation(
  operation: Omit<FormOperation, 'requiresCustomer' | 'needsCart' | 'next'> & {
    requiresCustomer?: boolean
    next?: FormOperation['next']
  },
): FormOperation {
  return { requiresCustomer: false, needsCart: true, next: () => '/checkout/', ...operation }
}

/** Continue as a guest, or change the guest's e-mail: the e-mail goes on the session's cart. */
function guestEmailOperation(form: string): FormOperation {
  return checkoutOperation({
    form,
    request: (body, { cartId }) =>
      formRequest(
        GUEST_EMAIL,
        { cartId, email: textField(body, 'email').trim() },
        checkoutAnswer('setGuestEmailOnCart'),
      ),
    // A virtual cart (gift cards only) goes on to its billing address: it has no shipping step.
    next: (body) =>
      textField(body, 'nextStep') === 'billing'
        ? '/checkout/#checkout-billing'
        : '/checkout/#checkout-shipping',
  })
}

const shippingAddress = checkoutOperation({
  form: 'shippingAddress',
  request: (body, { cartId }) => {
    const customerAddressId = customerAddressIdOf(body)
    const shipping = customerAddressId
      ? { customer_address_id: customerAddressId }
      : { address: cartAddressOf(body) }
    // The billing address follows the shipping address until the shopper gives another one.
    const billingSameAsShipping = checkboxField(body, 'billingSameAsShipping')
    return formRequest(SHIPPING_ADDRESS, { cartId, shipping, billingSameAsShipping }, (result) =>
      checkoutAnswer(
        'shipping',
        ...(result.data && 'billing' in result.data ? (['billing'] as const) : []),
      )(result),
    )
  },
  next: () => '/checkout/#checkout-delivery',
  pageOnError: (body) =>
    customerAddressIdOf(body) ? '/checkout/?edit=shipping' : '/checkout/?edit=shipping&new=1',
})

const shippingMethod = checkoutOperation({
  form: 'shippingMethod',
  request: (body, { cartId }) => {
    const [carrierCode = '', methodCode = ''] = textField(body, 'shippingMethod').split('/')
    const pickupLocationCode = textField(body, 'pickupLocationCode')
    const method = {
      carrier_code: carrierCode,
      method_code: methodCode,
      ...(carrierCode === 'pickup' ? { pickup_location_code: pickupLocationCode } : {}),
    }
    return formRequest(SHIPPING_METHOD, { cartId, method }, checkoutAnswer('setShippingMethodsOnCart'))
  },
  next: () => '/checkout/#checkout-payment',
  // The pickup search shown again, so the refused choice can be made again among the same points.
  pageOnError: (body) => {
    const search = textField(body, 'pickupSearch')
    return search
      ? `/checkout/?edit=delivery&pickupSearch=${encodeURIComponent(search)}`
      : '/checkout/?edit=delivery'
  },
})

const billingAddress = checkoutOperation({
  form: 'billingAddress',
  request: (body, { cartId }) => {
    const customerAddressId = customerAddressIdOf(body)
    const billing = checkboxField(body, 'sameAsShipping')
      ? { same_as_shipping: true }
      : customerAddressId
        ? { customer_address_id: customerAddressId }
        : { address: { ...cartAddressOf(body), vat_id: textField(body, 'vatId').trim() } }
    return formRequest(BILLING_ADDRESS, { cartId, billing }, checkoutAnswer('setBillingAddressOnCart'))
  },
  next: () => '/checkout/#checkout-payment',
  pageOnError: () => '/checkout/?edit=billing',
})

const applyGiftCard = checkoutOperation({
  form: 'giftCard',
  request: (body, { cartId }) =>
    formRequest(
      APPLY_GIFT_CARD,
      { cartId, code: textField(body, 'giftCardCode').trim() },
      checkoutAnswer('applyGiftCardToCart'),
    ),
  notice: 'giftCardApplied',
  next: () => '/checkout/#checkout-payment',
})

const removeGiftCard = checkoutOperation({
  form: 'giftCard',
  request: (body, { cartId }) =>
    formRequest(
      REMOVE_GIFT_CARD,
      { cartId, code: textField(body, 'giftCardCode') },
      checkoutAnswer('removeGiftCardFromCart'),
    ),
  notice: 'giftCardRemoved',
  next: () => '/checkout/#checkout-payment',
})

const applyStoreCredit = checkoutOperation({
  form: 'storeCredit',
  requiresCustomer: true,
  request: (_, { cartId }) =>
    formRequest(APPLY_STORE_CREDIT, { cartId }, checkoutAnswer('applyStoreCreditToCart')),
  notice: 'storeCreditApplied',
  next: () => '/checkout/#checkout-payment',
})

const removeStoreCredit = checkoutOperation({
  form: 'storeCredit',
  requiresCustomer: true,
  request: (_, { cartId }) =>
    formRequest(REMOVE_STORE_CREDIT, { cartId }, checkoutAnswer('removeStoreCreditFromCart')),
  notice: 'storeCreditRemoved',
  next: () => '/checkout/#checkout-payment',
})

/**
 * Place the order: the payment method chosen beside the button, then `placeOrder` with the
 * page's cart and idempotency key (one document, run in order), so a button pressed twice or a
 * retried post answers the same order or payment, also once the cart is gone with its order.
 */
const placeOrder = checkoutOperation({
  form: 'placeOrder',
  request: (body, { cartId }) => {
    const paymentMethod = textField(body, 'paymentMethod')
    const variables = {
      cartId,
      key: textField(body, 'idempotencyKey') || null,
      paymentMethod,
      withPayment: paymentMethod !== '',
    }
    return formRequest(PLACE_ORDER, variables, placeOrderAnswer)
  },
  postedCartId: (body) => textField(body, 'cartId') || null,
  rememberCart: true,
  next: () => '/checkout/success',
})

/**
 * The checkout's forms. `/checkout/login`: sign in (`signIn`) or continue as a guest (`guest`),
 * both on to /checkout/. `/checkout/`: one operation per step (`email`, `shippingAddress`,
 * `shippingMethod`, `billingAddress`, gift card and store credit, `placeOrder`), each running
 * the checkout API's mutation on the session's cart and answering 303 to the next step, or
 * rendering the page again with what was typed (422, 429 when rate-limited).
 */
export const CHECKOUT_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/checkout/login',
    operations: {
      signIn: {
        form: 'checkoutSignIn',
        requiresCustomer: false,
        request: (body) =>
          formRequest(
            CHECKOUT_SIGN_IN,
            { email: textField(body, 'email'), password: textField(body, 'password') },
            mutationAnswer('signIn'),
          ),
        next: () => '/checkout/',
      },
      guest: { ...guestEmailOperation('checkoutGuest'), next: () => '/checkout/' },
    },
  },
  {
    path: '/checkout/',
    operations: {
      email: guestEmailOperation('checkoutEmail'),
      shippingAddress,
      shippingMethod,
      billingAddress,
      applyGiftCard,
      removeGiftCard,
      applyStoreCredit,
      removeStoreCredit,
      placeOrder,
    },
  },
]

const CHECKOUT_SIGN_IN = graphql(`
  mutation FormCheckoutSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const GUEST_EMAIL = graphql(`
  mutation FormCheckoutGuestEmail($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const SHIPPING_ADDRESS = graphql(`
  mutation FormCheckoutShippingAddress(
    $cartId: String!
    $shipping: ShippingAddressInput!
    $billingSameAsShipping: Boolean!
  ) {
    shipping: setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {
      success
      errorCode
      errorMessage
      errorField
    }
    billing: setBillingAddressOnCart(
      input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }
    ) @include(if: $billingSameAsShipping) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const SHIPPING_METHOD = graphql(`
  mutation FormCheckoutShippingMethod($cartId: String!, $method: ShippingMethodInput!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method] }) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const BILLING_ADDRESS = graphql(`
  mutation FormCheckoutBillingAddress($cartId: String!, $billing: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const APPLY_GIFT_CARD = graphql(`
  mutation FormCheckoutApplyGiftCard($cartId: String!, $code: String!) {
    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const REMOVE_GIFT_CARD = graphql(`
  mutation FormCheckoutRemoveGiftCard($cartId: String!, $code: String!) {
    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const APPLY_STORE_CREDIT = graphql(`
  mutation FormCheckoutApplyStoreCredit($cartId: String!) {
    applyStoreCreditToCart(input: { cart_id: $cartId }) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const REMOVE_STORE_CREDIT = graphql(`
  mutation FormCheckoutRemoveStoreCredit($cartId: String!) {
    removeStoreCreditFromCart(input: { cart_id: $cartId }) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)

const PLACE_ORDER = graphql(`
  mutation FormCheckoutPlaceOrder(
    $cartId: String!
    $key: String
    $paymentMethod: String!
    $withPayment: Boolean!
  ) {
    # The payment method chosen beside the button, when the form sent one.
    payment: setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $paymentMethod } })
      @include(if: $withPayment) {
      success
      errorCode
      errorMessage
      errorField
    }
    placeOrder(input: { cart_id: $cartId, idempotency_key: $key }) {
      order {
        order_number
        token
      }
      errors {
        code
        message
      }
      payment {
        intent_id
        client_secret
        confirmation_url
        status
        method
        next_action_url
        decline_code
        amount {
          amount
          currency
        }
      }
    }
  }
`)

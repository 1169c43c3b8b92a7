import {
  checkoutTotals,
  goodsSubtotal,
  fromCents,
  orderTotals,
  type Cents,
  type PricedLine,
  type TaxRate,
} from '../../pricing/index.ts'
import type { CartAddressValue, ShippingMethodCode } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import type { CartRow } from '../cart/cartAccess.ts'
import { maskGiftCardCode } from '../giftcards/giftCardCodes.ts'
import { storeCreditBalance } from '../storecredit/storeCredit.ts'
import { isFeatureActive } from '../shop/featureFlags.ts'
import { shopperText } from '../shopperText.ts'
import { pickupLocationByCode } from './pickupLocationByCode.ts'
import { PAYMENT_METHOD_TITLES, SHIPPING_METHOD_TITLES } from './checkoutMessages.ts'
import { SHIPPING_CODES, shippingOffers } from './shippingRates.ts'
import { availablePaymentCodes } from './paymentMethods.ts'

/** A gift card applied to a cart, with what it takes off. */
export interface AppliedCard {
  giftCardId: number
  last4: string
  balanceCents: Cents
  appliedCents: Cents
  expiresAt: Date | null
}

/** What placing an order needs to know of a cart's checkout, beside its lines. */
export interface CheckoutSummary {
  shippingMethod: ShippingMethodCode | null
  shippingCents: Cents
  giftCards: AppliedCard[]
  storeCreditCents: Cents
  amountDue: Cents
  paymentMethod: string | null
  totals: ReturnType<typeof checkoutTotals>
}

/** The priced cart a checkout state is computed for. */
export interface CheckoutPricing {
  lines: readonly PricedLine[]
  /** Nothing in the cart is shipped (gift cards only): no shipping address, method nor price. */
  isVirtual: boolean
  discount: Cents
  /** The destination's standard rate; each line carries its own ({@link PricedLine.rate}). */
  rate: TaxRate
}

/**
 * The checkout part of a cart as the API answers it: addresses with their shipping methods
 * priced from the rate table (none for a virtual cart), gift cards and store credit spent in
 * that order, payment methods, and the totals of the pricing module (`summary` is for
 * placeOrder, not the API).
 */
export async function checkoutState(
  context: DomainContext,
  cart: CartRow,
  { lines, isVirtual, discount, rate }: CheckoutPricing,
) {
  const money = (cents: Cents) => ({ amount: fromCents(cents), currency: context.store.currency })
  const text = (message: Parameters<typeof shopperText>[1]) => shopperText(context.store.locale, message)
  // Free delivery is earned by the goods shipped, after their discount: gift cards are e-mailed.
  const shippedSubtotal = goodsSubtotal(lines)
  // A virtual cart keeps an address given before (its goods may come back) but ships nothing.
  const address = isVirtual ? null : cart.shipping_address
  const offers = address
    ? await shippingOffers(
        context.db,
        context.store.key,
        address.country_code,
        shippedSubtotal - Math.min(discount, shippedSubtotal),
      )
    : []
  const selected = offers.find((offer) => offer.method === cart.shipping_method) ?? null
  const cards = await appliedCardsOf(context, cart)
  // Switching the flag off stops credit already applied to carts from being spent.
  const creditOn =
    cart.use_store_credit && cart.customer_id !== null && (await isFeatureActive(context.db, 'store_credit'))
  const credit =
    creditOn && cart.customer_id !== null ? await storeCreditBalance(context.db, cart.customer_id) : 0
  const totals = checkoutTotals(lines, {
    discount,
    shipping: selected?.priceCents ?? 0,
    rate,
    giftCardBalances: cards.map((card) => card.balanceCents),
    storeCreditBalance: credit,
  })
  const giftCards = cards.map((card, index) => ({ ...card, appliedCents: totals.giftCards[index] ?? 0 }))
  const paymentCodes = availablePaymentCodes(context, totals.amountDue)
  const paymentTitle = (code: string) =>
    text(
      code === 'free'
        ? PAYMENT_METHOD_TITLES.free
        : code.endsWith('_wallet')
          ? PAYMENT_METHOD_TITLES.wallet
          : PAYMENT_METHOD_TITLES.card,
    )
  const shippingMethodView = (method: ShippingMethodCode, cents: Cents) => ({
    carrier_code: SHIPPING_CODES[method].carrier,
    carrier_title: text(SHIPPING_METHOD_TITLES[method].carrier),
    method_code: SHIPPING_CODES[method].method,
    method_title: text(SHIPPING_METHOD_TITLES[method].method),
    amount: money(cents),
    price_incl_tax: money(cents),
    // Shipping's VAT follows the goods' rates (pricing/vatBreakdown.ts).
    price_excl_tax: money(cents - orderTotals(lines, { discount, shipping: cents, rate }).shippingTax),
  })
  const pickup =
    selected?.method === 'pickup' && cart.pickup_location_code
      ? await pickupLocationByCode(context, cart.pickup_location_code)
      : null
  const summary: CheckoutSummary = {
    shippingMethod: selected?.method ?? null,
    shippingCents: selected?.priceCents ?? 0,
    giftCards,
    storeCreditCents: totals.storeCredit,
    amountDue: totals.amountDue,
    paymentMethod:
      cart.payment_method !== null && paymentCodes.includes(cart.payment_method) ? cart.payment_method : null,
    totals,
  }
  return {
    summary,
    email: cart.email,
    shipping_addresses: address
      ? [
          {
            ...(await addressView(context, address)),
            available_shipping_methods: offers.map((offer) => ({
              ...shippingMethodView(offer.method, offer.priceCents),
              available: true,
              error_message: null,
              delivery_days: offer.days,
            })),
            selected_shipping_method: selected
              ? shippingMethodView(selected.method, selected.priceCents)
              : null,
            pickup_location: pickup,
          },
        ]
      : [],
    billing_address: cart.billing_address
      ? {
          ...(await addressView(context, cart.billing_address)),
          same_as_shipping: cart.billing_same_as_shipping,
        }
      : null,
    available_payment_methods: paymentCodes.map((code) => ({ code, title: paymentTitle(code) })),
    selected_payment_method: summary.paymentMethod
      ? { code: summary.paymentMethod, title: paymentTitle(summary.paymentMethod) }
      : null,
    applied_gift_cards: giftCards.map((card) => ({
      code: maskGiftCardCode(card.last4),
      applied_balance: money(card.appliedCents),
      current_balance: money(card.balanceCents),
      expiration_date: card.expiresAt ? card.expiresAt.toISOString().slice(0, 10) : null,
    })),
    applied_store_credit: creditOn
      ? { enabled: true, applied_balance: money(totals.storeCredit), current_balance: money(credit) }
      : null,
    prices: {
      shipping_including_tax: money(summary.shippingCents),
      shipping_excluding_tax: money(summary.shippingCents - totals.shippingTax),
      gift_cards_total: money(totals.giftCardTotal),
      store_credit_total: money(totals.storeCredit),
      total_before_credits: money(totals.totalBeforeCredits),
      grand_total: money(totals.amountDue),
    },
  }
}

/** An address of a cart as the API answers it, its country named in the store's language. */
export async function addressView(context: DomainContext, address: CartAddressValue) {
  const country = await context.db
    .selectFrom('country')
    .select('names')
    .where('code2', '=', address.country_code)
    .executeTakeFirst()
  const countryNames = new Map([[address.country_code, country?.names[context.language]]])
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company || null,
    street: [address.street, address.street_extra].filter((line) => line !== ''),
    city: address.city,
    postcode: address.postcode,
    country: {
      code: address.country_code,
      label: countryNames.get(address.country_code) ?? address.country_code,
    },
    telephone: address.telephone || null,
    customer_address_id: address.customer_address_id,
    vat_id: address.vat_id || null,
  }
}

/** The gift cards applied to a cart that can still be spent, oldest first. */
async function appliedCardsOf(context: DomainContext, cart: CartRow): Promise<AppliedCard[]> {
  const rows = await context.db
    .selectFrom('cart_gift_card')
    .innerJoin('gift_card_account', 'gift_card_account.id', 'cart_gift_card.gift_card_id')
    .select(['gift_card_account.id', 'code_last4', 'balance_cents', 'expires_at'])
    .where('cart_id', '=', cart.id)
    .where('state', 'in', ['active', 'used'])
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', context.now)]))
    .orderBy('applied_at')
    .orderBy('gift_card_account.id')
    .execute()
  return rows.map((row) => ({
    giftCardId: Number(row.id),
    last4: row.code_last4,
    balanceCents: row.balance_cents,
    appliedCents: 0,
    expiresAt: row.expires_at,
  }))
}

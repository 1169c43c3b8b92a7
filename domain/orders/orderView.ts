import type { Selectable } from 'kysely'
import { fromCents, type Cents } from '../../pricing/index.ts'
import type { OrderAddressTable, ShopOrderTable } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import { shopperText } from '../shopperText.ts'
import { couponLabel, taxLabel, vatRateText } from '../cart/cartMessages.ts'
import { destinationVat } from '../checkout/destinationVat.ts'
import { orderVat } from './orderVat.ts'
import { PAYMENT_METHOD_TITLES, SHIPPING_METHOD_TITLES } from '../checkout/checkoutMessages.ts'
import { pickupLocationByCode } from '../checkout/pickupLocationByCode.ts'
import { maskGiftCardCode } from '../giftcards/giftCardCodes.ts'
import { giftCardItemView } from '../giftcards/giftCardItemView.ts'
import { carrierTitleOf, trackingUrlOf } from './carriers.ts'
import { productNamesIn } from './productNamesIn.ts'

/** An order row. */
export type OrderRow = Selectable<ShopOrderTable>

/**
 * An order as the API answers it (Magento's CustomerOrder fields on the shop's `Order`),
 * every amount as it was when placed. Guest orders carry their signed link token.
 */
export async function orderView(context: DomainContext, order: OrderRow) {
  const money = (cents: Cents) => ({ amount: fromCents(cents), currency: order.currency })
  const text = (message: Parameters<typeof shopperText>[1]) => shopperText(context.store.locale, message)
  const orderId = Number(order.id)
  const [items, addresses, payment, cards, history, shipments] = await Promise.all([
    context.db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    context.db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).execute(),
    context.db
      .selectFrom('order_payment')
      .innerJoin('payment', 'payment.id', 'order_payment.payment_id')
      .select(['order_payment.card_brand', 'order_payment.card_last4'])
      .where('order_payment.order_id', '=', orderId)
      .executeTakeFirst(),
    context.db
      .selectFrom('order_gift_card')
      .innerJoin('gift_card_account', 'gift_card_account.id', 'order_gift_card.gift_card_id')
      .select(['code_last4', 'amount_cents'])
      .where('order_gift_card.order_id', '=', orderId)
      .execute(),
    context.db
      .selectFrom('order_status_history')
      .select(['status', 'changed_at'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    context.db
      .selectFrom('order_shipment')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
  ])
  // Names in the store's language: the order may have been placed in another store (amounts stay as charged).
  const names = await productNamesIn(
    context.db,
    context.language,
    items.map((item) => item.sku),
  )
  const addressOf = (kind: 'shipping' | 'billing') => {
    const row = addresses.find((address) => address.kind === kind)
    return row ? orderAddressView(row) : null
  }
  const destination =
    addresses.find((address) => address.kind === 'shipping') ??
    addresses.find((address) => address.kind === 'billing')
  const vat = orderVat(
    items,
    order.shipping_cents,
    (
      await destinationVat(
        context.db,
        destination?.country_code ?? context.store.defaultCountryId,
        context.store,
      )
    ).standard,
  )
  const paymentTitle = text(
    order.payment_method === 'free'
      ? PAYMENT_METHOD_TITLES.free
      : order.payment_method.endsWith('_wallet')
        ? PAYMENT_METHOD_TITLES.wallet
        : PAYMENT_METHOD_TITLES.card,
  )
  return {
    order_id: String(order.id),
    incrementId: order.number,
    order_number: order.number,
    number: order.number,
    createdAt: order.created_at.toISOString(),
    order_date: order.created_at.toISOString(),
    status: order.status,
    email: order.email,
    store_key: order.store_key,
    payment: { code: order.payment_method },
    shipments: shipments.map((shipment) => ({
      id: String(shipment.id),
      number: shipment.number,
      tracking: [
        {
          carrier: shipment.carrier_code,
          title: carrierTitleOf(shipment.carrier_code),
          number: shipment.tracking_number,
          url: trackingUrlOf(shipment.carrier_code, shipment.tracking_number),
        },
      ],
    })),
    status_history: history.map((change) => ({
      status: change.status,
      date: change.changed_at.toISOString(),
    })),
    grandTotal: money(order.grand_total_cents),
    items: items.map((item) => ({
      id: String(item.id),
      product_sku: item.sku,
      variant_sku: item.variant_sku,
      product_name: names.get(item.sku) ?? item.name,
      quantity_ordered: item.quantity,
      product_sale_price: money(item.unit_price_cents),
      row_total: money(item.row_total_cents),
      discount: money(item.discount_cents),
      tax_percent: Number(item.tax_percent),
      selected_options: item.options,
      // Options are written colour and size first, then one per custom option value and bundle selection (placeCartOrder.ts).
      configurable_options: item.options.slice(
        0,
        Math.max(0, item.options.length - item.custom_options.length - item.bundle_options.length),
      ),
      gift_card: item.giftcard ? giftCardItemView(item.giftcard, money) : null,
    })),
    total: {
      subtotal: money(order.subtotal_cents),
      discounts:
        order.discount_cents > 0
          ? [{ label: text(couponLabel(order.coupon_code ?? '')), amount: money(order.discount_cents) }]
          : [],
      total_shipping: money(order.shipping_cents),
      total_tax: money(order.tax_cents),
      taxes: vat.map((part) => ({
        title: text(taxLabel(vatRateText(context.store.locale, part.percent))),
        rate: part.percent,
        amount: money(part.tax),
      })),
      gift_cards: money(order.gift_card_cents),
      store_credit: money(order.store_credit_cents),
      grand_total: money(order.grand_total_cents),
    },
    shipping_address: addressOf('shipping'),
    billing_address: addressOf('billing') ?? emptyAddress(),
    shipping_method: order.shipping_method
      ? `${text(SHIPPING_METHOD_TITLES[order.shipping_method].carrier)} – ${text(SHIPPING_METHOD_TITLES[order.shipping_method].method)}`
      : null,
    pickup_location: order.pickup_location_code
      ? await pickupLocationByCode(context, order.pickup_location_code)
      : null,
    payment_methods: [
      {
        type: order.payment_method,
        name: paymentTitle,
        card_brand: payment?.card_brand ?? null,
        card_last4: payment?.card_last4 ?? null,
      },
    ],
    applied_coupons: order.coupon_code ? [{ code: order.coupon_code }] : [],
    applied_gift_cards: cards.map((applied) => ({
      code: maskGiftCardCode(applied.code_last4),
      applied_balance: money(applied.amount_cents),
    })),
    token:
      order.customer_id === null && context.orderLinks ? context.orderLinks.sign(orderId, context.now) : null,
  }
}

/** An order as the API answers it. */
export type OrderView = Awaited<ReturnType<typeof orderView>>

function orderAddressView(row: Selectable<OrderAddressTable>) {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company || null,
    street: [row.street, row.street_extra].filter((line) => line !== ''),
    city: row.city,
    postcode: row.postcode,
    country_code: row.country_code,
    telephone: row.telephone || null,
  }
}

function emptyAddress() {
  return {
    firstname: '',
    lastname: '',
    company: null,
    street: [],
    city: '',
    postcode: '',
    country_code: '',
    telephone: null,
  }
}

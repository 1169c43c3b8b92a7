import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { CartBundleOptionValue, CartCustomOptionValue, GiftCardLineValue } from './cart.ts'
import type { ShippingMethodCode } from './checkout.ts'
import type { Numeric } from './columnTypes.ts'

/** The statuses of an order; the moves between them are rules of domain/orders/orderStatus.ts. */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'closed',
] as const

/** A status of an order. */
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** An order placed from a cart; every amount in integer cents, frozen when placed. */
export interface ShopOrderTable {
  id: Generated<number>
  number: string
  store_key: string
  locale: string
  customer_id: number | null
  email: string
  cart_id: string
  idempotency_key: string | null
  /** Changed only through domain/orders/moveOrder.ts, which keeps the history (migration 0024). */
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>
  currency: string
  subtotal_cents: number
  discount_cents: number
  coupon_code: string | null
  shipping_cents: number
  tax_cents: number
  gift_card_cents: number
  store_credit_cents: number
  grand_total_cents: number
  /** Null for an order of gift cards only: nothing is shipped. */
  shipping_method: ShippingMethodCode | null
  pickup_location_code: string | null
  payment_method: string
  created_at: ColumnType<Date, Date | undefined, never>
  /** When it last became shipped, and delivered (returns and the withdrawal period count from delivered_at). */
  shipped_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  delivered_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** A line of an order as it was bought. */
export interface OrderItemTable {
  id: Generated<number>
  order_id: number
  sku: string
  variant_sku: string | null
  name: string
  quantity: number
  unit_price_cents: number
  row_total_cents: number
  discount_cents: number
  options: ColumnType<{ label: string; value: string }[], string, string>
  /** What a gift card line was bought with (migration 0021); null for any other product. */
  giftcard: ColumnType<GiftCardLineValue | null, string | null | undefined, string | null>
  /** The cart line's custom options and bundle pieces, for a reorder (migration 0024). */
  custom_options: ColumnType<CartCustomOptionValue[], string | undefined, string>
  bundle_options: ColumnType<CartBundleOptionValue[], string | undefined, string>
  /** The VAT rate the line was charged, in percent (0 for a gift card), and the tax in its total after discount (migration 0035). */
  tax_percent: Numeric
  tax_cents: number
}

/** The shipping or billing address of an order. */
export interface OrderAddressTable {
  order_id: number
  kind: 'shipping' | 'billing'
  firstname: string
  lastname: string
  company: string
  street: string
  street_extra: string
  postcode: string
  city: string
  country_code: string
  telephone: string
  /** The buyer's VAT number, '' when none (migration 0036). */
  vat_id: ColumnType<string, string | undefined, string>
  /** The order's `created_at`, copied by a trigger (migration 0058): the search sorts by it from its indexes. */
  placed_at: ColumnType<Date, never, never>
}

/** The payment that paid an order. */
export interface OrderPaymentTable {
  order_id: number
  payment_id: number
  card_brand: string | null
  card_last4: string | null
}

/** What a gift card paid of an order. */
export interface OrderGiftCardTable {
  order_id: number
  gift_card_id: number
  amount_cents: number
}

/** A status an order had, from when (migration 0024). */
export interface OrderStatusHistoryTable {
  id: Generated<number>
  order_id: number
  status: OrderStatus
  changed_at: ColumnType<Date, Date | undefined, never>
}

/** A parcel of an order with its carrier and tracking number (migration 0024). */
export interface OrderShipmentTable {
  id: Generated<number>
  order_id: number
  number: string
  carrier_code: string
  tracking_number: string
  created_at: ColumnType<Date, Date | undefined, never>
}

/** The pieces of an order line a parcel carried (migration 0055). */
export interface OrderShipmentItemTable {
  shipment_id: number
  order_item_id: number
  quantity: number
}

/** An internal note of staff on an order, never shown to the shopper (migration 0055). */
export interface OrderCommentTable {
  id: Generated<number>
  order_id: number
  staff_id: number | null
  /** The staff member's e-mail, or 'command line'. */
  author: string
  body: string
  created_at: ColumnType<Date, Date | undefined, never>
}

/** The tables of orders: their lines, addresses, payments, statuses, shipments and comments, by name. */
export interface OrderTables {
  shop_order: ShopOrderTable
  order_item: OrderItemTable
  order_address: OrderAddressTable
  order_payment: OrderPaymentTable
  order_gift_card: OrderGiftCardTable
  order_status_history: OrderStatusHistoryTable
  order_shipment: OrderShipmentTable
  order_shipment_item: OrderShipmentItemTable
  order_comment: OrderCommentTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const ORDER_COLUMNS = {
  shop_order: {
    id: 'not null',
    number: 'not null',
    store_key: 'not null',
    locale: 'not null',
    customer_id: 'null',
    email: 'not null',
    cart_id: 'not null',
    idempotency_key: 'null',
    status: 'not null',
    currency: 'not null',
    subtotal_cents: 'not null',
    discount_cents: 'not null',
    coupon_code: 'null',
    shipping_cents: 'not null',
    tax_cents: 'not null',
    gift_card_cents: 'not null',
    store_credit_cents: 'not null',
    grand_total_cents: 'not null',
    shipping_method: 'null',
    pickup_location_code: 'null',
    payment_method: 'not null',
    created_at: 'not null',
    shipped_at: 'null',
    delivered_at: 'null',
  },
  order_item: {
    id: 'not null',
    order_id: 'not null',
    sku: 'not null',
    variant_sku: 'null',
    name: 'not null',
    quantity: 'not null',
    unit_price_cents: 'not null',
    row_total_cents: 'not null',
    discount_cents: 'not null',
    options: 'not null',
    giftcard: 'null',
    custom_options: 'not null',
    bundle_options: 'not null',
    tax_percent: 'not null',
    tax_cents: 'not null',
  },
  order_address: {
    order_id: 'not null',
    kind: 'not null',
    firstname: 'not null',
    lastname: 'not null',
    company: 'not null',
    street: 'not null',
    street_extra: 'not null',
    postcode: 'not null',
    city: 'not null',
    country_code: 'not null',
    telephone: 'not null',
    vat_id: 'not null',
    placed_at: 'not null',
  },
  order_payment: { order_id: 'not null', payment_id: 'not null', card_brand: 'null', card_last4: 'null' },
  order_gift_card: { order_id: 'not null', gift_card_id: 'not null', amount_cents: 'not null' },
  order_status_history: { id: 'not null', order_id: 'not null', status: 'not null', changed_at: 'not null' },
  order_shipment: {
    id: 'not null',
    order_id: 'not null',
    number: 'not null',
    carrier_code: 'not null',
    tracking_number: 'not null',
    created_at: 'not null',
  },
  order_shipment_item: { shipment_id: 'not null', order_item_id: 'not null', quantity: 'not null' },
  order_comment: {
    id: 'not null',
    order_id: 'not null',
    staff_id: 'null',
    author: 'not null',
    body: 'not null',
    created_at: 'not null',
  },
} as const satisfies ColumnsOf<OrderTables>

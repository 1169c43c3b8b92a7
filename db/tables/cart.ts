import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { ShippingMethodCode } from './checkout.ts'
import type { Numeric } from './columnTypes.ts'

/** A cart (migration 0016): a guest cart when `customer_id` is null. */
export interface CartTable {
  id: string
  store_key: string
  customer_id: number | null
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>
  notices: ColumnType<CartNoticeValue[], string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  email: ColumnType<string | null, string | null | undefined, string | null>
  shipping_address: ColumnType<CartAddressValue | null, string | null | undefined, string | null>
  billing_address: ColumnType<CartAddressValue | null, string | null | undefined, string | null>
  billing_same_as_shipping: Generated<boolean>
  shipping_method: ColumnType<
    ShippingMethodCode | null,
    ShippingMethodCode | null | undefined,
    ShippingMethodCode | null
  >
  pickup_location_code: ColumnType<string | null, string | null | undefined, string | null>
  payment_method: ColumnType<string | null, string | null | undefined, string | null>
  use_store_credit: Generated<boolean>
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>
}

/** An address kept on a cart (shipping or billing), checked and normalised. */
export interface CartAddressValue {
  firstname: string
  lastname: string
  company: string
  street: string
  street_extra: string
  postcode: string
  city: string
  country_code: string
  telephone: string
  customer_address_id: number | null
  /** The buyer's VAT number for the invoice (billing address only; absent or '' when none). */
  vat_id?: string
}

/** Something the shop changed in a cart and must tell the shopper (a line reduced at a merge). */
export interface CartNoticeValue {
  code: 'QUANTITY_REDUCED' | 'ITEM_REMOVED'
  sku: string
  /** What the shopper asked for in all (both carts together). */
  requested: number
  /** What the cart keeps. */
  kept: number
}

/** A chosen custom option: a value of a choice option, or the text of a free-text one. */
export type CartCustomOptionValue = { option: number; value: number } | { option: number; text: string }

/** A chosen bundle selection and its quantity. */
export interface CartBundleOptionValue {
  option: number
  selection: number
  qty: number
}

/**
 * What a gift card line is made of: the amount the shopper chose (gross cents, no VAT) and who
 * sends the card to whom. The card's code is never part of it.
 */
export interface GiftCardLineValue {
  amount_cents: number
  sender_name: string
  sender_email: string
  recipient_name: string
  recipient_email: string
  /** The sender's message, or null when none was written. */
  message: string | null
}

/** A cart line. */
export interface CartItemTable {
  id: Generated<number>
  cart_id: string
  sku: string
  variant_sku: string | null
  custom_options: ColumnType<CartCustomOptionValue[], string, string>
  bundle_options: ColumnType<CartBundleOptionValue[], string, string>
  options_key: string
  quantity: number
  created_at: ColumnType<Date, Date | undefined, never>
  /** The gift card chosen on a gift card line (migration 0021); null for any other product. */
  giftcard: ColumnType<GiftCardLineValue | null, string | null | undefined, string | null>
}

/** A gift card applied to a cart (debited when the order is placed). */
export interface CartGiftCardTable {
  cart_id: string
  gift_card_id: number
  applied_at: ColumnType<Date, Date | undefined, never>
}

/** A coupon code and its rules. */
export interface CouponTable {
  code: string
  store_keys: ColumnType<string[], string[], string[]>
  discount_type: 'percent' | 'fixed'
  discount_amount: Numeric
  minimum_subtotal: ColumnType<number, number | undefined, number>
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  usage_limit: ColumnType<number | null, number | null | undefined, number | null>
  usage_limit_per_customer: ColumnType<number | null, number | null | undefined, number | null>
  created_at: ColumnType<Date, Date | undefined, never>
  /** Switched off by staff (migration 0066): applies nowhere. */
  enabled: ColumnType<boolean, boolean | undefined, boolean>
  updated_at: ColumnType<Date, Date | undefined, Date>
  /** The batch of single-use codes it belongs to, else null. */
  batch_id: ColumnType<number | null, number | null | undefined, number | null>
}

/** A batch of single-use coupon codes sharing one set of rules (migration 0066). */
export interface CouponBatchTable {
  id: Generated<number>
  prefix: string
  code_count: number
  /** As the audit log names the staff member who made it. */
  created_by: string
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A category a coupon applies to (migration 0066); a coupon without any applies to the whole cart. */
export interface CouponCategoryTable {
  coupon_code: string
  category_id: number
}

/** One use of a coupon by an order. */
export interface CouponUsageTable {
  id: Generated<number>
  coupon_code: string
  customer_id: number | null
  order_ref: string | null
  used_at: ColumnType<Date, Date | undefined, never>
  email: ColumnType<string | null, string | null | undefined, string | null>
}

/** The tables of carts, their lines, gift cards and coupons, by name. */
export interface CartTables {
  cart: CartTable
  cart_item: CartItemTable
  cart_gift_card: CartGiftCardTable
  coupon: CouponTable
  coupon_usage: CouponUsageTable
  coupon_batch: CouponBatchTable
  coupon_category: CouponCategoryTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const CART_COLUMNS = {
  cart: {
    id: 'not null',
    store_key: 'not null',
    customer_id: 'null',
    coupon_code: 'null',
    notices: 'not null',
    created_at: 'not null',
    updated_at: 'not null',
    email: 'null',
    shipping_address: 'null',
    billing_address: 'null',
    billing_same_as_shipping: 'not null',
    shipping_method: 'null',
    pickup_location_code: 'null',
    payment_method: 'null',
    use_store_credit: 'not null',
    idempotency_key: 'null',
  },
  cart_item: {
    id: 'not null',
    cart_id: 'not null',
    sku: 'not null',
    variant_sku: 'null',
    custom_options: 'not null',
    bundle_options: 'not null',
    options_key: 'not null',
    quantity: 'not null',
    created_at: 'not null',
    giftcard: 'null',
  },
  cart_gift_card: { cart_id: 'not null', gift_card_id: 'not null', applied_at: 'not null' },
  coupon: {
    code: 'not null',
    store_keys: 'not null',
    discount_type: 'not null',
    discount_amount: 'not null',
    minimum_subtotal: 'not null',
    starts_at: 'null',
    ends_at: 'null',
    usage_limit: 'null',
    usage_limit_per_customer: 'null',
    created_at: 'not null',
    enabled: 'not null',
    updated_at: 'not null',
    batch_id: 'null',
  },
  coupon_usage: {
    id: 'not null',
    coupon_code: 'not null',
    customer_id: 'null',
    order_ref: 'null',
    used_at: 'not null',
    email: 'null',
  },
  coupon_batch: {
    id: 'not null',
    prefix: 'not null',
    code_count: 'not null',
    created_by: 'not null',
    created_at: 'not null',
  },
  coupon_category: { coupon_code: 'not null', category_id: 'not null' },
} as const satisfies ColumnsOf<CartTables>

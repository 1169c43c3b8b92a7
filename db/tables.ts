import type { ColumnType, Generated } from 'kysely'
import type { ShippingMethodCode } from '../config/shippingRates.ts'
import type { OrderStatus } from '../domain/orders/orderStatus.ts'
import type { RmaItemStatus, RmaStatus } from '../domain/returns/returnStatus.ts'

/** Languages the catalogue is translated into (one per storefront). */
export type Language = 'fr' | 'de' | 'en' | 'it'

/** Text per language, stored as JSONB. */
export type LocalizedText = Record<Language, string>

type Numeric = ColumnType<number, number, number>
type Timestamp = ColumnType<Date, Date | string, Date | string>
type Json<T> = ColumnType<T, string, string>

/** Row types of the tables created by `migrations/` (one interface per table). */
export interface AttributeTable {
  code: string
  id: number
  labels: Json<LocalizedText>
  is_filterable: boolean
  position: number
}

export interface AttributeOptionTable {
  attribute_code: string
  value: string
  labels: Json<LocalizedText>
  swatch: string | null
  position: number
}

export interface MediaTable {
  id: string
  type: string
  artwork: string
  alt: Json<LocalizedText>
  /** Intrinsic size in px of the largest rendition (migration 0006; generated artwork is square). */
  width: Generated<number>
  height: Generated<number>
}

export interface CategoryTable {
  id: number
  parent_id: number | null
  path: string
  level: number
  position: number
  include_in_menu: boolean
  gender: string | null
  image_id: string | null
}

export interface CategoryTranslationTable {
  category_id: number
  language: Language
  name: string
  description: string
  url_path: string
  meta_title: string
}

export interface ProductTable {
  sku: string
  id: number
  type: 'simple' | 'configurable' | 'bundle' | 'giftcard' | 'downloadable'
  parent_sku: string | null
  family: string
  kind: string
  gender: string
  colour: string | null
  size: string | null
  regular_price: Numeric
  final_price: Numeric
  qty: number
  is_in_stock: boolean
  is_new: boolean
  adult_image: boolean
  position: number
  image_id: string | null
  push_redirect: string | null
  stickers: ColumnType<string[], string[], string[]>
  created_at: Timestamp
  /** Denormalized from product_category (migration 0002). */
  category_ids: ColumnType<number[], never, never>
  /** Denormalized `code:value` pairs from product_attribute (migration 0002). */
  attribute_values: ColumnType<string[], never, never>
  /** Price and attribute value ids packed for facet counting, by refresh_listing_columns() (migration 0012). */
  listing_facets: ColumnType<Uint8Array, never, never>
  /** Its VAT class (migration 0035): children's clothing and footwear for the kids' range. */
  tax_class: ColumnType<TaxClass, TaxClass | undefined, TaxClass>
}

/** An attribute value numbered for packed listing facets (migration 0012), by refresh_listing_values(). */
export interface ListingValueTable {
  id: number
  code: string
  value: string
}

export interface SearchVocabularyTable {
  language: Language
  word: string
}

/** A lexeme of the search documents of a language (migration 0007), filled by refresh_search_documents(). */
export interface SearchLexemeTable {
  language: Language
  lexeme: string
}

/** A word of a synonym set of the search (migration 0007); `query` is filled by refresh_search_documents(). */
export interface SearchSynonymTable {
  language: Language
  set_id: number
  term: string
  is_narrower: boolean
  query: ColumnType<string | null, string | null | undefined, string | null>
  /** Whether `query` can match anything (migration 0015), also filled by refresh_search_documents(). */
  is_present: ColumnType<boolean, never, never>
}

export interface ProductTranslationTable {
  sku: string
  language: Language
  name: string
  description: string
  url_key: string
  search_name: string
  search_document: ColumnType<string, string, string>
  /** Listing columns copied from product by refresh_listing_columns() (migration 0003). */
  final_price: ColumnType<number | null, never, never>
  attribute_values: ColumnType<string[], never, never>
  position: ColumnType<number, never, never>
  created_at: ColumnType<Date | null, never, never>
  listing_facets: ColumnType<Uint8Array, never, never>
}

export interface ProductCategoryTable {
  category_id: number
  sku: string
  position: number
}

export interface ProductAttributeTable {
  sku: string
  code: string
  value: string
}

export interface TierPriceTable {
  sku: string
  qty: number
  price: Numeric
}

export interface CustomOptionTable {
  id: number
  sku: string
  titles: Json<LocalizedText>
  type: string
  is_required: boolean
  price_type: 'fixed' | 'percent' | null
  price: Numeric | null
  max_characters: number | null
  position: number
}

export interface CustomOptionValueTable {
  id: number
  option_id: number
  titles: Json<LocalizedText>
  price_type: 'fixed' | 'percent'
  price: Numeric
  position: number
}

export interface BundleOptionTable {
  id: number
  sku: string
  labels: Json<LocalizedText>
  required: boolean
  type: string
  position: number
}

/** The amounts a gift card product is sold for (migration 0020), gross cents. */
export interface GiftCardProductTable {
  sku: string
  amounts_cents: number[]
  open_amount_min_cents: number | null
  open_amount_max_cents: number | null
}

export interface BundleSelectionTable {
  id: number
  option_id: number
  product_sku: string
  default_qty: number
  user_defined_qty: boolean
  position: number
}

export interface ProductReviewTable {
  /** From product_review_id_seq when not given (migration 0005). */
  id: ColumnType<number, number | undefined, never>
  sku: string
  rating: number
  author: string
  title: string
  comment: string
  /** The language it is written in (migration 0008). */
  language: Language
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | 'approved' | undefined, 'pending' | 'approved' | 'rejected'>
  created_at: Timestamp
  /** The customer who wrote it; null for reviews imported with the catalogue (migration 0027). */
  customer_id: ColumnType<number | null, number | null | undefined, number | null>
  /** The author had a paid order of the product when writing it (migration 0027). */
  verified_buyer: ColumnType<boolean, boolean | undefined, boolean>
  /** When a moderator approved or rejected it (migration 0027). */
  moderated_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** An in-stock alert for one variant (migration 0028): double opt-in, sent once when stock returns. */
export interface StockAlertTable {
  id: Generated<number>
  /** The variant's sku (a size of a configurable product). */
  sku: string
  email: string
  /** The store asked in: its language is the e-mails' language. */
  store_key: string
  customer_id: number | null
  status: ColumnType<StockAlertStatus, StockAlertStatus | undefined, StockAlertStatus>
  confirm_token_hash: string | null
  confirm_token_expires_at: Date | null
  unsubscribe_token_hash: string | null
  confirmed_at: Date | null
  sent_at: Date | null
  unsubscribed_at: Date | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** One choice made in the cookie banner: the proof of consent (migration 0032). */
export interface ConsentRecordTable {
  id: Generated<number>
  /** The random id of the shopper's consent cookie. */
  consent_id: string
  store_key: string
  /** The signed-in customer who chose, if any. */
  customer_id: number | null
  analytics: boolean
  marketing: boolean
  /** Version of the cookie policy the banner showed (`CONSENT_POLICY_VERSION` of config/consentCookie.ts). */
  policy_version: number
  given_at: Generated<Date>
}

/** What the shop asks its marketing provider to do (migration 0033). */
export type MarketingSyncAction = 'subscribe' | 'unsubscribe' | 'event'

/** A call the marketing provider must receive: the sync outbox, delivered in order per address (migration 0033). */
export interface MarketingSyncJobTable {
  id: Generated<number>
  action: MarketingSyncAction
  email: string
  /** The store whose newsletter list is meant; null for all marketing. */
  store_key: string | null
  customer_id: number | null
  /** What caused it: `newsletter`, `marketingUnsubscribe`, `cartReminder`. */
  source: string
  /** An event's name and properties. */
  payload: ColumnType<Record<string, unknown>, string | undefined, string>
  status: ColumnType<'pending' | 'done' | 'failed', 'pending' | 'done' | 'failed' | undefined, 'pending' | 'done' | 'failed'>
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: ColumnType<Date, Date | undefined, Date>
  locked_until: Date | null
  last_error: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  done_at: Date | null
}

/** A customer who unsubscribed from marketing; a newer marketing consent lifts it (migration 0033). */
export interface MarketingOptOutTable {
  customer_id: number
  store_key: string
  opted_out_at: ColumnType<Date, Date | undefined, Date>
}

/** An unsubscribe link of a marketing e-mail, stored as its SHA-256 (migration 0033). */
export interface MarketingUnsubscribeTokenTable {
  token_hash: string
  customer_id: number
  store_key: string
  created_at: ColumnType<Date, Date | undefined, never>
}

/** An abandoned-cart reminder: one per change of a cart (migration 0033). */
export interface CartReminderTable {
  id: Generated<number>
  cart_id: string
  /** The cart's `updated_at` the reminder is about. */
  cart_changed_at: Date
  customer_id: number
  store_key: string
  email_outbox_id: number | null
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A contact of the offline marketing provider (migration 0033). */
export interface MarketingOfflineContactTable {
  id: Generated<number>
  email: string
  store_key: string | null
  language: string | null
  lists: ColumnType<string[], string | undefined, string>
  status: ColumnType<'subscribed' | 'unsubscribed', 'subscribed' | 'unsubscribed' | undefined, 'subscribed' | 'unsubscribed'>
  attributes: ColumnType<Record<string, unknown>, string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  unsubscribed_at: Date | null
}

/** A call the offline marketing provider received (migration 0033). */
export interface MarketingOfflineEventTable {
  id: Generated<number>
  email: string
  kind: 'contact_upserted' | 'contact_unsubscribed' | 'event'
  name: string | null
  payload: ColumnType<Record<string, unknown>, string | undefined, string>
  idempotency_key: string | null
  created_at: ColumnType<Date, Date | undefined, never>
}

/** Where an in-stock alert stands. */
export type StockAlertStatus = 'pending' | 'confirmed' | 'sent' | 'unsubscribed'

export interface CmsPageTable {
  identifier: string
  language: Language
  title: string
  url_key: string
  meta_description: string
  content: string
  content_wysiwyg: Json<unknown>
}

export interface CmsBlockTable {
  identifier: string
  language: Language
  title: string
  content: string
  content_wysiwyg: Json<unknown>
}

export interface FaqEntryTable {
  id: number
  language: Language
  topic: string
  question: string
  answer: string
  position: number
}

export interface UrlRewriteTable {
  language: Language
  request_path: string
  entity_type: 'category' | 'product' | 'cms_page' | 'redirect'
  entity_id: string | null
  redirect_to: string | null
  redirect_type: number | null
}

export interface TranslationTable {
  id: string
  language: Language
  value: string
}

export interface CustomLinkTable {
  id: string
  language: Language
  label: string
  url: string
}

export interface PickupPointTable {
  id: string
  name: string
  country: string
  locality: string
  postal_code: string
  street_address: ColumnType<string[], string[], string[]>
  latitude: number
  longitude: number
  schedule: Json<{ day: string; opening: { from: string; to: string }[] }[]>
}

export interface FeatureFlagTable {
  name: string
  is_active: boolean
}

export interface CountryTable {
  code2: string
  code3: string
  numeric_code: string
  subdivision: string
  names: Json<LocalizedText>
}

export interface SchemaMigrationTable {
  name: string
  applied_at: Generated<Date>
}

/** A transactional e-mail waiting in, or sent from, the outbox (migration 0009). */
export interface EmailOutboxTable {
  id: Generated<number>
  store_key: string
  template: string
  recipient: string
  data: ColumnType<Record<string, unknown>, string, string>
  status: ColumnType<'pending' | 'sent' | 'failed', 'pending' | 'sent' | 'failed' | undefined, 'pending' | 'sent' | 'failed'>
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: ColumnType<Date, Date | undefined, Date>
  locked_until: Date | null
  last_error: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  sent_at: Date | null
  /** Where replies go (the shopper of a contact message), else null (migration 0027). */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>
}

/** A customer account (migration 0011). */
export interface CustomerTable {
  id: Generated<number>
  email: string
  firstname: string
  lastname: string
  password_hash: string
  newsletter_subscribed: ColumnType<boolean, boolean | undefined, boolean>
  store_key: string
  default_billing_address_id: number | null
  default_shipping_address_id: number | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** A customer's wishlist; its share code is kept only as a SHA-256. */
export interface WishlistTable {
  id: Generated<number>
  customer_id: number
  share_code_hash: string | null
  shared_at: Date | null
  share_revoked_at: Date | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** An option of a wishlist item as Magento's `SelectedOption` names it. */
export interface WishlistOptionValue {
  option_id: string
  option_value: string
}

/** A bundle selection of a wishlist item, with its pieces. */
export interface WishlistBundleOptionValue extends WishlistOptionValue {
  option_qty: number
}

/** A product in a wishlist, with the options chosen. */
export interface WishlistItemTable {
  id: Generated<number>
  wishlist_id: number
  sku: string
  selected_options: ColumnType<WishlistOptionValue[], string | undefined, string>
  selected_custom_options: ColumnType<WishlistOptionValue[], string | undefined, string>
  selected_bundle_options: ColumnType<WishlistBundleOptionValue[], string | undefined, string>
  options_key: string
  added_at: ColumnType<Date, Date | undefined, never>
}

/** An address of a customer's address book. */
export interface CustomerAddressTable {
  id: Generated<number>
  customer_id: number
  firstname: string
  lastname: string
  company: ColumnType<string, string | undefined, string>
  street: string
  street_extra: ColumnType<string, string | undefined, string>
  postcode: string
  city: string
  country_code: string
  telephone: ColumnType<string, string | undefined, string>
  /** The buyer's VAT number, '' when none (migration 0036). */
  vat_id: ColumnType<string, string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A server-side session (the data @fastify/session keeps). */
export interface ShopSessionTable {
  id: string
  data: ColumnType<Record<string, unknown>, string, string>
  customer_id: number | null
  expires_at: Date
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** A single-use e-mailed token, stored as its SHA-256 hash. */
export interface CustomerTokenTable {
  id: Generated<number>
  customer_id: number
  purpose: 'password_reset' | 'email_change'
  token_hash: string
  new_email: string | null
  expires_at: Date
  used_at: Date | null
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A newsletter subscriber of one store and its consent record (migration 0022). */
export interface NewsletterSubscriberTable {
  id: Generated<number>
  email: string
  store_key: string
  customer_id: number | null
  status: ColumnType<NewsletterSubscriberStatus, NewsletterSubscriberStatus | undefined, NewsletterSubscriberStatus>
  confirm_token_hash: string | null
  confirm_token_expires_at: Date | null
  consent_source: ColumnType<'form' | 'account', 'form' | 'account' | undefined, 'form' | 'account'>
  asked_at: ColumnType<Date, Date | undefined, Date>
  confirmed_at: Date | null
  unsubscribed_at: Date | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** Where a newsletter subscriber stands: asked and not confirmed yet, subscribed, or gone. */
export type NewsletterSubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed'

/** An unsubscribe link's token, stored as its SHA-256 hash (migration 0022). */
export interface NewsletterUnsubscribeTokenTable {
  token_hash: string
  subscriber_id: number
  created_at: ColumnType<Date, Date | undefined, never>
}

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
  shipping_method: ColumnType<ShippingMethodCode | null, ShippingMethodCode | null | undefined, ShippingMethodCode | null>
  pickup_location_code: ColumnType<string | null, string | null | undefined, string | null>
  payment_method: ColumnType<string | null, string | null | undefined, string | null>
  use_store_credit: Generated<boolean>
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>
}

/** The two ways an order travels (defined beside the delivery rates of each). */
export type { ShippingMethodCode }

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

/** A price of a shipping method in a country (gross cents); free from a subtotal when set. */
export interface ShippingRateTable {
  country_code: string
  method: ShippingMethodCode
  price_cents: number
  free_from_cents: number | null
}

/** A product's VAT class (migration 0035). */
export type TaxClass = 'standard' | 'children_clothing'

/** A VAT rate of a country and tax class, in percent (migration 0035, docs/vat.md). */
export interface VatRateTable {
  country_code: string
  tax_class: TaxClass
  percent: Numeric
}

/** A gift card applied to a cart (debited when the order is placed). */
export interface CartGiftCardTable {
  cart_id: string
  gift_card_id: number
  applied_at: ColumnType<Date, Date | undefined, never>
}

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

/** A withdrawal from an order's contract, as the consumer sent it (migration 0030): never updated. */
export interface OrderWithdrawalTable {
  id: Generated<number>
  order_id: number
  store_key: string
  locale: string
  /** The signed-in customer who sent it; null for a guest (by the order's signed link). */
  customer_id: number | null
  name: string
  email: string
  /** Every piece left was withdrawn (no items chosen). */
  whole_order: boolean
  submitted_at: ColumnType<Date, Date | undefined, never>
  /** SHA-256 of the order id and the client address. */
  client_ip_hash: string | null
  /** The same statement sent twice makes one withdrawal. */
  idempotency_key: string
}

/** The pieces of an order line a withdrawal covers (migration 0030). */
export interface OrderWithdrawalItemTable {
  withdrawal_id: number
  order_item_id: number
  sku: string
  name: string
  quantity: number
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

/** The shop's record of a payment at its provider (migration 0017). */
export interface PaymentTable {
  id: Generated<number>
  provider: string
  provider_intent_id: string
  owner_key: string
  reference: string
  amount_cents: number
  currency: string
  method: 'card' | 'wallet'
  status: string
  decline_code: string | null
  captured_at: Date | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  /** When the reconciliation job last asked the provider about it (migration 0047). */
  checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** When its refund was decided instead of an order, under its row lock (migration 0052): it never pays an order after that. */
  refund_decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** What the reconciliation job did with a captured payment it found without an order or a refund (migration 0047). */
export interface PaymentReconciliationTable {
  id: Generated<number>
  payment_id: number
  outcome: 'order_placed' | 'refunded' | 'refund_failed'
  /** The order's refusal code, or `placed`. */
  reason: string
  order_id: number | null
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A provider webhook event the shop has processed (its id makes redelivery harmless). */
export interface PaymentWebhookEventTable {
  provider: string
  event_id: string
  type: string
  processed_at: ColumnType<Date, Date | undefined, never>
}

/** An intent of the built-in offline test provider (its own storage, never card numbers). */
export interface PaymentProviderTestIntentTable {
  id: string
  idempotency_key: string
  amount_cents: number
  currency: string
  reference: string
  method: 'card' | 'wallet'
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded'
  decline_code: string | null
  card_brand: string | null
  card_last4: string | null
  locale: string
  return_path: string
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** An event the offline test provider sends to the shop's webhook route, through its outbox (migration 0047). */
export interface PaymentProviderTestEventTable {
  id: string
  intent_id: string
  type: string
  payload: ColumnType<Record<string, unknown>, string, string>
  delivered_at: Date | null
  attempts: ColumnType<number, number | undefined, number>
  created_at: ColumnType<Date, Date | undefined, never>
  status: ColumnType<'pending' | 'delivered' | 'failed', 'pending' | 'delivered' | 'failed' | undefined, 'pending' | 'delivered' | 'failed'>
  next_attempt_at: ColumnType<Date, Date | undefined, Date>
  locked_until: Date | null
  last_error: string | null
}

/** A refund of the built-in offline test provider (migration 0023). */
export interface PaymentProviderTestRefundTable {
  id: string
  intent_id: string
  idempotency_key: string
  amount_cents: number
  reason: string
  status: 'succeeded' | 'pending' | 'failed'
  created_at: ColumnType<Date, Date | undefined, never>
}

/** The shop's record of a refund it asked its provider for (migration 0023). */
export interface PaymentRefundTable {
  id: Generated<number>
  payment_id: number
  provider_refund_id: string
  amount_cents: number
  reason: string
  status: 'succeeded' | 'pending' | 'failed'
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A gift card account (migration 0018): the code is kept only as a hash and its last four characters. */
export interface GiftCardAccountTable {
  id: Generated<number>
  code_hash: string
  code_last4: string
  initial_cents: number
  balance_cents: number
  currency: ColumnType<string, string | undefined, string>
  store_key: string
  state: ColumnType<GiftCardState, GiftCardState | undefined, GiftCardState>
  expires_at: Date | null
  order_id: number | null
  sender_name: ColumnType<string, string | undefined, string>
  sender_email: ColumnType<string, string | undefined, string>
  recipient_name: ColumnType<string, string | undefined, string>
  recipient_email: ColumnType<string, string | undefined, string>
  message: ColumnType<string, string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** Where a gift card stands: spendable, spent to zero, past its date, or switched off by the shop. */
export type GiftCardState = 'active' | 'used' | 'expired' | 'disabled'

/** A movement of a gift card's ledger (signed cents: issue and refund add, debit takes). */
export interface GiftCardMovementTable {
  id: Generated<number>
  gift_card_id: number
  kind: 'issue' | 'debit' | 'refund'
  amount_cents: number
  reference: ColumnType<string, string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A customer's store-credit balance: the sum of their ledger, never below zero. */
export interface StoreCreditBalanceTable {
  customer_id: number
  balance_cents: number
  currency: ColumnType<string, string | undefined, string>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** Why a customer's store credit moved. */
export type StoreCreditReason = 'refund' | 'adjustment' | 'order_debit'

/** A movement of a customer's store-credit ledger (signed cents), with the balance after it. */
export interface StoreCreditMovementTable {
  id: Generated<number>
  customer_id: number
  amount_cents: number
  reason: StoreCreditReason
  reference: ColumnType<string, string | undefined, string>
  balance_after_cents: number
  created_at: ColumnType<Date, Date | undefined, never>
}

/** An order's invoice (migration 0025): written once, when the paid order is placed; amounts in cents as invoiced. */
export interface InvoiceTable {
  id: Generated<number>
  order_id: number
  number: string
  currency: string
  subtotal_cents: number
  discount_cents: number
  shipping_cents: number
  /** VAT of the lines after their discount, plus the shipping's. */
  tax_cents: number
  shipping_tax_cents: number
  /** The rate of the largest share of the shipping, in percent (migration 0036); `shipping_vat` holds every share. */
  shipping_tax_percent: number
  /** The shipping per VAT rate, as the order charged it (migration 0050). */
  shipping_vat: ColumnType<ShippingVatShare[], string | undefined, string>
  grand_total_cents: number
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A share of a document's shipping charged at one VAT rate: net and VAT in cents. */
export interface ShippingVatShare {
  percent: number
  net: number
  tax: number
}

/** A label and value of an invoiced line's options, as the shopper saw them. */
export interface InvoiceOptionValue {
  label: string
  value: string
}

/** A line of an invoice, frozen when invoiced. */
export interface InvoiceItemTable {
  id: Generated<number>
  invoice_id: number
  order_item_id: number
  sku: string
  name: string
  quantity: number
  unit_price_cents: number
  unit_price_excl_tax_cents: number
  row_total_cents: number
  discount_cents: number
  tax_cents: number
  /** The line's VAT rate in percent, as the order charged it (migration 0036, createInvoice.ts). */
  tax_percent: number
  options: ColumnType<InvoiceOptionValue[], string, string>
  bundle_options: ColumnType<InvoiceOptionValue[], string, string>
}

/** Where a credit memo's money went. */
export type CreditMemoDestination = 'payment' | 'store_credit'

/** Where a credit memo stands: asking the provider, done, or refused by it (then it counts for nothing). */
export type CreditMemoState = 'pending' | 'refunded' | 'failed'

/** A refund of (part of) an order (migration 0025). */
export interface CreditMemoTable {
  id: Generated<number>
  order_id: number
  number: string
  currency: string
  state: CreditMemoState
  destination: CreditMemoDestination
  subtotal_cents: number
  shipping_cents: number
  adjustment_cents: number
  tax_cents: number
  grand_total_cents: number
  payment_refund_id: number | null
  store_credit_movement_id: number | null
  /** The invoice this memo corrects, and the refunded shipping's VAT rate (migration 0036). */
  invoice_id: number | null
  shipping_tax_percent: ColumnType<number, number | undefined, number>
  /** The refunded shipping per VAT rate, in the invoice's proportions (migration 0050). */
  shipping_vat: ColumnType<ShippingVatShare[], string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
}

/** Pieces of an order line a credit memo refunds. */
export interface CreditMemoItemTable {
  id: Generated<number>
  credit_memo_id: number
  order_item_id: number
  sku: string
  name: string
  quantity: number
  amount_cents: number
  tax_cents: number
  /** The VAT rate in percent, the invoiced line's (migration 0036). */
  tax_percent: number
}

/** What a return attribute asks for (migration 0029). */
export type ReturnAttributeKind = 'select' | 'text_area' | 'text_field' | 'boolean'

/** Whether a return attribute is answered for each returned item or once for the return. */
export type ReturnAttributeScope = 'item' | 'return'

/** Labels per store language (`fr`, `de`, `en`, `it`). */
export type LanguageLabels = Partial<Record<Language, string>>

/** A field of the return form (migration 0029): its kind, scope, whether required, labels per language. */
export interface ReturnAttributeTable {
  code: string
  kind: ReturnAttributeKind
  scope: ReturnAttributeScope
  required: ColumnType<boolean, boolean | undefined, boolean>
  max_length: ColumnType<number, number | undefined, number>
  position: ColumnType<number, number | undefined, number>
  labels: ColumnType<LanguageLabels, string, string>
}

/** A choice of a select return attribute. */
export interface ReturnAttributeOptionTable {
  attribute_code: string
  value: string
  position: ColumnType<number, number | undefined, number>
  labels: ColumnType<LanguageLabels, string, string>
}

/** A return (Magento's RMA, migration 0029); its status is derived from its items' and changed only through domain/returns/moveReturn.ts. */
export interface RmaTable {
  id: Generated<number>
  number: string
  order_id: number
  /** Null for a guest's order (migration 0046): the guest asked through the order link. */
  customer_id: number | null
  store_key: string
  status: ColumnType<RmaStatus, RmaStatus | undefined, RmaStatus>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** Pieces of one order line in a return, with their own status. */
export interface RmaItemTable {
  id: Generated<number>
  rma_id: number
  order_item_id: number
  sku: string
  name: string
  quantity: number
  status: ColumnType<RmaItemStatus, RmaItemStatus | undefined, RmaItemStatus>
}

/** An answer to a return attribute: per returned item (`rma_item_id`) or per return (null). */
export interface RmaAttributeValueTable {
  id: Generated<number>
  rma_id: number
  rma_item_id: number | null
  attribute_code: string
  value: string
}

/** A status a return took, from when. */
export interface RmaStatusHistoryTable {
  id: Generated<number>
  rma_id: number
  status: RmaStatus
  changed_at: ColumnType<Date, Date | undefined, never>
}

/** A file a downloadable product sells (migration 0031). */
export interface DownloadableLinkTable {
  id: Generated<number>
  sku: string
  sort_order: Generated<number>
  /** Downloads per piece bought; 0 = unlimited. */
  number_of_downloads: Generated<number>
}

/** A downloadable link's title and file in one language. */
export interface DownloadableLinkFileTable {
  link_id: number
  language: Language
  title: string
  file_name: string
  /** Relative to DATA_DIR/downloads; never shown to shoppers. */
  storage_key: string
}

/** Statuses of a purchased link. */
export type DownloadableLinkStatus = 'available' | 'expired' | 'refunded' | 'canceled'

/** A link bought with a paid order line (Magento's downloadable_link_purchased_item). */
export interface DownloadableLinkPurchasedItemTable {
  id: Generated<number>
  order_id: number
  order_item_id: number
  link_id: number | null
  product_sku: string
  product_name: string
  link_title: string
  file_name: string
  storage_key: string
  number_of_downloads_bought: number
  number_of_downloads_used: Generated<number>
  status: Generated<DownloadableLinkStatus>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** The whole database, as Kysely sees it. */
/** Every price a product sold at, written by triggers on product's price columns (migration 0037). */
export interface ProductPriceHistoryTable {
  id: Generated<string>
  sku: string
  regular_price: Numeric
  final_price: Numeric
  /** From this instant on the product sold at these prices, until the sku's next row. */
  valid_from: Timestamp
}

/** A manufacturer or an EU responsible person, as product safety information names them (migration 0038). */
export interface EconomicOperatorTable {
  code: string
  name: string
  street: string
  postal_code: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country_code: string
  email: string
}

/** Safety warnings a product may carry (migration 0038); the storefront translates them. */
export type SafetyWarningCode = 'keep_away_from_fire' | 'small_parts' | 'slippery_on_smooth_floors'

/** GPSR art. 19 information of a sellable product (migration 0038). */
export interface ProductSafetyTable {
  sku: string
  manufacturer_code: string
  responsible_person_code: string | null
  product_type: Json<LocalizedText>
  warnings: ColumnType<SafetyWarningCode[], SafetyWarningCode[] | undefined, SafetyWarningCode[]>
}

export interface Database {
  attribute: AttributeTable
  attribute_option: AttributeOptionTable
  media: MediaTable
  category: CategoryTable
  category_translation: CategoryTranslationTable
  product: ProductTable
  product_translation: ProductTranslationTable
  listing_value: ListingValueTable
  search_synonym: SearchSynonymTable
  search_lexeme: SearchLexemeTable
  product_category: ProductCategoryTable
  product_attribute: ProductAttributeTable
  tier_price: TierPriceTable
  custom_option: CustomOptionTable
  custom_option_value: CustomOptionValueTable
  bundle_option: BundleOptionTable
  bundle_selection: BundleSelectionTable
  giftcard_product: GiftCardProductTable
  product_review: ProductReviewTable
  cms_page: CmsPageTable
  cms_block: CmsBlockTable
  faq_entry: FaqEntryTable
  url_rewrite: UrlRewriteTable
  translation: TranslationTable
  custom_link: CustomLinkTable
  customer: CustomerTable
  customer_address: CustomerAddressTable
  wishlist: WishlistTable
  wishlist_item: WishlistItemTable
  shop_session: ShopSessionTable
  customer_token: CustomerTokenTable
  newsletter_subscriber: NewsletterSubscriberTable
  newsletter_unsubscribe_token: NewsletterUnsubscribeTokenTable
  pickup_point: PickupPointTable
  feature_flag: FeatureFlagTable
  country: CountryTable
  stock_alert: StockAlertTable
  consent_record: ConsentRecordTable
  marketing_sync_job: MarketingSyncJobTable
  marketing_opt_out: MarketingOptOutTable
  marketing_unsubscribe_token: MarketingUnsubscribeTokenTable
  cart_reminder: CartReminderTable
  marketing_offline_contact: MarketingOfflineContactTable
  marketing_offline_event: MarketingOfflineEventTable
  search_vocabulary: SearchVocabularyTable
  email_outbox: EmailOutboxTable
  payment: PaymentTable
  payment_webhook_event: PaymentWebhookEventTable
  payment_reconciliation: PaymentReconciliationTable
  payment_provider_test_intent: PaymentProviderTestIntentTable
  payment_provider_test_event: PaymentProviderTestEventTable
  payment_provider_test_refund: PaymentProviderTestRefundTable
  payment_refund: PaymentRefundTable
  gift_card_account: GiftCardAccountTable
  gift_card_movement: GiftCardMovementTable
  store_credit_balance: StoreCreditBalanceTable
  store_credit_movement: StoreCreditMovementTable
  schema_migration: SchemaMigrationTable
  cart: CartTable
  cart_item: CartItemTable
  coupon: CouponTable
  coupon_usage: CouponUsageTable
  shipping_rate: ShippingRateTable
  vat_rate: VatRateTable
  cart_gift_card: CartGiftCardTable
  shop_order: ShopOrderTable
  order_item: OrderItemTable
  order_status_history: OrderStatusHistoryTable
  order_shipment: OrderShipmentTable
  order_withdrawal: OrderWithdrawalTable
  order_withdrawal_item: OrderWithdrawalItemTable
  order_address: OrderAddressTable
  order_payment: OrderPaymentTable
  order_gift_card: OrderGiftCardTable
  invoice: InvoiceTable
  invoice_item: InvoiceItemTable
  credit_memo: CreditMemoTable
  credit_memo_item: CreditMemoItemTable
  return_attribute: ReturnAttributeTable
  return_attribute_option: ReturnAttributeOptionTable
  rma: RmaTable
  rma_item: RmaItemTable
  rma_attribute_value: RmaAttributeValueTable
  rma_status_history: RmaStatusHistoryTable
  downloadable_link: DownloadableLinkTable
  downloadable_link_file: DownloadableLinkFileTable
  downloadable_link_purchased_item: DownloadableLinkPurchasedItemTable
  product_price_history: ProductPriceHistoryTable
  economic_operator: EconomicOperatorTable
  product_safety: ProductSafetyTable
}

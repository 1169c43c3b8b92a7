import type { ColumnType, Generated } from 'kysely'

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
  type: 'simple' | 'configurable' | 'bundle'
  parent_sku: string | null
  family: string
  kind: string
  gender: string
  colour: string | null
  size: string | null
  regular_price: Numeric
  final_price: Numeric
  final_price_excl_tax: Numeric
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
  final_price_excl_tax: ColumnType<number | null, never, never>
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
}

export interface StockAlertTable {
  sku: string
  email: string
  created_at: Generated<Date>
}

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

/** The whole database, as Kysely sees it. */
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
  product_review: ProductReviewTable
  cms_page: CmsPageTable
  cms_block: CmsBlockTable
  faq_entry: FaqEntryTable
  url_rewrite: UrlRewriteTable
  translation: TranslationTable
  custom_link: CustomLinkTable
  customer: CustomerTable
  customer_address: CustomerAddressTable
  shop_session: ShopSessionTable
  customer_token: CustomerTokenTable
  pickup_point: PickupPointTable
  feature_flag: FeatureFlagTable
  country: CountryTable
  stock_alert: StockAlertTable
  search_vocabulary: SearchVocabularyTable
  email_outbox: EmailOutboxTable
  schema_migration: SchemaMigrationTable
}

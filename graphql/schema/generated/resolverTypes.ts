import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql'
import type { CustomerAddressMapper } from '../account/account.mappers.ts'
import type {
  CategoryMapper,
  ExtraCostMapper,
  ProductMapper,
  ProductPricesMapper,
} from '../catalog/catalog.mappers.ts'
import type {
  CmsBlockMapper,
  CmsPageMapper,
  CornerProductsMapper,
  EntryTileMapper,
  PageBuilderNodeMapper,
  PushImageMapper,
  WidgetEkomiMapper,
  WidgetFourEntryMapper,
  WidgetFourProductMapper,
  WidgetFullScreenMapper,
  WidgetImageQuoteMapper,
  WidgetImageTextMapper,
  WidgetInvalidDataMapper,
  WidgetLookbookMapper,
  WidgetMapper,
  WidgetParallaxImageMapper,
  WidgetProductCarouselMapper,
  WidgetProductPushMapper,
  WidgetPushMapper,
  WidgetReassuranceMapper,
  WidgetThemeMapper,
  WidgetThreePushMapper,
  WidgetTitleTextMapper,
  WysiwygNodeMapper,
} from '../cms/cms.mappers.ts'
import type { CustomerMapper, OrderMapper } from '../customer/customer.mappers.ts'
import type { ReturnMerchandiseAuthorizationMapper } from '../returns/returns.mappers.ts'
import type { ProductReviewMapper, ProductReviewsMapper } from '../reviews/reviews.mappers.ts'
import type { RouteEntityMapper } from '../routing/routing.mappers.ts'
import type { ShopConfigMapper } from '../shop/shop.mappers.ts'
import type { CustomerStoreCreditMapper } from '../storecredit/storecredit.mappers.ts'
import type { ShopContext } from '../context.ts'
export type Maybe<T> = T | null
export type InputMaybe<T> = Maybe<T>
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> }
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string }
  String: { input: string; output: string }
  Boolean: { input: boolean; output: boolean }
  Int: { input: number; output: number }
  Float: { input: number; output: number }
  /** ISO 8601 date and time. */
  DateTime: { input: string; output: string }
  /** Free-form JSON value. */
  JSON: { input: unknown; output: unknown }
}

export type AddProductsToCartOutput = {
  __typename?: 'AddProductsToCartOutput'
  /** The cart as it is now (unchanged when an item was refused); null when the cart is not the caller's. */
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
  user_errors: Array<CartUserInputError>
}

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon'
  code: Scalars['String']['output']
}

/** A gift card applied to the cart. */
export type AppliedGiftCard = {
  __typename?: 'AppliedGiftCard'
  /** What the card takes off this cart. */
  applied_balance: Money
  /** The code masked but for its last four characters. */
  code: Scalars['String']['output']
  current_balance: Money
  /** Last day the card can be spent (YYYY-MM-DD), or null. */
  expiration_date?: Maybe<Scalars['String']['output']>
}

export type AppliedStoreCredit = {
  __typename?: 'AppliedStoreCredit'
  /** What the credit takes off this cart. */
  applied_balance: Money
  current_balance: Money
  enabled: Scalars['Boolean']['output']
}

export type ApplyCouponToCartInput = {
  cart_id: Scalars['String']['input']
  coupon_code: Scalars['String']['input']
}

export type ApplyCouponToCartOutput = {
  __typename?: 'ApplyCouponToCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type ApplyGiftCardToCartInput = {
  cart_id: Scalars['String']['input']
  gift_card_code: Scalars['String']['input']
}

export type ApplyGiftCardToCartOutput = CheckoutMutationOutput & {
  __typename?: 'ApplyGiftCardToCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type ApplyStoreCreditToCartInput = {
  cart_id: Scalars['String']['input']
}

export type ApplyStoreCreditToCartOutput = CheckoutMutationOutput & {
  __typename?: 'ApplyStoreCreditToCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

/** Where to look for pickup locations. */
export type AreaInput = {
  /** Kilometres around the place (1 to 500; 50 when absent). */
  radius?: InputMaybe<Scalars['Int']['input']>
  /** A postcode (69002, EC1V 1JN) or a town (Lyon, München, Munich). */
  search_term: Scalars['String']['input']
}

export type AttributeFilter = {
  code: Scalars['String']['input']
  values: Array<Scalars['String']['input']>
}

export type AvailablePaymentMethod = {
  __typename?: 'AvailablePaymentMethod'
  /** `offline_card`, `offline_wallet` (the provider's name first) or `free`. */
  code: Scalars['String']['output']
  title: Scalars['String']['output']
}

/** A shipping method for the address, priced by the shop's rate table (Magento's shape). */
export type AvailableShippingMethod = {
  __typename?: 'AvailableShippingMethod'
  amount: Money
  available: Scalars['Boolean']['output']
  carrier_code: Scalars['String']['output']
  carrier_title: Scalars['String']['output']
  /** How long delivery takes to the address's country (the delivery page's table), null where it names none. */
  delivery_days?: Maybe<DeliveryDays>
  /** Why the method cannot be used, in the store's language. */
  error_message?: Maybe<Scalars['String']['output']>
  method_code: Scalars['String']['output']
  method_title: Scalars['String']['output']
  price_excl_tax: Money
  price_incl_tax: Money
}

export type BillingAddressInput = {
  address?: InputMaybe<CartAddressInput>
  customer_address_id?: InputMaybe<Scalars['Int']['input']>
  same_as_shipping?: InputMaybe<Scalars['Boolean']['input']>
}

export type BillingCartAddress = CartAddressInterface & {
  __typename?: 'BillingCartAddress'
  city: Scalars['String']['output']
  company?: Maybe<Scalars['String']['output']>
  country: CartAddressCountry
  customer_address_id?: Maybe<Scalars['Int']['output']>
  firstname: Scalars['String']['output']
  lastname: Scalars['String']['output']
  postcode: Scalars['String']['output']
  /** Whether it is the shipping address. */
  same_as_shipping: Scalars['Boolean']['output']
  street: Array<Scalars['String']['output']>
  telephone?: Maybe<Scalars['String']['output']>
  /** The buyer's VAT number for the invoice, with its country prefix; null when none. */
  vat_id?: Maybe<Scalars['String']['output']>
}

export type BundleOption = {
  __typename?: 'BundleOption'
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
  required: Scalars['Boolean']['output']
  type: Scalars['String']['output']
  values: Array<BundleOptionValue>
}

export type BundleOptionValue = {
  __typename?: 'BundleOptionValue'
  defaultQuantity: Scalars['Int']['output']
  label: Scalars['String']['output']
  prices: ProductPrices
  product?: Maybe<Product>
  userDefinedQuantity: Scalars['Boolean']['output']
  value: Scalars['ID']['output']
}

/** A shopping cart; every amount is computed by the server from the catalogue. */
export type Cart = {
  __typename?: 'Cart'
  applied_coupons: Array<AppliedCoupon>
  applied_gift_cards: Array<AppliedGiftCard>
  /** The store credit spent on the cart; null when none is applied. */
  applied_store_credit?: Maybe<AppliedStoreCredit>
  /** Payment methods the cart can use now (`free` only when nothing is left to pay). */
  available_payment_methods: Array<AvailablePaymentMethod>
  billing_address?: Maybe<BillingCartAddress>
  /** The signed-in customer's e-mail address; null for a guest cart until checkout asks for it. */
  email?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  /**
   * Whether nothing in the cart is shipped: it holds gift cards only (they are e-mailed). A
   * virtual cart needs no shipping address nor method at checkout, only a billing address.
   */
  is_virtual: Scalars['Boolean']['output']
  items: Array<CartItem>
  /** Changes the shop made to the cart that the shopper has to be told about (lines reduced when carts were merged). */
  notices: Array<CartNotice>
  prices: CartPrices
  selected_payment_method?: Maybe<SelectedPaymentMethod>
  /** Where the cart is delivered (one address, or none yet), with its shipping methods. */
  shipping_addresses: Array<ShippingCartAddress>
  /** Pieces in the cart, all lines together. */
  total_quantity: Scalars['Int']['output']
}

export type CartAddressCountry = {
  __typename?: 'CartAddressCountry'
  code: Scalars['String']['output']
  /** The country's name in the store's language. */
  label: Scalars['String']['output']
}

/** An address typed at checkout (Magento's CartAddressInput). */
export type CartAddressInput = {
  city: Scalars['String']['input']
  company?: InputMaybe<Scalars['String']['input']>
  /** A country the store delivers to (two letters). */
  country_code: Scalars['String']['input']
  firstname: Scalars['String']['input']
  lastname: Scalars['String']['input']
  postcode: Scalars['String']['input']
  /** Also keep it in the signed-in customer's address book. */
  save_in_address_book?: InputMaybe<Scalars['Boolean']['input']>
  /** One or two lines. */
  street: Array<Scalars['String']['input']>
  telephone: Scalars['String']['input']
  /** The buyer's VAT number (businesses), printed on the invoice: billing addresses only, in the shape of the billing country's numbers (prefix optional). */
  vat_id?: InputMaybe<Scalars['String']['input']>
}

/** An address of a cart (shipping or billing). */
export type CartAddressInterface = {
  city: Scalars['String']['output']
  company?: Maybe<Scalars['String']['output']>
  country: CartAddressCountry
  firstname: Scalars['String']['output']
  lastname: Scalars['String']['output']
  postcode: Scalars['String']['output']
  street: Array<Scalars['String']['output']>
  telephone?: Maybe<Scalars['String']['output']>
}

/** A cart line (cache key: item_id). */
export type CartItem = {
  __typename?: 'CartItem'
  /** Pieces in stock for this choice (size, colour) right now. */
  available_quantity: Scalars['Int']['output']
  /** The chosen pieces of a bundle. */
  bundle_options: Array<CartItemBundleOption>
  /** The chosen colour and size of a configurable product. */
  configurable_options: Array<SelectedConfigurableOption>
  /** The chosen variant of a configurable product (Magento's configured_variant): its sku, stock and the picture of its colour; null otherwise. */
  configured_variant?: Maybe<Product>
  /** The chosen custom options (gift wrap, embroidery) with their extra cost. */
  customizable_options: Array<SelectedCustomizableOption>
  errors: Array<CartItemError>
  /** The amount, sender, recipient and message of a gift card line; null for any other product. */
  gift_card?: Maybe<GiftCardItemDetails>
  /** False when the stock no longer covers the quantity. */
  is_available: Scalars['Boolean']['output']
  item_id: Scalars['ID']['output']
  /** Why the line cannot be ordered as it is (not enough stock), in the store's language. */
  not_available_message?: Maybe<Scalars['String']['output']>
  prices: CartItemPrices
  product: Product
  quantity: Scalars['Int']['output']
  uid: Scalars['ID']['output']
}

export type CartItemBundleOption = {
  __typename?: 'CartItemBundleOption'
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
  uid: Scalars['ID']['output']
  values: Array<CartItemBundleOptionValue>
}

export type CartItemBundleOptionValue = {
  __typename?: 'CartItemBundleOptionValue'
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
  /** Unit price of the piece, including tax. */
  price: Money
  quantity: Scalars['Int']['output']
  uid: Scalars['ID']['output']
}

export type CartItemError = {
  __typename?: 'CartItemError'
  code: CartItemErrorType
  message: Scalars['String']['output']
}

export type CartItemErrorType = 'ITEM_QTY' | 'UNDEFINED'

/**
 * A product to add. Options are chosen by uid, as in Magento: base64 of
 * `configurable/<attribute id>/<value>` (colour 93, size 144), `custom-option/<option id>/<value id>`
 * and `bundle/<option id>/<selection id>/<quantity>`; a free-text custom option is an
 * entered option with uid `custom-option/<option id>`. A gift card takes entered options
 * `giftcard/am_giftcard_amount` (euros as typed: `50.00`, `37,50`; a listed amount or one within
 * the product's range), `giftcard/am_giftcard_sender_name`, `…_sender_email`,
 * `…_recipient_name`, `…_recipient_email` (names up to 100 characters) and the optional
 * `giftcard/am_giftcard_message` (up to 300). There is no price input.
 */
export type CartItemInput = {
  entered_options?: InputMaybe<Array<EnteredOptionInput>>
  /** A whole number from 1 to the shop's maximum per line. */
  quantity: Scalars['Float']['input']
  selected_options?: InputMaybe<Array<Scalars['ID']['input']>>
  sku: Scalars['String']['input']
}

export type CartItemPrices = {
  __typename?: 'CartItemPrices'
  /** Unit price including tax, after tier price and option extra costs. */
  price: Money
  /** Line total excluding tax, before discounts. */
  row_total: Money
  /** Line total including tax, before discounts. */
  row_total_including_tax: Money
  /** The VAT rate the line is charged at its destination, in percent (0 for a gift card). */
  tax_percent: Scalars['Float']['output']
  /** The line's share of the cart's discounts. */
  total_item_discount: Money
}

export type CartItemUpdateInput = {
  cart_item_id: Scalars['ID']['input']
  quantity: Scalars['Float']['input']
}

/** Something the shop changed in the cart (a merge at sign-in), in the store's language. */
export type CartNotice = {
  __typename?: 'CartNotice'
  code: CartNoticeCode
  message: Scalars['String']['output']
  sku: Scalars['String']['output']
}

export type CartNoticeCode =
  /** A line could not be kept at all (sold out, or no longer sold). */
  | 'ITEM_REMOVED'
  /** A line was reduced to what is in stock. */
  | 'QUANTITY_REDUCED'

export type CartPrices = {
  __typename?: 'CartPrices'
  /** VAT of the cart after discounts, one item per rate charged (shipping's share included), highest rate first: the destination country's rates (docs/vat.md). */
  applied_taxes: Array<CartTaxItem>
  discounts: Array<Discount>
  /** What the applied gift cards take off the total; never any of the gift card lines bought (those are paid by card or wallet). */
  gift_cards_total: Money
  /** What is left to pay by card or wallet: subtotal − discounts + shipping − gift cards − store credit (see checkout.graphql). */
  grand_total: Money
  shipping_excluding_tax: Money
  /** Price of the selected shipping method including tax (0 until one is chosen). */
  shipping_including_tax: Money
  /** What the applied store credit takes off the total; never any of the gift card lines bought. */
  store_credit_total: Money
  subtotal_excluding_tax: Money
  subtotal_including_tax: Money
  /** Subtotal after discounts plus shipping, before gift cards and store credit. */
  total_before_credits: Money
}

export type CartTaxItem = {
  __typename?: 'CartTaxItem'
  amount: Money
  /** The rate in the store's language: `Including 19 % VAT`. */
  label: Scalars['String']['output']
  /** The VAT rate in percent. */
  rate: Scalars['Float']['output']
}

/** Why an item could not be added (Magento's codes), with a message in the store's language. */
export type CartUserInputError = {
  __typename?: 'CartUserInputError'
  code: CartUserInputErrorType
  message: Scalars['String']['output']
}

export type CartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_PARAMETER_VALUE'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED'

export type Category = {
  __typename?: 'Category'
  /** Ancestors from the menu top (Men, Women, Kids) down to the parent; neither the roots nor this category. */
  breadcrumbs: Array<Category>
  children: Array<Category>
  description: Scalars['String']['output']
  gender?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  image?: Maybe<Media>
  includeInMenu: Scalars['Boolean']['output']
  level: Scalars['Int']['output']
  metaTitle: Scalars['String']['output']
  name: Scalars['String']['output']
  /** The parent, or null under the root categories (1 and 3). */
  parent?: Maybe<Category>
  /** Store-relative URL of the category page (/homme/chaussons). */
  path: Scalars['String']['output']
  position: Scalars['Int']['output']
  products: ProductListing
  urlPath: Scalars['String']['output']
}

export type CategoryProductsArgs = {
  params?: InputMaybe<ListingParams>
}

/** What every checkout mutation answers: the cart as it is now, or why nothing changed. */
export type CheckoutMutationOutput = {
  /** The cart as it is now; null when the cart is not the caller's. */
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  /** The input field at fault, when one is (`postcode`, `telephone`, `pickup_location_code`…). */
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

/** A payment the shopper completes at the provider before the order is placed. */
export type CheckoutPayment = {
  __typename?: 'CheckoutPayment'
  amount: Money
  /** For the card form island: lets the browser confirm this intent at the provider. */
  client_secret: Scalars['String']['output']
  /** Where the card form posts the card details (card data never reaches the shop). */
  confirmation_url: Scalars['String']['output']
  decline_code?: Maybe<PaymentDeclineCode>
  intent_id: Scalars['ID']['output']
  method: PaymentMethodKind
  /** The provider page to visit next (3-D Secure challenge, wallet sheet), when the status asks for it. */
  next_action_url?: Maybe<Scalars['String']['output']>
  status: PaymentIntentStatus
}

/** A line of the order that could not be added to the cart (Magento's CheckoutUserInputError). */
export type CheckoutUserInputError = {
  __typename?: 'CheckoutUserInputError'
  code: CheckoutUserInputErrorCodes
  message: Scalars['String']['output']
  /** Where: the order number, then the sku of the line. */
  path: Array<Scalars['String']['output']>
}

export type CheckoutUserInputErrorCodes =
  'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'PRODUCT_NOT_FOUND' | 'REORDER_NOT_AVAILABLE' | 'UNDEFINED'

/** A content block (cache key: identifier). */
export type CmsBlock = {
  __typename?: 'CmsBlock'
  content: Scalars['String']['output']
  contentWysiwyg: Wysiwyg
  identifier: Scalars['ID']['output']
  title: Scalars['String']['output']
}

/** A content page (cache key: identifier). */
export type CmsPage = {
  __typename?: 'CmsPage'
  content: Scalars['String']['output']
  contentWysiwyg: Wysiwyg
  identifier: Scalars['ID']['output']
  metaDescription: Scalars['String']['output']
  /** The document's title for search engines and the browser's tab; empty: use the title. */
  metaTitle: Scalars['String']['output']
  path: Scalars['String']['output']
  title: Scalars['String']['output']
  urlKey: Scalars['String']['output']
}

/** The company behind the shop, as its legal notice names it. */
export type CompanyInfo = {
  __typename?: 'CompanyInfo'
  host: HostingProvider
  /** Legal form as registered (SAS: société par actions simplifiée). */
  legalForm: Scalars['String']['output']
  legalName: Scalars['String']['output']
  /** Director of publication and legal representative. */
  publicationDirector: Scalars['String']['output']
  registeredOffice: PostalAddress
  shareCapital: Money
  tradeRegister: TradeRegister
  vatId: Scalars['String']['output']
}

export type ConfigurableOption = {
  __typename?: 'ConfigurableOption'
  attribute: OptionAttribute
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
  values: Array<ConfigurableOptionValue>
}

export type ConfigurableOptionValue = {
  __typename?: 'ConfigurableOptionValue'
  label: Scalars['String']['output']
  swatch?: Maybe<Swatch>
  value: Scalars['String']['output']
}

/** Customer service contact details. */
export type ContactInfo = {
  __typename?: 'ContactInfo'
  address: PostalAddress
  email: Scalars['String']['output']
  /** Opening hours (French time) of every weekday, Monday first; a day without slots is closed. */
  openingHours: Array<OpeningDay>
  phone: Scalars['String']['output']
}

/** A message to customer service, as typed in the contact form (plain text). */
export type ContactUsInput = {
  /** 1 to 5000 characters. */
  comment: Scalars['String']['input']
  email: Scalars['String']['input']
  /** 1 to 100 characters. */
  name: Scalars['String']['input']
  /** The order it is about, when there is one (up to 20 characters). */
  orderNumber?: InputMaybe<Scalars['String']['input']>
  /** What it is about: order, product, return or other. */
  subject: Scalars['String']['input']
  /** A trap for robots: people leave it empty (the form hides it). When filled, the answer is a success and nothing is sent. */
  website?: InputMaybe<Scalars['String']['input']>
}

/** Content metadata entry, as carried in response extensions. */
export type ContentMetadata = {
  __typename?: 'ContentMetadata'
  hash: Scalars['String']['output']
  id: Scalars['ID']['output']
  type: Scalars['String']['output']
}

export type Coordinates = {
  __typename?: 'Coordinates'
  latitude: Scalars['Float']['output']
  longitude: Scalars['Float']['output']
}

/** Four products placed at the corners of an image. */
export type CornerProducts = {
  __typename?: 'CornerProducts'
  bottomLeft?: Maybe<Product>
  bottomRight?: Maybe<Product>
  topLeft?: Maybe<Product>
  topRight?: Maybe<Product>
}

/** A country with its ISO codes and its name in the store's language. */
export type Country = {
  __typename?: 'Country'
  code2: Scalars['ID']['output']
  code3: Scalars['String']['output']
  name: Scalars['String']['output']
  numeric: Scalars['String']['output']
  /** Whether the shop delivers there (a shipping rate exists): shipping address lists offer only these, billing lists every country. */
  shipsTo: Scalars['Boolean']['output']
  subdivision: Scalars['String']['output']
}

export type CreateGuestCartOutput = {
  __typename?: 'CreateGuestCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

/** A refund of (part of) an order: which pieces, the shipping, an adjustment, and where the money went. */
export type CreditMemo = {
  __typename?: 'CreditMemo'
  created_at: Scalars['DateTime']['output']
  /** Where the owner downloads the credit memo as a PDF (absolute URL; a guest's carries the order's signed token). */
  downloadLink?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  /** The number of the invoice this credit memo corrects (none for orders placed before invoices were written). */
  invoice_number?: Maybe<Scalars['String']['output']>
  items: Array<CreditMemoItem>
  /** The credit memo number (CM-000007). */
  number: Scalars['String']['output']
  refunded_to: CreditMemoDestination
  total: CreditMemoTotal
}

export type CreditMemoDestination = {
  __typename?: 'CreditMemoDestination'
  /** The card refunded, for PAYMENT by card. */
  card_brand?: Maybe<Scalars['String']['output']>
  card_last4?: Maybe<Scalars['String']['output']>
  type: CreditMemoDestinationType
}

export type CreditMemoDestinationType =
  /** Back to the card or wallet that paid. */
  | 'PAYMENT'
  /** Added to the customer's store credit. */
  | 'STORE_CREDIT'

export type CreditMemoItem = {
  __typename?: 'CreditMemoItem'
  /** What these pieces cost after their discount, including tax. */
  amount: Money
  id: Scalars['ID']['output']
  product_name: Scalars['String']['output']
  product_sku: Scalars['String']['output']
  quantity_refunded: Scalars['Float']['output']
}

export type CreditMemoTotal = {
  __typename?: 'CreditMemoTotal'
  /** Added to (positive) or kept from (negative) the refund. */
  adjustment: Money
  grand_total: Money
  subtotal: Money
  total_shipping: Money
  /** Of which VAT. */
  total_tax: Money
}

/** An amount in a currency, Magento's Money shape (value in major units, computed from integer cents). */
export type CurrencyAmount = {
  __typename?: 'CurrencyAmount'
  currency: Scalars['String']['output']
  value: Scalars['Float']['output']
}

export type CustomLink = {
  __typename?: 'CustomLink'
  id: Scalars['ID']['output']
  url: Scalars['String']['output']
  value: Scalars['String']['output']
}

export type CustomOption = {
  __typename?: 'CustomOption'
  extraCost?: Maybe<ExtraCost>
  id: Scalars['ID']['output']
  is_required: Scalars['Boolean']['output']
  max_characters?: Maybe<Scalars['Int']['output']>
  option_id: Scalars['ID']['output']
  title: Scalars['String']['output']
  type: Scalars['String']['output']
  values: Array<CustomOptionValue>
}

export type CustomOptionValue = {
  __typename?: 'CustomOptionValue'
  extraCost: ExtraCost
  id: Scalars['ID']['output']
  option_value_id: Scalars['ID']['output']
  sort_order: Scalars['Int']['output']
  title: Scalars['String']['output']
}

export type Customer = {
  __typename?: 'Customer'
  addresses: Array<CustomerAddress>
  email: Scalars['String']['output']
  firstname: Scalars['String']['output']
  id: Scalars['ID']['output']
  isSubscribed: Scalars['Boolean']['output']
  lastname: Scalars['String']['output']
  order?: Maybe<Order>
  orders: Array<Order>
  /** The customer's returns, newest first. */
  returns: Array<ReturnMerchandiseAuthorization>
  storeCredit: Money
  /** The customer's store credit (Magento's store_credit): balance and history, from the ledger. */
  store_credit: CustomerStoreCredit
  /** The customer's wishlist (created empty on first use); null while the `wishlist` feature is off. */
  wishlist?: Maybe<Wishlist>
}

export type CustomerOrderArgs = {
  orderId: Scalars['ID']['input']
}

/** An address of the customer's address book (cache key: id). */
export type CustomerAddress = {
  __typename?: 'CustomerAddress'
  city: Scalars['String']['output']
  company: Scalars['String']['output']
  countryCode: Scalars['String']['output']
  /** The country's name in the store's language. */
  countryName: Scalars['String']['output']
  defaultBilling: Scalars['Boolean']['output']
  defaultShipping: Scalars['Boolean']['output']
  firstname: Scalars['String']['output']
  id: Scalars['ID']['output']
  lastname: Scalars['String']['output']
  postcode: Scalars['String']['output']
  street: Array<Scalars['String']['output']>
  telephone: Scalars['String']['output']
  /** The buyer's VAT number for invoices billed to this address, with its country prefix ('' for none). */
  vatId: Scalars['String']['output']
}

export type CustomerAddressInput = {
  city: Scalars['String']['input']
  company?: InputMaybe<Scalars['String']['input']>
  countryCode: Scalars['String']['input']
  defaultBilling?: InputMaybe<Scalars['Boolean']['input']>
  defaultShipping?: InputMaybe<Scalars['Boolean']['input']>
  firstname: Scalars['String']['input']
  lastname: Scalars['String']['input']
  postcode: Scalars['String']['input']
  street: Array<Scalars['String']['input']>
  telephone?: InputMaybe<Scalars['String']['input']>
  /** The buyer's VAT number, printed on invoices billed to this address; checked against its country as at checkout (INVALID_VAT_ID, field vatId). Empty or omitted: none. */
  vatId?: InputMaybe<Scalars['String']['input']>
}

export type CustomerAddressMutationResult = {
  __typename?: 'CustomerAddressMutationResult'
  address?: Maybe<CustomerAddress>
  customer?: Maybe<Customer>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type CustomerCreateInput = {
  acceptsTerms: Scalars['Boolean']['input']
  email: Scalars['String']['input']
  firstname: Scalars['String']['input']
  isSubscribed?: InputMaybe<Scalars['Boolean']['input']>
  lastname: Scalars['String']['input']
  password: Scalars['String']['input']
}

/** A file bought with a paid order (Magento's CustomerDownloadableProduct, one per order line and file). */
export type CustomerDownloadableProduct = {
  __typename?: 'CustomerDownloadableProduct'
  /** When the order was placed. */
  date: Scalars['DateTime']['output']
  /**
   * Where the file is downloaded: a form of the store's pages posts to it, and each download
   * counts. A guest's carries the order's signed link token.
   */
  download_url: Scalars['String']['output']
  /** The name the file downloads as. */
  file_name: Scalars['String']['output']
  id: Scalars['ID']['output']
  link_title: Scalars['String']['output']
  /** Downloads bought; 0 = unlimited. */
  number_of_downloads_bought: Scalars['Int']['output']
  number_of_downloads_used: Scalars['Int']['output']
  order_id: Scalars['ID']['output']
  /** The order number (Magento's order_increment_id). */
  order_increment_id: Scalars['String']['output']
  product_name: Scalars['String']['output']
  product_sku: Scalars['String']['output']
  /** Downloads left; null when unlimited (Magento answers the text `Unlimited`). */
  remaining_downloads?: Maybe<Scalars['Int']['output']>
  status: DownloadableLinkStatus
}

export type CustomerDownloadableProducts = {
  __typename?: 'CustomerDownloadableProducts'
  items: Array<CustomerDownloadableProduct>
}

export type CustomerMutationResult = {
  __typename?: 'CustomerMutationResult'
  customer?: Maybe<Customer>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

/** A customer's store credit; embedded in the customer (no cache key). */
export type CustomerStoreCredit = {
  __typename?: 'CustomerStoreCredit'
  /** Movements of the ledger, newest first. */
  balance_history: CustomerStoreCreditHistory
  current_balance: CurrencyAmount
  /** Whether store credit can be spent at checkout in this store. */
  enabled: Scalars['Boolean']['output']
}

/** A customer's store credit; embedded in the customer (no cache key). */
export type CustomerStoreCreditBalance_HistoryArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>
  pageSize?: InputMaybe<Scalars['Int']['input']>
}

export type CustomerStoreCreditHistory = {
  __typename?: 'CustomerStoreCreditHistory'
  items: Array<CustomerStoreCreditHistoryItem>
  total_count: Scalars['Int']['output']
}

/** One movement of the store-credit ledger. */
export type CustomerStoreCreditHistoryItem = {
  __typename?: 'CustomerStoreCreditHistoryItem'
  /** Refunded (a refund), Updated (an adjustment by the shop) or Used (spent on an order). */
  action: Scalars['String']['output']
  /** The balance right after this movement. */
  actual_balance: CurrencyAmount
  /** The signed amount of the movement. */
  balance_change: CurrencyAmount
  /** When it happened (ISO 8601). */
  date_time_changed: Scalars['String']['output']
}

export type CustomerUpdateInput = {
  firstname: Scalars['String']['input']
  lastname: Scalars['String']['input']
}

/** A delivery time in working days from dispatch: from `min` to `max`. */
export type DeliveryDays = {
  __typename?: 'DeliveryDays'
  max: Scalars['Int']['output']
  min: Scalars['Int']['output']
}

export type Discount = {
  __typename?: 'Discount'
  amount: Money
  label: Scalars['String']['output']
}

/** Where a purchased file stands (Magento's link statuses, with why it ended). */
export type DownloadableLinkStatus =
  /** It can be downloaded. */
  | 'AVAILABLE'
  /** Its order was cancelled. */
  | 'CANCELED'
  /** Every download bought was used. */
  | 'EXPIRED'
  /** Its order line was refunded. */
  | 'REFUNDED'

/** A file a downloadable product sells (Magento's DownloadableProductLinks), in the store's language. */
export type DownloadableProductLinks = {
  __typename?: 'DownloadableProductLinks'
  /** The name the file downloads as. */
  file_name: Scalars['String']['output']
  /** How many times a buyer may download it per piece bought; 0 = unlimited. */
  number_of_downloads: Scalars['Int']['output']
  sort_order: Scalars['Int']['output']
  title: Scalars['String']['output']
  /** Base64 of `downloadable/<link id>`. */
  uid: Scalars['ID']['output']
}

export type DynamicFacet = {
  __typename?: 'DynamicFacet'
  buckets: Array<FacetBucket>
  code: Scalars['String']['output']
  label: Scalars['String']['output']
}

/** A manufacturer or responsible person: name, postal and electronic address (no cache key). */
export type EconomicOperator = {
  __typename?: 'EconomicOperator'
  city: Scalars['String']['output']
  /** ISO 3166-1 alpha-2 country code. */
  countryCode: Scalars['String']['output']
  email: Scalars['String']['output']
  name: Scalars['String']['output']
  postalCode: Scalars['String']['output']
  street: Scalars['String']['output']
}

export type EkomiFeedback = {
  __typename?: 'EkomiFeedback'
  bestRating: Scalars['Int']['output']
  dataRatingPercent: Scalars['Float']['output']
  firstname: Scalars['String']['output']
  negativePercent: Scalars['Float']['output']
  neutralPercent: Scalars['Float']['output']
  rating: Scalars['Int']['output']
  review: Scalars['String']['output']
  submitted: Scalars['DateTime']['output']
}

export type EkomiRating = {
  __typename?: 'EkomiRating'
  average: Scalars['Float']['output']
  ratingNumber: Scalars['Int']['output']
}

/** An answer: a select's option value, `true` or `false` for a boolean, the text for text fields and areas. */
export type EnteredCustomAttributeInput = {
  attribute_code: Scalars['String']['input']
  value: Scalars['String']['input']
}

export type EnteredOptionInput = {
  uid: Scalars['ID']['input']
  value: Scalars['String']['input']
}

/** A resolved link (cache key: identifier): the requested id, its URL and its type. */
export type Entity = {
  __typename?: 'Entity'
  identifier: Scalars['ID']['output']
  type: Scalars['String']['output']
  url: Scalars['String']['output']
}

export type EntryTile = {
  __typename?: 'EntryTile'
  link?: Maybe<Scalars['String']['output']>
  media?: Maybe<Media>
  title: Scalars['String']['output']
  withShadow: Scalars['Boolean']['output']
}

export type ExtraCost = FixedExtraCost | PercentageExtraCost

export type FacetBucket = {
  __typename?: 'FacetBucket'
  docCount: Scalars['Int']['output']
  label: Scalars['String']['output']
  value: Scalars['String']['output']
}

export type FaqEntry = {
  __typename?: 'FaqEntry'
  /** The answer as CMS HTML: text with links to the pages that say more. */
  answer: Scalars['String']['output']
  id: Scalars['ID']['output']
  position: Scalars['Int']['output']
  question: Scalars['String']['output']
  topic: Scalars['String']['output']
}

/** A value the field must equal, or a list of values it must be one of. */
export type FilterTypeInput = {
  eq?: InputMaybe<Scalars['String']['input']>
  in?: InputMaybe<Array<Scalars['String']['input']>>
}

export type FixedExtraCost = {
  __typename?: 'FixedExtraCost'
  prices: PriceWithTax
  type: Scalars['String']['output']
}

export type GenderFilter = {
  __typename?: 'GenderFilter'
  name: Scalars['String']['output']
  values: Array<GenderFilterValue>
}

export type GenderFilterValue = {
  __typename?: 'GenderFilterValue'
  code: Scalars['String']['output']
  label: Scalars['String']['output']
}

/** A gift card's balance; embedded in its query (no cache key). */
export type GiftCardAccount = {
  __typename?: 'GiftCardAccount'
  balance: CurrencyAmount
  /** The code masked but for its last four characters (XXXX-XXXX-XXXX-NPQR). */
  code: Scalars['String']['output']
  /** Last day the card can be spent (YYYY-MM-DD), or null when it never expires. */
  expiration_date?: Maybe<Scalars['String']['output']>
}

export type GiftCardAccountInput = {
  /** The code as the shopper types it (case, spaces and dashes do not matter). */
  gift_card_code: Scalars['String']['input']
}

/** An amount a gift card is sold for (embedded in its product, no cache key). */
export type GiftCardAmount = {
  __typename?: 'GiftCardAmount'
  /** Base64 of `giftcard/am_giftcard_amount/<amount>`, the amount in euros with two decimals (`25.00`), as the form posts it. */
  uid: Scalars['ID']['output']
  value: Money
}

export type GiftCardFieldType = 'EMAIL' | 'RADIO' | 'TEXT' | 'TEXTAREA'

/** A field of the gift card form (cache key: id). */
export type GiftCardFormField = {
  __typename?: 'GiftCardFormField'
  /** Form field name, of the am_giftcard_* family. */
  code: Scalars['String']['output']
  /** Id of the field whose value this one takes by default (the recipient e-mail takes the sender e-mail). */
  defaultFrom?: Maybe<Scalars['ID']['output']>
  /** 1 custom amount, 2 sender name, 3 sender e-mail, 4 recipient name, 5 recipient e-mail, 6 message, 7 e-mail delivery. */
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
  /** Every field but the message is required. */
  required: Scalars['Boolean']['output']
  type: GiftCardFieldType
}

/**
 * What a gift card line is made of (Magento's GiftCardCartItem fields), embedded in its line (no
 * cache key). The card's code is never part of it: it goes to the recipient alone.
 */
export type GiftCardItemDetails = {
  __typename?: 'GiftCardItemDetails'
  /** The card's value as chosen: the line's unit price, without VAT (due when the card is spent). */
  amount: Money
  /** The sender's message; null when none was written. */
  message?: Maybe<Scalars['String']['output']>
  recipient_email: Scalars['String']['output']
  recipient_name: Scalars['String']['output']
  sender_email: Scalars['String']['output']
  sender_name: Scalars['String']['output']
}

/** How a gift card reaches its recipient (Magento's GiftCardTypeEnum): this shop only e-mails them. */
export type GiftCardTypeEnum = 'VIRTUAL'

export type GuestOrderInformationInput = {
  email: Scalars['String']['input']
  /** The order number (`order_number`). */
  number: Scalars['String']['input']
  /** Postcode of the billing address. */
  postcode: Scalars['String']['input']
}

/** Who hosts the shop. */
export type HostingProvider = {
  __typename?: 'HostingProvider'
  address: PostalAddress
  name: Scalars['String']['output']
  phone: Scalars['String']['output']
}

export type Icon = {
  __typename?: 'Icon'
  name: Scalars['String']['output']
  url: Scalars['String']['output']
}

/**
 * An order's invoice (Magento's CustomerOrder.invoices, with the storefront's fields): written once,
 * when the paid order was placed, with its lines and totals as invoiced. Only the order's owner
 * reaches it (through `customer { order }`, or a guest's look-up of their order).
 */
export type Invoice = {
  __typename?: 'Invoice'
  created_at: Scalars['DateTime']['output']
  /** The storefront's name of created_at. */
  creationDate: Scalars['DateTime']['output']
  /** Where the owner downloads the invoice as a PDF (absolute URL; a guest's carries the order's signed token). */
  downloadLink?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  items: Array<InvoiceItem>
  /** The invoice number (INV-000042), from a sequence: never reused. */
  number: Scalars['String']['output']
  /** The shipping as invoiced: one line per VAT rate it was charged at (its VAT follows the goods), none when free. */
  shippingLines: Array<InvoiceShippingLine>
  /** Magento's totals. */
  total: InvoiceTotal
  /** The storefront's totals. */
  totals: InvoiceTotals
  /** The VAT per rate (VAT Directive art. 226 (8)–(10)), lines and shipping together, highest rate first. */
  vatSummary: Array<InvoiceVatRate>
}

export type InvoiceItem = {
  __typename?: 'InvoiceItem'
  /** The line's taxable amount: quantity × priceExclTax − discountExclTax. */
  amountExclTax: Money
  /** A bundle's pieces (`Label: 2 × piece`). */
  bundleOptions: Array<Scalars['String']['output']>
  /** The line's discount excluding VAT (0 without one). */
  discountExclTax: Money
  discounts: Array<Discount>
  id: Scalars['ID']['output']
  /** The storefront's names. */
  name: Scalars['String']['output']
  /** Chosen size, colour and options (`Label: value`). */
  options: Array<Scalars['String']['output']>
  /** Unit price excluding VAT as the invoice states it, to four decimals where needed (4.1667), so that quantity × it − discountExclTax = amountExclTax to the cent. */
  priceExclTax: Money
  priceInclTax: Money
  /** Magento's names. */
  product_name: Scalars['String']['output']
  /** Unit price including tax. */
  product_sale_price: Money
  product_sku: Scalars['String']['output']
  quantity: Scalars['Int']['output']
  quantity_invoiced: Scalars['Float']['output']
  sku: Scalars['String']['output']
  /** Line total including tax, after its discount. */
  subtotal: Money
  /** VAT of the line after its discount. */
  taxAmount: Money
  /** The line's VAT rate in percent (20, 5.5, 0), as invoiced. */
  taxPercent: Scalars['Float']['output']
}

export type InvoiceShippingLine = {
  __typename?: 'InvoiceShippingLine'
  amountExclTax: Money
  amountInclTax: Money
  taxAmount: Money
  /** The VAT rate in percent this share of the shipping was charged at. */
  taxPercent: Scalars['Float']['output']
}

export type InvoiceTotal = {
  __typename?: 'InvoiceTotal'
  discounts: Array<Discount>
  grand_total: Money
  subtotal: Money
  total_shipping: Money
  /** Of which VAT. */
  total_tax: Money
}

export type InvoiceTotals = {
  __typename?: 'InvoiceTotals'
  discount: Money
  grandTotal: Money
  shippingAmount: Money
  subtotal: Money
  taxAmount: Money
}

/** The taxable amount, VAT and amount including VAT of one VAT rate of an invoice. */
export type InvoiceVatRate = {
  __typename?: 'InvoiceVatRate'
  amountInclTax: Money
  taxAmount: Money
  taxPercent: Scalars['Float']['output']
  taxableAmount: Money
}

/** Listing request of a page URL: page, pageLength, price range, sort (JSON) and attribute filters. */
export type ListingParams = {
  /** Any other URL parameter: attribute code (genre, color, size, material) with its values; unknown codes are ignored, at most 9999 values. */
  filters?: InputMaybe<Array<AttributeFilter>>
  maxPrice?: InputMaybe<Scalars['Float']['input']>
  minPrice?: InputMaybe<Scalars['Float']['input']>
  page?: InputMaybe<Scalars['Int']['input']>
  pageLength?: InputMaybe<Scalars['Int']['input']>
  /** JSON object such as {"price":"asc"}; invalid JSON is ignored. */
  sort?: InputMaybe<Scalars['String']['input']>
}

/** An image with its responsive sizes, including gender-specific artwork. */
export type Media = {
  __typename?: 'Media'
  alt: Scalars['String']['output']
  /** Intrinsic height in px of the largest rendition (srcset large). */
  height: Scalars['Int']['output']
  id: Scalars['ID']['output']
  srcset: Srcset
  type: Scalars['String']['output']
  url: Scalars['String']['output']
  /** Intrinsic width in px of the largest rendition (srcset large); with height, the picture's aspect ratio. */
  width: Scalars['Int']['output']
}

/** An entry of a store's own menu: a category's or product's name and path (they follow it), or a custom link's label and URL. */
export type MenuEntry = {
  __typename?: 'MenuEntry'
  children: Array<MenuEntry>
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
  /** A path in the store (`/femmes`), an absolute URL, or null for a heading that only opens its entries. */
  url?: Maybe<Scalars['String']['output']>
}

export type Money = {
  __typename?: 'Money'
  amount: Scalars['Float']['output']
  currency: Scalars['String']['output']
}

export type Mutation = {
  __typename?: 'Mutation'
  /**
   * Adds products: the same product with the same options adds to its line. Prices always come
   * from the catalogue. All or nothing: when an item is refused, `user_errors` says why and the
   * cart is unchanged.
   */
  addProductsToCart: AddProductsToCartOutput
  /** Keeps several products at once: what a guest kept in the browser joins the account at sign-in. */
  addProductsToWishlist: WishlistMutationResult
  /** Adds the items of a shared wishlist to the caller's cart: all of them, or only `itemId`, with `chosenOptions` for the colour and size the item was kept without. */
  addSharedWishlistItemsToCart: WishlistCartMutationResult
  /** Keeps a product (with its chosen options) in the signed-in customer's wishlist; the same product with the same options is kept once. */
  addToWishlist: WishlistMutationResult
  /** Applies a coupon code (replacing the one applied before). */
  applyCouponToCart: ApplyCouponToCartOutput
  /**
   * Applies a gift card to the cart. Every code that cannot be used gets the same
   * INVALID_GIFT_CARD answer; attempts count against the same budget as the balance check
   * (10 per 10 minutes per client address), then TOO_MANY_ATTEMPTS.
   */
  applyGiftCardToCart: ApplyGiftCardToCartOutput
  /** Spends the signed-in customer's store credit on the cart (as much as the cart needs); customers only, when the store_credit feature flag is on. */
  applyStoreCreditToCart: ApplyStoreCreditToCartOutput
  /** Changes the signed-in customer's password; the current one is asked. */
  changeCustomerPassword: CustomerMutationResult
  /** Confirms an e-mail change with the token of the e-mailed link. */
  confirmCustomerEmailChange: MutationResult
  /** Confirms a subscription with the token of the e-mailed link (single use, 7 days). */
  confirmNewsletterSubscription: SubscribeEmailToNewsletterOutput
  /** Confirms an alert with the token of its e-mailed link (single use, 7 days); sent at once when the size is already back. */
  confirmStockAlert: StockAlertOutput
  /** Sends a message to customer service (Magento's contactUs): an e-mail to the shop (Reply-To the shopper) and an acknowledgment with a copy to the shopper, in the store's language. Limited per client address. */
  contactUs: MutationResult
  /** Opens an account and signs the shopper in (the session is renewed). */
  createCustomer: CustomerMutationResult
  /** Adds an address to the signed-in customer's address book. */
  createCustomerAddress: CustomerAddressMutationResult
  /** Creates an empty guest cart bound to this session and answers it (its id is unguessable). */
  createGuestCart: CreateGuestCartOutput
  /** A signed-in customer's review of a product, in the store's language; it is published once a moderator approves it. One review per customer and product. */
  createProductReview: MutationResult
  /** Deletes an address of the signed-in customer's address book. */
  deleteCustomerAddress: CustomerMutationResult
  /** Adds one piece of an item to the cart (with the cart's stock checks) and takes it out of the wishlist. `chosenOptions` gives the colour and size the item was kept without (the item's own choice stays). */
  moveWishlistItemToCart: WishlistCartMutationResult
  /**
   * Places the order of a cart in one transaction: the cart is priced again on the server, stock
   * is taken with conditional updates, gift cards and store credit are debited, the coupon use is
   * counted and an order number issued. When something is left to pay by card or wallet, the
   * first call answers `payment` (the intent to confirm at the provider, possibly with a 3-D Secure
   * `next_action_url`) and keeps the cart; once the payment is captured, the order is placed
   * (by the provider's webhook or the next call, exactly once). A repeated call with the same
   * `idempotency_key` answers the same order; the key used with another cart is refused.
   */
  placeOrder: PlaceOrderOutput
  /** Removes the coupon applied to the cart. */
  removeCouponFromCart: RemoveCouponFromCartOutput
  /** Takes an item out of the signed-in customer's wishlist. */
  removeFromWishlist: WishlistMutationResult
  /** Removes an applied gift card from the cart. */
  removeGiftCardFromCart: RemoveGiftCardFromCartOutput
  /** Removes a line. */
  removeItemFromCart: RemoveItemFromCartOutput
  /** Stops spending store credit on the cart. */
  removeStoreCreditFromCart: RemoveStoreCreditFromCartOutput
  /**
   * Puts the lines of one of the signed-in customer's orders into their cart again (Magento's
   * reorderItems): each line that can still be sold is added as it was bought (size and colour,
   * options, a gift card's amount and recipient); each other line is answered in
   * userInputErrors. SIGN_IN_REQUIRED when anonymous; ORDER_NOT_FOUND for another customer's or
   * an unknown number.
   */
  reorderItems: ReorderItemsOutput
  /** Sends a confirmation link to a new e-mail address; the address changes once it is opened. */
  requestCustomerEmailChange: MutationResult
  /** Sends a single-use link to choose a new password; answers alike for known and unknown addresses. */
  requestPasswordResetEmail: MutationResult
  /**
   * Asks to send back pieces of one of the signed-in customer's delivered orders (Magento's
   * requestReturn): each item at most what was delivered and not yet asked back, every required
   * attribute answered. The return starts PENDING with a number (RMA-000042) and the customer is
   * e-mailed. errorMessage is in the store's language and names the item and field at fault;
   * errorField is the return form's field name (`items[<order item id>][quantity]`,
   * `items[<order item id>][<attribute code>]`, `attributes[<attribute code>]`).
   */
  requestReturn: RequestReturnOutput
  /** Sets a new password with the token of the e-mailed link; ends every session of the customer. */
  resetPassword: MutationResult
  /** Stops sharing: the share code then finds nothing. */
  revokeWishlistShare: WishlistMutationResult
  /** Sets the billing address: a typed address, an address book entry, or the shipping address (`same_as_shipping`). */
  setBillingAddressOnCart: SetBillingAddressOnCartOutput
  /** Sets the display currency; every store sells in EUR only. */
  setCurrency: MutationResult
  /** Sets the e-mail address of a guest cart (order confirmation and guest order look-up use it). */
  setGuestEmailOnCart: SetGuestEmailOnCartOutput
  /** Chooses how the rest is paid, among the cart's `available_payment_methods`. */
  setPaymentMethodOnCart: SetPaymentMethodOnCartOutput
  /** Turns CMS preview mode on or off (needs a preview token). */
  setPreviewMode: MutationResult
  /**
   * Sets where the cart is delivered: a typed address (checked like the address book: names,
   * street, postcode rules of the country, city, a country the store delivers to, telephone) or
   * an address of the signed-in customer's address book (`customer_address_id`). One address;
   * choosing a new one clears the selected shipping method when it no longer fits.
   */
  setShippingAddressesOnCart: SetShippingAddressesOnCartOutput
  /**
   * Chooses how the cart is delivered, among the shipping address's `available_shipping_methods`:
   * home delivery (`flatrate`/`home`) or parcel pickup (`pickup`/`pickup`, with a
   * `pickup_location_code` from pickupLocations).
   */
  setShippingMethodsOnCart: SetShippingMethodsOnCartOutput
  /** Turns x-ray mode (content debugging) on or off (needs a preview token). */
  setXRayMode: MutationResult
  /** Makes a new share code for the wishlist (the one before stops working); the code is answered once, only its hash is kept. */
  shareWishlist: ShareWishlistResult
  /** Signs in with an e-mail address and a password (the session is renewed). */
  signIn: CustomerMutationResult
  /** Signs out: the session ends and a new anonymous one starts. */
  signOut: MutationResult
  /** Asks to subscribe an address to the store's newsletter: a confirmation link is e-mailed, nothing is subscribed until it is opened. Answers alike whether the address is subscribed already or not. */
  subscribeEmailToNewsletter: SubscribeEmailToNewsletterOutput
  /** Asks to be e-mailed once when an out-of-stock size (the variant's sku) is back: a confirmation link is e-mailed first (double opt-in). Answers alike whether the alert existed or not. */
  subscribeStockAlert: StockAlertOutput
  /** Unsubscribes with the token of a marketing e-mail's link (a cart reminder's): no more cart reminders or newsletters to the customer; no sign-in needed. */
  unsubscribeFromMarketing: UnsubscribeFromMarketingOutput
  /** Unsubscribes with the token of a newsletter's unsubscribe link; no sign-in needed. */
  unsubscribeFromNewsletter: SubscribeEmailToNewsletterOutput
  /** Cancels an alert with the token of an e-mailed unsubscribe link; no sign-in needed. */
  unsubscribeStockAlert: StockAlertOutput
  /** Sets the quantity of lines (1 to the shop's maximum per line); all or nothing. */
  updateCartItems: UpdateCartItemsOutput
  /** Changes the signed-in customer's name. */
  updateCustomer: CustomerMutationResult
  /** Changes an address of the signed-in customer's address book. */
  updateCustomerAddress: CustomerAddressMutationResult
  /** Subscribes the signed-in customer to the newsletter, or unsubscribes them. */
  updateNewsletterSubscription: CustomerMutationResult
  /**
   * Withdraws from an order's contract (Directive 2011/83/EU, art. 11a: the "confirm withdrawal"
   * step). Stores the statement with its date and time, and e-mails the acknowledgment of receipt
   * (the statement, date and time, what happens next) to the address given and a notice to the
   * shop, in the store's language. The same statement sent twice (same order, revision and
   * pieces) answers the first withdrawal again. ORDER_NOT_FOUND for another customer's order or a
   * forged or expired link; WITHDRAWAL_PERIOD_OVER past the 14 days after delivery;
   * WITHDRAWAL_NOT_AVAILABLE for a cancelled or closed order; ALREADY_WITHDRAWN when no piece is
   * left. Limited per client address.
   */
  withdrawFromContract: WithdrawFromContractOutput
}

export type MutationAddProductsToCartArgs = {
  cartId: Scalars['String']['input']
  cartItems: Array<CartItemInput>
}

export type MutationAddProductsToWishlistArgs = {
  items: Array<WishlistItemInput>
}

export type MutationAddSharedWishlistItemsToCartArgs = {
  cartId: Scalars['String']['input']
  chosenOptions?: InputMaybe<Array<SelectedOptionInput>>
  itemId?: InputMaybe<Scalars['ID']['input']>
  shareCode: Scalars['String']['input']
}

export type MutationAddToWishlistArgs = {
  input: WishlistItemInput
}

export type MutationApplyCouponToCartArgs = {
  input: ApplyCouponToCartInput
}

export type MutationApplyGiftCardToCartArgs = {
  input: ApplyGiftCardToCartInput
}

export type MutationApplyStoreCreditToCartArgs = {
  input: ApplyStoreCreditToCartInput
}

export type MutationChangeCustomerPasswordArgs = {
  currentPassword: Scalars['String']['input']
  newPassword: Scalars['String']['input']
}

export type MutationConfirmCustomerEmailChangeArgs = {
  token: Scalars['String']['input']
}

export type MutationConfirmNewsletterSubscriptionArgs = {
  token: Scalars['String']['input']
}

export type MutationConfirmStockAlertArgs = {
  token: Scalars['String']['input']
}

export type MutationContactUsArgs = {
  input: ContactUsInput
}

export type MutationCreateCustomerArgs = {
  input: CustomerCreateInput
}

export type MutationCreateCustomerAddressArgs = {
  input: CustomerAddressInput
}

export type MutationCreateProductReviewArgs = {
  input: ProductReviewInput
}

export type MutationDeleteCustomerAddressArgs = {
  id: Scalars['ID']['input']
}

export type MutationMoveWishlistItemToCartArgs = {
  cartId: Scalars['String']['input']
  chosenOptions?: InputMaybe<Array<SelectedOptionInput>>
  itemId: Scalars['ID']['input']
}

export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput
}

export type MutationRemoveCouponFromCartArgs = {
  input: RemoveCouponFromCartInput
}

export type MutationRemoveFromWishlistArgs = {
  itemId: Scalars['ID']['input']
}

export type MutationRemoveGiftCardFromCartArgs = {
  input: RemoveGiftCardFromCartInput
}

export type MutationRemoveItemFromCartArgs = {
  input: RemoveItemFromCartInput
}

export type MutationRemoveStoreCreditFromCartArgs = {
  input: RemoveStoreCreditFromCartInput
}

export type MutationReorderItemsArgs = {
  orderNumber: Scalars['String']['input']
}

export type MutationRequestCustomerEmailChangeArgs = {
  newEmail: Scalars['String']['input']
  password: Scalars['String']['input']
}

export type MutationRequestPasswordResetEmailArgs = {
  email: Scalars['String']['input']
}

export type MutationRequestReturnArgs = {
  input: RequestReturnInput
}

export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input']
  token: Scalars['String']['input']
}

export type MutationSetBillingAddressOnCartArgs = {
  input: SetBillingAddressOnCartInput
}

export type MutationSetCurrencyArgs = {
  currency: Scalars['String']['input']
}

export type MutationSetGuestEmailOnCartArgs = {
  input: SetGuestEmailOnCartInput
}

export type MutationSetPaymentMethodOnCartArgs = {
  input: SetPaymentMethodOnCartInput
}

export type MutationSetPreviewModeArgs = {
  enabled: Scalars['Boolean']['input']
  token?: InputMaybe<Scalars['String']['input']>
}

export type MutationSetShippingAddressesOnCartArgs = {
  input: SetShippingAddressesOnCartInput
}

export type MutationSetShippingMethodsOnCartArgs = {
  input: SetShippingMethodsOnCartInput
}

export type MutationSetXRayModeArgs = {
  enabled: Scalars['Boolean']['input']
  token?: InputMaybe<Scalars['String']['input']>
}

export type MutationSignInArgs = {
  email: Scalars['String']['input']
  password: Scalars['String']['input']
}

export type MutationSubscribeEmailToNewsletterArgs = {
  email: Scalars['String']['input']
}

export type MutationSubscribeStockAlertArgs = {
  email: Scalars['String']['input']
  sku: Scalars['String']['input']
}

export type MutationUnsubscribeFromMarketingArgs = {
  token: Scalars['String']['input']
}

export type MutationUnsubscribeFromNewsletterArgs = {
  token: Scalars['String']['input']
}

export type MutationUnsubscribeStockAlertArgs = {
  token: Scalars['String']['input']
}

export type MutationUpdateCartItemsArgs = {
  input: UpdateCartItemsInput
}

export type MutationUpdateCustomerArgs = {
  input: CustomerUpdateInput
}

export type MutationUpdateCustomerAddressArgs = {
  id: Scalars['ID']['input']
  input: CustomerAddressInput
}

export type MutationUpdateNewsletterSubscriptionArgs = {
  subscribed: Scalars['Boolean']['input']
}

export type MutationWithdrawFromContractArgs = {
  input: WithdrawFromContractInput
}

/** Why a mutation changed nothing: the storefront shows each in the shopper's language. */
export type MutationErrorCode =
  /** The address does not exist in the customer's address book. */
  | 'ADDRESS_NOT_FOUND'
  /** The customer has already reviewed this product. */
  | 'ALREADY_REVIEWED'
  /** Every piece of the order (or every piece chosen) was already withdrawn. */
  | 'ALREADY_WITHDRAWN'
  /** The cart holds only gift cards (e-mailed): it takes no shipping address nor method, and a billing address of its own. */
  | 'CART_IS_VIRTUAL'
  /** The cart has no such line. */
  | 'CART_ITEM_NOT_FOUND'
  /** The cart does not exist or is not the shopper's (which one is not said). */
  | 'CART_NOT_FOUND'
  /** The coupon is expired or not valid yet. */
  | 'COUPON_EXPIRED'
  /** The cart's subtotal is below the coupon's minimum. */
  | 'COUPON_MINIMUM_NOT_REACHED'
  /** The coupon code is unknown or not valid in this store. */
  | 'COUPON_NOT_FOUND'
  /** The coupon was used as often as it may be. */
  | 'COUPON_USAGE_EXCEEDED'
  /** The store does not sell in that currency. */
  | 'CURRENCY_NOT_AVAILABLE'
  /** Every download of the file was used. */
  | 'DOWNLOAD_LIMIT_REACHED'
  /** The file cannot be downloaded any more (its order line was refunded or the order cancelled). */
  | 'DOWNLOAD_NOT_AVAILABLE'
  /** Only a signed-in editor may do this. */
  | 'EDITOR_ONLY'
  /** An account already uses this e-mail address. */
  | 'EMAIL_TAKEN'
  /** A gift card code is past its date; errorMessage gives the date. */
  | 'GIFT_CARD_EXPIRED'
  /** Not enough stock for the quantity asked. */
  | 'INSUFFICIENT_STOCK'
  /** A product was refused: `user_errors` says which and why. */
  | 'INVALID_CART_ITEMS'
  /** A country is not one the store delivers to. */
  | 'INVALID_COUNTRY'
  /** The e-mail address or the password is wrong (which one is not said). */
  | 'INVALID_CREDENTIALS'
  /** An e-mail address is not valid. */
  | 'INVALID_EMAIL'
  /** A gift card code cannot be used: unknown, disabled, used up or of another currency. */
  | 'INVALID_GIFT_CARD'
  /** A required text is empty or longer than allowed. */
  | 'INVALID_LENGTH'
  /** A postal code does not follow the rules of its country. */
  | 'INVALID_POSTCODE'
  /** A quantity is not a whole number from 1 to the maximum per line. */
  | 'INVALID_QUANTITY'
  /** A rating is not a whole number from 1 to 5. */
  | 'INVALID_RATING'
  /** An answer names an unknown attribute, or is not one of its options. */
  | 'INVALID_RETURN_ATTRIBUTE'
  /** The telephone number is missing or not plausible. */
  | 'INVALID_TELEPHONE'
  /** An e-mailed link is unknown, used or expired. */
  | 'INVALID_TOKEN'
  /** The VAT number does not have the shape of a VAT number of the billing country. */
  | 'INVALID_VAT_ID'
  /** No item to return. */
  | 'NOTHING_TO_RETURN'
  /** Items were to be chosen, and none was. */
  | 'NO_ITEMS_CHOSEN'
  /** The customer has no store credit to spend. */
  | 'NO_STORE_CREDIT'
  /** The order does not exist or is not the customer's (which one is not said). */
  | 'ORDER_NOT_FOUND'
  /** The order was not delivered, or its return period is over. */
  | 'ORDER_NOT_RETURNABLE'
  /** A new password is among the most common passwords. */
  | 'PASSWORD_TOO_COMMON'
  /** A new password is longer than 128 characters. */
  | 'PASSWORD_TOO_LONG'
  /** A new password is shorter than 8 characters. */
  | 'PASSWORD_TOO_SHORT'
  /** The payment method is unknown or cannot be used for this cart. */
  | 'PAYMENT_METHOD_NOT_AVAILABLE'
  /** The pickup point is unknown or not in the shipping address's country. */
  | 'PICKUP_LOCATION_NOT_FOUND'
  /** The size asked for is in stock: it can be ordered now, no alert needed. */
  | 'PRODUCT_IN_STOCK'
  /** The product does not exist (or no longer). */
  | 'PRODUCT_NOT_FOUND'
  /** A required field is empty. */
  | 'REQUIRED'
  /** An item is not a line of the order, is a gift card, or is named twice. */
  | 'RETURN_ITEM_NOT_FOUND'
  /** More pieces than were delivered and not yet asked back. */
  | 'RETURN_QUANTITY_TOO_LARGE'
  /** The share code is unknown or no longer shared. */
  | 'SHARE_CODE_NOT_FOUND'
  /** A shipping address must be set first. */
  | 'SHIPPING_ADDRESS_MISSING'
  /** The shipping method is unknown or cannot deliver to the address. */
  | 'SHIPPING_METHOD_NOT_AVAILABLE'
  /** The shopper must sign in first. */
  | 'SIGN_IN_REQUIRED'
  /** Spending store credit at checkout is switched off in this shop (the store_credit feature flag). */
  | 'STORE_CREDIT_DISABLED'
  /** The terms and conditions were not accepted. */
  | 'TERMS_NOT_ACCEPTED'
  /** Too many attempts: wait for the time the Retry-After header gives. */
  | 'TOO_MANY_ATTEMPTS'
  /** The wishlist feature is switched off. */
  | 'WISHLIST_DISABLED'
  /** The wishlist holds as many items as it may. */
  | 'WISHLIST_FULL'
  /** No item of that id in the caller's wishlist (or the shared one). */
  | 'WISHLIST_ITEM_NOT_FOUND'
  /** The order was cancelled or closed: there is no contract left to withdraw from. */
  | 'WITHDRAWAL_NOT_AVAILABLE'
  /** The 14-day withdrawal period after delivery is over. */
  | 'WITHDRAWAL_PERIOD_OVER'
  /** The current password given is wrong. */
  | 'WRONG_PASSWORD'

/** Outcome of a mutation: success, or why not as a code the storefront translates and an English message. */
export type MutationResult = {
  __typename?: 'MutationResult'
  errorCode?: Maybe<MutationErrorCode>
  /** The input field at fault, when one is (`email`, `password`, `postcode`…). */
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

/** No page at this URL (cache key: identifier, the URL). */
export type NotFoundEntity = {
  __typename?: 'NotFoundEntity'
  identifier: Scalars['ID']['output']
}

export type OpeningDay = {
  __typename?: 'OpeningDay'
  day: Scalars['String']['output']
  opening: Array<OpeningSlot>
}

export type OpeningSlot = {
  __typename?: 'OpeningSlot'
  from: Scalars['String']['output']
  to: Scalars['String']['output']
}

export type OptionAttribute = {
  __typename?: 'OptionAttribute'
  code: Scalars['String']['output']
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
}

/** An order (cache key: order_id). */
export type Order = {
  __typename?: 'Order'
  /** The coupon the order used (Magento's applied_coupons); empty when none. */
  applied_coupons: Array<AppliedCoupon>
  applied_gift_cards: Array<OrderGiftCard>
  billing_address: OrderAddress
  createdAt: Scalars['DateTime']['output']
  /** The order's refunds (Magento's CustomerOrder.credit_memos), oldest first: only those carried out. */
  credit_memos: Array<CreditMemo>
  /** The files the order bought, with what is left of each; empty when it bought none. */
  downloadable_links: Array<CustomerDownloadableProduct>
  email: Scalars['String']['output']
  grandTotal: Money
  incrementId: Scalars['String']['output']
  invoices: Array<Invoice>
  items: Array<OrderItem>
  /** The lines that may still be returned, with how many pieces (Magento's items_eligible_for_return): empty unless the order is delivered and within its return period. */
  items_eligible_for_return: Array<ReturnableOrderItem>
  /** Magento's CustomerOrder.number (the same as order_number). */
  number: Scalars['String']['output']
  order_date: Scalars['DateTime']['output']
  order_id: Scalars['ID']['output']
  /** The order number shoppers see (Magento's order_number; the same as incrementId). */
  order_number: Scalars['String']['output']
  payment: OrderPayment
  payment_methods: Array<OrderPaymentMethod>
  /** The parcel pickup point, for pickup orders. */
  pickup_location?: Maybe<PickupLocation>
  /** The order's returns, newest first (Magento's CustomerOrder.returns). */
  returns: Array<ReturnMerchandiseAuthorization>
  /** The parcels sent, oldest first (Magento's OrderShipment); empty until the order ships. */
  shipments: Array<OrderShipment>
  /** Where it is delivered; for parcel pickup, the pickup point's address; null when nothing is shipped (gift cards only). */
  shipping_address?: Maybe<OrderAddress>
  /** The shipping method's title in the store's language; null for an order of gift cards only (nothing is shipped). */
  shipping_method?: Maybe<Scalars['String']['output']>
  /** pending, processing, shipped, delivered, cancelled or closed (docs/orders.md); the storefront translates it. */
  status: Scalars['String']['output']
  /** Every status the order has had, oldest first, with when. */
  status_history: Array<OrderStatusChange>
  /** Store key the order was placed in. */
  store_key: Scalars['String']['output']
  /** A signed, expiring token for guestOrderByToken; only guest orders have one, and only their placeOrder and look-ups answer it. */
  token?: Maybe<Scalars['String']['output']>
  total: OrderTotal
  /** The withdrawal function (Directive 2011/83/EU, art. 11a) of the order. */
  withdrawal: OrderWithdrawalFunction
  /** Withdrawals received for this order, oldest first. */
  withdrawals: Array<OrderWithdrawal>
}

export type OrderAddress = {
  __typename?: 'OrderAddress'
  city: Scalars['String']['output']
  company?: Maybe<Scalars['String']['output']>
  country_code: Scalars['String']['output']
  firstname: Scalars['String']['output']
  lastname: Scalars['String']['output']
  postcode: Scalars['String']['output']
  street: Array<Scalars['String']['output']>
  telephone?: Maybe<Scalars['String']['output']>
}

export type OrderGiftCard = {
  __typename?: 'OrderGiftCard'
  applied_balance: Money
  /** Masked code. */
  code: Scalars['String']['output']
}

/** A line of an order, frozen when it was placed. */
export type OrderItem = {
  __typename?: 'OrderItem'
  /** The chosen colour and size alone (the variant's options), without custom or bundle options; empty for a product without variants. */
  configurable_options: Array<OrderItemOption>
  discount: Money
  /** The amount, sender, recipient and message of a gift card bought; null for any other product. */
  gift_card?: Maybe<GiftCardItemDetails>
  id: Scalars['ID']['output']
  /** The name, in the store's language, of the product's main category (Product.main_category) as it is now; null when the product is gone or in no category. */
  product_main_category?: Maybe<Scalars['String']['output']>
  product_name: Scalars['String']['output']
  /** Unit price including tax. */
  product_sale_price: Money
  product_sku: Scalars['String']['output']
  quantity_ordered: Scalars['Int']['output']
  /** Line total including tax, before discounts. */
  row_total: Money
  /** Chosen size, colour and options as the shopper saw them. */
  selected_options: Array<OrderItemOption>
  /** The VAT rate the line was charged, in percent (0 for a gift card). */
  tax_percent: Scalars['Float']['output']
  /** The variant bought (size and colour) when there is one. */
  variant_sku?: Maybe<Scalars['String']['output']>
}

export type OrderItemOption = {
  __typename?: 'OrderItemOption'
  label: Scalars['String']['output']
  value: Scalars['String']['output']
}

export type OrderPayment = {
  __typename?: 'OrderPayment'
  code: Scalars['String']['output']
}

export type OrderPaymentMethod = {
  __typename?: 'OrderPaymentMethod'
  card_brand?: Maybe<Scalars['String']['output']>
  card_last4?: Maybe<Scalars['String']['output']>
  name: Scalars['String']['output']
  /** `offline_card`, `offline_wallet`, `free`. */
  type: Scalars['String']['output']
}

/** A parcel of an order (Magento's OrderShipment). */
export type OrderShipment = {
  __typename?: 'OrderShipment'
  id: Scalars['ID']['output']
  /** What the shop calls the parcel: the order number and its rank (100000001-1). */
  number: Scalars['String']['output']
  tracking: Array<ShipmentTracking>
}

/** A status an order took, and when. */
export type OrderStatusChange = {
  __typename?: 'OrderStatusChange'
  date: Scalars['DateTime']['output']
  status: Scalars['String']['output']
}

export type OrderTokenInput = {
  token: Scalars['String']['input']
}

export type OrderTotal = {
  __typename?: 'OrderTotal'
  discounts: Array<Discount>
  gift_cards: Money
  /** What was charged by card or wallet (subtotal − discounts + shipping − gift cards − store credit). */
  grand_total: Money
  store_credit: Money
  subtotal: Money
  /** The VAT per rate charged (the destination's rates, shipping's share included), highest rate first; adds up to total_tax. */
  taxes: Array<TaxItem>
  total_shipping: Money
  total_tax: Money
}

/** A withdrawal from an order's contract, as received: never changed afterwards. */
export type OrderWithdrawal = {
  __typename?: 'OrderWithdrawal'
  email: Scalars['String']['output']
  id: Scalars['ID']['output']
  items: Array<OrderWithdrawalItem>
  name: Scalars['String']['output']
  order_number: Scalars['String']['output']
  /** The goods are to be sent back before this instant: 14 days after the withdrawal, counted like the withdrawal period. */
  return_by: Scalars['DateTime']['output']
  /** When it was received (the acknowledgment states it). */
  submitted_at: Scalars['DateTime']['output']
  /** Every piece left was withdrawn (no items were chosen). */
  whole_order: Scalars['Boolean']['output']
}

/** The withdrawal function of an order: whether it is offered now, until when, and what is left to withdraw. */
export type OrderWithdrawalFunction = {
  __typename?: 'OrderWithdrawalFunction'
  /** Whether the shop offers the withdrawal function now (state OPEN). */
  available: Scalars['Boolean']['output']
  /** When the period ends (the first instant it is over); null until the order is delivered. */
  deadline?: Maybe<Scalars['DateTime']['output']>
  /** Every line, with the pieces still withdrawable. */
  items: Array<WithdrawableItem>
  /** The number of withdrawals so far: a statement carries it, so sending it twice withdraws once. */
  revision: Scalars['Int']['output']
  state: WithdrawalState
}

export type OrderWithdrawalItem = {
  __typename?: 'OrderWithdrawalItem'
  order_item_id: Scalars['ID']['output']
  product_name: Scalars['String']['output']
  product_sku: Scalars['String']['output']
  quantity: Scalars['Int']['output']
  selected_options: Array<OrderItemOption>
}

export type PageBuilderNode = {
  __typename?: 'PageBuilderNode'
  childNodes: Array<WysiwygNode>
  html?: Maybe<Scalars['String']['output']>
  kind: PageBuilderNodeKind
}

export type PageBuilderNodeKind =
  'BUTTON_ITEM' | 'DEFAULT' | 'HEADING' | 'IMAGE' | 'MAP' | 'ROW' | 'SLIDE' | 'SLIDER'

/** Why the last attempt of a payment failed; another card may be tried. */
export type PaymentDeclineCode =
  'AUTHENTICATION_FAILED' | 'DECLINED' | 'INSUFFICIENT_FUNDS' | 'WALLET_CANCELED'

/** A payment of the shopper (cache key: id, the provider's intent id). */
export type PaymentIntent = {
  __typename?: 'PaymentIntent'
  amount: Money
  /** True once the provider's signed webhook told the shop the amount was captured. */
  captured: Scalars['Boolean']['output']
  cardBrand?: Maybe<Scalars['String']['output']>
  cardLast4?: Maybe<Scalars['String']['output']>
  declineCode?: Maybe<PaymentDeclineCode>
  id: Scalars['ID']['output']
  method: PaymentMethodKind
  /** The provider page the shopper must visit next (3-D Secure, wallet sheet), when the status asks for it. */
  nextActionUrl?: Maybe<Scalars['String']['output']>
  status: PaymentIntentStatus
}

/** Where a payment is at its provider (Stripe's intent statuses). */
export type PaymentIntentStatus =
  'PROCESSING' | 'REQUIRES_ACTION' | 'REQUIRES_CONFIRMATION' | 'REQUIRES_PAYMENT_METHOD' | 'SUCCEEDED'

export type PaymentMethodInput = {
  code: Scalars['String']['input']
}

export type PaymentMethodKind = 'CARD' | 'WALLET'

export type PercentageExtraCost = {
  __typename?: 'PercentageExtraCost'
  rate: Scalars['Float']['output']
  type: Scalars['String']['output']
}

export type PickupLocation = {
  __typename?: 'PickupLocation'
  city: Scalars['String']['output']
  country_id: Scalars['String']['output']
  /** Great-circle distance from the searched place in metres; null without a search. */
  distance?: Maybe<Scalars['Int']['output']>
  latitude: Scalars['Float']['output']
  longitude: Scalars['Float']['output']
  name: Scalars['String']['output']
  /** Opening hours, Monday first; a day without slots is closed. */
  opening_hours: Array<OpeningDay>
  pickup_location_code: Scalars['String']['output']
  postcode: Scalars['String']['output']
  street: Scalars['String']['output']
}

/** Filters of pickup locations; several are combined with AND. */
export type PickupLocationFilterInput = {
  country_id?: InputMaybe<FilterTypeInput>
  pickup_location_code?: InputMaybe<FilterTypeInput>
}

export type PickupLocations = {
  __typename?: 'PickupLocations'
  items: Array<PickupLocation>
  page_info: PickupLocationsPageInfo
  /** The place the search term was found as (its centre); null unless search_status is FOUND. */
  search_origin?: Maybe<PickupSearchOrigin>
  search_status: PickupSearchStatus
  total_count: Scalars['Int']['output']
}

export type PickupLocationsPageInfo = {
  __typename?: 'PickupLocationsPageInfo'
  current_page: Scalars['Int']['output']
  page_size: Scalars['Int']['output']
  total_pages: Scalars['Int']['output']
}

export type PickupPoint = {
  __typename?: 'PickupPoint'
  address: PostalAddress
  coordinates: Coordinates
  id: Scalars['ID']['output']
  name: Scalars['String']['output']
  schedule: Array<OpeningDay>
}

export type PickupSearchOrigin = {
  __typename?: 'PickupSearchOrigin'
  country_id: Scalars['String']['output']
  /** The place as the shop knows it ("69002 Lyon", "München"). */
  label: Scalars['String']['output']
  latitude: Scalars['Float']['output']
  longitude: Scalars['Float']['output']
}

/** What became of the search term. */
export type PickupSearchStatus =
  /** The place was found; items are sorted by distance from it. */
  | 'FOUND'
  /** No area given: every location matching the filters. */
  | 'NO_SEARCH'
  /** No postcode or town of that name is known: items is empty. */
  | 'PLACE_NOT_FOUND'

export type PlaceOrderError = {
  __typename?: 'PlaceOrderError'
  code: PlaceOrderErrorCodes
  message: Scalars['String']['output']
}

/** Why an order was not placed (Magento's codes, and the shop's own). */
export type PlaceOrderErrorCodes =
  | 'BILLING_ADDRESS_MISSING'
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  /** The coupon expired, or was used as often as it may be, since it was applied. */
  | 'COUPON_NOT_VALID'
  | 'EMPTY_CART'
  /** A gift card line's amount is no longer offered (the shop changed the card's amounts): the shopper chooses another. */
  | 'GIFT_CARD_AMOUNT_NOT_OFFERED'
  /** An applied gift card cannot be used any more (spent elsewhere, expired). */
  | 'GIFT_CARD_NOT_VALID'
  | 'GUEST_EMAIL_MISSING'
  /** The idempotency key was used for another cart. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** A line is no longer in stock in the quantity asked (another shopper was quicker). */
  | 'INSUFFICIENT_STOCK'
  /** The payment was captured for another amount than the cart's total (the cart changed). */
  | 'PAYMENT_AMOUNT_MISMATCH'
  /** The card was declined; the shopper may try another card on the same payment. */
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_METHOD_MISSING'
  | 'SHIPPING_ADDRESS_MISSING'
  | 'SHIPPING_METHOD_MISSING'
  /** The store credit no longer covers what was applied. */
  | 'STORE_CREDIT_NOT_VALID'
  /** Too many attempts: wait for the time the Retry-After header gives. */
  | 'TOO_MANY_ATTEMPTS'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED'

export type PlaceOrderInput = {
  cart_id: Scalars['String']['input']
  /**
   * Any string of 8 to 128 characters the client keeps for one checkout attempt: a retried call
   * with the same key answers the same order; the key with another cart is refused.
   */
  idempotency_key?: InputMaybe<Scalars['String']['input']>
}

export type PlaceOrderOutput = {
  __typename?: 'PlaceOrderOutput'
  /** Why the order was not placed, in the store's language; empty when it was, or when `payment` waits for the shopper. */
  errors: Array<PlaceOrderError>
  /** The placed order; null when it is not placed (yet). */
  order?: Maybe<Order>
  /** The payment the shopper must complete before the order is placed; null once placed or when nothing is left to pay. */
  payment?: Maybe<CheckoutPayment>
}

export type PostalAddress = {
  __typename?: 'PostalAddress'
  country: Scalars['String']['output']
  locality: Scalars['String']['output']
  postalCode: Scalars['String']['output']
  streetAddress: Array<Scalars['String']['output']>
}

export type Price = {
  __typename?: 'Price'
  value: Money
}

/** Bounds of the listing's prices incl. tax: name is min or max. */
export type PriceRangeFacet = {
  __typename?: 'PriceRangeFacet'
  name: Scalars['String']['output']
  value: Scalars['Float']['output']
}

export type PriceWithTax = {
  __typename?: 'PriceWithTax'
  priceExclTax: Price
  priceInclTax: Price
}

/** A sellable product (cache key: sku). */
export type Product = {
  __typename?: 'Product'
  adult_image: Scalars['Boolean']['output']
  /** Gift cards: whether the shopper may type an amount from open_amount_min to open_amount_max; null for other products. */
  allow_open_amount?: Maybe<Scalars['Boolean']['output']>
  bundleOptions: Array<BundleOption>
  categories: Array<Category>
  /** One picture per colour the product comes in, its main picture's colour first; with `colors`, only those colours. */
  colorImages: Array<ProductColorImage>
  configurations: Array<ProductConfiguration>
  custom_options: Array<CustomOption>
  description: Scalars['String']['output']
  /** Downloadable products: the files it sells, in their order (Magento's downloadable_product_links); null for other products. */
  downloadable_product_links?: Maybe<Array<DownloadableProductLinks>>
  /** Gender filter code (299, 300, 301); nullable like Category.gender so RouteEntity fragments merge. */
  gender?: Maybe<Scalars['String']['output']>
  /** Gift cards: the amounts a card is sold for, smallest first; null for other products. */
  giftcard_amounts?: Maybe<Array<GiftCardAmount>>
  /** Gift cards: days a card can be spent once issued; null for other products. */
  giftcard_lifetime?: Maybe<Scalars['Int']['output']>
  /** Gift cards: how a card reaches its recipient; null for other products. */
  giftcard_type?: Maybe<GiftCardTypeEnum>
  id: Scalars['ID']['output']
  image?: Maybe<Media>
  imageUrl: Scalars['String']['output']
  isNew: Scalars['Boolean']['output']
  /** The category the product is filed under: its deepest one, where its breadcrumb trail ends; null when it is in none. */
  main_category?: Maybe<Category>
  /** The page's description for search engines, as staff wrote it; empty when they wrote none. */
  metaDescription: Scalars['String']['output']
  /** The page's title for search engines, as staff wrote it; empty when they wrote none (the name serves). */
  metaTitle: Scalars['String']['output']
  name: Scalars['String']['output']
  /** Gift cards: the largest amount the shopper may type; null when amounts cannot be typed and for other products. */
  open_amount_max?: Maybe<Money>
  /** Gift cards: the smallest amount the shopper may type; null when amounts cannot be typed and for other products. */
  open_amount_min?: Maybe<Money>
  options: Array<ConfigurableOption>
  /** Store-relative URL of the product page. */
  path: Scalars['String']['output']
  prices: ProductPrices
  push_redirect?: Maybe<CmsBlock>
  /** Approved reviews: the figures of all of them and the page `page` (from 1) of `pageSize` (1 to 50) reviews sorted by `sort`. */
  reviews: ProductReviews
  /** Product safety information (GPSR art. 19); null for what is no physical product (gift cards, downloads). */
  safety?: Maybe<ProductSafety>
  sku: Scalars['String']['output']
  stickers: Array<Scalars['String']['output']>
  stock: ProductStock
  type: ProductType
  urlKey: Scalars['String']['output']
}

/** A sellable product (cache key: sku). */
export type ProductColorImagesArgs = {
  colors?: InputMaybe<Array<Scalars['String']['input']>>
}

/** A sellable product (cache key: sku). */
export type ProductReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>
  pageSize?: InputMaybe<Scalars['Int']['input']>
  sort?: InputMaybe<ProductReviewSort>
}

/** A picture of a product in one of its colours. */
export type ProductColorImage = {
  __typename?: 'ProductColorImage'
  /** Colour code (a value of the colour attribute, id 93). */
  color: Scalars['String']['output']
  image: Media
  /** Colour name in the store's language. */
  label: Scalars['String']['output']
}

/** A variant of a configurable product and the option values that pick it. */
export type ProductConfiguration = {
  __typename?: 'ProductConfiguration'
  attributes: Array<SelectedAttribute>
  product: ProductVariant
}

export type ProductListing = {
  __typename?: 'ProductListing'
  availablePageSizes: Array<Scalars['Int']['output']>
  /** The search text actually searched when a word of the typed one matched nothing and was corrected ("slipers" → "slippers"); null when searched as typed, and for categories. */
  correctedQuery?: Maybe<Scalars['String']['output']>
  facets: Array<DynamicFacet>
  items: Array<Product>
  page: Scalars['Int']['output']
  pageCount: Scalars['Int']['output']
  pageLength: Scalars['Int']['output']
  priceRange: Array<PriceRangeFacet>
  sort: Array<SortOrder>
  total: Scalars['Int']['output']
}

export type ProductPrices = {
  __typename?: 'ProductPrices'
  finalPrice: PriceWithTax
  minPrice: PriceWithTax
  /**
   * What a reduction is measured against (Directive 98/6/EC art. 6a, "Omnibus"): the lowest
   * price of the 30 days before the reduction started. Null when finalPrice is not reduced, or
   * when the price history cannot show that lowest price; then no reduction may be shown.
   */
  referencePrice?: Maybe<PriceWithTax>
  regularPrice: PriceWithTax
  tierPrice: Array<TierPrice>
}

export type ProductReview = {
  __typename?: 'ProductReview'
  author: ReviewAuthor
  /** Rich text (HTML); a customer's text comes escaped (angle brackets as entities), line breaks as <br>. */
  comment: Scalars['String']['output']
  creationDate: Scalars['DateTime']['output']
  id: Scalars['ID']['output']
  /** Language the review is written in (fr, de, en, it); a product lists the store's language first. */
  language: Scalars['String']['output']
  rating: Scalars['Int']['output']
  title: Scalars['String']['output']
  /** The author had bought the product (a paid order) when writing the review. */
  verifiedBuyer: Scalars['Boolean']['output']
}

/** A review as the customer writes it: plain text (angle brackets are kept as typed and escaped wherever they are shown). */
export type ProductReviewInput = {
  /** 1 to 5000 characters. */
  comment: Scalars['String']['input']
  /** Whole stars from 1 to 5. */
  rating: Scalars['Int']['input']
  sku: Scalars['String']['input']
  /** 1 to 120 characters. */
  title: Scalars['String']['input']
}

/** How a product's reviews are ordered. */
export type ProductReviewSort =
  /** Most stars first, then newest. */
  | 'HIGHEST_RATING'
  /** Fewest stars first, then newest. */
  | 'LOWEST_RATING'
  /** Newest first (reviews in the store's language before the others). */
  | 'NEWEST'

/** Approved reviews of a product: the figures of all of them and one page of them. */
export type ProductReviews = {
  __typename?: 'ProductReviews'
  page: Scalars['Int']['output']
  pageSize: Scalars['Int']['output']
  /** Average rating from 0 to 5, 0 when there is no review. */
  ratingAverage: Scalars['Float']['output']
  /** The page asked for (from 1), of pageSize reviews. */
  reviews: Array<ProductReview>
  total: Scalars['Int']['output']
  /** Pages of pageSize reviews (0 without reviews). */
  totalPages: Scalars['Int']['output']
}

/**
 * Product safety information of the General Product Safety Regulation (EU) 2023/988 art. 19
 * (embedded in its product, no cache key): who makes the product, who answers for it in the
 * Union, what it is and which warnings apply.
 */
export type ProductSafety = {
  __typename?: 'ProductSafety'
  manufacturer: EconomicOperator
  /** What the product is, in the store's language ("Pyjama", "Schlafanzug"). */
  productType: Scalars['String']['output']
  /** The product's identifier: its sku, the model reference of every size and colour. */
  reference: Scalars['String']['output']
  /** The economic operator established in the Union when the manufacturer is not; null otherwise. */
  responsiblePerson?: Maybe<EconomicOperator>
  /** Warnings that apply, as codes the storefront words in the store's language. */
  warnings: Array<SafetyWarning>
}

export type ProductStock = {
  __typename?: 'ProductStock'
  isInStock: Scalars['Boolean']['output']
  qty: Scalars['Int']['output']
}

export type ProductType =
  | 'BUNDLE'
  | 'CONFIGURABLE'
  /** Files downloaded after payment (Magento's DownloadableProduct): no stock, nothing shipped. */
  | 'DOWNLOADABLE'
  /** A gift card: sold for one of its amounts (or one the shopper types), e-mailed, no stock. */
  | 'GIFTCARD'
  | 'SIMPLE'

export type ProductVariant = {
  __typename?: 'ProductVariant'
  id: Scalars['ID']['output']
  /** Picture of the variant (its colour); the gallery shows one per colour. */
  image?: Maybe<Media>
  prices: ProductPrices
  sku: Scalars['String']['output']
  stock: ProductStock
}

export type PushImage = {
  __typename?: 'PushImage'
  labelCta: Scalars['String']['output']
  link?: Maybe<Scalars['String']['output']>
  media?: Maybe<Media>
  title: Scalars['String']['output']
}

export type Query = {
  __typename?: 'Query'
  /**
   * A cart of the caller by its id: the guest cart of this session or the signed-in customer's
   * cart. Any other id (unknown, another session's, another customer's) answers null alike.
   */
  cart?: Maybe<Cart>
  /** A category by id, or null. */
  category?: Maybe<Category>
  /** URLs of categories by id (LinksForQuery); unknown ids are left out. */
  categoryLinks: Array<Entity>
  /** A CMS block by identifier, or null. */
  cmsBlock?: Maybe<CmsBlock>
  /** A CMS page by identifier (home, about-us …), or null. */
  cmsPage?: Maybe<CmsPage>
  /** An unsaved page a staff member previews: only the server's render of /admin's preview has one; null otherwise. */
  cmsPagePreview?: Maybe<CmsPage>
  /** Country code table with names in the store's language. */
  countries: Array<Country>
  /** Custom menu links by id (LinksForQuery). */
  customLinks: Array<CustomLink>
  /** The signed-in customer (Magento's `customer`, the same as `me`): `customer { orders }` lists their orders. */
  customer?: Maybe<Customer>
  /** The signed-in customer's cart in this store, created when missing; null for an anonymous shopper. */
  customerCart?: Maybe<Cart>
  /**
   * The signed-in customer's downloadable products (Magento's customerDownloadableProducts): the
   * files of their paid orders in this store, newest order first. Null when anonymous.
   */
  customerDownloadableProducts?: Maybe<CustomerDownloadableProducts>
  /** Frequently asked questions in the store's language. */
  faq: Array<FaqEntry>
  /**
   * A gift card's balance by its code (Magento's giftCardAccount). Per shopper, never cached.
   * Every code that cannot be used (unknown, disabled) gets the same GIFT_CARD_NOT_FOUND error; an
   * expired card gets GIFT_CARD_EXPIRED, whose message names the day; a client address may check 10 codes per 10 minutes, then TOO_MANY_REQUESTS (HTTP 429).
   */
  giftCardAccount?: Maybe<GiftCardAccount>
  /** The gift card purchase form (the am_giftcard_* fields by id, labels in the store's language). */
  giftCardForm: Array<GiftCardFormField>
  /**
   * A guest's order, when its number, the e-mail address it was placed with and the postcode of its
   * billing address all match; null otherwise (which part did not match is not said). A client
   * address may ask 10 times per 10 minutes, then TOO_MANY_REQUESTS.
   */
  guestOrder?: Maybe<Order>
  /** An order by the signed link of its confirmation (Magento's guestOrderByToken); null when the token is unknown, altered or expired. */
  guestOrderByToken?: Maybe<Order>
  /** Whether a feature flag is on (IsFeatureActive); unknown names are off. */
  isFeatureActive: Scalars['Boolean']['output']
  /** The signed-in customer, or null when anonymous (there is no sign-in yet). */
  me?: Maybe<Customer>
  /** Media by id (MediasQuery); all media when ids is omitted. */
  medias: Array<Media>
  /** The menu: categories directly under the root category path 1/3/. */
  menu: Array<Category>
  /** The custom links under "Services" in the header of a store without its own menu, in their order (those with a text in the store's language). */
  menuCustomLinks: Array<CustomLink>
  /** A payment of the signed-in shopper by its provider intent id, with the provider's current status; null for an unknown id or another shopper's. */
  paymentIntent?: Maybe<PaymentIntent>
  /**
   * Parcel pickup locations (Magento's shape): near a postcode or a town of FR, DE, GB or IT
   * (area.search_term, accents and case ignored), nearest first within area.radius kilometres
   * (50 by default), each with its distance in metres. Without an area, every location by country
   * and name. An unknown place answers no items and search_status PLACE_NOT_FOUND.
   */
  pickupLocations: PickupLocations
  /** Parcel pickup points, optionally in one country and near a postal code (closest postal codes first). pickupLocations sorts by distance. */
  pickupPoints: Array<PickupPoint>
  /** A product by sku, or null. Variants are reached through their parent. */
  product?: Maybe<Product>
  /** URLs of products by sku (LinksForQuery); unknown skus are left out. */
  productLinks: Array<Entity>
  /** The fields of the return form (Magento's RMA attributes), in the store's language and their order. */
  returnAttributes: Array<ReturnAttribute>
  /** Resolves a store-relative URL (/homme/chaussons, /qui-sommes-nous) to what it shows. */
  route: RouteEntity
  /** Full-text search in the store's language over product names, categories, type, colour, material and description, widened by synonyms, with one typo forgiven; the same params and facets as a category. */
  search: ProductListing
  /** A wishlist shared by its code; null for an unknown or revoked code, and while the `wishlist` feature is off. */
  sharedWishlist?: Maybe<Wishlist>
  /** The storefront this request addresses and the shop configuration (ShopQuery). */
  shop: Shop
  /**
   * The caller's current cart in this store, never creating one: the signed-in customer's cart,
   * else the guest cart bound to this session; null when there is none yet. The mini cart and
   * the cart page read it, so an anonymous visit costs no cart.
   */
  shopperCart?: Maybe<Cart>
  /** Sitemap entries of the store, a page at a time. */
  sitemap: SitemapPage
  /** What typed SKUs name (quick order), matched whatever their case: a product's own SKU, or a variant's SKU, which names its product with that colour and size. SKUs of nothing sold in the store are left out; at most 20. */
  skuLookup: Array<SkuLookup>
  /** The store's own menu, as its header shows it (up to three levels), or null when the store has no entries and shows `menu`. */
  storeMenu?: Maybe<Array<MenuEntry>>
  /** Translated strings by id (TranslationsQuery). */
  translations: Array<Translation>
  /**
   * Checks a withdrawal statement without sending it (the first step of the withdrawal function):
   * the order must be the signed-in customer's (`orderId`) or the guest's of a signed order link
   * (`token`), still open for withdrawal, and the name, e-mail address and pieces valid. Answers
   * the statement as it would be sent. Sends nothing, stores nothing.
   */
  withdrawalStatement: WithdrawalStatementResult
}

export type QueryCartArgs = {
  cart_id: Scalars['String']['input']
}

export type QueryCategoryArgs = {
  id: Scalars['ID']['input']
}

export type QueryCategoryLinksArgs = {
  ids: Array<Scalars['String']['input']>
}

export type QueryCmsBlockArgs = {
  identifier: Scalars['String']['input']
}

export type QueryCmsPageArgs = {
  identifier: Scalars['String']['input']
}

export type QueryCustomLinksArgs = {
  ids: Array<Scalars['ID']['input']>
}

export type QueryGiftCardAccountArgs = {
  input: GiftCardAccountInput
}

export type QueryGuestOrderArgs = {
  input: GuestOrderInformationInput
}

export type QueryGuestOrderByTokenArgs = {
  input: OrderTokenInput
}

export type QueryIsFeatureActiveArgs = {
  name: Scalars['String']['input']
}

export type QueryMediasArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>
}

export type QueryPaymentIntentArgs = {
  id: Scalars['ID']['input']
}

export type QueryPickupLocationsArgs = {
  area?: InputMaybe<AreaInput>
  currentPage?: InputMaybe<Scalars['Int']['input']>
  filters?: InputMaybe<PickupLocationFilterInput>
  pageSize?: InputMaybe<Scalars['Int']['input']>
}

export type QueryPickupPointsArgs = {
  country?: InputMaybe<Scalars['String']['input']>
  limit?: InputMaybe<Scalars['Int']['input']>
  postalCode?: InputMaybe<Scalars['String']['input']>
}

export type QueryProductArgs = {
  sku: Scalars['String']['input']
}

export type QueryProductLinksArgs = {
  ids: Array<Scalars['String']['input']>
}

export type QueryRouteArgs = {
  url: Scalars['String']['input']
}

export type QuerySearchArgs = {
  params?: InputMaybe<ListingParams>
  query: Scalars['String']['input']
}

export type QuerySharedWishlistArgs = {
  shareCode: Scalars['String']['input']
}

export type QuerySitemapArgs = {
  page?: InputMaybe<Scalars['Int']['input']>
  pageLength?: InputMaybe<Scalars['Int']['input']>
}

export type QuerySkuLookupArgs = {
  skus: Array<Scalars['String']['input']>
}

export type QueryTranslationsArgs = {
  ids: Array<Scalars['ID']['input']>
}

export type QueryWithdrawalStatementArgs = {
  input: WithdrawFromContractInput
}

export type ReassuranceItem = {
  __typename?: 'ReassuranceItem'
  icon: Scalars['String']['output']
  text: Scalars['String']['output']
  title: Scalars['String']['output']
}

/** An old or campaign URL: go to redirectTo (internal path or absolute URL) with redirectType. */
export type RedirectEntity = {
  __typename?: 'RedirectEntity'
  identifier: Scalars['ID']['output']
  redirectTo: Scalars['String']['output']
  redirectType?: Maybe<Scalars['Int']['output']>
}

export type RemoveCouponFromCartInput = {
  cart_id: Scalars['String']['input']
}

export type RemoveCouponFromCartOutput = {
  __typename?: 'RemoveCouponFromCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type RemoveGiftCardFromCartInput = {
  cart_id: Scalars['String']['input']
  /** The code as typed, or the masked code the cart shows. */
  gift_card_code: Scalars['String']['input']
}

export type RemoveGiftCardFromCartOutput = CheckoutMutationOutput & {
  __typename?: 'RemoveGiftCardFromCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type RemoveItemFromCartInput = {
  cart_id: Scalars['String']['input']
  cart_item_id: Scalars['ID']['input']
}

export type RemoveItemFromCartOutput = {
  __typename?: 'RemoveItemFromCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type RemoveStoreCreditFromCartInput = {
  cart_id: Scalars['String']['input']
}

export type RemoveStoreCreditFromCartOutput = CheckoutMutationOutput & {
  __typename?: 'RemoveStoreCreditFromCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type ReorderItemsOutput = {
  __typename?: 'ReorderItemsOutput'
  /** The customer's cart as it is now; null when nothing was tried. */
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
  /** The lines not added, each with why (in the store's language). */
  userInputErrors: Array<CheckoutUserInputError>
}

export type RequestReturnInput = {
  /** Answers to the attributes of scope RETURN. */
  entered_custom_attributes?: InputMaybe<Array<EnteredCustomAttributeInput>>
  items: Array<RequestReturnItemInput>
  /** The order (Order.order_id). */
  order_id: Scalars['ID']['input']
  /** A guest's signed order link token (OrderTokenInput.token): it authorises the request instead of a session and must name order_id. */
  token?: InputMaybe<Scalars['String']['input']>
}

export type RequestReturnItemInput = {
  /** Answers to the attributes of scope ITEM. */
  entered_custom_attributes?: InputMaybe<Array<EnteredCustomAttributeInput>>
  /** The order line (ReturnableOrderItem.id). */
  order_item_id: Scalars['ID']['input']
  quantity_to_return: Scalars['Int']['input']
}

export type RequestReturnOutput = {
  __typename?: 'RequestReturnOutput'
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  /** The new return; null when refused. */
  return?: Maybe<ReturnMerchandiseAuthorization>
  success: Scalars['Boolean']['output']
}

/** A field of the return form. */
export type ReturnAttribute = {
  __typename?: 'ReturnAttribute'
  code: Scalars['String']['output']
  kind: ReturnAttributeKind
  label: Scalars['String']['output']
  /** Longest text accepted. */
  max_length: Scalars['Int']['output']
  /** A select's choices, in order; empty for other kinds. */
  options: Array<ReturnAttributeOption>
  required: Scalars['Boolean']['output']
  scope: ReturnAttributeScope
}

/** An answer to a return attribute, readable: a select's option label, Yes or No, or the text entered. */
export type ReturnAttributeAnswer = {
  __typename?: 'ReturnAttributeAnswer'
  code: Scalars['String']['output']
  label: Scalars['String']['output']
  /** As stored: an option value, `true`/`false`, or the text. */
  value: Scalars['String']['output']
  /** As the customer reads it, in the store's language. */
  value_label: Scalars['String']['output']
}

export type ReturnAttributeKind = 'BOOLEAN' | 'SELECT' | 'TEXT_AREA' | 'TEXT_FIELD'

export type ReturnAttributeOption = {
  __typename?: 'ReturnAttributeOption'
  label: Scalars['String']['output']
  value: Scalars['String']['output']
}

export type ReturnAttributeScope =
  /** Answered for each returned item (Magento's RMA item attributes). */
  | 'ITEM'
  /** Answered once for the return. */
  | 'RETURN'

/** A return of goods (Magento's Return): which pieces of which order, and where it stands. */
export type ReturnMerchandiseAuthorization = {
  __typename?: 'ReturnMerchandiseAuthorization'
  /** The answers given for the return as a whole (comments, contact phone). */
  attributes: Array<ReturnAttributeAnswer>
  createdAt: Scalars['DateTime']['output']
  /** Magento's name of createdAt. */
  created_at: Scalars['DateTime']['output']
  id: Scalars['ID']['output']
  items: Array<ReturnedItem>
  /** The return number (RMA-000042), from a sequence: never reused. */
  number: Scalars['String']['output']
  order: Order
  status: ReturnMerchandiseAuthorizationStatus
  /** Every status the return has had, oldest first. */
  status_history: Array<ReturnStatusChange>
}

/**
 * Where a return stands (Magento's ReturnStatus), derived from its items' statuses as Magento
 * does (docs/returns.md): all items alike give that status, approved ones PROCESSED_AND_CLOSED
 * and rejected or denied ones CLOSED; a mix gives PARTIALLY_ the furthest step reached.
 */
export type ReturnMerchandiseAuthorizationStatus =
  /** In Magento's list; the shop answers PROCESSED_AND_CLOSED once every item is approved. */
  | 'APPROVED'
  /** The shop takes every item back: the customer may send the parcel. */
  | 'AUTHORIZED'
  /** Done, nothing approved (denied or rejected). */
  | 'CLOSED'
  /** In Magento's list; the shop answers CLOSED once every item is denied. */
  | 'DENIED'
  /** Some items are approved (to be refunded), others not final yet. */
  | 'PARTIALLY_APPROVED'
  /** Some items are authorized, others still pending or denied. */
  | 'PARTIALLY_AUTHORIZED'
  /** Some items arrived. */
  | 'PARTIALLY_RECEIVED'
  /** Some items were rejected after inspection. */
  | 'PARTIALLY_REJECTED'
  /** Asked for, waiting for the shop's answer. */
  | 'PENDING'
  /** Done, with at least one item approved. */
  | 'PROCESSED_AND_CLOSED'
  /** The parcel arrived with every item. */
  | 'RECEIVED'
  /** In Magento's list; the shop answers CLOSED once every item is rejected. */
  | 'REJECTED'

export type ReturnStatusChange = {
  __typename?: 'ReturnStatusChange'
  date: Scalars['DateTime']['output']
  status: ReturnMerchandiseAuthorizationStatus
}

/** A line of a delivered order that may be returned. */
export type ReturnableOrderItem = {
  __typename?: 'ReturnableOrderItem'
  /** The order line (OrderItem.id), for RequestReturnItemInput.order_item_id. */
  id: Scalars['ID']['output']
  product_name: Scalars['String']['output']
  product_sku: Scalars['String']['output']
  quantity_ordered: Scalars['Int']['output']
  /** Pieces that may still be asked back. */
  quantity_returnable: Scalars['Int']['output']
  /** Pieces already in returns (not rejected nor denied). */
  quantity_returned: Scalars['Int']['output']
  selected_options: Array<OrderItemOption>
  variant_sku?: Maybe<Scalars['String']['output']>
}

/** Pieces of one order line in a return. */
export type ReturnedItem = {
  __typename?: 'ReturnedItem'
  /** The answers given for this item (reason, condition …). */
  attributes: Array<ReturnAttributeAnswer>
  id: Scalars['ID']['output']
  name: Scalars['String']['output']
  /** The order line (OrderItem.id). */
  order_item_id: Scalars['ID']['output']
  quantity: Scalars['Int']['output']
  /** Size, colour and options as the order line had them. */
  selected_options: Array<OrderItemOption>
  /** The variant's sku (size and colour) when there is one, else the product's. */
  sku: Scalars['String']['output']
  status: ReturnedItemStatus
}

/** Where a returned item stands (Magento's ReturnItemStatus). */
export type ReturnedItemStatus =
  /** Inspected and accepted: it is refunded. */
  | 'APPROVED'
  /** The shop agreed to take it back. */
  | 'AUTHORIZED'
  /** The shop refused to take it back. */
  | 'DENIED'
  /** Asked for. */
  | 'PENDING'
  /** It arrived at the shop. */
  | 'RECEIVED'
  /** Inspected and refused: it is sent back to the customer. */
  | 'REJECTED'

export type ReviewAuthor = {
  __typename?: 'ReviewAuthor'
  displayName: Scalars['String']['output']
}

export type RouteEntity = Category | CmsPage | NotFoundEntity | Product | RedirectEntity

/** A safety warning a product carries. */
export type SafetyWarning =
  /** Nightwear and dressing gowns (EN 14878): keep away from fire. */
  | 'KEEP_AWAY_FROM_FIRE'
  /** No non-slip sole: can be slippery on smooth floors. */
  | 'SLIPPERY_ON_SMOOTH_FLOORS'
  /** Small parts (EN 71-1): not suitable for children under 36 months. */
  | 'SMALL_PARTS'

export type SearchSettings = {
  __typename?: 'SearchSettings'
  dynamicFacetSize: Scalars['Int']['output']
  ignoredAttributeKeys: Array<Scalars['String']['output']>
  minQueryLength: Scalars['Int']['output']
}

export type SelectedAttribute = {
  __typename?: 'SelectedAttribute'
  code: Scalars['String']['output']
  value: Scalars['String']['output']
}

export type SelectedBundleOption = {
  __typename?: 'SelectedBundleOption'
  option_id: Scalars['ID']['output']
  option_qty: Scalars['Int']['output']
  option_value: Scalars['String']['output']
}

export type SelectedBundleOptionInput = {
  option_id: Scalars['ID']['input']
  option_qty: Scalars['Int']['input']
  option_value: Scalars['String']['input']
}

export type SelectedConfigurableOption = {
  __typename?: 'SelectedConfigurableOption'
  configurable_product_option_uid: Scalars['ID']['output']
  configurable_product_option_value_uid: Scalars['ID']['output']
  id: Scalars['ID']['output']
  option_label: Scalars['String']['output']
  value_id: Scalars['String']['output']
  value_label: Scalars['String']['output']
}

export type SelectedCustomizableOption = {
  __typename?: 'SelectedCustomizableOption'
  customizable_option_uid: Scalars['ID']['output']
  id: Scalars['ID']['output']
  is_required: Scalars['Boolean']['output']
  label: Scalars['String']['output']
  type: Scalars['String']['output']
  values: Array<SelectedCustomizableOptionValue>
}

export type SelectedCustomizableOptionValue = {
  __typename?: 'SelectedCustomizableOptionValue'
  customizable_option_value_uid: Scalars['ID']['output']
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
  /** Extra cost per piece, including tax. */
  price: Money
  /** The chosen value's title, or the text the shopper typed. */
  value: Scalars['String']['output']
}

export type SelectedOption = {
  __typename?: 'SelectedOption'
  option_id: Scalars['ID']['output']
  option_value: Scalars['String']['output']
}

export type SelectedOptionInput = {
  option_id: Scalars['ID']['input']
  option_value: Scalars['String']['input']
}

export type SelectedPaymentMethod = {
  __typename?: 'SelectedPaymentMethod'
  code: Scalars['String']['output']
  title: Scalars['String']['output']
}

export type SelectedShippingMethod = {
  __typename?: 'SelectedShippingMethod'
  amount: Money
  carrier_code: Scalars['String']['output']
  carrier_title: Scalars['String']['output']
  method_code: Scalars['String']['output']
  method_title: Scalars['String']['output']
  price_excl_tax: Money
  price_incl_tax: Money
}

export type SetBillingAddressOnCartInput = {
  billing_address: BillingAddressInput
  cart_id: Scalars['String']['input']
}

export type SetBillingAddressOnCartOutput = CheckoutMutationOutput & {
  __typename?: 'SetBillingAddressOnCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type SetGuestEmailOnCartInput = {
  cart_id: Scalars['String']['input']
  email: Scalars['String']['input']
}

export type SetGuestEmailOnCartOutput = CheckoutMutationOutput & {
  __typename?: 'SetGuestEmailOnCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type SetPaymentMethodOnCartInput = {
  cart_id: Scalars['String']['input']
  payment_method: PaymentMethodInput
}

export type SetPaymentMethodOnCartOutput = CheckoutMutationOutput & {
  __typename?: 'SetPaymentMethodOnCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type SetShippingAddressesOnCartInput = {
  cart_id: Scalars['String']['input']
  /** Exactly one address. */
  shipping_addresses: Array<ShippingAddressInput>
}

export type SetShippingAddressesOnCartOutput = CheckoutMutationOutput & {
  __typename?: 'SetShippingAddressesOnCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type SetShippingMethodsOnCartInput = {
  cart_id: Scalars['String']['input']
  shipping_methods: Array<ShippingMethodInput>
}

export type SetShippingMethodsOnCartOutput = CheckoutMutationOutput & {
  __typename?: 'SetShippingMethodsOnCartOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type ShareWishlistResult = {
  __typename?: 'ShareWishlistResult'
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  /** The new share code: shown to the owner now, never readable again. */
  shareCode?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
  wishlist?: Maybe<Wishlist>
}

/** How to follow a parcel (Magento's ShipmentTracking, with the carrier's tracking page). */
export type ShipmentTracking = {
  __typename?: 'ShipmentTracking'
  /** The carrier's code (colissimo, mondial_relay, dhl, gls, brt, poste_italiane). */
  carrier: Scalars['String']['output']
  /** The tracking number. */
  number?: Maybe<Scalars['String']['output']>
  /** The carrier's name. */
  title: Scalars['String']['output']
  /** The carrier's public tracking page of this parcel; null for a carrier the shop no longer knows. */
  url?: Maybe<Scalars['String']['output']>
}

export type ShippingAddressInput = {
  address?: InputMaybe<CartAddressInput>
  /** An address of the signed-in customer's address book. */
  customer_address_id?: InputMaybe<Scalars['Int']['input']>
  customer_notes?: InputMaybe<Scalars['String']['input']>
}

export type ShippingCartAddress = CartAddressInterface & {
  __typename?: 'ShippingCartAddress'
  available_shipping_methods: Array<AvailableShippingMethod>
  city: Scalars['String']['output']
  company?: Maybe<Scalars['String']['output']>
  country: CartAddressCountry
  /** The address book entry it was copied from, if any. */
  customer_address_id?: Maybe<Scalars['Int']['output']>
  firstname: Scalars['String']['output']
  lastname: Scalars['String']['output']
  /** The parcel pickup point chosen with the `pickup` method. */
  pickup_location?: Maybe<PickupLocation>
  postcode: Scalars['String']['output']
  selected_shipping_method?: Maybe<SelectedShippingMethod>
  street: Array<Scalars['String']['output']>
  telephone?: Maybe<Scalars['String']['output']>
}

export type ShippingMethodInput = {
  carrier_code: Scalars['String']['input']
  method_code: Scalars['String']['input']
  /** Required for parcel pickup: a code from pickupLocations in the shipping address's country. */
  pickup_location_code?: InputMaybe<Scalars['String']['input']>
}

/** A storefront and its configuration. */
export type Shop = {
  __typename?: 'Shop'
  baseUrl: Scalars['String']['output']
  config: ShopConfig
  currentCurrency: Scalars['String']['output']
  dataLayerLanguage: Scalars['String']['output']
  defaultCountryId: Scalars['String']['output']
  genderFilter: GenderFilter
  icons: Array<Icon>
  id: Scalars['ID']['output']
  imageBaseUrl: Scalars['String']['output']
  key: Scalars['String']['output']
  language: Scalars['String']['output']
  locale: Scalars['String']['output']
  url: Scalars['String']['output']
}

/** Shop-wide settings. */
export type ShopConfig = {
  __typename?: 'ShopConfig'
  availablePageSizes: Array<Scalars['Int']['output']>
  clientLogIntervalMs: Scalars['Int']['output']
  colorAttributeId: Scalars['Int']['output']
  company: CompanyInfo
  contact: ContactInfo
  cookieMaxAgeDays: Scalars['Int']['output']
  defaultDescription: Scalars['String']['output']
  defaultPageSize: Scalars['Int']['output']
  defaultProductImage: Scalars['String']['output']
  defaultTitle: Scalars['String']['output']
  /** How long home delivery takes to the store's country (its shipping rate), null where the store does not deliver there. */
  homeDeliveryDays?: Maybe<DeliveryDays>
  passwordHint: Scalars['Boolean']['output']
  paymentEnvironment: Scalars['String']['output']
  persistedQueriesOverGet: Scalars['Boolean']['output']
  /** Listing price bounds are prices including VAT, compared with shelf prices as given: 1. */
  priceTaxDivisor: Scalars['Float']['output']
  rootCategoryId: Scalars['ID']['output']
  rootCategoryPath: Scalars['String']['output']
  search: SearchSettings
  /** Gross over net at the standard VAT rate of the store's country (1.2 in /fr, 1.19 in /de, 1.22 in /it). */
  taxMultiplier: Scalars['Float']['output']
  useUserTitles: Scalars['Boolean']['output']
  websiteId: Scalars['Int']['output']
}

export type SitemapEntry = {
  __typename?: 'SitemapEntry'
  changefreq: Scalars['String']['output']
  lastmod?: Maybe<Scalars['DateTime']['output']>
  path: Scalars['String']['output']
  priority: Scalars['Float']['output']
  seoImages: Array<Scalars['String']['output']>
}

export type SitemapPage = {
  __typename?: 'SitemapPage'
  entries: Array<SitemapEntry>
  total: Scalars['Int']['output']
}

/** A typed SKU and the cart item it stands for. */
export type SkuLookup = {
  __typename?: 'SkuLookup'
  /** The option uids of a variant's colour and size; empty for a product's own SKU. */
  selected_options: Array<Scalars['ID']['output']>
  /** The SKU the cart takes: the product's (a variant's parent). */
  sku: Scalars['String']['output']
  /** The SKU as typed. */
  typed: Scalars['String']['output']
}

export type SortDirection = 'ASC' | 'DESC'

export type SortOrder = {
  __typename?: 'SortOrder'
  direction: SortDirection
  field: Scalars['String']['output']
}

export type Srcset = {
  __typename?: 'Srcset'
  childLarge: Scalars['String']['output']
  childMedium: Scalars['String']['output']
  childSmall: Scalars['String']['output']
  large: Scalars['String']['output']
  medium: Scalars['String']['output']
  menLarge: Scalars['String']['output']
  menMedium: Scalars['String']['output']
  menSmall: Scalars['String']['output']
  small: Scalars['String']['output']
  womenLarge: Scalars['String']['output']
  womenMedium: Scalars['String']['output']
  womenSmall: Scalars['String']['output']
}

/** Outcome of a stock alert mutation. */
export type StockAlertOutput = {
  __typename?: 'StockAlertOutput'
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  /** The alert's status after the mutation; null when it failed. */
  status?: Maybe<StockAlertStatus>
  success: Scalars['Boolean']['output']
}

/** Where an in-stock alert stands. */
export type StockAlertStatus =
  /** Confirmed: one e-mail will be sent when the size is back. */
  | 'CONFIRMED'
  /** Asked for, waiting for the e-mailed link to be opened. */
  | 'PENDING'
  /** The size came back and the e-mail was sent. */
  | 'SENT'
  | 'UNSUBSCRIBED'

/** Outcome of a newsletter mutation (Magento's SubscribeEmailToNewsletterOutput with the shop's mutation result fields). */
export type SubscribeEmailToNewsletterOutput = {
  __typename?: 'SubscribeEmailToNewsletterOutput'
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  /** The subscription's status after the mutation; null when it failed. */
  status?: Maybe<SubscriptionStatusesEnum>
  success: Scalars['Boolean']['output']
}

/** Where a newsletter subscription stands (Magento's SubscriptionStatusesEnum). */
export type SubscriptionStatusesEnum =
  /** Asked for, waiting for the e-mailed link to be opened. */
  'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED'

export type Swatch = {
  __typename?: 'Swatch'
  type: Scalars['String']['output']
  value: Scalars['String']['output']
}

/** One VAT rate of an order (Magento's TaxItem). */
export type TaxItem = {
  __typename?: 'TaxItem'
  amount: Money
  /** The rate in percent. */
  rate: Scalars['Float']['output']
  /** The rate in the store's language: `Including 19 % VAT`. */
  title: Scalars['String']['output']
}

export type TierPrice = {
  __typename?: 'TierPrice'
  price: PriceWithTax
  qty: Scalars['Int']['output']
}

export type TradeRegister = {
  __typename?: 'TradeRegister'
  /** Registry court (greffe) keeping the register. */
  court: Scalars['String']['output']
  /** Registration as written on official documents (RCS city and SIREN). */
  number: Scalars['String']['output']
}

export type Translation = {
  __typename?: 'Translation'
  id: Scalars['ID']['output']
  identifier: Scalars['String']['output']
  type: Scalars['String']['output']
  value: Scalars['String']['output']
}

/** Outcome of unsubscribeFromMarketing. */
export type UnsubscribeFromMarketingOutput = {
  __typename?: 'UnsubscribeFromMarketingOutput'
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type UpdateCartItemsInput = {
  cart_id: Scalars['String']['input']
  cart_items: Array<CartItemUpdateInput>
}

export type UpdateCartItemsOutput = {
  __typename?: 'UpdateCartItemsOutput'
  cart?: Maybe<Cart>
  errorCode?: Maybe<MutationErrorCode>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type Widget = {
  availableFrom?: Maybe<Scalars['DateTime']['output']>
}

export type WidgetEkomi = Widget & {
  __typename?: 'WidgetEkomi'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  lastFeedback?: Maybe<EkomiFeedback>
  rating: EkomiRating
}

export type WidgetFourEntry = Widget & {
  __typename?: 'WidgetFourEntry'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  entries: Array<EntryTile>
}

export type WidgetFourProduct = Widget & {
  __typename?: 'WidgetFourProduct'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  products: Array<Product>
}

export type WidgetFullScreen = Widget & {
  __typename?: 'WidgetFullScreen'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  link?: Maybe<Scalars['String']['output']>
  media?: Maybe<Media>
}

export type WidgetImageQuote = Widget & {
  __typename?: 'WidgetImageQuote'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  backgroundColor?: Maybe<Scalars['String']['output']>
  ctaLabel?: Maybe<Scalars['String']['output']>
  ctaLink?: Maybe<Scalars['String']['output']>
  fontSize?: Maybe<Scalars['String']['output']>
  headingLevel: Scalars['Int']['output']
  imageFormat: Scalars['String']['output']
  imagePosition: Scalars['String']['output']
  media?: Maybe<Media>
  subtitle?: Maybe<Scalars['String']['output']>
  text: Scalars['String']['output']
  title: Scalars['String']['output']
}

export type WidgetImageText = Widget & {
  __typename?: 'WidgetImageText'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  backgroundColor?: Maybe<Scalars['String']['output']>
  fontSize?: Maybe<Scalars['String']['output']>
  image?: Maybe<Media>
  imagePosition: Scalars['String']['output']
  isCategoryLink: Scalars['Boolean']['output']
  link?: Maybe<Scalars['String']['output']>
  text: Scalars['String']['output']
  textColor?: Maybe<Scalars['String']['output']>
}

export type WidgetInvalidData = Widget & {
  __typename?: 'WidgetInvalidData'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  reason: Scalars['String']['output']
}

export type WidgetLookbook = Widget & {
  __typename?: 'WidgetLookbook'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  /** Named corners (not products) so it never conflicts with the product lists of other widgets. */
  corners: CornerProducts
  media?: Maybe<Media>
  title: Scalars['String']['output']
}

export type WidgetParallaxImage = Widget & {
  __typename?: 'WidgetParallaxImage'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  images: Array<Media>
  isCategoryLink: Scalars['Boolean']['output']
  link?: Maybe<Scalars['String']['output']>
}

export type WidgetProductCarousel = Widget & {
  __typename?: 'WidgetProductCarousel'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  ctaLabel?: Maybe<Scalars['String']['output']>
  ctaLink?: Maybe<Scalars['String']['output']>
  headingLevel: Scalars['Int']['output']
  products: Array<Product>
  title: Scalars['String']['output']
}

export type WidgetProductPush = Widget & {
  __typename?: 'WidgetProductPush'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  image?: Maybe<Media>
  link?: Maybe<Scalars['String']['output']>
  mediaHover?: Maybe<Media>
  product?: Maybe<Product>
  title: Scalars['String']['output']
}

export type WidgetPush = Widget & {
  __typename?: 'WidgetPush'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  ctaLabel?: Maybe<Scalars['String']['output']>
  ctaLink?: Maybe<Scalars['String']['output']>
  displayType: Scalars['String']['output']
  hoverMedia?: Maybe<Media>
  isCategoryLink: Scalars['Boolean']['output']
  label: Scalars['String']['output']
  media?: Maybe<Media>
}

export type WidgetReassurance = Widget & {
  __typename?: 'WidgetReassurance'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  items: Array<ReassuranceItem>
}

export type WidgetTheme = Widget & {
  __typename?: 'WidgetTheme'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  corners: CornerProducts
  link?: Maybe<Scalars['String']['output']>
  media?: Maybe<Media>
  mediaPosition: Scalars['String']['output']
  title: Scalars['String']['output']
}

export type WidgetThreePush = Widget & {
  __typename?: 'WidgetThreePush'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  images: Array<PushImage>
}

export type WidgetTitleText = Widget & {
  __typename?: 'WidgetTitleText'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  text: Scalars['String']['output']
  title: Scalars['String']['output']
}

/** A customer's wishlist (cache key: id). */
export type Wishlist = {
  __typename?: 'Wishlist'
  id: Scalars['ID']['output']
  /** Whether a share code currently opens it. */
  isShareable: Scalars['Boolean']['output']
  /** Newest first; items whose product is no longer sold are left out. */
  items: Array<WishlistItem>
}

/** What adding wishlist items to a cart did; `user_errors` say, in the store's language, why an item was refused. */
export type WishlistCartMutationResult = {
  __typename?: 'WishlistCartMutationResult'
  /** Items added to the cart. */
  added: Scalars['Int']['output']
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
  user_errors: Array<CartUserInputError>
  wishlist?: Maybe<Wishlist>
}

export type WishlistItem = {
  __typename?: 'WishlistItem'
  addedAt: Scalars['DateTime']['output']
  id: Scalars['ID']['output']
  product: Product
  selectedBundleOptions: Array<SelectedBundleOption>
  /** Custom options (option_value: the value id, or the text typed). */
  selectedCustomOptions: Array<SelectedOption>
  /** Configurable attributes chosen (option_id: the attribute id, option_value: its value). */
  selectedOptions: Array<SelectedOption>
}

export type WishlistItemInput = {
  selectedBundleOptions?: InputMaybe<Array<SelectedBundleOptionInput>>
  selectedCustomOptions?: InputMaybe<Array<SelectedOptionInput>>
  selectedOptions?: InputMaybe<Array<SelectedOptionInput>>
  sku: Scalars['String']['input']
}

export type WishlistMutationResult = {
  __typename?: 'WishlistMutationResult'
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
  wishlist?: Maybe<Wishlist>
}

/** A withdrawal statement as the consumer sends it. */
export type WithdrawFromContractInput = {
  /** Where the acknowledgment of receipt goes. */
  email: Scalars['String']['input']
  /** The pieces withdrawn, per order line; omitted: every piece not withdrawn yet (the whole order). */
  items?: InputMaybe<Array<WithdrawalItemInput>>
  /** The consumer's name, 1 to 100 characters. */
  name: Scalars['String']['input']
  /** The signed-in customer's order (`order_id`). */
  orderId?: InputMaybe<Scalars['ID']['input']>
  /** `Order.withdrawal.revision` when the statement was written: sending it again never withdraws twice. */
  revision: Scalars['Int']['input']
  /** A guest's signed order link token (`Order.token`), instead of orderId. */
  token?: InputMaybe<Scalars['String']['input']>
}

export type WithdrawFromContractOutput = {
  __typename?: 'WithdrawFromContractOutput'
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
  /** The withdrawal received (also when the same statement was already received). */
  withdrawal?: Maybe<OrderWithdrawal>
}

export type WithdrawableItem = {
  __typename?: 'WithdrawableItem'
  is_gift_card: Scalars['Boolean']['output']
  order_item_id: Scalars['ID']['output']
  product_name: Scalars['String']['output']
  product_sku: Scalars['String']['output']
  /** Pieces not withdrawn yet (for a gift card, only cards not used yet). */
  quantity_left: Scalars['Int']['output']
  quantity_ordered: Scalars['Int']['output']
  selected_options: Array<OrderItemOption>
}

export type WithdrawalItemInput = {
  /** `OrderItem.id`. */
  order_item_id: Scalars['ID']['input']
  /** Pieces of that line, 0 (none) to what is left. */
  quantity: Scalars['Int']['input']
}

export type WithdrawalState =
  /** Cancelled or closed. */
  | 'ENDED'
  /** The consumer may withdraw now. */
  | 'OPEN'
  /** The 14 days after delivery are over. */
  | 'PERIOD_OVER'
  /** Every piece was withdrawn already. */
  | 'WITHDRAWN'

/** A withdrawal statement, checked but not sent. */
export type WithdrawalStatement = {
  __typename?: 'WithdrawalStatement'
  email: Scalars['String']['output']
  items: Array<OrderWithdrawalItem>
  name: Scalars['String']['output']
  order_number: Scalars['String']['output']
  whole_order: Scalars['Boolean']['output']
}

export type WithdrawalStatementResult = {
  __typename?: 'WithdrawalStatementResult'
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  /** The statement as it would be sent, checked. */
  statement?: Maybe<WithdrawalStatement>
  success: Scalars['Boolean']['output']
}

/** Structured content: page-builder nodes and widgets. Widgets not yet available are left out. */
export type Wysiwyg = {
  __typename?: 'Wysiwyg'
  childNodes: Array<WysiwygNode>
  data: WysiwygData
}

export type WysiwygData = {
  __typename?: 'WysiwygData'
  dataId: Scalars['ID']['output']
}

export type WysiwygNode =
  | PageBuilderNode
  | WidgetEkomi
  | WidgetFourEntry
  | WidgetFourProduct
  | WidgetFullScreen
  | WidgetImageQuote
  | WidgetImageText
  | WidgetInvalidData
  | WidgetLookbook
  | WidgetParallaxImage
  | WidgetProductCarousel
  | WidgetProductPush
  | WidgetPush
  | WidgetReassurance
  | WidgetTheme
  | WidgetThreePush
  | WidgetTitleText

export type ResolverTypeWrapper<T> = Promise<T> | T

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>
}
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (parent: TParent, context: TContext, info: GraphQLResolveInfo) => Maybe<TTypes> | Promise<Maybe<TTypes>>

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>

export type NextResolverFn<T> = () => Promise<T>

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  CartAddressInterface: Partial<BillingCartAddress> | Partial<ShippingCartAddress>
  CheckoutMutationOutput:
    | Partial<Omit<ApplyGiftCardToCartOutput, 'cart'> & { cart?: Maybe<_RefType['Cart']> }>
    | Partial<Omit<ApplyStoreCreditToCartOutput, 'cart'> & { cart?: Maybe<_RefType['Cart']> }>
    | Partial<Omit<RemoveGiftCardFromCartOutput, 'cart'> & { cart?: Maybe<_RefType['Cart']> }>
    | Partial<Omit<RemoveStoreCreditFromCartOutput, 'cart'> & { cart?: Maybe<_RefType['Cart']> }>
    | Partial<Omit<SetBillingAddressOnCartOutput, 'cart'> & { cart?: Maybe<_RefType['Cart']> }>
    | Partial<Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart?: Maybe<_RefType['Cart']> }>
    | Partial<Omit<SetPaymentMethodOnCartOutput, 'cart'> & { cart?: Maybe<_RefType['Cart']> }>
    | Partial<Omit<SetShippingAddressesOnCartOutput, 'cart'> & { cart?: Maybe<_RefType['Cart']> }>
    | Partial<Omit<SetShippingMethodsOnCartOutput, 'cart'> & { cart?: Maybe<_RefType['Cart']> }>
  Widget:
    | WidgetEkomiMapper
    | WidgetFourEntryMapper
    | WidgetFourProductMapper
    | WidgetFullScreenMapper
    | WidgetImageQuoteMapper
    | WidgetImageTextMapper
    | WidgetInvalidDataMapper
    | WidgetLookbookMapper
    | WidgetParallaxImageMapper
    | WidgetProductCarouselMapper
    | WidgetProductPushMapper
    | WidgetPushMapper
    | WidgetReassuranceMapper
    | WidgetThemeMapper
    | WidgetThreePushMapper
    | WidgetTitleTextMapper
}

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddProductsToCartOutput: ResolverTypeWrapper<
    Partial<Omit<AddProductsToCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  AppliedCoupon: ResolverTypeWrapper<Partial<AppliedCoupon>>
  AppliedGiftCard: ResolverTypeWrapper<Partial<AppliedGiftCard>>
  AppliedStoreCredit: ResolverTypeWrapper<Partial<AppliedStoreCredit>>
  ApplyCouponToCartInput: ResolverTypeWrapper<Partial<ApplyCouponToCartInput>>
  ApplyCouponToCartOutput: ResolverTypeWrapper<
    Partial<Omit<ApplyCouponToCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  ApplyGiftCardToCartInput: ResolverTypeWrapper<Partial<ApplyGiftCardToCartInput>>
  ApplyGiftCardToCartOutput: ResolverTypeWrapper<
    Partial<Omit<ApplyGiftCardToCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  ApplyStoreCreditToCartInput: ResolverTypeWrapper<Partial<ApplyStoreCreditToCartInput>>
  ApplyStoreCreditToCartOutput: ResolverTypeWrapper<
    Partial<Omit<ApplyStoreCreditToCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  AreaInput: ResolverTypeWrapper<Partial<AreaInput>>
  AttributeFilter: ResolverTypeWrapper<Partial<AttributeFilter>>
  AvailablePaymentMethod: ResolverTypeWrapper<Partial<AvailablePaymentMethod>>
  AvailableShippingMethod: ResolverTypeWrapper<Partial<AvailableShippingMethod>>
  BillingAddressInput: ResolverTypeWrapper<Partial<BillingAddressInput>>
  BillingCartAddress: ResolverTypeWrapper<Partial<BillingCartAddress>>
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>
  BundleOption: ResolverTypeWrapper<
    Partial<Omit<BundleOption, 'values'> & { values: Array<ResolversTypes['BundleOptionValue']> }>
  >
  BundleOptionValue: ResolverTypeWrapper<
    Partial<
      Omit<BundleOptionValue, 'prices' | 'product'> & {
        prices: ResolversTypes['ProductPrices']
        product?: Maybe<ResolversTypes['Product']>
      }
    >
  >
  Cart: ResolverTypeWrapper<
    Partial<
      Omit<Cart, 'applied_coupons' | 'items'> & {
        applied_coupons: Array<ResolversTypes['AppliedCoupon']>
        items: Array<ResolversTypes['CartItem']>
      }
    >
  >
  CartAddressCountry: ResolverTypeWrapper<Partial<CartAddressCountry>>
  CartAddressInput: ResolverTypeWrapper<Partial<CartAddressInput>>
  CartAddressInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartAddressInterface']>
  CartItem: ResolverTypeWrapper<
    Partial<
      Omit<CartItem, 'configurable_options' | 'configured_variant' | 'product'> & {
        configurable_options: Array<ResolversTypes['SelectedConfigurableOption']>
        configured_variant?: Maybe<ResolversTypes['Product']>
        product: ResolversTypes['Product']
      }
    >
  >
  CartItemBundleOption: ResolverTypeWrapper<Partial<CartItemBundleOption>>
  CartItemBundleOptionValue: ResolverTypeWrapper<Partial<CartItemBundleOptionValue>>
  CartItemError: ResolverTypeWrapper<Partial<CartItemError>>
  CartItemErrorType: ResolverTypeWrapper<Partial<CartItemErrorType>>
  CartItemInput: ResolverTypeWrapper<Partial<CartItemInput>>
  CartItemPrices: ResolverTypeWrapper<Partial<CartItemPrices>>
  CartItemUpdateInput: ResolverTypeWrapper<Partial<CartItemUpdateInput>>
  CartNotice: ResolverTypeWrapper<Partial<CartNotice>>
  CartNoticeCode: ResolverTypeWrapper<Partial<CartNoticeCode>>
  CartPrices: ResolverTypeWrapper<Partial<CartPrices>>
  CartTaxItem: ResolverTypeWrapper<Partial<CartTaxItem>>
  CartUserInputError: ResolverTypeWrapper<Partial<CartUserInputError>>
  CartUserInputErrorType: ResolverTypeWrapper<Partial<CartUserInputErrorType>>
  Category: ResolverTypeWrapper<CategoryMapper>
  CheckoutMutationOutput: ResolverTypeWrapper<
    ResolversInterfaceTypes<ResolversTypes>['CheckoutMutationOutput']
  >
  CheckoutPayment: ResolverTypeWrapper<Partial<CheckoutPayment>>
  CheckoutUserInputError: ResolverTypeWrapper<Partial<CheckoutUserInputError>>
  CheckoutUserInputErrorCodes: ResolverTypeWrapper<Partial<CheckoutUserInputErrorCodes>>
  CmsBlock: ResolverTypeWrapper<CmsBlockMapper>
  CmsPage: ResolverTypeWrapper<CmsPageMapper>
  CompanyInfo: ResolverTypeWrapper<Partial<CompanyInfo>>
  ConfigurableOption: ResolverTypeWrapper<Partial<ConfigurableOption>>
  ConfigurableOptionValue: ResolverTypeWrapper<Partial<ConfigurableOptionValue>>
  ContactInfo: ResolverTypeWrapper<Partial<ContactInfo>>
  ContactUsInput: ResolverTypeWrapper<Partial<ContactUsInput>>
  ContentMetadata: ResolverTypeWrapper<Partial<ContentMetadata>>
  Coordinates: ResolverTypeWrapper<Partial<Coordinates>>
  CornerProducts: ResolverTypeWrapper<CornerProductsMapper>
  Country: ResolverTypeWrapper<Partial<Country>>
  CreateGuestCartOutput: ResolverTypeWrapper<
    Partial<Omit<CreateGuestCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  CreditMemo: ResolverTypeWrapper<Partial<CreditMemo>>
  CreditMemoDestination: ResolverTypeWrapper<Partial<CreditMemoDestination>>
  CreditMemoDestinationType: ResolverTypeWrapper<Partial<CreditMemoDestinationType>>
  CreditMemoItem: ResolverTypeWrapper<Partial<CreditMemoItem>>
  CreditMemoTotal: ResolverTypeWrapper<Partial<CreditMemoTotal>>
  CurrencyAmount: ResolverTypeWrapper<Partial<CurrencyAmount>>
  CustomLink: ResolverTypeWrapper<Partial<CustomLink>>
  CustomOption: ResolverTypeWrapper<
    Partial<
      Omit<CustomOption, 'extraCost' | 'values'> & {
        extraCost?: Maybe<ResolversTypes['ExtraCost']>
        values: Array<ResolversTypes['CustomOptionValue']>
      }
    >
  >
  CustomOptionValue: ResolverTypeWrapper<
    Partial<Omit<CustomOptionValue, 'extraCost'> & { extraCost: ResolversTypes['ExtraCost'] }>
  >
  Customer: ResolverTypeWrapper<CustomerMapper>
  CustomerAddress: ResolverTypeWrapper<CustomerAddressMapper>
  CustomerAddressInput: ResolverTypeWrapper<Partial<CustomerAddressInput>>
  CustomerAddressMutationResult: ResolverTypeWrapper<
    Partial<
      Omit<CustomerAddressMutationResult, 'address' | 'customer'> & {
        address?: Maybe<ResolversTypes['CustomerAddress']>
        customer?: Maybe<ResolversTypes['Customer']>
      }
    >
  >
  CustomerCreateInput: ResolverTypeWrapper<Partial<CustomerCreateInput>>
  CustomerDownloadableProduct: ResolverTypeWrapper<Partial<CustomerDownloadableProduct>>
  CustomerDownloadableProducts: ResolverTypeWrapper<Partial<CustomerDownloadableProducts>>
  CustomerMutationResult: ResolverTypeWrapper<
    Partial<Omit<CustomerMutationResult, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>
  >
  CustomerStoreCredit: ResolverTypeWrapper<CustomerStoreCreditMapper>
  CustomerStoreCreditHistory: ResolverTypeWrapper<Partial<CustomerStoreCreditHistory>>
  CustomerStoreCreditHistoryItem: ResolverTypeWrapper<Partial<CustomerStoreCreditHistoryItem>>
  CustomerUpdateInput: ResolverTypeWrapper<Partial<CustomerUpdateInput>>
  DateTime: ResolverTypeWrapper<Partial<Scalars['DateTime']['output']>>
  DeliveryDays: ResolverTypeWrapper<Partial<DeliveryDays>>
  Discount: ResolverTypeWrapper<Partial<Discount>>
  DownloadableLinkStatus: ResolverTypeWrapper<Partial<DownloadableLinkStatus>>
  DownloadableProductLinks: ResolverTypeWrapper<Partial<DownloadableProductLinks>>
  DynamicFacet: ResolverTypeWrapper<Partial<DynamicFacet>>
  EconomicOperator: ResolverTypeWrapper<Partial<EconomicOperator>>
  EkomiFeedback: ResolverTypeWrapper<Partial<EkomiFeedback>>
  EkomiRating: ResolverTypeWrapper<Partial<EkomiRating>>
  EnteredCustomAttributeInput: ResolverTypeWrapper<Partial<EnteredCustomAttributeInput>>
  EnteredOptionInput: ResolverTypeWrapper<Partial<EnteredOptionInput>>
  Entity: ResolverTypeWrapper<Partial<Entity>>
  EntryTile: ResolverTypeWrapper<EntryTileMapper>
  ExtraCost: ResolverTypeWrapper<ExtraCostMapper>
  FacetBucket: ResolverTypeWrapper<Partial<FacetBucket>>
  FaqEntry: ResolverTypeWrapper<Partial<FaqEntry>>
  FilterTypeInput: ResolverTypeWrapper<Partial<FilterTypeInput>>
  FixedExtraCost: ResolverTypeWrapper<Partial<FixedExtraCost>>
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>
  GenderFilter: ResolverTypeWrapper<Partial<GenderFilter>>
  GenderFilterValue: ResolverTypeWrapper<Partial<GenderFilterValue>>
  GiftCardAccount: ResolverTypeWrapper<Partial<GiftCardAccount>>
  GiftCardAccountInput: ResolverTypeWrapper<Partial<GiftCardAccountInput>>
  GiftCardAmount: ResolverTypeWrapper<Partial<GiftCardAmount>>
  GiftCardFieldType: ResolverTypeWrapper<Partial<GiftCardFieldType>>
  GiftCardFormField: ResolverTypeWrapper<Partial<GiftCardFormField>>
  GiftCardItemDetails: ResolverTypeWrapper<Partial<GiftCardItemDetails>>
  GiftCardTypeEnum: ResolverTypeWrapper<Partial<GiftCardTypeEnum>>
  GuestOrderInformationInput: ResolverTypeWrapper<Partial<GuestOrderInformationInput>>
  HostingProvider: ResolverTypeWrapper<Partial<HostingProvider>>
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>
  Icon: ResolverTypeWrapper<Partial<Icon>>
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>
  Invoice: ResolverTypeWrapper<Partial<Invoice>>
  InvoiceItem: ResolverTypeWrapper<Partial<InvoiceItem>>
  InvoiceShippingLine: ResolverTypeWrapper<Partial<InvoiceShippingLine>>
  InvoiceTotal: ResolverTypeWrapper<Partial<InvoiceTotal>>
  InvoiceTotals: ResolverTypeWrapper<Partial<InvoiceTotals>>
  InvoiceVatRate: ResolverTypeWrapper<Partial<InvoiceVatRate>>
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>
  ListingParams: ResolverTypeWrapper<Partial<ListingParams>>
  Media: ResolverTypeWrapper<Partial<Media>>
  MenuEntry: ResolverTypeWrapper<Partial<MenuEntry>>
  Money: ResolverTypeWrapper<Partial<Money>>
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>
  MutationErrorCode: ResolverTypeWrapper<Partial<MutationErrorCode>>
  MutationResult: ResolverTypeWrapper<Partial<MutationResult>>
  NotFoundEntity: ResolverTypeWrapper<Partial<NotFoundEntity>>
  OpeningDay: ResolverTypeWrapper<Partial<OpeningDay>>
  OpeningSlot: ResolverTypeWrapper<Partial<OpeningSlot>>
  OptionAttribute: ResolverTypeWrapper<Partial<OptionAttribute>>
  Order: ResolverTypeWrapper<OrderMapper>
  OrderAddress: ResolverTypeWrapper<Partial<OrderAddress>>
  OrderGiftCard: ResolverTypeWrapper<Partial<OrderGiftCard>>
  OrderItem: ResolverTypeWrapper<Partial<OrderItem>>
  OrderItemOption: ResolverTypeWrapper<Partial<OrderItemOption>>
  OrderPayment: ResolverTypeWrapper<Partial<OrderPayment>>
  OrderPaymentMethod: ResolverTypeWrapper<Partial<OrderPaymentMethod>>
  OrderShipment: ResolverTypeWrapper<Partial<OrderShipment>>
  OrderStatusChange: ResolverTypeWrapper<Partial<OrderStatusChange>>
  OrderTokenInput: ResolverTypeWrapper<Partial<OrderTokenInput>>
  OrderTotal: ResolverTypeWrapper<Partial<OrderTotal>>
  OrderWithdrawal: ResolverTypeWrapper<Partial<OrderWithdrawal>>
  OrderWithdrawalFunction: ResolverTypeWrapper<Partial<OrderWithdrawalFunction>>
  OrderWithdrawalItem: ResolverTypeWrapper<Partial<OrderWithdrawalItem>>
  PageBuilderNode: ResolverTypeWrapper<PageBuilderNodeMapper>
  PageBuilderNodeKind: ResolverTypeWrapper<Partial<PageBuilderNodeKind>>
  PaymentDeclineCode: ResolverTypeWrapper<Partial<PaymentDeclineCode>>
  PaymentIntent: ResolverTypeWrapper<Partial<PaymentIntent>>
  PaymentIntentStatus: ResolverTypeWrapper<Partial<PaymentIntentStatus>>
  PaymentMethodInput: ResolverTypeWrapper<Partial<PaymentMethodInput>>
  PaymentMethodKind: ResolverTypeWrapper<Partial<PaymentMethodKind>>
  PercentageExtraCost: ResolverTypeWrapper<Partial<PercentageExtraCost>>
  PickupLocation: ResolverTypeWrapper<Partial<PickupLocation>>
  PickupLocationFilterInput: ResolverTypeWrapper<Partial<PickupLocationFilterInput>>
  PickupLocations: ResolverTypeWrapper<Partial<PickupLocations>>
  PickupLocationsPageInfo: ResolverTypeWrapper<Partial<PickupLocationsPageInfo>>
  PickupPoint: ResolverTypeWrapper<Partial<PickupPoint>>
  PickupSearchOrigin: ResolverTypeWrapper<Partial<PickupSearchOrigin>>
  PickupSearchStatus: ResolverTypeWrapper<Partial<PickupSearchStatus>>
  PlaceOrderError: ResolverTypeWrapper<Partial<PlaceOrderError>>
  PlaceOrderErrorCodes: ResolverTypeWrapper<Partial<PlaceOrderErrorCodes>>
  PlaceOrderInput: ResolverTypeWrapper<Partial<PlaceOrderInput>>
  PlaceOrderOutput: ResolverTypeWrapper<
    Partial<Omit<PlaceOrderOutput, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>
  >
  PostalAddress: ResolverTypeWrapper<Partial<PostalAddress>>
  Price: ResolverTypeWrapper<Partial<Price>>
  PriceRangeFacet: ResolverTypeWrapper<Partial<PriceRangeFacet>>
  PriceWithTax: ResolverTypeWrapper<Partial<PriceWithTax>>
  Product: ResolverTypeWrapper<ProductMapper>
  ProductColorImage: ResolverTypeWrapper<Partial<ProductColorImage>>
  ProductConfiguration: ResolverTypeWrapper<
    Partial<Omit<ProductConfiguration, 'product'> & { product: ResolversTypes['ProductVariant'] }>
  >
  ProductListing: ResolverTypeWrapper<
    Partial<Omit<ProductListing, 'items'> & { items: Array<ResolversTypes['Product']> }>
  >
  ProductPrices: ResolverTypeWrapper<ProductPricesMapper>
  ProductReview: ResolverTypeWrapper<ProductReviewMapper>
  ProductReviewInput: ResolverTypeWrapper<Partial<ProductReviewInput>>
  ProductReviewSort: ResolverTypeWrapper<Partial<ProductReviewSort>>
  ProductReviews: ResolverTypeWrapper<ProductReviewsMapper>
  ProductSafety: ResolverTypeWrapper<Partial<ProductSafety>>
  ProductStock: ResolverTypeWrapper<Partial<ProductStock>>
  ProductType: ResolverTypeWrapper<Partial<ProductType>>
  ProductVariant: ResolverTypeWrapper<
    Partial<Omit<ProductVariant, 'prices'> & { prices: ResolversTypes['ProductPrices'] }>
  >
  PushImage: ResolverTypeWrapper<PushImageMapper>
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>
  ReassuranceItem: ResolverTypeWrapper<Partial<ReassuranceItem>>
  RedirectEntity: ResolverTypeWrapper<Partial<RedirectEntity>>
  RemoveCouponFromCartInput: ResolverTypeWrapper<Partial<RemoveCouponFromCartInput>>
  RemoveCouponFromCartOutput: ResolverTypeWrapper<
    Partial<Omit<RemoveCouponFromCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  RemoveGiftCardFromCartInput: ResolverTypeWrapper<Partial<RemoveGiftCardFromCartInput>>
  RemoveGiftCardFromCartOutput: ResolverTypeWrapper<
    Partial<Omit<RemoveGiftCardFromCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  RemoveItemFromCartInput: ResolverTypeWrapper<Partial<RemoveItemFromCartInput>>
  RemoveItemFromCartOutput: ResolverTypeWrapper<
    Partial<Omit<RemoveItemFromCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  RemoveStoreCreditFromCartInput: ResolverTypeWrapper<Partial<RemoveStoreCreditFromCartInput>>
  RemoveStoreCreditFromCartOutput: ResolverTypeWrapper<
    Partial<Omit<RemoveStoreCreditFromCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  ReorderItemsOutput: ResolverTypeWrapper<
    Partial<Omit<ReorderItemsOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  RequestReturnInput: ResolverTypeWrapper<Partial<RequestReturnInput>>
  RequestReturnItemInput: ResolverTypeWrapper<Partial<RequestReturnItemInput>>
  RequestReturnOutput: ResolverTypeWrapper<
    Partial<
      Omit<RequestReturnOutput, 'return'> & {
        return?: Maybe<ResolversTypes['ReturnMerchandiseAuthorization']>
      }
    >
  >
  ReturnAttribute: ResolverTypeWrapper<Partial<ReturnAttribute>>
  ReturnAttributeAnswer: ResolverTypeWrapper<Partial<ReturnAttributeAnswer>>
  ReturnAttributeKind: ResolverTypeWrapper<Partial<ReturnAttributeKind>>
  ReturnAttributeOption: ResolverTypeWrapper<Partial<ReturnAttributeOption>>
  ReturnAttributeScope: ResolverTypeWrapper<Partial<ReturnAttributeScope>>
  ReturnMerchandiseAuthorization: ResolverTypeWrapper<ReturnMerchandiseAuthorizationMapper>
  ReturnMerchandiseAuthorizationStatus: ResolverTypeWrapper<Partial<ReturnMerchandiseAuthorizationStatus>>
  ReturnStatusChange: ResolverTypeWrapper<Partial<ReturnStatusChange>>
  ReturnableOrderItem: ResolverTypeWrapper<Partial<ReturnableOrderItem>>
  ReturnedItem: ResolverTypeWrapper<
    Partial<Omit<ReturnedItem, 'attributes'> & { attributes: Array<ResolversTypes['ReturnAttributeAnswer']> }>
  >
  ReturnedItemStatus: ResolverTypeWrapper<Partial<ReturnedItemStatus>>
  ReviewAuthor: ResolverTypeWrapper<Partial<ReviewAuthor>>
  RouteEntity: ResolverTypeWrapper<RouteEntityMapper>
  SafetyWarning: ResolverTypeWrapper<Partial<SafetyWarning>>
  SearchSettings: ResolverTypeWrapper<Partial<SearchSettings>>
  SelectedAttribute: ResolverTypeWrapper<Partial<SelectedAttribute>>
  SelectedBundleOption: ResolverTypeWrapper<Partial<SelectedBundleOption>>
  SelectedBundleOptionInput: ResolverTypeWrapper<Partial<SelectedBundleOptionInput>>
  SelectedConfigurableOption: ResolverTypeWrapper<Partial<SelectedConfigurableOption>>
  SelectedCustomizableOption: ResolverTypeWrapper<Partial<SelectedCustomizableOption>>
  SelectedCustomizableOptionValue: ResolverTypeWrapper<Partial<SelectedCustomizableOptionValue>>
  SelectedOption: ResolverTypeWrapper<Partial<SelectedOption>>
  SelectedOptionInput: ResolverTypeWrapper<Partial<SelectedOptionInput>>
  SelectedPaymentMethod: ResolverTypeWrapper<Partial<SelectedPaymentMethod>>
  SelectedShippingMethod: ResolverTypeWrapper<Partial<SelectedShippingMethod>>
  SetBillingAddressOnCartInput: ResolverTypeWrapper<Partial<SetBillingAddressOnCartInput>>
  SetBillingAddressOnCartOutput: ResolverTypeWrapper<
    Partial<Omit<SetBillingAddressOnCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  SetGuestEmailOnCartInput: ResolverTypeWrapper<Partial<SetGuestEmailOnCartInput>>
  SetGuestEmailOnCartOutput: ResolverTypeWrapper<
    Partial<Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  SetPaymentMethodOnCartInput: ResolverTypeWrapper<Partial<SetPaymentMethodOnCartInput>>
  SetPaymentMethodOnCartOutput: ResolverTypeWrapper<
    Partial<Omit<SetPaymentMethodOnCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  SetShippingAddressesOnCartInput: ResolverTypeWrapper<Partial<SetShippingAddressesOnCartInput>>
  SetShippingAddressesOnCartOutput: ResolverTypeWrapper<
    Partial<Omit<SetShippingAddressesOnCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  SetShippingMethodsOnCartInput: ResolverTypeWrapper<Partial<SetShippingMethodsOnCartInput>>
  SetShippingMethodsOnCartOutput: ResolverTypeWrapper<
    Partial<Omit<SetShippingMethodsOnCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  ShareWishlistResult: ResolverTypeWrapper<
    Partial<Omit<ShareWishlistResult, 'wishlist'> & { wishlist?: Maybe<ResolversTypes['Wishlist']> }>
  >
  ShipmentTracking: ResolverTypeWrapper<Partial<ShipmentTracking>>
  ShippingAddressInput: ResolverTypeWrapper<Partial<ShippingAddressInput>>
  ShippingCartAddress: ResolverTypeWrapper<Partial<ShippingCartAddress>>
  ShippingMethodInput: ResolverTypeWrapper<Partial<ShippingMethodInput>>
  Shop: ResolverTypeWrapper<Partial<Omit<Shop, 'config'> & { config: ResolversTypes['ShopConfig'] }>>
  ShopConfig: ResolverTypeWrapper<ShopConfigMapper>
  SitemapEntry: ResolverTypeWrapper<Partial<SitemapEntry>>
  SitemapPage: ResolverTypeWrapper<Partial<SitemapPage>>
  SkuLookup: ResolverTypeWrapper<Partial<SkuLookup>>
  SortDirection: ResolverTypeWrapper<Partial<SortDirection>>
  SortOrder: ResolverTypeWrapper<Partial<SortOrder>>
  Srcset: ResolverTypeWrapper<Partial<Srcset>>
  StockAlertOutput: ResolverTypeWrapper<Partial<StockAlertOutput>>
  StockAlertStatus: ResolverTypeWrapper<Partial<StockAlertStatus>>
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>
  SubscribeEmailToNewsletterOutput: ResolverTypeWrapper<Partial<SubscribeEmailToNewsletterOutput>>
  SubscriptionStatusesEnum: ResolverTypeWrapper<Partial<SubscriptionStatusesEnum>>
  Swatch: ResolverTypeWrapper<Partial<Swatch>>
  TaxItem: ResolverTypeWrapper<Partial<TaxItem>>
  TierPrice: ResolverTypeWrapper<Partial<TierPrice>>
  TradeRegister: ResolverTypeWrapper<Partial<TradeRegister>>
  Translation: ResolverTypeWrapper<Partial<Translation>>
  UnsubscribeFromMarketingOutput: ResolverTypeWrapper<Partial<UnsubscribeFromMarketingOutput>>
  UpdateCartItemsInput: ResolverTypeWrapper<Partial<UpdateCartItemsInput>>
  UpdateCartItemsOutput: ResolverTypeWrapper<
    Partial<Omit<UpdateCartItemsOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>
  >
  Widget: ResolverTypeWrapper<WidgetMapper>
  WidgetEkomi: ResolverTypeWrapper<WidgetEkomiMapper>
  WidgetFourEntry: ResolverTypeWrapper<WidgetFourEntryMapper>
  WidgetFourProduct: ResolverTypeWrapper<WidgetFourProductMapper>
  WidgetFullScreen: ResolverTypeWrapper<WidgetFullScreenMapper>
  WidgetImageQuote: ResolverTypeWrapper<WidgetImageQuoteMapper>
  WidgetImageText: ResolverTypeWrapper<WidgetImageTextMapper>
  WidgetInvalidData: ResolverTypeWrapper<WidgetInvalidDataMapper>
  WidgetLookbook: ResolverTypeWrapper<WidgetLookbookMapper>
  WidgetParallaxImage: ResolverTypeWrapper<WidgetParallaxImageMapper>
  WidgetProductCarousel: ResolverTypeWrapper<WidgetProductCarouselMapper>
  WidgetProductPush: ResolverTypeWrapper<WidgetProductPushMapper>
  WidgetPush: ResolverTypeWrapper<WidgetPushMapper>
  WidgetReassurance: ResolverTypeWrapper<WidgetReassuranceMapper>
  WidgetTheme: ResolverTypeWrapper<WidgetThemeMapper>
  WidgetThreePush: ResolverTypeWrapper<WidgetThreePushMapper>
  WidgetTitleText: ResolverTypeWrapper<WidgetTitleTextMapper>
  Wishlist: ResolverTypeWrapper<
    Partial<Omit<Wishlist, 'items'> & { items: Array<ResolversTypes['WishlistItem']> }>
  >
  WishlistCartMutationResult: ResolverTypeWrapper<
    Partial<Omit<WishlistCartMutationResult, 'wishlist'> & { wishlist?: Maybe<ResolversTypes['Wishlist']> }>
  >
  WishlistItem: ResolverTypeWrapper<
    Partial<Omit<WishlistItem, 'product'> & { product: ResolversTypes['Product'] }>
  >
  WishlistItemInput: ResolverTypeWrapper<Partial<WishlistItemInput>>
  WishlistMutationResult: ResolverTypeWrapper<
    Partial<Omit<WishlistMutationResult, 'wishlist'> & { wishlist?: Maybe<ResolversTypes['Wishlist']> }>
  >
  WithdrawFromContractInput: ResolverTypeWrapper<Partial<WithdrawFromContractInput>>
  WithdrawFromContractOutput: ResolverTypeWrapper<Partial<WithdrawFromContractOutput>>
  WithdrawableItem: ResolverTypeWrapper<Partial<WithdrawableItem>>
  WithdrawalItemInput: ResolverTypeWrapper<Partial<WithdrawalItemInput>>
  WithdrawalState: ResolverTypeWrapper<Partial<WithdrawalState>>
  WithdrawalStatement: ResolverTypeWrapper<Partial<WithdrawalStatement>>
  WithdrawalStatementResult: ResolverTypeWrapper<Partial<WithdrawalStatementResult>>
  Wysiwyg: ResolverTypeWrapper<
    Partial<Omit<Wysiwyg, 'childNodes'> & { childNodes: Array<ResolversTypes['WysiwygNode']> }>
  >
  WysiwygData: ResolverTypeWrapper<Partial<WysiwygData>>
  WysiwygNode: ResolverTypeWrapper<WysiwygNodeMapper>
}

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddProductsToCartOutput: Partial<
    Omit<AddProductsToCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  AppliedCoupon: Partial<AppliedCoupon>
  AppliedGiftCard: Partial<AppliedGiftCard>
  AppliedStoreCredit: Partial<AppliedStoreCredit>
  ApplyCouponToCartInput: Partial<ApplyCouponToCartInput>
  ApplyCouponToCartOutput: Partial<
    Omit<ApplyCouponToCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  ApplyGiftCardToCartInput: Partial<ApplyGiftCardToCartInput>
  ApplyGiftCardToCartOutput: Partial<
    Omit<ApplyGiftCardToCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  ApplyStoreCreditToCartInput: Partial<ApplyStoreCreditToCartInput>
  ApplyStoreCreditToCartOutput: Partial<
    Omit<ApplyStoreCreditToCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  AreaInput: Partial<AreaInput>
  AttributeFilter: Partial<AttributeFilter>
  AvailablePaymentMethod: Partial<AvailablePaymentMethod>
  AvailableShippingMethod: Partial<AvailableShippingMethod>
  BillingAddressInput: Partial<BillingAddressInput>
  BillingCartAddress: Partial<BillingCartAddress>
  Boolean: Partial<Scalars['Boolean']['output']>
  BundleOption: Partial<
    Omit<BundleOption, 'values'> & { values: Array<ResolversParentTypes['BundleOptionValue']> }
  >
  BundleOptionValue: Partial<
    Omit<BundleOptionValue, 'prices' | 'product'> & {
      prices: ResolversParentTypes['ProductPrices']
      product?: Maybe<ResolversParentTypes['Product']>
    }
  >
  Cart: Partial<
    Omit<Cart, 'applied_coupons' | 'items'> & {
      applied_coupons: Array<ResolversParentTypes['AppliedCoupon']>
      items: Array<ResolversParentTypes['CartItem']>
    }
  >
  CartAddressCountry: Partial<CartAddressCountry>
  CartAddressInput: Partial<CartAddressInput>
  CartAddressInterface: ResolversInterfaceTypes<ResolversParentTypes>['CartAddressInterface']
  CartItem: Partial<
    Omit<CartItem, 'configurable_options' | 'configured_variant' | 'product'> & {
      configurable_options: Array<ResolversParentTypes['SelectedConfigurableOption']>
      configured_variant?: Maybe<ResolversParentTypes['Product']>
      product: ResolversParentTypes['Product']
    }
  >
  CartItemBundleOption: Partial<CartItemBundleOption>
  CartItemBundleOptionValue: Partial<CartItemBundleOptionValue>
  CartItemError: Partial<CartItemError>
  CartItemInput: Partial<CartItemInput>
  CartItemPrices: Partial<CartItemPrices>
  CartItemUpdateInput: Partial<CartItemUpdateInput>
  CartNotice: Partial<CartNotice>
  CartPrices: Partial<CartPrices>
  CartTaxItem: Partial<CartTaxItem>
  CartUserInputError: Partial<CartUserInputError>
  Category: CategoryMapper
  CheckoutMutationOutput: ResolversInterfaceTypes<ResolversParentTypes>['CheckoutMutationOutput']
  CheckoutPayment: Partial<CheckoutPayment>
  CheckoutUserInputError: Partial<CheckoutUserInputError>
  CmsBlock: CmsBlockMapper
  CmsPage: CmsPageMapper
  CompanyInfo: Partial<CompanyInfo>
  ConfigurableOption: Partial<ConfigurableOption>
  ConfigurableOptionValue: Partial<ConfigurableOptionValue>
  ContactInfo: Partial<ContactInfo>
  ContactUsInput: Partial<ContactUsInput>
  ContentMetadata: Partial<ContentMetadata>
  Coordinates: Partial<Coordinates>
  CornerProducts: CornerProductsMapper
  Country: Partial<Country>
  CreateGuestCartOutput: Partial<
    Omit<CreateGuestCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  CreditMemo: Partial<CreditMemo>
  CreditMemoDestination: Partial<CreditMemoDestination>
  CreditMemoItem: Partial<CreditMemoItem>
  CreditMemoTotal: Partial<CreditMemoTotal>
  CurrencyAmount: Partial<CurrencyAmount>
  CustomLink: Partial<CustomLink>
  CustomOption: Partial<
    Omit<CustomOption, 'extraCost' | 'values'> & {
      extraCost?: Maybe<ResolversParentTypes['ExtraCost']>
      values: Array<ResolversParentTypes['CustomOptionValue']>
    }
  >
  CustomOptionValue: Partial<
    Omit<CustomOptionValue, 'extraCost'> & { extraCost: ResolversParentTypes['ExtraCost'] }
  >
  Customer: CustomerMapper
  CustomerAddress: CustomerAddressMapper
  CustomerAddressInput: Partial<CustomerAddressInput>
  CustomerAddressMutationResult: Partial<
    Omit<CustomerAddressMutationResult, 'address' | 'customer'> & {
      address?: Maybe<ResolversParentTypes['CustomerAddress']>
      customer?: Maybe<ResolversParentTypes['Customer']>
    }
  >
  CustomerCreateInput: Partial<CustomerCreateInput>
  CustomerDownloadableProduct: Partial<CustomerDownloadableProduct>
  CustomerDownloadableProducts: Partial<CustomerDownloadableProducts>
  CustomerMutationResult: Partial<
    Omit<CustomerMutationResult, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> }
  >
  CustomerStoreCredit: CustomerStoreCreditMapper
  CustomerStoreCreditHistory: Partial<CustomerStoreCreditHistory>
  CustomerStoreCreditHistoryItem: Partial<CustomerStoreCreditHistoryItem>
  CustomerUpdateInput: Partial<CustomerUpdateInput>
  DateTime: Partial<Scalars['DateTime']['output']>
  DeliveryDays: Partial<DeliveryDays>
  Discount: Partial<Discount>
  DownloadableProductLinks: Partial<DownloadableProductLinks>
  DynamicFacet: Partial<DynamicFacet>
  EconomicOperator: Partial<EconomicOperator>
  EkomiFeedback: Partial<EkomiFeedback>
  EkomiRating: Partial<EkomiRating>
  EnteredCustomAttributeInput: Partial<EnteredCustomAttributeInput>
  EnteredOptionInput: Partial<EnteredOptionInput>
  Entity: Partial<Entity>
  EntryTile: EntryTileMapper
  ExtraCost: ExtraCostMapper
  FacetBucket: Partial<FacetBucket>
  FaqEntry: Partial<FaqEntry>
  FilterTypeInput: Partial<FilterTypeInput>
  FixedExtraCost: Partial<FixedExtraCost>
  Float: Partial<Scalars['Float']['output']>
  GenderFilter: Partial<GenderFilter>
  GenderFilterValue: Partial<GenderFilterValue>
  GiftCardAccount: Partial<GiftCardAccount>
  GiftCardAccountInput: Partial<GiftCardAccountInput>
  GiftCardAmount: Partial<GiftCardAmount>
  GiftCardFormField: Partial<GiftCardFormField>
  GiftCardItemDetails: Partial<GiftCardItemDetails>
  GuestOrderInformationInput: Partial<GuestOrderInformationInput>
  HostingProvider: Partial<HostingProvider>
  ID: Partial<Scalars['ID']['output']>
  Icon: Partial<Icon>
  Int: Partial<Scalars['Int']['output']>
  Invoice: Partial<Invoice>
  InvoiceItem: Partial<InvoiceItem>
  InvoiceShippingLine: Partial<InvoiceShippingLine>
  InvoiceTotal: Partial<InvoiceTotal>
  InvoiceTotals: Partial<InvoiceTotals>
  InvoiceVatRate: Partial<InvoiceVatRate>
  JSON: Partial<Scalars['JSON']['output']>
  ListingParams: Partial<ListingParams>
  Media: Partial<Media>
  MenuEntry: Partial<MenuEntry>
  Money: Partial<Money>
  Mutation: Record<PropertyKey, never>
  MutationResult: Partial<MutationResult>
  NotFoundEntity: Partial<NotFoundEntity>
  OpeningDay: Partial<OpeningDay>
  OpeningSlot: Partial<OpeningSlot>
  OptionAttribute: Partial<OptionAttribute>
  Order: OrderMapper
  OrderAddress: Partial<OrderAddress>
  OrderGiftCard: Partial<OrderGiftCard>
  OrderItem: Partial<OrderItem>
  OrderItemOption: Partial<OrderItemOption>
  OrderPayment: Partial<OrderPayment>
  OrderPaymentMethod: Partial<OrderPaymentMethod>
  OrderShipment: Partial<OrderShipment>
  OrderStatusChange: Partial<OrderStatusChange>
  OrderTokenInput: Partial<OrderTokenInput>
  OrderTotal: Partial<OrderTotal>
  OrderWithdrawal: Partial<OrderWithdrawal>
  OrderWithdrawalFunction: Partial<OrderWithdrawalFunction>
  OrderWithdrawalItem: Partial<OrderWithdrawalItem>
  PageBuilderNode: PageBuilderNodeMapper
  PaymentIntent: Partial<PaymentIntent>
  PaymentMethodInput: Partial<PaymentMethodInput>
  PercentageExtraCost: Partial<PercentageExtraCost>
  PickupLocation: Partial<PickupLocation>
  PickupLocationFilterInput: Partial<PickupLocationFilterInput>
  PickupLocations: Partial<PickupLocations>
  PickupLocationsPageInfo: Partial<PickupLocationsPageInfo>
  PickupPoint: Partial<PickupPoint>
  PickupSearchOrigin: Partial<PickupSearchOrigin>
  PlaceOrderError: Partial<PlaceOrderError>
  PlaceOrderInput: Partial<PlaceOrderInput>
  PlaceOrderOutput: Partial<
    Omit<PlaceOrderOutput, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> }
  >
  PostalAddress: Partial<PostalAddress>
  Price: Partial<Price>
  PriceRangeFacet: Partial<PriceRangeFacet>
  PriceWithTax: Partial<PriceWithTax>
  Product: ProductMapper
  ProductColorImage: Partial<ProductColorImage>
  ProductConfiguration: Partial<
    Omit<ProductConfiguration, 'product'> & { product: ResolversParentTypes['ProductVariant'] }
  >
  ProductListing: Partial<Omit<ProductListing, 'items'> & { items: Array<ResolversParentTypes['Product']> }>
  ProductPrices: ProductPricesMapper
  ProductReview: ProductReviewMapper
  ProductReviewInput: Partial<ProductReviewInput>
  ProductReviews: ProductReviewsMapper
  ProductSafety: Partial<ProductSafety>
  ProductStock: Partial<ProductStock>
  ProductVariant: Partial<Omit<ProductVariant, 'prices'> & { prices: ResolversParentTypes['ProductPrices'] }>
  PushImage: PushImageMapper
  Query: Record<PropertyKey, never>
  ReassuranceItem: Partial<ReassuranceItem>
  RedirectEntity: Partial<RedirectEntity>
  RemoveCouponFromCartInput: Partial<RemoveCouponFromCartInput>
  RemoveCouponFromCartOutput: Partial<
    Omit<RemoveCouponFromCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  RemoveGiftCardFromCartInput: Partial<RemoveGiftCardFromCartInput>
  RemoveGiftCardFromCartOutput: Partial<
    Omit<RemoveGiftCardFromCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  RemoveItemFromCartInput: Partial<RemoveItemFromCartInput>
  RemoveItemFromCartOutput: Partial<
    Omit<RemoveItemFromCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  RemoveStoreCreditFromCartInput: Partial<RemoveStoreCreditFromCartInput>
  RemoveStoreCreditFromCartOutput: Partial<
    Omit<RemoveStoreCreditFromCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  ReorderItemsOutput: Partial<
    Omit<ReorderItemsOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  RequestReturnInput: Partial<RequestReturnInput>
  RequestReturnItemInput: Partial<RequestReturnItemInput>
  RequestReturnOutput: Partial<
    Omit<RequestReturnOutput, 'return'> & {
      return?: Maybe<ResolversParentTypes['ReturnMerchandiseAuthorization']>
    }
  >
  ReturnAttribute: Partial<ReturnAttribute>
  ReturnAttributeAnswer: Partial<ReturnAttributeAnswer>
  ReturnAttributeOption: Partial<ReturnAttributeOption>
  ReturnMerchandiseAuthorization: ReturnMerchandiseAuthorizationMapper
  ReturnStatusChange: Partial<ReturnStatusChange>
  ReturnableOrderItem: Partial<ReturnableOrderItem>
  ReturnedItem: Partial<
    Omit<ReturnedItem, 'attributes'> & { attributes: Array<ResolversParentTypes['ReturnAttributeAnswer']> }
  >
  ReviewAuthor: Partial<ReviewAuthor>
  RouteEntity: RouteEntityMapper
  SearchSettings: Partial<SearchSettings>
  SelectedAttribute: Partial<SelectedAttribute>
  SelectedBundleOption: Partial<SelectedBundleOption>
  SelectedBundleOptionInput: Partial<SelectedBundleOptionInput>
  SelectedConfigurableOption: Partial<SelectedConfigurableOption>
  SelectedCustomizableOption: Partial<SelectedCustomizableOption>
  SelectedCustomizableOptionValue: Partial<SelectedCustomizableOptionValue>
  SelectedOption: Partial<SelectedOption>
  SelectedOptionInput: Partial<SelectedOptionInput>
  SelectedPaymentMethod: Partial<SelectedPaymentMethod>
  SelectedShippingMethod: Partial<SelectedShippingMethod>
  SetBillingAddressOnCartInput: Partial<SetBillingAddressOnCartInput>
  SetBillingAddressOnCartOutput: Partial<
    Omit<SetBillingAddressOnCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  SetGuestEmailOnCartInput: Partial<SetGuestEmailOnCartInput>
  SetGuestEmailOnCartOutput: Partial<
    Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  SetPaymentMethodOnCartInput: Partial<SetPaymentMethodOnCartInput>
  SetPaymentMethodOnCartOutput: Partial<
    Omit<SetPaymentMethodOnCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  SetShippingAddressesOnCartInput: Partial<SetShippingAddressesOnCartInput>
  SetShippingAddressesOnCartOutput: Partial<
    Omit<SetShippingAddressesOnCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  SetShippingMethodsOnCartInput: Partial<SetShippingMethodsOnCartInput>
  SetShippingMethodsOnCartOutput: Partial<
    Omit<SetShippingMethodsOnCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  ShareWishlistResult: Partial<
    Omit<ShareWishlistResult, 'wishlist'> & { wishlist?: Maybe<ResolversParentTypes['Wishlist']> }
  >
  ShipmentTracking: Partial<ShipmentTracking>
  ShippingAddressInput: Partial<ShippingAddressInput>
  ShippingCartAddress: Partial<ShippingCartAddress>
  ShippingMethodInput: Partial<ShippingMethodInput>
  Shop: Partial<Omit<Shop, 'config'> & { config: ResolversParentTypes['ShopConfig'] }>
  ShopConfig: ShopConfigMapper
  SitemapEntry: Partial<SitemapEntry>
  SitemapPage: Partial<SitemapPage>
  SkuLookup: Partial<SkuLookup>
  SortOrder: Partial<SortOrder>
  Srcset: Partial<Srcset>
  StockAlertOutput: Partial<StockAlertOutput>
  String: Partial<Scalars['String']['output']>
  SubscribeEmailToNewsletterOutput: Partial<SubscribeEmailToNewsletterOutput>
  Swatch: Partial<Swatch>
  TaxItem: Partial<TaxItem>
  TierPrice: Partial<TierPrice>
  TradeRegister: Partial<TradeRegister>
  Translation: Partial<Translation>
  UnsubscribeFromMarketingOutput: Partial<UnsubscribeFromMarketingOutput>
  UpdateCartItemsInput: Partial<UpdateCartItemsInput>
  UpdateCartItemsOutput: Partial<
    Omit<UpdateCartItemsOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> }
  >
  Widget: WidgetMapper
  WidgetEkomi: WidgetEkomiMapper
  WidgetFourEntry: WidgetFourEntryMapper
  WidgetFourProduct: WidgetFourProductMapper
  WidgetFullScreen: WidgetFullScreenMapper
  WidgetImageQuote: WidgetImageQuoteMapper
  WidgetImageText: WidgetImageTextMapper
  WidgetInvalidData: WidgetInvalidDataMapper
  WidgetLookbook: WidgetLookbookMapper
  WidgetParallaxImage: WidgetParallaxImageMapper
  WidgetProductCarousel: WidgetProductCarouselMapper
  WidgetProductPush: WidgetProductPushMapper
  WidgetPush: WidgetPushMapper
  WidgetReassurance: WidgetReassuranceMapper
  WidgetTheme: WidgetThemeMapper
  WidgetThreePush: WidgetThreePushMapper
  WidgetTitleText: WidgetTitleTextMapper
  Wishlist: Partial<Omit<Wishlist, 'items'> & { items: Array<ResolversParentTypes['WishlistItem']> }>
  WishlistCartMutationResult: Partial<
    Omit<WishlistCartMutationResult, 'wishlist'> & { wishlist?: Maybe<ResolversParentTypes['Wishlist']> }
  >
  WishlistItem: Partial<Omit<WishlistItem, 'product'> & { product: ResolversParentTypes['Product'] }>
  WishlistItemInput: Partial<WishlistItemInput>
  WishlistMutationResult: Partial<
    Omit<WishlistMutationResult, 'wishlist'> & { wishlist?: Maybe<ResolversParentTypes['Wishlist']> }
  >
  WithdrawFromContractInput: Partial<WithdrawFromContractInput>
  WithdrawFromContractOutput: Partial<WithdrawFromContractOutput>
  WithdrawableItem: Partial<WithdrawableItem>
  WithdrawalItemInput: Partial<WithdrawalItemInput>
  WithdrawalStatement: Partial<WithdrawalStatement>
  WithdrawalStatementResult: Partial<WithdrawalStatementResult>
  Wysiwyg: Partial<Omit<Wysiwyg, 'childNodes'> & { childNodes: Array<ResolversParentTypes['WysiwygNode']> }>
  WysiwygData: Partial<WysiwygData>
  WysiwygNode: WysiwygNodeMapper
}

export type PublicDirectiveArgs = {}

export type PublicDirectiveResolver<
  Result,
  Parent,
  ContextType = ShopContext,
  Args = PublicDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>

export type AddProductsToCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['AddProductsToCartOutput'] =
    ResolversParentTypes['AddProductsToCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  user_errors?: Resolver<Array<ResolversTypes['CartUserInputError']>, ParentType, ContextType>
}

export type AppliedCouponResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type AppliedGiftCardResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['AppliedGiftCard'] = ResolversParentTypes['AppliedGiftCard'],
> = {
  applied_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  current_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  expiration_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type AppliedStoreCreditResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['AppliedStoreCredit'] = ResolversParentTypes['AppliedStoreCredit'],
> = {
  applied_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  current_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type ApplyCouponToCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ApplyCouponToCartOutput'] =
    ResolversParentTypes['ApplyCouponToCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type ApplyGiftCardToCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ApplyGiftCardToCartOutput'] =
    ResolversParentTypes['ApplyGiftCardToCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type ApplyStoreCreditToCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ApplyStoreCreditToCartOutput'] =
    ResolversParentTypes['ApplyStoreCreditToCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type AvailablePaymentMethodResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['AvailablePaymentMethod'] =
    ResolversParentTypes['AvailablePaymentMethod'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type AvailableShippingMethodResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['AvailableShippingMethod'] =
    ResolversParentTypes['AvailableShippingMethod'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  carrier_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  delivery_days?: Resolver<Maybe<ResolversTypes['DeliveryDays']>, ParentType, ContextType>
  error_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  method_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  method_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  price_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export type BillingCartAddressResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['BillingCartAddress'] = ResolversParentTypes['BillingCartAddress'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>
  customer_address_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  same_as_shipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type BundleOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['BundleOption'] = ResolversParentTypes['BundleOption'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  values?: Resolver<Array<ResolversTypes['BundleOptionValue']>, ParentType, ContextType>
}

export type BundleOptionValueResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['BundleOptionValue'] = ResolversParentTypes['BundleOptionValue'],
> = {
  defaultQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  prices?: Resolver<ResolversTypes['ProductPrices'], ParentType, ContextType>
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>
  userDefinedQuantity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export type CartResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart'],
> = {
  applied_coupons?: Resolver<Array<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>
  applied_gift_cards?: Resolver<Array<ResolversTypes['AppliedGiftCard']>, ParentType, ContextType>
  applied_store_credit?: Resolver<Maybe<ResolversTypes['AppliedStoreCredit']>, ParentType, ContextType>
  available_payment_methods?: Resolver<
    Array<ResolversTypes['AvailablePaymentMethod']>,
    ParentType,
    ContextType
  >
  billing_address?: Resolver<Maybe<ResolversTypes['BillingCartAddress']>, ParentType, ContextType>
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  is_virtual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>
  notices?: Resolver<Array<ResolversTypes['CartNotice']>, ParentType, ContextType>
  prices?: Resolver<ResolversTypes['CartPrices'], ParentType, ContextType>
  selected_payment_method?: Resolver<Maybe<ResolversTypes['SelectedPaymentMethod']>, ParentType, ContextType>
  shipping_addresses?: Resolver<Array<ResolversTypes['ShippingCartAddress']>, ParentType, ContextType>
  total_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type CartAddressCountryResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartAddressCountry'] = ResolversParentTypes['CartAddressCountry'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type CartAddressInterfaceResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartAddressInterface'] =
    ResolversParentTypes['CartAddressInterface'],
> = {
  __resolveType?: TypeResolveFn<'BillingCartAddress' | 'ShippingCartAddress', ParentType, ContextType>
}

export type CartItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem'],
> = {
  available_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  bundle_options?: Resolver<Array<ResolversTypes['CartItemBundleOption']>, ParentType, ContextType>
  configurable_options?: Resolver<
    Array<ResolversTypes['SelectedConfigurableOption']>,
    ParentType,
    ContextType
  >
  configured_variant?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>
  customizable_options?: Resolver<
    Array<ResolversTypes['SelectedCustomizableOption']>,
    ParentType,
    ContextType
  >
  errors?: Resolver<Array<ResolversTypes['CartItemError']>, ParentType, ContextType>
  gift_card?: Resolver<Maybe<ResolversTypes['GiftCardItemDetails']>, ParentType, ContextType>
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  not_available_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  prices?: Resolver<ResolversTypes['CartItemPrices'], ParentType, ContextType>
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export type CartItemBundleOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartItemBundleOption'] =
    ResolversParentTypes['CartItemBundleOption'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  values?: Resolver<Array<ResolversTypes['CartItemBundleOptionValue']>, ParentType, ContextType>
}

export type CartItemBundleOptionValueResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartItemBundleOptionValue'] =
    ResolversParentTypes['CartItemBundleOptionValue'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export type CartItemErrorResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartItemError'] = ResolversParentTypes['CartItemError'],
> = {
  code?: Resolver<ResolversTypes['CartItemErrorType'], ParentType, ContextType>
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type CartItemPricesResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartItemPrices'] = ResolversParentTypes['CartItemPrices'],
> = {
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  row_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  row_total_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  tax_percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  total_item_discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export type CartNoticeResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartNotice'] = ResolversParentTypes['CartNotice'],
> = {
  code?: Resolver<ResolversTypes['CartNoticeCode'], ParentType, ContextType>
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type CartPricesResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartPrices'] = ResolversParentTypes['CartPrices'],
> = {
  applied_taxes?: Resolver<Array<ResolversTypes['CartTaxItem']>, ParentType, ContextType>
  discounts?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>
  gift_cards_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  shipping_excluding_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  shipping_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  store_credit_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  subtotal_excluding_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  subtotal_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  total_before_credits?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export type CartTaxItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartTaxItem'] = ResolversParentTypes['CartTaxItem'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type CartUserInputErrorResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartUserInputError'] = ResolversParentTypes['CartUserInputError'],
> = {
  code?: Resolver<ResolversTypes['CartUserInputErrorType'], ParentType, ContextType>
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type CategoryResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category'],
> = {
  breadcrumbs?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  image?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  includeInMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  metaTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  products?: Resolver<
    ResolversTypes['ProductListing'],
    ParentType,
    ContextType,
    Partial<CategoryProductsArgs>
  >
  urlPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type CheckoutMutationOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CheckoutMutationOutput'] =
    ResolversParentTypes['CheckoutMutationOutput'],
> = {
  __resolveType?: TypeResolveFn<
    | 'ApplyGiftCardToCartOutput'
    | 'ApplyStoreCreditToCartOutput'
    | 'RemoveGiftCardFromCartOutput'
    | 'RemoveStoreCreditFromCartOutput'
    | 'SetBillingAddressOnCartOutput'
    | 'SetGuestEmailOnCartOutput'
    | 'SetPaymentMethodOnCartOutput'
    | 'SetShippingAddressesOnCartOutput'
    | 'SetShippingMethodsOnCartOutput',
    ParentType,
    ContextType
  >
}

export type CheckoutPaymentResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CheckoutPayment'] = ResolversParentTypes['CheckoutPayment'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  client_secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  confirmation_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  decline_code?: Resolver<Maybe<ResolversTypes['PaymentDeclineCode']>, ParentType, ContextType>
  intent_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  method?: Resolver<ResolversTypes['PaymentMethodKind'], ParentType, ContextType>
  next_action_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  status?: Resolver<ResolversTypes['PaymentIntentStatus'], ParentType, ContextType>
}

export type CheckoutUserInputErrorResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CheckoutUserInputError'] =
    ResolversParentTypes['CheckoutUserInputError'],
> = {
  code?: Resolver<ResolversTypes['CheckoutUserInputErrorCodes'], ParentType, ContextType>
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  path?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
}

export type CmsBlockResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CmsBlock'] = ResolversParentTypes['CmsBlock'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  contentWysiwyg?: Resolver<ResolversTypes['Wysiwyg'], ParentType, ContextType>
  identifier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type CmsPageResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CmsPage'] = ResolversParentTypes['CmsPage'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  contentWysiwyg?: Resolver<ResolversTypes['Wysiwyg'], ParentType, ContextType>
  identifier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  metaDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  metaTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type CompanyInfoResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CompanyInfo'] = ResolversParentTypes['CompanyInfo'],
> = {
  host?: Resolver<ResolversTypes['HostingProvider'], ParentType, ContextType>
  legalForm?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  publicationDirector?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  registeredOffice?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>
  shareCapital?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  tradeRegister?: Resolver<ResolversTypes['TradeRegister'], ParentType, ContextType>
  vatId?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ConfigurableOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ConfigurableOption'] = ResolversParentTypes['ConfigurableOption'],
> = {
  attribute?: Resolver<ResolversTypes['OptionAttribute'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  values?: Resolver<Array<ResolversTypes['ConfigurableOptionValue']>, ParentType, ContextType>
}

export type ConfigurableOptionValueResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ConfigurableOptionValue'] =
    ResolversParentTypes['ConfigurableOptionValue'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  swatch?: Resolver<Maybe<ResolversTypes['Swatch']>, ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ContactInfoResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ContactInfo'] = ResolversParentTypes['ContactInfo'],
> = {
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  openingHours?: Resolver<Array<ResolversTypes['OpeningDay']>, ParentType, ContextType>
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ContentMetadataResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ContentMetadata'] = ResolversParentTypes['ContentMetadata'],
> = {
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type CoordinatesResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Coordinates'] = ResolversParentTypes['Coordinates'],
> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type CornerProductsResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CornerProducts'] = ResolversParentTypes['CornerProducts'],
> = {
  bottomLeft?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>
  bottomRight?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>
  topLeft?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>
  topRight?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>
}

export type CountryResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country'],
> = {
  code2?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  code3?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  numeric?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  shipsTo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  subdivision?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type CreateGuestCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CreateGuestCartOutput'] =
    ResolversParentTypes['CreateGuestCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type CreditMemoResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CreditMemo'] = ResolversParentTypes['CreditMemo'],
> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  downloadLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  invoice_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['CreditMemoItem']>, ParentType, ContextType>
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  refunded_to?: Resolver<ResolversTypes['CreditMemoDestination'], ParentType, ContextType>
  total?: Resolver<ResolversTypes['CreditMemoTotal'], ParentType, ContextType>
}

export type CreditMemoDestinationResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CreditMemoDestination'] =
    ResolversParentTypes['CreditMemoDestination'],
> = {
  card_brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  card_last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  type?: Resolver<ResolversTypes['CreditMemoDestinationType'], ParentType, ContextType>
}

export type CreditMemoItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CreditMemoItem'] = ResolversParentTypes['CreditMemoItem'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  quantity_refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type CreditMemoTotalResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CreditMemoTotal'] = ResolversParentTypes['CreditMemoTotal'],
> = {
  adjustment?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  total_shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  total_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export type CurrencyAmountResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CurrencyAmount'] = ResolversParentTypes['CurrencyAmount'],
> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type CustomLinkResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomLink'] = ResolversParentTypes['CustomLink'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type CustomOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomOption'] = ResolversParentTypes['CustomOption'],
> = {
  extraCost?: Resolver<Maybe<ResolversTypes['ExtraCost']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  is_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  max_characters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  option_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  values?: Resolver<Array<ResolversTypes['CustomOptionValue']>, ParentType, ContextType>
}

export type CustomOptionValueResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomOptionValue'] = ResolversParentTypes['CustomOptionValue'],
> = {
  extraCost?: Resolver<ResolversTypes['ExtraCost'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  option_value_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type CustomerResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer'],
> = {
  addresses?: Resolver<Array<ResolversTypes['CustomerAddress']>, ParentType, ContextType>
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  order?: Resolver<
    Maybe<ResolversTypes['Order']>,
    ParentType,
    ContextType,
    RequireFields<CustomerOrderArgs, 'orderId'>
  >
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>
  returns?: Resolver<Array<ResolversTypes['ReturnMerchandiseAuthorization']>, ParentType, ContextType>
  storeCredit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  store_credit?: Resolver<ResolversTypes['CustomerStoreCredit'], ParentType, ContextType>
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>
}

export type CustomerAddressResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  defaultBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  defaultShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  telephone?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  vatId?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type CustomerAddressMutationResultResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomerAddressMutationResult'] =
    ResolversParentTypes['CustomerAddressMutationResult'],
> = {
  address?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type CustomerDownloadableProductResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomerDownloadableProduct'] =
    ResolversParentTypes['CustomerDownloadableProduct'],
> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  download_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  link_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  number_of_downloads_bought?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  number_of_downloads_used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  order_increment_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  remaining_downloads?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  status?: Resolver<ResolversTypes['DownloadableLinkStatus'], ParentType, ContextType>
}

export type CustomerDownloadableProductsResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomerDownloadableProducts'] =
    ResolversParentTypes['CustomerDownloadableProducts'],
> = {
  items?: Resolver<Array<ResolversTypes['CustomerDownloadableProduct']>, ParentType, ContextType>
}

export type CustomerMutationResultResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomerMutationResult'] =
    ResolversParentTypes['CustomerMutationResult'],
> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type CustomerStoreCreditResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomerStoreCredit'] =
    ResolversParentTypes['CustomerStoreCredit'],
> = {
  balance_history?: Resolver<
    ResolversTypes['CustomerStoreCreditHistory'],
    ParentType,
    ContextType,
    RequireFields<CustomerStoreCreditBalance_HistoryArgs, 'currentPage' | 'pageSize'>
  >
  current_balance?: Resolver<ResolversTypes['CurrencyAmount'], ParentType, ContextType>
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type CustomerStoreCreditHistoryResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomerStoreCreditHistory'] =
    ResolversParentTypes['CustomerStoreCreditHistory'],
> = {
  items?: Resolver<Array<ResolversTypes['CustomerStoreCreditHistoryItem']>, ParentType, ContextType>
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type CustomerStoreCreditHistoryItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CustomerStoreCreditHistoryItem'] =
    ResolversParentTypes['CustomerStoreCreditHistoryItem'],
> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  actual_balance?: Resolver<ResolversTypes['CurrencyAmount'], ParentType, ContextType>
  balance_change?: Resolver<ResolversTypes['CurrencyAmount'], ParentType, ContextType>
  date_time_changed?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime'
}

export type DeliveryDaysResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['DeliveryDays'] = ResolversParentTypes['DeliveryDays'],
> = {
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type DiscountResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type DownloadableProductLinksResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['DownloadableProductLinks'] =
    ResolversParentTypes['DownloadableProductLinks'],
> = {
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  number_of_downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export type DynamicFacetResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['DynamicFacet'] = ResolversParentTypes['DynamicFacet'],
> = {
  buckets?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type EconomicOperatorResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['EconomicOperator'] = ResolversParentTypes['EconomicOperator'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type EkomiFeedbackResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['EkomiFeedback'] = ResolversParentTypes['EkomiFeedback'],
> = {
  bestRating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  dataRatingPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  negativePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  neutralPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  review?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  submitted?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
}

export type EkomiRatingResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['EkomiRating'] = ResolversParentTypes['EkomiRating'],
> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  ratingNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type EntityResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Entity'] = ResolversParentTypes['Entity'],
> = {
  identifier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type EntryTileResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['EntryTile'] = ResolversParentTypes['EntryTile'],
> = {
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  withShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type ExtraCostResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ExtraCost'] = ResolversParentTypes['ExtraCost'],
> = {
  __resolveType?: TypeResolveFn<'FixedExtraCost' | 'PercentageExtraCost', ParentType, ContextType>
}

export type FacetBucketResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['FacetBucket'] = ResolversParentTypes['FacetBucket'],
> = {
  docCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type FaqEntryResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry'],
> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type FixedExtraCostResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['FixedExtraCost'] = ResolversParentTypes['FixedExtraCost'],
> = {
  prices?: Resolver<ResolversTypes['PriceWithTax'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type GenderFilterResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['GenderFilter'] = ResolversParentTypes['GenderFilter'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  values?: Resolver<Array<ResolversTypes['GenderFilterValue']>, ParentType, ContextType>
}

export type GenderFilterValueResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['GenderFilterValue'] = ResolversParentTypes['GenderFilterValue'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type GiftCardAccountResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['GiftCardAccount'] = ResolversParentTypes['GiftCardAccount'],
> = {
  balance?: Resolver<ResolversTypes['CurrencyAmount'], ParentType, ContextType>
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  expiration_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type GiftCardAmountResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['GiftCardAmount'] = ResolversParentTypes['GiftCardAmount'],
> = {
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export type GiftCardFormFieldResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['GiftCardFormField'] = ResolversParentTypes['GiftCardFormField'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  defaultFrom?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['GiftCardFieldType'], ParentType, ContextType>
}

export type GiftCardItemDetailsResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['GiftCardItemDetails'] =
    ResolversParentTypes['GiftCardItemDetails'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  recipient_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  recipient_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  sender_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  sender_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type HostingProviderResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['HostingProvider'] = ResolversParentTypes['HostingProvider'],
> = {
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type IconResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Icon'] = ResolversParentTypes['Icon'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type InvoiceResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice'],
> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  creationDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  downloadLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['InvoiceItem']>, ParentType, ContextType>
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  shippingLines?: Resolver<Array<ResolversTypes['InvoiceShippingLine']>, ParentType, ContextType>
  total?: Resolver<ResolversTypes['InvoiceTotal'], ParentType, ContextType>
  totals?: Resolver<ResolversTypes['InvoiceTotals'], ParentType, ContextType>
  vatSummary?: Resolver<Array<ResolversTypes['InvoiceVatRate']>, ParentType, ContextType>
}

export type InvoiceItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['InvoiceItem'] = ResolversParentTypes['InvoiceItem'],
> = {
  amountExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  bundleOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  discountExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  discounts?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  priceExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  priceInclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  quantity_invoiced?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  taxPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type InvoiceShippingLineResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['InvoiceShippingLine'] =
    ResolversParentTypes['InvoiceShippingLine'],
> = {
  amountExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  amountInclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  taxPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type InvoiceTotalResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['InvoiceTotal'] = ResolversParentTypes['InvoiceTotal'],
> = {
  discounts?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  total_shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  total_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export type InvoiceTotalsResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['InvoiceTotals'] = ResolversParentTypes['InvoiceTotals'],
> = {
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  shippingAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export type InvoiceVatRateResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['InvoiceVatRate'] = ResolversParentTypes['InvoiceVatRate'],
> = {
  amountInclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  taxPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  taxableAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON'
}

export type MediaResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Media'] = ResolversParentTypes['Media'],
> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  srcset?: Resolver<ResolversTypes['Srcset'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type MenuEntryResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['MenuEntry'] = ResolversParentTypes['MenuEntry'],
> = {
  children?: Resolver<Array<ResolversTypes['MenuEntry']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type MoneyResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type MutationResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addProductsToCart?: Resolver<
    ResolversTypes['AddProductsToCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationAddProductsToCartArgs, 'cartId' | 'cartItems'>
  >
  addProductsToWishlist?: Resolver<
    ResolversTypes['WishlistMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddProductsToWishlistArgs, 'items'>
  >
  addSharedWishlistItemsToCart?: Resolver<
    ResolversTypes['WishlistCartMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddSharedWishlistItemsToCartArgs, 'cartId' | 'shareCode'>
  >
  addToWishlist?: Resolver<
    ResolversTypes['WishlistMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddToWishlistArgs, 'input'>
  >
  applyCouponToCart?: Resolver<
    ResolversTypes['ApplyCouponToCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationApplyCouponToCartArgs, 'input'>
  >
  applyGiftCardToCart?: Resolver<
    ResolversTypes['ApplyGiftCardToCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationApplyGiftCardToCartArgs, 'input'>
  >
  applyStoreCreditToCart?: Resolver<
    ResolversTypes['ApplyStoreCreditToCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationApplyStoreCreditToCartArgs, 'input'>
  >
  changeCustomerPassword?: Resolver<
    ResolversTypes['CustomerMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationChangeCustomerPasswordArgs, 'currentPassword' | 'newPassword'>
  >
  confirmCustomerEmailChange?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmCustomerEmailChangeArgs, 'token'>
  >
  confirmNewsletterSubscription?: Resolver<
    ResolversTypes['SubscribeEmailToNewsletterOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'token'>
  >
  confirmStockAlert?: Resolver<
    ResolversTypes['StockAlertOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmStockAlertArgs, 'token'>
  >
  contactUs?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationContactUsArgs, 'input'>
  >
  createCustomer?: Resolver<
    ResolversTypes['CustomerMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateCustomerArgs, 'input'>
  >
  createCustomerAddress?: Resolver<
    ResolversTypes['CustomerAddressMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateCustomerAddressArgs, 'input'>
  >
  createGuestCart?: Resolver<ResolversTypes['CreateGuestCartOutput'], ParentType, ContextType>
  createProductReview?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductReviewArgs, 'input'>
  >
  deleteCustomerAddress?: Resolver<
    ResolversTypes['CustomerMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteCustomerAddressArgs, 'id'>
  >
  moveWishlistItemToCart?: Resolver<
    ResolversTypes['WishlistCartMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationMoveWishlistItemToCartArgs, 'cartId' | 'itemId'>
  >
  placeOrder?: Resolver<
    ResolversTypes['PlaceOrderOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationPlaceOrderArgs, 'input'>
  >
  removeCouponFromCart?: Resolver<
    ResolversTypes['RemoveCouponFromCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveCouponFromCartArgs, 'input'>
  >
  removeFromWishlist?: Resolver<
    ResolversTypes['WishlistMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveFromWishlistArgs, 'itemId'>
  >
  removeGiftCardFromCart?: Resolver<
    ResolversTypes['RemoveGiftCardFromCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveGiftCardFromCartArgs, 'input'>
  >
  removeItemFromCart?: Resolver<
    ResolversTypes['RemoveItemFromCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveItemFromCartArgs, 'input'>
  >
  removeStoreCreditFromCart?: Resolver<
    ResolversTypes['RemoveStoreCreditFromCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveStoreCreditFromCartArgs, 'input'>
  >
  reorderItems?: Resolver<
    ResolversTypes['ReorderItemsOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationReorderItemsArgs, 'orderNumber'>
  >
  requestCustomerEmailChange?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestCustomerEmailChangeArgs, 'newEmail' | 'password'>
  >
  requestPasswordResetEmail?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestPasswordResetEmailArgs, 'email'>
  >
  requestReturn?: Resolver<
    ResolversTypes['RequestReturnOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestReturnArgs, 'input'>
  >
  resetPassword?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>
  >
  revokeWishlistShare?: Resolver<ResolversTypes['WishlistMutationResult'], ParentType, ContextType>
  setBillingAddressOnCart?: Resolver<
    ResolversTypes['SetBillingAddressOnCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationSetBillingAddressOnCartArgs, 'input'>
  >
  setCurrency?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetCurrencyArgs, 'currency'>
  >
  setGuestEmailOnCart?: Resolver<
    ResolversTypes['SetGuestEmailOnCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationSetGuestEmailOnCartArgs, 'input'>
  >
  setPaymentMethodOnCart?: Resolver<
    ResolversTypes['SetPaymentMethodOnCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationSetPaymentMethodOnCartArgs, 'input'>
  >
  setPreviewMode?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetPreviewModeArgs, 'enabled'>
  >
  setShippingAddressesOnCart?: Resolver<
    ResolversTypes['SetShippingAddressesOnCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationSetShippingAddressesOnCartArgs, 'input'>
  >
  setShippingMethodsOnCart?: Resolver<
    ResolversTypes['SetShippingMethodsOnCartOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationSetShippingMethodsOnCartArgs, 'input'>
  >
  setXRayMode?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetXRayModeArgs, 'enabled'>
  >
  shareWishlist?: Resolver<ResolversTypes['ShareWishlistResult'], ParentType, ContextType>
  signIn?: Resolver<
    ResolversTypes['CustomerMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSignInArgs, 'email' | 'password'>
  >
  signOut?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType>
  subscribeEmailToNewsletter?: Resolver<
    ResolversTypes['SubscribeEmailToNewsletterOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationSubscribeEmailToNewsletterArgs, 'email'>
  >
  subscribeStockAlert?: Resolver<
    ResolversTypes['StockAlertOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationSubscribeStockAlertArgs, 'email' | 'sku'>
  >
  unsubscribeFromMarketing?: Resolver<
    ResolversTypes['UnsubscribeFromMarketingOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationUnsubscribeFromMarketingArgs, 'token'>
  >
  unsubscribeFromNewsletter?: Resolver<
    ResolversTypes['SubscribeEmailToNewsletterOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationUnsubscribeFromNewsletterArgs, 'token'>
  >
  unsubscribeStockAlert?: Resolver<
    ResolversTypes['StockAlertOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationUnsubscribeStockAlertArgs, 'token'>
  >
  updateCartItems?: Resolver<
    ResolversTypes['UpdateCartItemsOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCartItemsArgs, 'input'>
  >
  updateCustomer?: Resolver<
    ResolversTypes['CustomerMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCustomerArgs, 'input'>
  >
  updateCustomerAddress?: Resolver<
    ResolversTypes['CustomerAddressMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCustomerAddressArgs, 'id' | 'input'>
  >
  updateNewsletterSubscription?: Resolver<
    ResolversTypes['CustomerMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateNewsletterSubscriptionArgs, 'subscribed'>
  >
  withdrawFromContract?: Resolver<
    ResolversTypes['WithdrawFromContractOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationWithdrawFromContractArgs, 'input'>
  >
}

export type MutationResultResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type NotFoundEntityResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['NotFoundEntity'] = ResolversParentTypes['NotFoundEntity'],
> = {
  identifier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type OpeningDayResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OpeningDay'] = ResolversParentTypes['OpeningDay'],
> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  opening?: Resolver<Array<ResolversTypes['OpeningSlot']>, ParentType, ContextType>
}

export type OpeningSlotResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OpeningSlot'] = ResolversParentTypes['OpeningSlot'],
> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type OptionAttributeResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OptionAttribute'] = ResolversParentTypes['OptionAttribute'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type OrderResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'],
> = {
  applied_coupons?: Resolver<Array<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>
  applied_gift_cards?: Resolver<Array<ResolversTypes['OrderGiftCard']>, ParentType, ContextType>
  billing_address?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  credit_memos?: Resolver<Array<ResolversTypes['CreditMemo']>, ParentType, ContextType>
  downloadable_links?: Resolver<Array<ResolversTypes['CustomerDownloadableProduct']>, ParentType, ContextType>
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  incrementId?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>
  items_eligible_for_return?: Resolver<Array<ResolversTypes['ReturnableOrderItem']>, ParentType, ContextType>
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  order_date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  payment?: Resolver<ResolversTypes['OrderPayment'], ParentType, ContextType>
  payment_methods?: Resolver<Array<ResolversTypes['OrderPaymentMethod']>, ParentType, ContextType>
  pickup_location?: Resolver<Maybe<ResolversTypes['PickupLocation']>, ParentType, ContextType>
  returns?: Resolver<Array<ResolversTypes['ReturnMerchandiseAuthorization']>, ParentType, ContextType>
  shipments?: Resolver<Array<ResolversTypes['OrderShipment']>, ParentType, ContextType>
  shipping_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>
  shipping_method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  status_history?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>
  store_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  total?: Resolver<ResolversTypes['OrderTotal'], ParentType, ContextType>
  withdrawal?: Resolver<ResolversTypes['OrderWithdrawalFunction'], ParentType, ContextType>
  withdrawals?: Resolver<Array<ResolversTypes['OrderWithdrawal']>, ParentType, ContextType>
}

export type OrderAddressResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  country_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type OrderGiftCardResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderGiftCard'] = ResolversParentTypes['OrderGiftCard'],
> = {
  applied_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type OrderItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem'],
> = {
  configurable_options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  gift_card?: Resolver<Maybe<ResolversTypes['GiftCardItemDetails']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  product_main_category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  quantity_ordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  row_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  selected_options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>
  tax_percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  variant_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type OrderItemOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderItemOption'] = ResolversParentTypes['OrderItemOption'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type OrderPaymentResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type OrderPaymentMethodResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderPaymentMethod'] = ResolversParentTypes['OrderPaymentMethod'],
> = {
  card_brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  card_last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type OrderShipmentResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderShipment'] = ResolversParentTypes['OrderShipment'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  tracking?: Resolver<Array<ResolversTypes['ShipmentTracking']>, ParentType, ContextType>
}

export type OrderStatusChangeResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange'],
> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type OrderTotalResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderTotal'] = ResolversParentTypes['OrderTotal'],
> = {
  discounts?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>
  gift_cards?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  store_credit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  taxes?: Resolver<Array<ResolversTypes['TaxItem']>, ParentType, ContextType>
  total_shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  total_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export type OrderWithdrawalResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderWithdrawal'] = ResolversParentTypes['OrderWithdrawal'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['OrderWithdrawalItem']>, ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  return_by?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  submitted_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  whole_order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type OrderWithdrawalFunctionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderWithdrawalFunction'] =
    ResolversParentTypes['OrderWithdrawalFunction'],
> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['WithdrawableItem']>, ParentType, ContextType>
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  state?: Resolver<ResolversTypes['WithdrawalState'], ParentType, ContextType>
}

export type OrderWithdrawalItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderWithdrawalItem'] =
    ResolversParentTypes['OrderWithdrawalItem'],
> = {
  order_item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  selected_options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>
}

export type PageBuilderNodeResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PageBuilderNode'] = ResolversParentTypes['PageBuilderNode'],
> = {
  childNodes?: Resolver<Array<ResolversTypes['WysiwygNode']>, ParentType, ContextType>
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  kind?: Resolver<ResolversTypes['PageBuilderNodeKind'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type PaymentIntentResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PaymentIntent'] = ResolversParentTypes['PaymentIntent'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  captured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  declineCode?: Resolver<Maybe<ResolversTypes['PaymentDeclineCode']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  method?: Resolver<ResolversTypes['PaymentMethodKind'], ParentType, ContextType>
  nextActionUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  status?: Resolver<ResolversTypes['PaymentIntentStatus'], ParentType, ContextType>
}

export type PercentageExtraCostResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PercentageExtraCost'] =
    ResolversParentTypes['PercentageExtraCost'],
> = {
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type PickupLocationResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PickupLocation'] = ResolversParentTypes['PickupLocation'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  country_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  distance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  opening_hours?: Resolver<Array<ResolversTypes['OpeningDay']>, ParentType, ContextType>
  pickup_location_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type PickupLocationsResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PickupLocations'] = ResolversParentTypes['PickupLocations'],
> = {
  items?: Resolver<Array<ResolversTypes['PickupLocation']>, ParentType, ContextType>
  page_info?: Resolver<ResolversTypes['PickupLocationsPageInfo'], ParentType, ContextType>
  search_origin?: Resolver<Maybe<ResolversTypes['PickupSearchOrigin']>, ParentType, ContextType>
  search_status?: Resolver<ResolversTypes['PickupSearchStatus'], ParentType, ContextType>
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type PickupLocationsPageInfoResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PickupLocationsPageInfo'] =
    ResolversParentTypes['PickupLocationsPageInfo'],
> = {
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  total_pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type PickupPointResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PickupPoint'] = ResolversParentTypes['PickupPoint'],
> = {
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>
  coordinates?: Resolver<ResolversTypes['Coordinates'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  schedule?: Resolver<Array<ResolversTypes['OpeningDay']>, ParentType, ContextType>
}

export type PickupSearchOriginResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PickupSearchOrigin'] = ResolversParentTypes['PickupSearchOrigin'],
> = {
  country_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type PlaceOrderErrorResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PlaceOrderError'] = ResolversParentTypes['PlaceOrderError'],
> = {
  code?: Resolver<ResolversTypes['PlaceOrderErrorCodes'], ParentType, ContextType>
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type PlaceOrderOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PlaceOrderOutput'] = ResolversParentTypes['PlaceOrderOutput'],
> = {
  errors?: Resolver<Array<ResolversTypes['PlaceOrderError']>, ParentType, ContextType>
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>
  payment?: Resolver<Maybe<ResolversTypes['CheckoutPayment']>, ParentType, ContextType>
}

export type PostalAddressResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress'],
> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  locality?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  streetAddress?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
}

export type PriceResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price'],
> = {
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export type PriceRangeFacetResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PriceRangeFacet'] = ResolversParentTypes['PriceRangeFacet'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type PriceWithTaxResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PriceWithTax'] = ResolversParentTypes['PriceWithTax'],
> = {
  priceExclTax?: Resolver<ResolversTypes['Price'], ParentType, ContextType>
  priceInclTax?: Resolver<ResolversTypes['Price'], ParentType, ContextType>
}

export type ProductResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'],
> = {
  adult_image?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  allow_open_amount?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>
  bundleOptions?: Resolver<Array<ResolversTypes['BundleOption']>, ParentType, ContextType>
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>
  colorImages?: Resolver<
    Array<ResolversTypes['ProductColorImage']>,
    ParentType,
    ContextType,
    Partial<ProductColorImagesArgs>
  >
  configurations?: Resolver<Array<ResolversTypes['ProductConfiguration']>, ParentType, ContextType>
  custom_options?: Resolver<Array<ResolversTypes['CustomOption']>, ParentType, ContextType>
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  downloadable_product_links?: Resolver<
    Maybe<Array<ResolversTypes['DownloadableProductLinks']>>,
    ParentType,
    ContextType
  >
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  giftcard_amounts?: Resolver<Maybe<Array<ResolversTypes['GiftCardAmount']>>, ParentType, ContextType>
  giftcard_lifetime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  giftcard_type?: Resolver<Maybe<ResolversTypes['GiftCardTypeEnum']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  image?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  main_category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>
  metaDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  metaTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  open_amount_max?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>
  open_amount_min?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>
  options?: Resolver<Array<ResolversTypes['ConfigurableOption']>, ParentType, ContextType>
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  prices?: Resolver<ResolversTypes['ProductPrices'], ParentType, ContextType>
  push_redirect?: Resolver<Maybe<ResolversTypes['CmsBlock']>, ParentType, ContextType>
  reviews?: Resolver<
    ResolversTypes['ProductReviews'],
    ParentType,
    ContextType,
    RequireFields<ProductReviewsArgs, 'page' | 'pageSize' | 'sort'>
  >
  safety?: Resolver<Maybe<ResolversTypes['ProductSafety']>, ParentType, ContextType>
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  stickers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  stock?: Resolver<ResolversTypes['ProductStock'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type ProductColorImageResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ProductColorImage'] = ResolversParentTypes['ProductColorImage'],
> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  image?: Resolver<ResolversTypes['Media'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ProductConfigurationResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ProductConfiguration'] =
    ResolversParentTypes['ProductConfiguration'],
> = {
  attributes?: Resolver<Array<ResolversTypes['SelectedAttribute']>, ParentType, ContextType>
  product?: Resolver<ResolversTypes['ProductVariant'], ParentType, ContextType>
}

export type ProductListingResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ProductListing'] = ResolversParentTypes['ProductListing'],
> = {
  availablePageSizes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>
  correctedQuery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  facets?: Resolver<Array<ResolversTypes['DynamicFacet']>, ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  pageLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  priceRange?: Resolver<Array<ResolversTypes['PriceRangeFacet']>, ParentType, ContextType>
  sort?: Resolver<Array<ResolversTypes['SortOrder']>, ParentType, ContextType>
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type ProductPricesResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ProductPrices'] = ResolversParentTypes['ProductPrices'],
> = {
  finalPrice?: Resolver<ResolversTypes['PriceWithTax'], ParentType, ContextType>
  minPrice?: Resolver<ResolversTypes['PriceWithTax'], ParentType, ContextType>
  referencePrice?: Resolver<Maybe<ResolversTypes['PriceWithTax']>, ParentType, ContextType>
  regularPrice?: Resolver<ResolversTypes['PriceWithTax'], ParentType, ContextType>
  tierPrice?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>
}

export type ProductReviewResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ProductReview'] = ResolversParentTypes['ProductReview'],
> = {
  author?: Resolver<ResolversTypes['ReviewAuthor'], ParentType, ContextType>
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  creationDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  verifiedBuyer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type ProductReviewsResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ProductReviews'] = ResolversParentTypes['ProductReviews'],
> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  ratingAverage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  reviews?: Resolver<Array<ResolversTypes['ProductReview']>, ParentType, ContextType>
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type ProductSafetyResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ProductSafety'] = ResolversParentTypes['ProductSafety'],
> = {
  manufacturer?: Resolver<ResolversTypes['EconomicOperator'], ParentType, ContextType>
  productType?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  responsiblePerson?: Resolver<Maybe<ResolversTypes['EconomicOperator']>, ParentType, ContextType>
  warnings?: Resolver<Array<ResolversTypes['SafetyWarning']>, ParentType, ContextType>
}

export type ProductStockResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ProductStock'] = ResolversParentTypes['ProductStock'],
> = {
  isInStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type ProductVariantResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  image?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  prices?: Resolver<ResolversTypes['ProductPrices'], ParentType, ContextType>
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  stock?: Resolver<ResolversTypes['ProductStock'], ParentType, ContextType>
}

export type PushImageResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PushImage'] = ResolversParentTypes['PushImage'],
> = {
  labelCta?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type QueryResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  cart?: Resolver<
    Maybe<ResolversTypes['Cart']>,
    ParentType,
    ContextType,
    RequireFields<QueryCartArgs, 'cart_id'>
  >
  category?: Resolver<
    Maybe<ResolversTypes['Category']>,
    ParentType,
    ContextType,
    RequireFields<QueryCategoryArgs, 'id'>
  >
  categoryLinks?: Resolver<
    Array<ResolversTypes['Entity']>,
    ParentType,
    ContextType,
    RequireFields<QueryCategoryLinksArgs, 'ids'>
  >
  cmsBlock?: Resolver<
    Maybe<ResolversTypes['CmsBlock']>,
    ParentType,
    ContextType,
    RequireFields<QueryCmsBlockArgs, 'identifier'>
  >
  cmsPage?: Resolver<
    Maybe<ResolversTypes['CmsPage']>,
    ParentType,
    ContextType,
    RequireFields<QueryCmsPageArgs, 'identifier'>
  >
  cmsPagePreview?: Resolver<Maybe<ResolversTypes['CmsPage']>, ParentType, ContextType>
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>
  customLinks?: Resolver<
    Array<ResolversTypes['CustomLink']>,
    ParentType,
    ContextType,
    RequireFields<QueryCustomLinksArgs, 'ids'>
  >
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>
  customerCart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  customerDownloadableProducts?: Resolver<
    Maybe<ResolversTypes['CustomerDownloadableProducts']>,
    ParentType,
    ContextType
  >
  faq?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>
  giftCardAccount?: Resolver<
    Maybe<ResolversTypes['GiftCardAccount']>,
    ParentType,
    ContextType,
    RequireFields<QueryGiftCardAccountArgs, 'input'>
  >
  giftCardForm?: Resolver<Array<ResolversTypes['GiftCardFormField']>, ParentType, ContextType>
  guestOrder?: Resolver<
    Maybe<ResolversTypes['Order']>,
    ParentType,
    ContextType,
    RequireFields<QueryGuestOrderArgs, 'input'>
  >
  guestOrderByToken?: Resolver<
    Maybe<ResolversTypes['Order']>,
    ParentType,
    ContextType,
    RequireFields<QueryGuestOrderByTokenArgs, 'input'>
  >
  isFeatureActive?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<QueryIsFeatureActiveArgs, 'name'>
  >
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, Partial<QueryMediasArgs>>
  menu?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>
  menuCustomLinks?: Resolver<Array<ResolversTypes['CustomLink']>, ParentType, ContextType>
  paymentIntent?: Resolver<
    Maybe<ResolversTypes['PaymentIntent']>,
    ParentType,
    ContextType,
    RequireFields<QueryPaymentIntentArgs, 'id'>
  >
  pickupLocations?: Resolver<
    ResolversTypes['PickupLocations'],
    ParentType,
    ContextType,
    RequireFields<QueryPickupLocationsArgs, 'currentPage' | 'pageSize'>
  >
  pickupPoints?: Resolver<
    Array<ResolversTypes['PickupPoint']>,
    ParentType,
    ContextType,
    Partial<QueryPickupPointsArgs>
  >
  product?: Resolver<
    Maybe<ResolversTypes['Product']>,
    ParentType,
    ContextType,
    RequireFields<QueryProductArgs, 'sku'>
  >
  productLinks?: Resolver<
    Array<ResolversTypes['Entity']>,
    ParentType,
    ContextType,
    RequireFields<QueryProductLinksArgs, 'ids'>
  >
  returnAttributes?: Resolver<Array<ResolversTypes['ReturnAttribute']>, ParentType, ContextType>
  route?: Resolver<
    ResolversTypes['RouteEntity'],
    ParentType,
    ContextType,
    RequireFields<QueryRouteArgs, 'url'>
  >
  search?: Resolver<
    ResolversTypes['ProductListing'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchArgs, 'query'>
  >
  sharedWishlist?: Resolver<
    Maybe<ResolversTypes['Wishlist']>,
    ParentType,
    ContextType,
    RequireFields<QuerySharedWishlistArgs, 'shareCode'>
  >
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>
  shopperCart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  sitemap?: Resolver<ResolversTypes['SitemapPage'], ParentType, ContextType, Partial<QuerySitemapArgs>>
  skuLookup?: Resolver<
    Array<ResolversTypes['SkuLookup']>,
    ParentType,
    ContextType,
    RequireFields<QuerySkuLookupArgs, 'skus'>
  >
  storeMenu?: Resolver<Maybe<Array<ResolversTypes['MenuEntry']>>, ParentType, ContextType>
  translations?: Resolver<
    Array<ResolversTypes['Translation']>,
    ParentType,
    ContextType,
    RequireFields<QueryTranslationsArgs, 'ids'>
  >
  withdrawalStatement?: Resolver<
    ResolversTypes['WithdrawalStatementResult'],
    ParentType,
    ContextType,
    RequireFields<QueryWithdrawalStatementArgs, 'input'>
  >
}

export type ReassuranceItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReassuranceItem'] = ResolversParentTypes['ReassuranceItem'],
> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type RedirectEntityResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['RedirectEntity'] = ResolversParentTypes['RedirectEntity'],
> = {
  identifier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  redirectTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  redirectType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type RemoveCouponFromCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['RemoveCouponFromCartOutput'] =
    ResolversParentTypes['RemoveCouponFromCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type RemoveGiftCardFromCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['RemoveGiftCardFromCartOutput'] =
    ResolversParentTypes['RemoveGiftCardFromCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type RemoveItemFromCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['RemoveItemFromCartOutput'] =
    ResolversParentTypes['RemoveItemFromCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type RemoveStoreCreditFromCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['RemoveStoreCreditFromCartOutput'] =
    ResolversParentTypes['RemoveStoreCreditFromCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type ReorderItemsOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReorderItemsOutput'] = ResolversParentTypes['ReorderItemsOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  userInputErrors?: Resolver<Array<ResolversTypes['CheckoutUserInputError']>, ParentType, ContextType>
}

export type RequestReturnOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['RequestReturnOutput'] =
    ResolversParentTypes['RequestReturnOutput'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  return?: Resolver<Maybe<ResolversTypes['ReturnMerchandiseAuthorization']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type ReturnAttributeResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnAttribute'] = ResolversParentTypes['ReturnAttribute'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  kind?: Resolver<ResolversTypes['ReturnAttributeKind'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  max_length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  options?: Resolver<Array<ResolversTypes['ReturnAttributeOption']>, ParentType, ContextType>
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  scope?: Resolver<ResolversTypes['ReturnAttributeScope'], ParentType, ContextType>
}

export type ReturnAttributeAnswerResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnAttributeAnswer'] =
    ResolversParentTypes['ReturnAttributeAnswer'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ReturnAttributeOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnAttributeOption'] =
    ResolversParentTypes['ReturnAttributeOption'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ReturnMerchandiseAuthorizationResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnMerchandiseAuthorization'] =
    ResolversParentTypes['ReturnMerchandiseAuthorization'],
> = {
  attributes?: Resolver<Array<ResolversTypes['ReturnAttributeAnswer']>, ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['ReturnedItem']>, ParentType, ContextType>
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>
  status?: Resolver<ResolversTypes['ReturnMerchandiseAuthorizationStatus'], ParentType, ContextType>
  status_history?: Resolver<Array<ResolversTypes['ReturnStatusChange']>, ParentType, ContextType>
}

export type ReturnStatusChangeResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnStatusChange'] = ResolversParentTypes['ReturnStatusChange'],
> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  status?: Resolver<ResolversTypes['ReturnMerchandiseAuthorizationStatus'], ParentType, ContextType>
}

export type ReturnableOrderItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnableOrderItem'] =
    ResolversParentTypes['ReturnableOrderItem'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  quantity_ordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  quantity_returnable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  quantity_returned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  selected_options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>
  variant_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type ReturnedItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnedItem'] = ResolversParentTypes['ReturnedItem'],
> = {
  attributes?: Resolver<Array<ResolversTypes['ReturnAttributeAnswer']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  order_item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  selected_options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  status?: Resolver<ResolversTypes['ReturnedItemStatus'], ParentType, ContextType>
}

export type ReviewAuthorResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReviewAuthor'] = ResolversParentTypes['ReviewAuthor'],
> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type RouteEntityResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['RouteEntity'] = ResolversParentTypes['RouteEntity'],
> = {
  __resolveType?: TypeResolveFn<
    'Category' | 'CmsPage' | 'NotFoundEntity' | 'Product' | 'RedirectEntity',
    ParentType,
    ContextType
  >
}

export type SearchSettingsResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SearchSettings'] = ResolversParentTypes['SearchSettings'],
> = {
  dynamicFacetSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  ignoredAttributeKeys?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  minQueryLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type SelectedAttributeResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SelectedAttribute'] = ResolversParentTypes['SelectedAttribute'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type SelectedBundleOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SelectedBundleOption'] =
    ResolversParentTypes['SelectedBundleOption'],
> = {
  option_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  option_qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  option_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type SelectedConfigurableOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SelectedConfigurableOption'] =
    ResolversParentTypes['SelectedConfigurableOption'],
> = {
  configurable_product_option_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  configurable_product_option_value_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  option_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type SelectedCustomizableOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SelectedCustomizableOption'] =
    ResolversParentTypes['SelectedCustomizableOption'],
> = {
  customizable_option_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  is_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  values?: Resolver<Array<ResolversTypes['SelectedCustomizableOptionValue']>, ParentType, ContextType>
}

export type SelectedCustomizableOptionValueResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SelectedCustomizableOptionValue'] =
    ResolversParentTypes['SelectedCustomizableOptionValue'],
> = {
  customizable_option_value_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type SelectedOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SelectedOption'] = ResolversParentTypes['SelectedOption'],
> = {
  option_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  option_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type SelectedPaymentMethodResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SelectedPaymentMethod'] =
    ResolversParentTypes['SelectedPaymentMethod'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type SelectedShippingMethodResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SelectedShippingMethod'] =
    ResolversParentTypes['SelectedShippingMethod'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  carrier_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  method_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  method_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  price_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
}

export type SetBillingAddressOnCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SetBillingAddressOnCartOutput'] =
    ResolversParentTypes['SetBillingAddressOnCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type SetGuestEmailOnCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SetGuestEmailOnCartOutput'] =
    ResolversParentTypes['SetGuestEmailOnCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type SetPaymentMethodOnCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SetPaymentMethodOnCartOutput'] =
    ResolversParentTypes['SetPaymentMethodOnCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type SetShippingAddressesOnCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SetShippingAddressesOnCartOutput'] =
    ResolversParentTypes['SetShippingAddressesOnCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type SetShippingMethodsOnCartOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SetShippingMethodsOnCartOutput'] =
    ResolversParentTypes['SetShippingMethodsOnCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type ShareWishlistResultResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ShareWishlistResult'] =
    ResolversParentTypes['ShareWishlistResult'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  shareCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>
}

export type ShipmentTrackingResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ShipmentTracking'] = ResolversParentTypes['ShipmentTracking'],
> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type ShippingCartAddressResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ShippingCartAddress'] =
    ResolversParentTypes['ShippingCartAddress'],
> = {
  available_shipping_methods?: Resolver<
    Array<ResolversTypes['AvailableShippingMethod']>,
    ParentType,
    ContextType
  >
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>
  customer_address_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  pickup_location?: Resolver<Maybe<ResolversTypes['PickupLocation']>, ParentType, ContextType>
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  selected_shipping_method?: Resolver<
    Maybe<ResolversTypes['SelectedShippingMethod']>,
    ParentType,
    ContextType
  >
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type ShopResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop'],
> = {
  baseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  config?: Resolver<ResolversTypes['ShopConfig'], ParentType, ContextType>
  currentCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  dataLayerLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  defaultCountryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  genderFilter?: Resolver<ResolversTypes['GenderFilter'], ParentType, ContextType>
  icons?: Resolver<Array<ResolversTypes['Icon']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  imageBaseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ShopConfigResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ShopConfig'] = ResolversParentTypes['ShopConfig'],
> = {
  availablePageSizes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>
  clientLogIntervalMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  colorAttributeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  company?: Resolver<ResolversTypes['CompanyInfo'], ParentType, ContextType>
  contact?: Resolver<ResolversTypes['ContactInfo'], ParentType, ContextType>
  cookieMaxAgeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  defaultDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  defaultPageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  defaultProductImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  defaultTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  homeDeliveryDays?: Resolver<Maybe<ResolversTypes['DeliveryDays']>, ParentType, ContextType>
  passwordHint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  paymentEnvironment?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  persistedQueriesOverGet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  priceTaxDivisor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  rootCategoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  rootCategoryPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  search?: Resolver<ResolversTypes['SearchSettings'], ParentType, ContextType>
  taxMultiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  useUserTitles?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  websiteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type SitemapEntryResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SitemapEntry'] = ResolversParentTypes['SitemapEntry'],
> = {
  changefreq?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  lastmod?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  priority?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  seoImages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
}

export type SitemapPageResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SitemapPage'] = ResolversParentTypes['SitemapPage'],
> = {
  entries?: Resolver<Array<ResolversTypes['SitemapEntry']>, ParentType, ContextType>
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type SkuLookupResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SkuLookup'] = ResolversParentTypes['SkuLookup'],
> = {
  selected_options?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  typed?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type SortOrderResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SortOrder'] = ResolversParentTypes['SortOrder'],
> = {
  direction?: Resolver<ResolversTypes['SortDirection'], ParentType, ContextType>
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type SrcsetResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Srcset'] = ResolversParentTypes['Srcset'],
> = {
  childLarge?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  childMedium?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  childSmall?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  large?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  medium?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  menLarge?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  menMedium?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  menSmall?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  small?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  womenLarge?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  womenMedium?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  womenSmall?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type StockAlertOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['StockAlertOutput'] = ResolversParentTypes['StockAlertOutput'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  status?: Resolver<Maybe<ResolversTypes['StockAlertStatus']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type SubscribeEmailToNewsletterOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SubscribeEmailToNewsletterOutput'] =
    ResolversParentTypes['SubscribeEmailToNewsletterOutput'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  status?: Resolver<Maybe<ResolversTypes['SubscriptionStatusesEnum']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type SwatchResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Swatch'] = ResolversParentTypes['Swatch'],
> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type TaxItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['TaxItem'] = ResolversParentTypes['TaxItem'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type TierPriceResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['TierPrice'] = ResolversParentTypes['TierPrice'],
> = {
  price?: Resolver<ResolversTypes['PriceWithTax'], ParentType, ContextType>
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type TradeRegisterResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['TradeRegister'] = ResolversParentTypes['TradeRegister'],
> = {
  court?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type TranslationResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Translation'] = ResolversParentTypes['Translation'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type UnsubscribeFromMarketingOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['UnsubscribeFromMarketingOutput'] =
    ResolversParentTypes['UnsubscribeFromMarketingOutput'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type UpdateCartItemsOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['UpdateCartItemsOutput'] =
    ResolversParentTypes['UpdateCartItemsOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type WidgetResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Widget'] = ResolversParentTypes['Widget'],
> = {
  __resolveType?: TypeResolveFn<
    | 'WidgetEkomi'
    | 'WidgetFourEntry'
    | 'WidgetFourProduct'
    | 'WidgetFullScreen'
    | 'WidgetImageQuote'
    | 'WidgetImageText'
    | 'WidgetInvalidData'
    | 'WidgetLookbook'
    | 'WidgetParallaxImage'
    | 'WidgetProductCarousel'
    | 'WidgetProductPush'
    | 'WidgetPush'
    | 'WidgetReassurance'
    | 'WidgetTheme'
    | 'WidgetThreePush'
    | 'WidgetTitleText',
    ParentType,
    ContextType
  >
}

export type WidgetEkomiResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetEkomi'] = ResolversParentTypes['WidgetEkomi'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  lastFeedback?: Resolver<Maybe<ResolversTypes['EkomiFeedback']>, ParentType, ContextType>
  rating?: Resolver<ResolversTypes['EkomiRating'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetFourEntryResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetFourEntry'] = ResolversParentTypes['WidgetFourEntry'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  entries?: Resolver<Array<ResolversTypes['EntryTile']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetFourProductResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetFourProduct'] = ResolversParentTypes['WidgetFourProduct'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetFullScreenResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetFullScreen'] = ResolversParentTypes['WidgetFullScreen'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetImageQuoteResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetImageQuote'] = ResolversParentTypes['WidgetImageQuote'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  backgroundColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  ctaLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  ctaLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  fontSize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  headingLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  imageFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  imagePosition?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetImageTextResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetImageText'] = ResolversParentTypes['WidgetImageText'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  backgroundColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  fontSize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  image?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  imagePosition?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  isCategoryLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  textColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetInvalidDataResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetInvalidData'] = ResolversParentTypes['WidgetInvalidData'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetLookbookResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetLookbook'] = ResolversParentTypes['WidgetLookbook'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  corners?: Resolver<ResolversTypes['CornerProducts'], ParentType, ContextType>
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetParallaxImageResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetParallaxImage'] =
    ResolversParentTypes['WidgetParallaxImage'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  images?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>
  isCategoryLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetProductCarouselResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetProductCarousel'] =
    ResolversParentTypes['WidgetProductCarousel'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  ctaLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  ctaLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  headingLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetProductPushResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetProductPush'] = ResolversParentTypes['WidgetProductPush'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  image?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  mediaHover?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetPushResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetPush'] = ResolversParentTypes['WidgetPush'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  ctaLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  ctaLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  displayType?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  hoverMedia?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  isCategoryLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetReassuranceResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetReassurance'] = ResolversParentTypes['WidgetReassurance'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['ReassuranceItem']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetThemeResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetTheme'] = ResolversParentTypes['WidgetTheme'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  corners?: Resolver<ResolversTypes['CornerProducts'], ParentType, ContextType>
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  mediaPosition?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetThreePushResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetThreePush'] = ResolversParentTypes['WidgetThreePush'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  images?: Resolver<Array<ResolversTypes['PushImage']>, ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WidgetTitleTextResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WidgetTitleText'] = ResolversParentTypes['WidgetTitleText'],
> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
}

export type WishlistResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  isShareable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>
}

export type WishlistCartMutationResultResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WishlistCartMutationResult'] =
    ResolversParentTypes['WishlistCartMutationResult'],
> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  user_errors?: Resolver<Array<ResolversTypes['CartUserInputError']>, ParentType, ContextType>
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>
}

export type WishlistItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem'],
> = {
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>
  selectedBundleOptions?: Resolver<Array<ResolversTypes['SelectedBundleOption']>, ParentType, ContextType>
  selectedCustomOptions?: Resolver<Array<ResolversTypes['SelectedOption']>, ParentType, ContextType>
  selectedOptions?: Resolver<Array<ResolversTypes['SelectedOption']>, ParentType, ContextType>
}

export type WishlistMutationResultResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WishlistMutationResult'] =
    ResolversParentTypes['WishlistMutationResult'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>
}

export type WithdrawFromContractOutputResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WithdrawFromContractOutput'] =
    ResolversParentTypes['WithdrawFromContractOutput'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  withdrawal?: Resolver<Maybe<ResolversTypes['OrderWithdrawal']>, ParentType, ContextType>
}

export type WithdrawableItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WithdrawableItem'] = ResolversParentTypes['WithdrawableItem'],
> = {
  is_gift_card?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  order_item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  quantity_left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  quantity_ordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  selected_options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>
}

export type WithdrawalStatementResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WithdrawalStatement'] =
    ResolversParentTypes['WithdrawalStatement'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['OrderWithdrawalItem']>, ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  whole_order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type WithdrawalStatementResultResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WithdrawalStatementResult'] =
    ResolversParentTypes['WithdrawalStatementResult'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  statement?: Resolver<Maybe<ResolversTypes['WithdrawalStatement']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type WysiwygResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Wysiwyg'] = ResolversParentTypes['Wysiwyg'],
> = {
  childNodes?: Resolver<Array<ResolversTypes['WysiwygNode']>, ParentType, ContextType>
  data?: Resolver<ResolversTypes['WysiwygData'], ParentType, ContextType>
}

export type WysiwygDataResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WysiwygData'] = ResolversParentTypes['WysiwygData'],
> = {
  dataId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export type WysiwygNodeResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WysiwygNode'] = ResolversParentTypes['WysiwygNode'],
> = {
  __resolveType?: TypeResolveFn<
    | 'PageBuilderNode'
    | 'WidgetEkomi'
    | 'WidgetFourEntry'
    | 'WidgetFourProduct'
    | 'WidgetFullScreen'
    | 'WidgetImageQuote'
    | 'WidgetImageText'
    | 'WidgetInvalidData'
    | 'WidgetLookbook'
    | 'WidgetParallaxImage'
    | 'WidgetProductCarousel'
    | 'WidgetProductPush'
    | 'WidgetPush'
    | 'WidgetReassurance'
    | 'WidgetTheme'
    | 'WidgetThreePush'
    | 'WidgetTitleText',
    ParentType,
    ContextType
  >
}

export type Resolvers<ContextType = ShopContext> = {
  AddProductsToCartOutput?: AddProductsToCartOutputResolvers<ContextType>
  AppliedCoupon?: AppliedCouponResolvers<ContextType>
  AppliedGiftCard?: AppliedGiftCardResolvers<ContextType>
  AppliedStoreCredit?: AppliedStoreCreditResolvers<ContextType>
  ApplyCouponToCartOutput?: ApplyCouponToCartOutputResolvers<ContextType>
  ApplyGiftCardToCartOutput?: ApplyGiftCardToCartOutputResolvers<ContextType>
  ApplyStoreCreditToCartOutput?: ApplyStoreCreditToCartOutputResolvers<ContextType>
  AvailablePaymentMethod?: AvailablePaymentMethodResolvers<ContextType>
  AvailableShippingMethod?: AvailableShippingMethodResolvers<ContextType>
  BillingCartAddress?: BillingCartAddressResolvers<ContextType>
  BundleOption?: BundleOptionResolvers<ContextType>
  BundleOptionValue?: BundleOptionValueResolvers<ContextType>
  Cart?: CartResolvers<ContextType>
  CartAddressCountry?: CartAddressCountryResolvers<ContextType>
  CartAddressInterface?: CartAddressInterfaceResolvers<ContextType>
  CartItem?: CartItemResolvers<ContextType>
  CartItemBundleOption?: CartItemBundleOptionResolvers<ContextType>
  CartItemBundleOptionValue?: CartItemBundleOptionValueResolvers<ContextType>
  CartItemError?: CartItemErrorResolvers<ContextType>
  CartItemPrices?: CartItemPricesResolvers<ContextType>
  CartNotice?: CartNoticeResolvers<ContextType>
  CartPrices?: CartPricesResolvers<ContextType>
  CartTaxItem?: CartTaxItemResolvers<ContextType>
  CartUserInputError?: CartUserInputErrorResolvers<ContextType>
  Category?: CategoryResolvers<ContextType>
  CheckoutMutationOutput?: CheckoutMutationOutputResolvers<ContextType>
  CheckoutPayment?: CheckoutPaymentResolvers<ContextType>
  CheckoutUserInputError?: CheckoutUserInputErrorResolvers<ContextType>
  CmsBlock?: CmsBlockResolvers<ContextType>
  CmsPage?: CmsPageResolvers<ContextType>
  CompanyInfo?: CompanyInfoResolvers<ContextType>
  ConfigurableOption?: ConfigurableOptionResolvers<ContextType>
  ConfigurableOptionValue?: ConfigurableOptionValueResolvers<ContextType>
  ContactInfo?: ContactInfoResolvers<ContextType>
  ContentMetadata?: ContentMetadataResolvers<ContextType>
  Coordinates?: CoordinatesResolvers<ContextType>
  CornerProducts?: CornerProductsResolvers<ContextType>
  Country?: CountryResolvers<ContextType>
  CreateGuestCartOutput?: CreateGuestCartOutputResolvers<ContextType>
  CreditMemo?: CreditMemoResolvers<ContextType>
  CreditMemoDestination?: CreditMemoDestinationResolvers<ContextType>
  CreditMemoItem?: CreditMemoItemResolvers<ContextType>
  CreditMemoTotal?: CreditMemoTotalResolvers<ContextType>
  CurrencyAmount?: CurrencyAmountResolvers<ContextType>
  CustomLink?: CustomLinkResolvers<ContextType>
  CustomOption?: CustomOptionResolvers<ContextType>
  CustomOptionValue?: CustomOptionValueResolvers<ContextType>
  Customer?: CustomerResolvers<ContextType>
  CustomerAddress?: CustomerAddressResolvers<ContextType>
  CustomerAddressMutationResult?: CustomerAddressMutationResultResolvers<ContextType>
  CustomerDownloadableProduct?: CustomerDownloadableProductResolvers<ContextType>
  CustomerDownloadableProducts?: CustomerDownloadableProductsResolvers<ContextType>
  CustomerMutationResult?: CustomerMutationResultResolvers<ContextType>
  CustomerStoreCredit?: CustomerStoreCreditResolvers<ContextType>
  CustomerStoreCreditHistory?: CustomerStoreCreditHistoryResolvers<ContextType>
  CustomerStoreCreditHistoryItem?: CustomerStoreCreditHistoryItemResolvers<ContextType>
  DateTime?: GraphQLScalarType
  DeliveryDays?: DeliveryDaysResolvers<ContextType>
  Discount?: DiscountResolvers<ContextType>
  DownloadableProductLinks?: DownloadableProductLinksResolvers<ContextType>
  DynamicFacet?: DynamicFacetResolvers<ContextType>
  EconomicOperator?: EconomicOperatorResolvers<ContextType>
  EkomiFeedback?: EkomiFeedbackResolvers<ContextType>
  EkomiRating?: EkomiRatingResolvers<ContextType>
  Entity?: EntityResolvers<ContextType>
  EntryTile?: EntryTileResolvers<ContextType>
  ExtraCost?: ExtraCostResolvers<ContextType>
  FacetBucket?: FacetBucketResolvers<ContextType>
  FaqEntry?: FaqEntryResolvers<ContextType>
  FixedExtraCost?: FixedExtraCostResolvers<ContextType>
  GenderFilter?: GenderFilterResolvers<ContextType>
  GenderFilterValue?: GenderFilterValueResolvers<ContextType>
  GiftCardAccount?: GiftCardAccountResolvers<ContextType>
  GiftCardAmount?: GiftCardAmountResolvers<ContextType>
  GiftCardFormField?: GiftCardFormFieldResolvers<ContextType>
  GiftCardItemDetails?: GiftCardItemDetailsResolvers<ContextType>
  HostingProvider?: HostingProviderResolvers<ContextType>
  Icon?: IconResolvers<ContextType>
  Invoice?: InvoiceResolvers<ContextType>
  InvoiceItem?: InvoiceItemResolvers<ContextType>
  InvoiceShippingLine?: InvoiceShippingLineResolvers<ContextType>
  InvoiceTotal?: InvoiceTotalResolvers<ContextType>
  InvoiceTotals?: InvoiceTotalsResolvers<ContextType>
  InvoiceVatRate?: InvoiceVatRateResolvers<ContextType>
  JSON?: GraphQLScalarType
  Media?: MediaResolvers<ContextType>
  MenuEntry?: MenuEntryResolvers<ContextType>
  Money?: MoneyResolvers<ContextType>
  Mutation?: MutationResolvers<ContextType>
  MutationResult?: MutationResultResolvers<ContextType>
  NotFoundEntity?: NotFoundEntityResolvers<ContextType>
  OpeningDay?: OpeningDayResolvers<ContextType>
  OpeningSlot?: OpeningSlotResolvers<ContextType>
  OptionAttribute?: OptionAttributeResolvers<ContextType>
  Order?: OrderResolvers<ContextType>
  OrderAddress?: OrderAddressResolvers<ContextType>
  OrderGiftCard?: OrderGiftCardResolvers<ContextType>
  OrderItem?: OrderItemResolvers<ContextType>
  OrderItemOption?: OrderItemOptionResolvers<ContextType>
  OrderPayment?: OrderPaymentResolvers<ContextType>
  OrderPaymentMethod?: OrderPaymentMethodResolvers<ContextType>
  OrderShipment?: OrderShipmentResolvers<ContextType>
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>
  OrderTotal?: OrderTotalResolvers<ContextType>
  OrderWithdrawal?: OrderWithdrawalResolvers<ContextType>
  OrderWithdrawalFunction?: OrderWithdrawalFunctionResolvers<ContextType>
  OrderWithdrawalItem?: OrderWithdrawalItemResolvers<ContextType>
  PageBuilderNode?: PageBuilderNodeResolvers<ContextType>
  PaymentIntent?: PaymentIntentResolvers<ContextType>
  PercentageExtraCost?: PercentageExtraCostResolvers<ContextType>
  PickupLocation?: PickupLocationResolvers<ContextType>
  PickupLocations?: PickupLocationsResolvers<ContextType>
  PickupLocationsPageInfo?: PickupLocationsPageInfoResolvers<ContextType>
  PickupPoint?: PickupPointResolvers<ContextType>
  PickupSearchOrigin?: PickupSearchOriginResolvers<ContextType>
  PlaceOrderError?: PlaceOrderErrorResolvers<ContextType>
  PlaceOrderOutput?: PlaceOrderOutputResolvers<ContextType>
  PostalAddress?: PostalAddressResolvers<ContextType>
  Price?: PriceResolvers<ContextType>
  PriceRangeFacet?: PriceRangeFacetResolvers<ContextType>
  PriceWithTax?: PriceWithTaxResolvers<ContextType>
  Product?: ProductResolvers<ContextType>
  ProductColorImage?: ProductColorImageResolvers<ContextType>
  ProductConfiguration?: ProductConfigurationResolvers<ContextType>
  ProductListing?: ProductListingResolvers<ContextType>
  ProductPrices?: ProductPricesResolvers<ContextType>
  ProductReview?: ProductReviewResolvers<ContextType>
  ProductReviews?: ProductReviewsResolvers<ContextType>
  ProductSafety?: ProductSafetyResolvers<ContextType>
  ProductStock?: ProductStockResolvers<ContextType>
  ProductVariant?: ProductVariantResolvers<ContextType>
  PushImage?: PushImageResolvers<ContextType>
  Query?: QueryResolvers<ContextType>
  ReassuranceItem?: ReassuranceItemResolvers<ContextType>
  RedirectEntity?: RedirectEntityResolvers<ContextType>
  RemoveCouponFromCartOutput?: RemoveCouponFromCartOutputResolvers<ContextType>
  RemoveGiftCardFromCartOutput?: RemoveGiftCardFromCartOutputResolvers<ContextType>
  RemoveItemFromCartOutput?: RemoveItemFromCartOutputResolvers<ContextType>
  RemoveStoreCreditFromCartOutput?: RemoveStoreCreditFromCartOutputResolvers<ContextType>
  ReorderItemsOutput?: ReorderItemsOutputResolvers<ContextType>
  RequestReturnOutput?: RequestReturnOutputResolvers<ContextType>
  ReturnAttribute?: ReturnAttributeResolvers<ContextType>
  ReturnAttributeAnswer?: ReturnAttributeAnswerResolvers<ContextType>
  ReturnAttributeOption?: ReturnAttributeOptionResolvers<ContextType>
  ReturnMerchandiseAuthorization?: ReturnMerchandiseAuthorizationResolvers<ContextType>
  ReturnStatusChange?: ReturnStatusChangeResolvers<ContextType>
  ReturnableOrderItem?: ReturnableOrderItemResolvers<ContextType>
  ReturnedItem?: ReturnedItemResolvers<ContextType>
  ReviewAuthor?: ReviewAuthorResolvers<ContextType>
  RouteEntity?: RouteEntityResolvers<ContextType>
  SearchSettings?: SearchSettingsResolvers<ContextType>
  SelectedAttribute?: SelectedAttributeResolvers<ContextType>
  SelectedBundleOption?: SelectedBundleOptionResolvers<ContextType>
  SelectedConfigurableOption?: SelectedConfigurableOptionResolvers<ContextType>
  SelectedCustomizableOption?: SelectedCustomizableOptionResolvers<ContextType>
  SelectedCustomizableOptionValue?: SelectedCustomizableOptionValueResolvers<ContextType>
  SelectedOption?: SelectedOptionResolvers<ContextType>
  SelectedPaymentMethod?: SelectedPaymentMethodResolvers<ContextType>
  SelectedShippingMethod?: SelectedShippingMethodResolvers<ContextType>
  SetBillingAddressOnCartOutput?: SetBillingAddressOnCartOutputResolvers<ContextType>
  SetGuestEmailOnCartOutput?: SetGuestEmailOnCartOutputResolvers<ContextType>
  SetPaymentMethodOnCartOutput?: SetPaymentMethodOnCartOutputResolvers<ContextType>
  SetShippingAddressesOnCartOutput?: SetShippingAddressesOnCartOutputResolvers<ContextType>
  SetShippingMethodsOnCartOutput?: SetShippingMethodsOnCartOutputResolvers<ContextType>
  ShareWishlistResult?: ShareWishlistResultResolvers<ContextType>
  ShipmentTracking?: ShipmentTrackingResolvers<ContextType>
  ShippingCartAddress?: ShippingCartAddressResolvers<ContextType>
  Shop?: ShopResolvers<ContextType>
  ShopConfig?: ShopConfigResolvers<ContextType>
  SitemapEntry?: SitemapEntryResolvers<ContextType>
  SitemapPage?: SitemapPageResolvers<ContextType>
  SkuLookup?: SkuLookupResolvers<ContextType>
  SortOrder?: SortOrderResolvers<ContextType>
  Srcset?: SrcsetResolvers<ContextType>
  StockAlertOutput?: StockAlertOutputResolvers<ContextType>
  SubscribeEmailToNewsletterOutput?: SubscribeEmailToNewsletterOutputResolvers<ContextType>
  Swatch?: SwatchResolvers<ContextType>
  TaxItem?: TaxItemResolvers<ContextType>
  TierPrice?: TierPriceResolvers<ContextType>
  TradeRegister?: TradeRegisterResolvers<ContextType>
  Translation?: TranslationResolvers<ContextType>
  UnsubscribeFromMarketingOutput?: UnsubscribeFromMarketingOutputResolvers<ContextType>
  UpdateCartItemsOutput?: UpdateCartItemsOutputResolvers<ContextType>
  Widget?: WidgetResolvers<ContextType>
  WidgetEkomi?: WidgetEkomiResolvers<ContextType>
  WidgetFourEntry?: WidgetFourEntryResolvers<ContextType>
  WidgetFourProduct?: WidgetFourProductResolvers<ContextType>
  WidgetFullScreen?: WidgetFullScreenResolvers<ContextType>
  WidgetImageQuote?: WidgetImageQuoteResolvers<ContextType>
  WidgetImageText?: WidgetImageTextResolvers<ContextType>
  WidgetInvalidData?: WidgetInvalidDataResolvers<ContextType>
  WidgetLookbook?: WidgetLookbookResolvers<ContextType>
  WidgetParallaxImage?: WidgetParallaxImageResolvers<ContextType>
  WidgetProductCarousel?: WidgetProductCarouselResolvers<ContextType>
  WidgetProductPush?: WidgetProductPushResolvers<ContextType>
  WidgetPush?: WidgetPushResolvers<ContextType>
  WidgetReassurance?: WidgetReassuranceResolvers<ContextType>
  WidgetTheme?: WidgetThemeResolvers<ContextType>
  WidgetThreePush?: WidgetThreePushResolvers<ContextType>
  WidgetTitleText?: WidgetTitleTextResolvers<ContextType>
  Wishlist?: WishlistResolvers<ContextType>
  WishlistCartMutationResult?: WishlistCartMutationResultResolvers<ContextType>
  WishlistItem?: WishlistItemResolvers<ContextType>
  WishlistMutationResult?: WishlistMutationResultResolvers<ContextType>
  WithdrawFromContractOutput?: WithdrawFromContractOutputResolvers<ContextType>
  WithdrawableItem?: WithdrawableItemResolvers<ContextType>
  WithdrawalStatement?: WithdrawalStatementResolvers<ContextType>
  WithdrawalStatementResult?: WithdrawalStatementResultResolvers<ContextType>
  Wysiwyg?: WysiwygResolvers<ContextType>
  WysiwygData?: WysiwygDataResolvers<ContextType>
  WysiwygNode?: WysiwygNodeResolvers<ContextType>
}

export type DirectiveResolvers<ContextType = ShopContext> = {
  public?: PublicDirectiveResolver<any, any, ContextType>
}

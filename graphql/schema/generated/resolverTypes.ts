import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql'
import type {
  ProductParent,
  CategoryParent,
  ProductReviewParent,
  RouteEntityParent,
  ExtraCostParent,
  CustomerParent,
  CustomerAddressParent,
  ProductPricesParent,
  CmsContentParent,
  CmsNodeParent,
} from '../resolverMappers.ts'
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

export type AttributeFilter = {
  code: Scalars['String']['input']
  values: Array<Scalars['String']['input']>
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

export type Cart = {
  __typename?: 'Cart'
  id: Scalars['ID']['output']
  itemCount: Scalars['Int']['output']
  items: Array<CartItem>
}

/** A cart line (cache key: item_id). */
export type CartItem = {
  __typename?: 'CartItem'
  item_id: Scalars['ID']['output']
  product: Product
  qty: Scalars['Int']['output']
  rowTotal: PriceWithTax
}

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

/** Content metadata entry (spec §3), as carried in response extensions. */
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
  subdivision: Scalars['String']['output']
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
  returns: Array<ReturnMerchandiseAuthorization>
  storeCredit: Money
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

export type CustomerMutationResult = {
  __typename?: 'CustomerMutationResult'
  customer?: Maybe<Customer>
  errorCode?: Maybe<MutationErrorCode>
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type CustomerUpdateInput = {
  firstname: Scalars['String']['input']
  lastname: Scalars['String']['input']
}

export type DynamicFacet = {
  __typename?: 'DynamicFacet'
  buckets: Array<FacetBucket>
  code: Scalars['String']['output']
  label: Scalars['String']['output']
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
  /** Spec §5: every field but the message is required. */
  required: Scalars['Boolean']['output']
  type: GiftCardFieldType
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

export type Invoice = {
  __typename?: 'Invoice'
  creationDate: Scalars['DateTime']['output']
  /** Download URL of the PDF invoice. */
  downloadLink?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  items: Array<InvoiceItem>
  totals: InvoiceTotals
}

export type InvoiceItem = {
  __typename?: 'InvoiceItem'
  bundleOptions: Array<Scalars['String']['output']>
  id: Scalars['ID']['output']
  name: Scalars['String']['output']
  options: Array<Scalars['String']['output']>
  priceExclTax: Money
  priceInclTax: Money
  quantity: Scalars['Int']['output']
  sku: Scalars['String']['output']
  subtotal: Money
  taxAmount: Money
}

export type InvoiceTotals = {
  __typename?: 'InvoiceTotals'
  discount: Money
  grandTotal: Money
  shippingAmount: Money
  subtotal: Money
  taxAmount: Money
}

/** Listing request of spec §2: page, pageLength, price range, sort (JSON) and attribute filters. */
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

export type Money = {
  __typename?: 'Money'
  amount: Scalars['Float']['output']
  currency: Scalars['String']['output']
}

export type Mutation = {
  __typename?: 'Mutation'
  addToWishlist: WishlistMutationResult
  /** Changes the signed-in customer's password; the current one is asked. */
  changeCustomerPassword: CustomerMutationResult
  /** Confirms an e-mail change with the token of the e-mailed link. */
  confirmCustomerEmailChange: MutationResult
  /** Opens an account and signs the shopper in (the session is renewed). */
  createCustomer: CustomerMutationResult
  /** Adds an address to the signed-in customer's address book. */
  createCustomerAddress: CustomerAddressMutationResult
  /** Submits a review; it is published after moderation. */
  createProductReview: MutationResult
  createReturnAuthorization: ReturnAuthorizationResult
  /** Deletes an address of the signed-in customer's address book. */
  deleteCustomerAddress: CustomerMutationResult
  removeFromWishlist: WishlistMutationResult
  /** Sends a confirmation link to a new e-mail address; the address changes once it is opened. */
  requestCustomerEmailChange: MutationResult
  /** Sends a single-use link to choose a new password; answers alike for known and unknown addresses. */
  requestPasswordResetEmail: MutationResult
  /** Sets a new password with the token of the e-mailed link; ends every session of the customer. */
  resetPassword: MutationResult
  /** Sets the display currency; every store sells in EUR only. */
  setCurrency: MutationResult
  /** Turns CMS preview mode on or off (needs a preview token). */
  setPreviewMode: MutationResult
  /** Turns x-ray mode (content debugging) on or off (needs a preview token). */
  setXRayMode: MutationResult
  /** Signs in with an e-mail address and a password (the session is renewed). */
  signIn: CustomerMutationResult
  /** Signs out: the session ends and a new anonymous one starts. */
  signOut: MutationResult
  /** Asks to be told by e-mail when an out-of-stock product is back. */
  subscribeStockAlert: MutationResult
  /** Changes the signed-in customer's name. */
  updateCustomer: CustomerMutationResult
  /** Changes an address of the signed-in customer's address book. */
  updateCustomerAddress: CustomerAddressMutationResult
  /** Subscribes the signed-in customer to the newsletter, or unsubscribes them. */
  updateNewsletterSubscription: CustomerMutationResult
}

export type MutationAddToWishlistArgs = {
  input: WishlistItemInput
}

export type MutationChangeCustomerPasswordArgs = {
  currentPassword: Scalars['String']['input']
  newPassword: Scalars['String']['input']
}

export type MutationConfirmCustomerEmailChangeArgs = {
  token: Scalars['String']['input']
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

export type MutationCreateReturnAuthorizationArgs = {
  input: ReturnAuthorizationInput
}

export type MutationDeleteCustomerAddressArgs = {
  id: Scalars['ID']['input']
}

export type MutationRemoveFromWishlistArgs = {
  itemId: Scalars['ID']['input']
}

export type MutationRequestCustomerEmailChangeArgs = {
  newEmail: Scalars['String']['input']
  password: Scalars['String']['input']
}

export type MutationRequestPasswordResetEmailArgs = {
  email: Scalars['String']['input']
}

export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input']
  token: Scalars['String']['input']
}

export type MutationSetCurrencyArgs = {
  currency: Scalars['String']['input']
}

export type MutationSetPreviewModeArgs = {
  enabled: Scalars['Boolean']['input']
  token?: InputMaybe<Scalars['String']['input']>
}

export type MutationSetXRayModeArgs = {
  enabled: Scalars['Boolean']['input']
  token?: InputMaybe<Scalars['String']['input']>
}

export type MutationSignInArgs = {
  email: Scalars['String']['input']
  password: Scalars['String']['input']
}

export type MutationSubscribeStockAlertArgs = {
  email: Scalars['String']['input']
  sku: Scalars['String']['input']
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

/** Why a mutation changed nothing: the storefront shows each in the shopper's language. */
export type MutationErrorCode =
  /** The address does not exist in the customer's address book. */
  | 'ADDRESS_NOT_FOUND'
  /** The store does not sell in that currency. */
  | 'CURRENCY_NOT_AVAILABLE'
  /** Only a signed-in editor may do this. */
  | 'EDITOR_ONLY'
  /** An account already uses this e-mail address. */
  | 'EMAIL_TAKEN'
  /** A country is not one the store delivers to. */
  | 'INVALID_COUNTRY'
  /** The e-mail address or the password is wrong (which one is not said). */
  | 'INVALID_CREDENTIALS'
  /** An e-mail address is not valid. */
  | 'INVALID_EMAIL'
  /** A required text is empty or longer than allowed. */
  | 'INVALID_LENGTH'
  /** A postal code does not follow the rules of its country. */
  | 'INVALID_POSTCODE'
  /** A rating is not a whole number from 1 to 5. */
  | 'INVALID_RATING'
  /** An e-mailed link is unknown, used or expired. */
  | 'INVALID_TOKEN'
  /** A new password is among the most common passwords. */
  | 'PASSWORD_TOO_COMMON'
  /** A new password is longer than 128 characters. */
  | 'PASSWORD_TOO_LONG'
  /** A new password is shorter than 8 characters. */
  | 'PASSWORD_TOO_SHORT'
  /** The product does not exist (or no longer). */
  | 'PRODUCT_NOT_FOUND'
  /** A required field is empty. */
  | 'REQUIRED'
  /** The shopper must sign in first. */
  | 'SIGN_IN_REQUIRED'
  /** The terms and conditions were not accepted. */
  | 'TERMS_NOT_ACCEPTED'
  /** Too many attempts: wait for the time the Retry-After header gives. */
  | 'TOO_MANY_ATTEMPTS'
  /** The current password given is wrong. */
  | 'WRONG_PASSWORD'

/** Outcome of a mutation (spec §7): success, or why not as a code the storefront translates and an English message. */
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
  createdAt: Scalars['DateTime']['output']
  grandTotal: Money
  incrementId: Scalars['String']['output']
  invoices: Array<Invoice>
  order_id: Scalars['ID']['output']
  payment: OrderPayment
  shipments: Array<ShipmentTracking>
  status: Scalars['String']['output']
}

export type OrderPayment = {
  __typename?: 'OrderPayment'
  code: Scalars['String']['output']
}

export type PageBuilderNode = {
  __typename?: 'PageBuilderNode'
  childNodes: Array<WysiwygNode>
  html?: Maybe<Scalars['String']['output']>
  kind: PageBuilderNodeKind
}

export type PageBuilderNodeKind =
  'BUTTON_ITEM' | 'DEFAULT' | 'HEADING' | 'IMAGE' | 'MAP' | 'ROW' | 'SLIDE' | 'SLIDER'

export type PercentageExtraCost = {
  __typename?: 'PercentageExtraCost'
  rate: Scalars['Float']['output']
  type: Scalars['String']['output']
}

export type PickupPoint = {
  __typename?: 'PickupPoint'
  address: PostalAddress
  coordinates: Coordinates
  id: Scalars['ID']['output']
  name: Scalars['String']['output']
  schedule: Array<OpeningDay>
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
  bundleOptions: Array<BundleOption>
  categories: Array<Category>
  /** One picture per colour the product comes in, its main picture's colour first; with `colors`, only those colours. */
  colorImages: Array<ProductColorImage>
  configurations: Array<ProductConfiguration>
  custom_options: Array<CustomOption>
  description: Scalars['String']['output']
  /** Gender filter code (299, 300, 301); nullable like Category.gender so RouteEntity fragments merge. */
  gender?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  image?: Maybe<Media>
  imageUrl: Scalars['String']['output']
  isNew: Scalars['Boolean']['output']
  name: Scalars['String']['output']
  options: Array<ConfigurableOption>
  /** Store-relative URL of the product page. */
  path: Scalars['String']['output']
  prices: ProductPrices
  push_redirect?: Maybe<CmsBlock>
  reviews: ProductReviews
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
  regularPrice: PriceWithTax
  tierPrice: Array<TierPrice>
}

export type ProductReview = {
  __typename?: 'ProductReview'
  author: ReviewAuthor
  /** Rich text (HTML). */
  comment: Scalars['String']['output']
  creationDate: Scalars['DateTime']['output']
  id: Scalars['ID']['output']
  /** Language the review is written in (fr, de, en, it); a product lists the store's language first. */
  language: Scalars['String']['output']
  rating: Scalars['Int']['output']
  title: Scalars['String']['output']
}

export type ProductReviewInput = {
  comment: Scalars['String']['input']
  nickname: Scalars['String']['input']
  rating: Scalars['Int']['input']
  sku: Scalars['String']['input']
  title: Scalars['String']['input']
}

/** Approved reviews of a product. */
export type ProductReviews = {
  __typename?: 'ProductReviews'
  /** Average rating from 0 to 5, 0 when there is no review. */
  ratingAverage: Scalars['Float']['output']
  reviews: Array<ProductReview>
  total: Scalars['Int']['output']
}

export type ProductStock = {
  __typename?: 'ProductStock'
  isInStock: Scalars['Boolean']['output']
  qty: Scalars['Int']['output']
}

export type ProductType = 'BUNDLE' | 'CONFIGURABLE' | 'SIMPLE'

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
  /** The current cart, or null when there is none. */
  cart?: Maybe<Cart>
  /** A category by id, or null. */
  category?: Maybe<Category>
  /** URLs of categories by id (LinksForQuery); unknown ids are left out. */
  categoryLinks: Array<Entity>
  /** A CMS block by identifier, or null. */
  cmsBlock?: Maybe<CmsBlock>
  /** A CMS page by identifier (home, about-us …), or null. */
  cmsPage?: Maybe<CmsPage>
  /** Country code table with names in the store's language. */
  countries: Array<Country>
  /** Custom menu links by id (LinksForQuery). */
  customLinks: Array<CustomLink>
  /** Frequently asked questions in the store's language. */
  faq: Array<FaqEntry>
  /** The gift card purchase form (spec §3: the am_giftcard_* fields by id, labels in the store's language). */
  giftCardForm: Array<GiftCardFormField>
  /** Whether a feature flag is on (IsFeatureActive); unknown names are off. */
  isFeatureActive: Scalars['Boolean']['output']
  /** The signed-in customer, or null when anonymous (there is no sign-in yet). */
  me?: Maybe<Customer>
  /** Media by id (MediasQuery); all media when ids is omitted. */
  medias: Array<Media>
  /** The menu: categories directly under the root category path 1/3/. */
  menu: Array<Category>
  /** Parcel pickup points, optionally in one country and near a postal code. */
  pickupPoints: Array<PickupPoint>
  /** A product by sku, or null. Variants are reached through their parent. */
  product?: Maybe<Product>
  /** URLs of products by sku (LinksForQuery); unknown skus are left out. */
  productLinks: Array<Entity>
  /** Fields of the return form. */
  returnAttributes: Array<ReturnAttribute>
  /** Resolves a store-relative URL (/homme/chaussons, /qui-sommes-nous) to what it shows. */
  route: RouteEntity
  /** Full-text search in the store's language over product names, categories, type, colour, material and description, widened by synonyms, with one typo forgiven; the same params and facets as a category. */
  search: ProductListing
  /** A wishlist shared by its code, or null. */
  sharedWishlist?: Maybe<Wishlist>
  /** The storefront this request addresses and the shop configuration (ShopQuery). */
  shop: Shop
  /** Sitemap entries of the store, a page at a time. */
  sitemap: SitemapPage
  /** Translated strings by id (TranslationsQuery). */
  translations: Array<Translation>
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

export type QueryIsFeatureActiveArgs = {
  name: Scalars['String']['input']
}

export type QueryMediasArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>
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

export type QueryTranslationsArgs = {
  ids: Array<Scalars['ID']['input']>
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

export type ReturnAttribute = {
  __typename?: 'ReturnAttribute'
  code: Scalars['String']['output']
  kind: ReturnAttributeKind
  label: Scalars['String']['output']
  options: Array<Scalars['String']['output']>
  required: Scalars['Boolean']['output']
}

export type ReturnAttributeKind = 'BOOLEAN' | 'SELECT' | 'TEXT_AREA' | 'TEXT_FIELD'

export type ReturnAuthorizationInput = {
  comment?: InputMaybe<Scalars['String']['input']>
  items: Array<ReturnItemInput>
  orderId: Scalars['ID']['input']
}

export type ReturnAuthorizationResult = {
  __typename?: 'ReturnAuthorizationResult'
  errorCode?: Maybe<MutationErrorCode>
  errorMessage?: Maybe<Scalars['String']['output']>
  returnAuthorization?: Maybe<ReturnMerchandiseAuthorization>
  success: Scalars['Boolean']['output']
}

export type ReturnItemInput = {
  quantity: Scalars['Int']['input']
  reason: Scalars['String']['input']
  sku: Scalars['String']['input']
}

export type ReturnMerchandiseAuthorization = {
  __typename?: 'ReturnMerchandiseAuthorization'
  createdAt: Scalars['DateTime']['output']
  id: Scalars['ID']['output']
  items: Array<ReturnedItem>
  number: Scalars['String']['output']
  order: Order
  status: ReturnMerchandiseAuthorizationStatus
}

export type ReturnMerchandiseAuthorizationStatus =
  'AUTHORIZED' | 'CLOSED' | 'DENIED' | 'PARTIALLY_AUTHORIZED' | 'PENDING' | 'RECEIVED'

export type ReturnedItem = {
  __typename?: 'ReturnedItem'
  name: Scalars['String']['output']
  quantity: Scalars['Int']['output']
  sku: Scalars['String']['output']
  status: ReturnedItemStatus
}

export type ReturnedItemStatus = 'APPROVED' | 'AUTHORIZED' | 'DENIED' | 'PENDING' | 'RECEIVED' | 'REJECTED'

export type ReviewAuthor = {
  __typename?: 'ReviewAuthor'
  displayName: Scalars['String']['output']
}

export type RouteEntity = Category | CmsPage | NotFoundEntity | Product | RedirectEntity

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

export type SelectedOption = {
  __typename?: 'SelectedOption'
  option_id: Scalars['ID']['output']
  option_value: Scalars['String']['output']
}

export type SelectedOptionInput = {
  option_id: Scalars['ID']['input']
  option_value: Scalars['String']['input']
}

export type ShipmentItem = {
  __typename?: 'ShipmentItem'
  name: Scalars['String']['output']
  quantity: Scalars['Int']['output']
  sku: Scalars['String']['output']
}

export type ShipmentTracking = {
  __typename?: 'ShipmentTracking'
  items: Array<ShipmentItem>
  name: Scalars['String']['output']
  trackingId: Scalars['ID']['output']
  url?: Maybe<Scalars['String']['output']>
}

/** A storefront and its configuration (spec §1, §3). */
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

/** Shop-wide settings of spec §3 and §9. */
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
  passwordHint: Scalars['Boolean']['output']
  paymentEnvironment: Scalars['String']['output']
  persistedQueriesOverGet: Scalars['Boolean']['output']
  priceTaxDivisor: Scalars['Float']['output']
  rootCategoryId: Scalars['ID']['output']
  rootCategoryPath: Scalars['String']['output']
  search: SearchSettings
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

export type Swatch = {
  __typename?: 'Swatch'
  type: Scalars['String']['output']
  value: Scalars['String']['output']
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

export type Wishlist = {
  __typename?: 'Wishlist'
  id: Scalars['ID']['output']
  isShareable: Scalars['Boolean']['output']
  items: Array<WishlistItem>
  shareCode?: Maybe<Scalars['String']['output']>
}

export type WishlistItem = {
  __typename?: 'WishlistItem'
  id: Scalars['ID']['output']
  product: Product
  selectedBundleOptions: Array<SelectedBundleOption>
  selectedCustomOptions: Array<SelectedOption>
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
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
  wishlist?: Maybe<Wishlist>
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

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AttributeFilter: ResolverTypeWrapper<Partial<AttributeFilter>>
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
  Cart: ResolverTypeWrapper<Partial<Omit<Cart, 'items'> & { items: Array<ResolversTypes['CartItem']> }>>
  CartItem: ResolverTypeWrapper<Partial<Omit<CartItem, 'product'> & { product: ResolversTypes['Product'] }>>
  Category: ResolverTypeWrapper<CategoryParent>
  CmsBlock: ResolverTypeWrapper<CmsContentParent>
  CmsPage: ResolverTypeWrapper<CmsContentParent>
  CompanyInfo: ResolverTypeWrapper<Partial<CompanyInfo>>
  ConfigurableOption: ResolverTypeWrapper<Partial<ConfigurableOption>>
  ConfigurableOptionValue: ResolverTypeWrapper<Partial<ConfigurableOptionValue>>
  ContactInfo: ResolverTypeWrapper<Partial<ContactInfo>>
  ContentMetadata: ResolverTypeWrapper<Partial<ContentMetadata>>
  Coordinates: ResolverTypeWrapper<Partial<Coordinates>>
  CornerProducts: ResolverTypeWrapper<CmsNodeParent>
  Country: ResolverTypeWrapper<Partial<Country>>
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
  Customer: ResolverTypeWrapper<CustomerParent>
  CustomerAddress: ResolverTypeWrapper<CustomerAddressParent>
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
  CustomerMutationResult: ResolverTypeWrapper<
    Partial<Omit<CustomerMutationResult, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>
  >
  CustomerUpdateInput: ResolverTypeWrapper<Partial<CustomerUpdateInput>>
  DateTime: ResolverTypeWrapper<Partial<Scalars['DateTime']['output']>>
  DynamicFacet: ResolverTypeWrapper<Partial<DynamicFacet>>
  EkomiFeedback: ResolverTypeWrapper<Partial<EkomiFeedback>>
  EkomiRating: ResolverTypeWrapper<Partial<EkomiRating>>
  Entity: ResolverTypeWrapper<Partial<Entity>>
  EntryTile: ResolverTypeWrapper<CmsNodeParent>
  ExtraCost: ResolverTypeWrapper<ExtraCostParent>
  FacetBucket: ResolverTypeWrapper<Partial<FacetBucket>>
  FaqEntry: ResolverTypeWrapper<Partial<FaqEntry>>
  FixedExtraCost: ResolverTypeWrapper<Partial<FixedExtraCost>>
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>
  GenderFilter: ResolverTypeWrapper<Partial<GenderFilter>>
  GenderFilterValue: ResolverTypeWrapper<Partial<GenderFilterValue>>
  GiftCardFieldType: ResolverTypeWrapper<Partial<GiftCardFieldType>>
  GiftCardFormField: ResolverTypeWrapper<Partial<GiftCardFormField>>
  HostingProvider: ResolverTypeWrapper<Partial<HostingProvider>>
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>
  Icon: ResolverTypeWrapper<Partial<Icon>>
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>
  Invoice: ResolverTypeWrapper<Partial<Invoice>>
  InvoiceItem: ResolverTypeWrapper<Partial<InvoiceItem>>
  InvoiceTotals: ResolverTypeWrapper<Partial<InvoiceTotals>>
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>
  ListingParams: ResolverTypeWrapper<Partial<ListingParams>>
  Media: ResolverTypeWrapper<Partial<Media>>
  Money: ResolverTypeWrapper<Partial<Money>>
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>
  MutationErrorCode: ResolverTypeWrapper<Partial<MutationErrorCode>>
  MutationResult: ResolverTypeWrapper<Partial<MutationResult>>
  NotFoundEntity: ResolverTypeWrapper<Partial<NotFoundEntity>>
  OpeningDay: ResolverTypeWrapper<Partial<OpeningDay>>
  OpeningSlot: ResolverTypeWrapper<Partial<OpeningSlot>>
  OptionAttribute: ResolverTypeWrapper<Partial<OptionAttribute>>
  Order: ResolverTypeWrapper<Partial<Order>>
  OrderPayment: ResolverTypeWrapper<Partial<OrderPayment>>
  PageBuilderNode: ResolverTypeWrapper<CmsNodeParent>
  PageBuilderNodeKind: ResolverTypeWrapper<Partial<PageBuilderNodeKind>>
  PercentageExtraCost: ResolverTypeWrapper<Partial<PercentageExtraCost>>
  PickupPoint: ResolverTypeWrapper<Partial<PickupPoint>>
  PostalAddress: ResolverTypeWrapper<Partial<PostalAddress>>
  Price: ResolverTypeWrapper<Partial<Price>>
  PriceRangeFacet: ResolverTypeWrapper<Partial<PriceRangeFacet>>
  PriceWithTax: ResolverTypeWrapper<Partial<PriceWithTax>>
  Product: ResolverTypeWrapper<ProductParent>
  ProductColorImage: ResolverTypeWrapper<Partial<ProductColorImage>>
  ProductConfiguration: ResolverTypeWrapper<
    Partial<Omit<ProductConfiguration, 'product'> & { product: ResolversTypes['ProductVariant'] }>
  >
  ProductListing: ResolverTypeWrapper<
    Partial<Omit<ProductListing, 'items'> & { items: Array<ResolversTypes['Product']> }>
  >
  ProductPrices: ResolverTypeWrapper<ProductPricesParent>
  ProductReview: ResolverTypeWrapper<ProductReviewParent>
  ProductReviewInput: ResolverTypeWrapper<Partial<ProductReviewInput>>
  ProductReviews: ResolverTypeWrapper<
    Partial<Omit<ProductReviews, 'reviews'> & { reviews: Array<ResolversTypes['ProductReview']> }>
  >
  ProductStock: ResolverTypeWrapper<Partial<ProductStock>>
  ProductType: ResolverTypeWrapper<Partial<ProductType>>
  ProductVariant: ResolverTypeWrapper<
    Partial<Omit<ProductVariant, 'prices'> & { prices: ResolversTypes['ProductPrices'] }>
  >
  PushImage: ResolverTypeWrapper<CmsNodeParent>
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>
  ReassuranceItem: ResolverTypeWrapper<Partial<ReassuranceItem>>
  RedirectEntity: ResolverTypeWrapper<Partial<RedirectEntity>>
  ReturnAttribute: ResolverTypeWrapper<Partial<ReturnAttribute>>
  ReturnAttributeKind: ResolverTypeWrapper<Partial<ReturnAttributeKind>>
  ReturnAuthorizationInput: ResolverTypeWrapper<Partial<ReturnAuthorizationInput>>
  ReturnAuthorizationResult: ResolverTypeWrapper<Partial<ReturnAuthorizationResult>>
  ReturnItemInput: ResolverTypeWrapper<Partial<ReturnItemInput>>
  ReturnMerchandiseAuthorization: ResolverTypeWrapper<Partial<ReturnMerchandiseAuthorization>>
  ReturnMerchandiseAuthorizationStatus: ResolverTypeWrapper<Partial<ReturnMerchandiseAuthorizationStatus>>
  ReturnedItem: ResolverTypeWrapper<Partial<ReturnedItem>>
  ReturnedItemStatus: ResolverTypeWrapper<Partial<ReturnedItemStatus>>
  ReviewAuthor: ResolverTypeWrapper<Partial<ReviewAuthor>>
  RouteEntity: ResolverTypeWrapper<RouteEntityParent>
  SearchSettings: ResolverTypeWrapper<Partial<SearchSettings>>
  SelectedAttribute: ResolverTypeWrapper<Partial<SelectedAttribute>>
  SelectedBundleOption: ResolverTypeWrapper<Partial<SelectedBundleOption>>
  SelectedBundleOptionInput: ResolverTypeWrapper<Partial<SelectedBundleOptionInput>>
  SelectedOption: ResolverTypeWrapper<Partial<SelectedOption>>
  SelectedOptionInput: ResolverTypeWrapper<Partial<SelectedOptionInput>>
  ShipmentItem: ResolverTypeWrapper<Partial<ShipmentItem>>
  ShipmentTracking: ResolverTypeWrapper<Partial<ShipmentTracking>>
  Shop: ResolverTypeWrapper<Partial<Shop>>
  ShopConfig: ResolverTypeWrapper<Partial<ShopConfig>>
  SitemapEntry: ResolverTypeWrapper<Partial<SitemapEntry>>
  SitemapPage: ResolverTypeWrapper<Partial<SitemapPage>>
  SortDirection: ResolverTypeWrapper<Partial<SortDirection>>
  SortOrder: ResolverTypeWrapper<Partial<SortOrder>>
  Srcset: ResolverTypeWrapper<Partial<Srcset>>
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>
  Swatch: ResolverTypeWrapper<Partial<Swatch>>
  TierPrice: ResolverTypeWrapper<Partial<TierPrice>>
  TradeRegister: ResolverTypeWrapper<Partial<TradeRegister>>
  Translation: ResolverTypeWrapper<Partial<Translation>>
  Widget: ResolverTypeWrapper<CmsNodeParent>
  WidgetEkomi: ResolverTypeWrapper<CmsNodeParent>
  WidgetFourEntry: ResolverTypeWrapper<CmsNodeParent>
  WidgetFourProduct: ResolverTypeWrapper<CmsNodeParent>
  WidgetFullScreen: ResolverTypeWrapper<CmsNodeParent>
  WidgetImageQuote: ResolverTypeWrapper<CmsNodeParent>
  WidgetImageText: ResolverTypeWrapper<CmsNodeParent>
  WidgetInvalidData: ResolverTypeWrapper<CmsNodeParent>
  WidgetLookbook: ResolverTypeWrapper<CmsNodeParent>
  WidgetParallaxImage: ResolverTypeWrapper<CmsNodeParent>
  WidgetProductCarousel: ResolverTypeWrapper<CmsNodeParent>
  WidgetProductPush: ResolverTypeWrapper<CmsNodeParent>
  WidgetPush: ResolverTypeWrapper<CmsNodeParent>
  WidgetReassurance: ResolverTypeWrapper<CmsNodeParent>
  WidgetTheme: ResolverTypeWrapper<CmsNodeParent>
  WidgetThreePush: ResolverTypeWrapper<CmsNodeParent>
  WidgetTitleText: ResolverTypeWrapper<CmsNodeParent>
  Wishlist: ResolverTypeWrapper<
    Partial<Omit<Wishlist, 'items'> & { items: Array<ResolversTypes['WishlistItem']> }>
  >
  WishlistItem: ResolverTypeWrapper<
    Partial<Omit<WishlistItem, 'product'> & { product: ResolversTypes['Product'] }>
  >
  WishlistItemInput: ResolverTypeWrapper<Partial<WishlistItemInput>>
  WishlistMutationResult: ResolverTypeWrapper<
    Partial<Omit<WishlistMutationResult, 'wishlist'> & { wishlist?: Maybe<ResolversTypes['Wishlist']> }>
  >
  Wysiwyg: ResolverTypeWrapper<
    Partial<Omit<Wysiwyg, 'childNodes'> & { childNodes: Array<ResolversTypes['WysiwygNode']> }>
  >
  WysiwygData: ResolverTypeWrapper<Partial<WysiwygData>>
  WysiwygNode: ResolverTypeWrapper<CmsNodeParent>
}

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AttributeFilter: Partial<AttributeFilter>
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
  Cart: Partial<Omit<Cart, 'items'> & { items: Array<ResolversParentTypes['CartItem']> }>
  CartItem: Partial<Omit<CartItem, 'product'> & { product: ResolversParentTypes['Product'] }>
  Category: CategoryParent
  CmsBlock: CmsContentParent
  CmsPage: CmsContentParent
  CompanyInfo: Partial<CompanyInfo>
  ConfigurableOption: Partial<ConfigurableOption>
  ConfigurableOptionValue: Partial<ConfigurableOptionValue>
  ContactInfo: Partial<ContactInfo>
  ContentMetadata: Partial<ContentMetadata>
  Coordinates: Partial<Coordinates>
  CornerProducts: CmsNodeParent
  Country: Partial<Country>
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
  Customer: CustomerParent
  CustomerAddress: CustomerAddressParent
  CustomerAddressInput: Partial<CustomerAddressInput>
  CustomerAddressMutationResult: Partial<
    Omit<CustomerAddressMutationResult, 'address' | 'customer'> & {
      address?: Maybe<ResolversParentTypes['CustomerAddress']>
      customer?: Maybe<ResolversParentTypes['Customer']>
    }
  >
  CustomerCreateInput: Partial<CustomerCreateInput>
  CustomerMutationResult: Partial<
    Omit<CustomerMutationResult, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> }
  >
  CustomerUpdateInput: Partial<CustomerUpdateInput>
  DateTime: Partial<Scalars['DateTime']['output']>
  DynamicFacet: Partial<DynamicFacet>
  EkomiFeedback: Partial<EkomiFeedback>
  EkomiRating: Partial<EkomiRating>
  Entity: Partial<Entity>
  EntryTile: CmsNodeParent
  ExtraCost: ExtraCostParent
  FacetBucket: Partial<FacetBucket>
  FaqEntry: Partial<FaqEntry>
  FixedExtraCost: Partial<FixedExtraCost>
  Float: Partial<Scalars['Float']['output']>
  GenderFilter: Partial<GenderFilter>
  GenderFilterValue: Partial<GenderFilterValue>
  GiftCardFormField: Partial<GiftCardFormField>
  HostingProvider: Partial<HostingProvider>
  ID: Partial<Scalars['ID']['output']>
  Icon: Partial<Icon>
  Int: Partial<Scalars['Int']['output']>
  Invoice: Partial<Invoice>
  InvoiceItem: Partial<InvoiceItem>
  InvoiceTotals: Partial<InvoiceTotals>
  JSON: Partial<Scalars['JSON']['output']>
  ListingParams: Partial<ListingParams>
  Media: Partial<Media>
  Money: Partial<Money>
  Mutation: Record<PropertyKey, never>
  MutationResult: Partial<MutationResult>
  NotFoundEntity: Partial<NotFoundEntity>
  OpeningDay: Partial<OpeningDay>
  OpeningSlot: Partial<OpeningSlot>
  OptionAttribute: Partial<OptionAttribute>
  Order: Partial<Order>
  OrderPayment: Partial<OrderPayment>
  PageBuilderNode: CmsNodeParent
  PercentageExtraCost: Partial<PercentageExtraCost>
  PickupPoint: Partial<PickupPoint>
  PostalAddress: Partial<PostalAddress>
  Price: Partial<Price>
  PriceRangeFacet: Partial<PriceRangeFacet>
  PriceWithTax: Partial<PriceWithTax>
  Product: ProductParent
  ProductColorImage: Partial<ProductColorImage>
  ProductConfiguration: Partial<
    Omit<ProductConfiguration, 'product'> & { product: ResolversParentTypes['ProductVariant'] }
  >
  ProductListing: Partial<Omit<ProductListing, 'items'> & { items: Array<ResolversParentTypes['Product']> }>
  ProductPrices: ProductPricesParent
  ProductReview: ProductReviewParent
  ProductReviewInput: Partial<ProductReviewInput>
  ProductReviews: Partial<
    Omit<ProductReviews, 'reviews'> & { reviews: Array<ResolversParentTypes['ProductReview']> }
  >
  ProductStock: Partial<ProductStock>
  ProductVariant: Partial<Omit<ProductVariant, 'prices'> & { prices: ResolversParentTypes['ProductPrices'] }>
  PushImage: CmsNodeParent
  Query: Record<PropertyKey, never>
  ReassuranceItem: Partial<ReassuranceItem>
  RedirectEntity: Partial<RedirectEntity>
  ReturnAttribute: Partial<ReturnAttribute>
  ReturnAuthorizationInput: Partial<ReturnAuthorizationInput>
  ReturnAuthorizationResult: Partial<ReturnAuthorizationResult>
  ReturnItemInput: Partial<ReturnItemInput>
  ReturnMerchandiseAuthorization: Partial<ReturnMerchandiseAuthorization>
  ReturnedItem: Partial<ReturnedItem>
  ReviewAuthor: Partial<ReviewAuthor>
  RouteEntity: RouteEntityParent
  SearchSettings: Partial<SearchSettings>
  SelectedAttribute: Partial<SelectedAttribute>
  SelectedBundleOption: Partial<SelectedBundleOption>
  SelectedBundleOptionInput: Partial<SelectedBundleOptionInput>
  SelectedOption: Partial<SelectedOption>
  SelectedOptionInput: Partial<SelectedOptionInput>
  ShipmentItem: Partial<ShipmentItem>
  ShipmentTracking: Partial<ShipmentTracking>
  Shop: Partial<Shop>
  ShopConfig: Partial<ShopConfig>
  SitemapEntry: Partial<SitemapEntry>
  SitemapPage: Partial<SitemapPage>
  SortOrder: Partial<SortOrder>
  Srcset: Partial<Srcset>
  String: Partial<Scalars['String']['output']>
  Swatch: Partial<Swatch>
  TierPrice: Partial<TierPrice>
  TradeRegister: Partial<TradeRegister>
  Translation: Partial<Translation>
  Widget: CmsNodeParent
  WidgetEkomi: CmsNodeParent
  WidgetFourEntry: CmsNodeParent
  WidgetFourProduct: CmsNodeParent
  WidgetFullScreen: CmsNodeParent
  WidgetImageQuote: CmsNodeParent
  WidgetImageText: CmsNodeParent
  WidgetInvalidData: CmsNodeParent
  WidgetLookbook: CmsNodeParent
  WidgetParallaxImage: CmsNodeParent
  WidgetProductCarousel: CmsNodeParent
  WidgetProductPush: CmsNodeParent
  WidgetPush: CmsNodeParent
  WidgetReassurance: CmsNodeParent
  WidgetTheme: CmsNodeParent
  WidgetThreePush: CmsNodeParent
  WidgetTitleText: CmsNodeParent
  Wishlist: Partial<Omit<Wishlist, 'items'> & { items: Array<ResolversParentTypes['WishlistItem']> }>
  WishlistItem: Partial<Omit<WishlistItem, 'product'> & { product: ResolversParentTypes['Product'] }>
  WishlistItemInput: Partial<WishlistItemInput>
  WishlistMutationResult: Partial<
    Omit<WishlistMutationResult, 'wishlist'> & { wishlist?: Maybe<ResolversParentTypes['Wishlist']> }
  >
  Wysiwyg: Partial<Omit<Wysiwyg, 'childNodes'> & { childNodes: Array<ResolversParentTypes['WysiwygNode']> }>
  WysiwygData: Partial<WysiwygData>
  WysiwygNode: CmsNodeParent
}

export type PublicDirectiveArgs = {}

export type PublicDirectiveResolver<
  Result,
  Parent,
  ContextType = ShopContext,
  Args = PublicDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>

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
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>
}

export type CartItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem'],
> = {
  item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  rowTotal?: Resolver<ResolversTypes['PriceWithTax'], ParentType, ContextType>
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
  subdivision?: Resolver<ResolversTypes['String'], ParentType, ContextType>
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

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime'
}

export type DynamicFacetResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['DynamicFacet'] = ResolversParentTypes['DynamicFacet'],
> = {
  buckets?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
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
  creationDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  downloadLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['InvoiceItem']>, ParentType, ContextType>
  totals?: Resolver<ResolversTypes['InvoiceTotals'], ParentType, ContextType>
}

export type InvoiceItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['InvoiceItem'] = ResolversParentTypes['InvoiceItem'],
> = {
  bundleOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  priceExclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  priceInclTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
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
  addToWishlist?: Resolver<
    ResolversTypes['WishlistMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddToWishlistArgs, 'input'>
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
  createProductReview?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductReviewArgs, 'input'>
  >
  createReturnAuthorization?: Resolver<
    ResolversTypes['ReturnAuthorizationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateReturnAuthorizationArgs, 'input'>
  >
  deleteCustomerAddress?: Resolver<
    ResolversTypes['CustomerMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteCustomerAddressArgs, 'id'>
  >
  removeFromWishlist?: Resolver<
    ResolversTypes['WishlistMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveFromWishlistArgs, 'itemId'>
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
  resetPassword?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>
  >
  setCurrency?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetCurrencyArgs, 'currency'>
  >
  setPreviewMode?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetPreviewModeArgs, 'enabled'>
  >
  setXRayMode?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetXRayModeArgs, 'enabled'>
  >
  signIn?: Resolver<
    ResolversTypes['CustomerMutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSignInArgs, 'email' | 'password'>
  >
  signOut?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType>
  subscribeStockAlert?: Resolver<
    ResolversTypes['MutationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSubscribeStockAlertArgs, 'email' | 'sku'>
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
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>
  incrementId?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  payment?: Resolver<ResolversTypes['OrderPayment'], ParentType, ContextType>
  shipments?: Resolver<Array<ResolversTypes['ShipmentTracking']>, ParentType, ContextType>
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type OrderPaymentResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
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

export type PercentageExtraCostResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['PercentageExtraCost'] =
    ResolversParentTypes['PercentageExtraCost'],
> = {
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>
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
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  image?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  options?: Resolver<Array<ResolversTypes['ConfigurableOption']>, ParentType, ContextType>
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  prices?: Resolver<ResolversTypes['ProductPrices'], ParentType, ContextType>
  push_redirect?: Resolver<Maybe<ResolversTypes['CmsBlock']>, ParentType, ContextType>
  reviews?: Resolver<ResolversTypes['ProductReviews'], ParentType, ContextType>
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
}

export type ProductReviewsResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ProductReviews'] = ResolversParentTypes['ProductReviews'],
> = {
  ratingAverage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  reviews?: Resolver<Array<ResolversTypes['ProductReview']>, ParentType, ContextType>
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
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
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>
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
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>
  customLinks?: Resolver<
    Array<ResolversTypes['CustomLink']>,
    ParentType,
    ContextType,
    RequireFields<QueryCustomLinksArgs, 'ids'>
  >
  faq?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>
  giftCardForm?: Resolver<Array<ResolversTypes['GiftCardFormField']>, ParentType, ContextType>
  isFeatureActive?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<QueryIsFeatureActiveArgs, 'name'>
  >
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, Partial<QueryMediasArgs>>
  menu?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>
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
  sitemap?: Resolver<ResolversTypes['SitemapPage'], ParentType, ContextType, Partial<QuerySitemapArgs>>
  translations?: Resolver<
    Array<ResolversTypes['Translation']>,
    ParentType,
    ContextType,
    RequireFields<QueryTranslationsArgs, 'ids'>
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

export type ReturnAttributeResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnAttribute'] = ResolversParentTypes['ReturnAttribute'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  kind?: Resolver<ResolversTypes['ReturnAttributeKind'], ParentType, ContextType>
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type ReturnAuthorizationResultResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnAuthorizationResult'] =
    ResolversParentTypes['ReturnAuthorizationResult'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['MutationErrorCode']>, ParentType, ContextType>
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  returnAuthorization?: Resolver<
    Maybe<ResolversTypes['ReturnMerchandiseAuthorization']>,
    ParentType,
    ContextType
  >
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type ReturnMerchandiseAuthorizationResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnMerchandiseAuthorization'] =
    ResolversParentTypes['ReturnMerchandiseAuthorization'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  items?: Resolver<Array<ResolversTypes['ReturnedItem']>, ParentType, ContextType>
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>
  status?: Resolver<ResolversTypes['ReturnMerchandiseAuthorizationStatus'], ParentType, ContextType>
}

export type ReturnedItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ReturnedItem'] = ResolversParentTypes['ReturnedItem'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
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

export type SelectedOptionResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['SelectedOption'] = ResolversParentTypes['SelectedOption'],
> = {
  option_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  option_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ShipmentItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ShipmentItem'] = ResolversParentTypes['ShipmentItem'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ShipmentTrackingResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['ShipmentTracking'] = ResolversParentTypes['ShipmentTracking'],
> = {
  items?: Resolver<Array<ResolversTypes['ShipmentItem']>, ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  trackingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
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

export type SwatchResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['Swatch'] = ResolversParentTypes['Swatch'],
> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>
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
  shareCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type WishlistItemResolvers<
  ContextType = ShopContext,
  ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem'],
> = {
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
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>
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
  BundleOption?: BundleOptionResolvers<ContextType>
  BundleOptionValue?: BundleOptionValueResolvers<ContextType>
  Cart?: CartResolvers<ContextType>
  CartItem?: CartItemResolvers<ContextType>
  Category?: CategoryResolvers<ContextType>
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
  CustomLink?: CustomLinkResolvers<ContextType>
  CustomOption?: CustomOptionResolvers<ContextType>
  CustomOptionValue?: CustomOptionValueResolvers<ContextType>
  Customer?: CustomerResolvers<ContextType>
  CustomerAddress?: CustomerAddressResolvers<ContextType>
  CustomerAddressMutationResult?: CustomerAddressMutationResultResolvers<ContextType>
  CustomerMutationResult?: CustomerMutationResultResolvers<ContextType>
  DateTime?: GraphQLScalarType
  DynamicFacet?: DynamicFacetResolvers<ContextType>
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
  GiftCardFormField?: GiftCardFormFieldResolvers<ContextType>
  HostingProvider?: HostingProviderResolvers<ContextType>
  Icon?: IconResolvers<ContextType>
  Invoice?: InvoiceResolvers<ContextType>
  InvoiceItem?: InvoiceItemResolvers<ContextType>
  InvoiceTotals?: InvoiceTotalsResolvers<ContextType>
  JSON?: GraphQLScalarType
  Media?: MediaResolvers<ContextType>
  Money?: MoneyResolvers<ContextType>
  Mutation?: MutationResolvers<ContextType>
  MutationResult?: MutationResultResolvers<ContextType>
  NotFoundEntity?: NotFoundEntityResolvers<ContextType>
  OpeningDay?: OpeningDayResolvers<ContextType>
  OpeningSlot?: OpeningSlotResolvers<ContextType>
  OptionAttribute?: OptionAttributeResolvers<ContextType>
  Order?: OrderResolvers<ContextType>
  OrderPayment?: OrderPaymentResolvers<ContextType>
  PageBuilderNode?: PageBuilderNodeResolvers<ContextType>
  PercentageExtraCost?: PercentageExtraCostResolvers<ContextType>
  PickupPoint?: PickupPointResolvers<ContextType>
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
  ProductStock?: ProductStockResolvers<ContextType>
  ProductVariant?: ProductVariantResolvers<ContextType>
  PushImage?: PushImageResolvers<ContextType>
  Query?: QueryResolvers<ContextType>
  ReassuranceItem?: ReassuranceItemResolvers<ContextType>
  RedirectEntity?: RedirectEntityResolvers<ContextType>
  ReturnAttribute?: ReturnAttributeResolvers<ContextType>
  ReturnAuthorizationResult?: ReturnAuthorizationResultResolvers<ContextType>
  ReturnMerchandiseAuthorization?: ReturnMerchandiseAuthorizationResolvers<ContextType>
  ReturnedItem?: ReturnedItemResolvers<ContextType>
  ReviewAuthor?: ReviewAuthorResolvers<ContextType>
  RouteEntity?: RouteEntityResolvers<ContextType>
  SearchSettings?: SearchSettingsResolvers<ContextType>
  SelectedAttribute?: SelectedAttributeResolvers<ContextType>
  SelectedBundleOption?: SelectedBundleOptionResolvers<ContextType>
  SelectedOption?: SelectedOptionResolvers<ContextType>
  ShipmentItem?: ShipmentItemResolvers<ContextType>
  ShipmentTracking?: ShipmentTrackingResolvers<ContextType>
  Shop?: ShopResolvers<ContextType>
  ShopConfig?: ShopConfigResolvers<ContextType>
  SitemapEntry?: SitemapEntryResolvers<ContextType>
  SitemapPage?: SitemapPageResolvers<ContextType>
  SortOrder?: SortOrderResolvers<ContextType>
  Srcset?: SrcsetResolvers<ContextType>
  Swatch?: SwatchResolvers<ContextType>
  TierPrice?: TierPriceResolvers<ContextType>
  TradeRegister?: TradeRegisterResolvers<ContextType>
  Translation?: TranslationResolvers<ContextType>
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
  WishlistItem?: WishlistItemResolvers<ContextType>
  WishlistMutationResult?: WishlistMutationResultResolvers<ContextType>
  Wysiwyg?: WysiwygResolvers<ContextType>
  WysiwygData?: WysiwygDataResolvers<ContextType>
  WysiwygNode?: WysiwygNodeResolvers<ContextType>
}

export type DirectiveResolvers<ContextType = ShopContext> = {
  public?: PublicDirectiveResolver<any, any, ContextType>
}

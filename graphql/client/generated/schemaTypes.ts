export type Maybe<T> = T | null
export type InputMaybe<T> = Maybe<T>
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
  __typename: 'BundleOption'
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
  required: Scalars['Boolean']['output']
  type: Scalars['String']['output']
  values: Array<BundleOptionValue>
}

export type BundleOptionValue = {
  __typename: 'BundleOptionValue'
  defaultQuantity: Scalars['Int']['output']
  label: Scalars['String']['output']
  prices: ProductPrices
  product?: Maybe<Product>
  userDefinedQuantity: Scalars['Boolean']['output']
  value: Scalars['ID']['output']
}

export type Cart = {
  __typename: 'Cart'
  id: Scalars['ID']['output']
  itemCount: Scalars['Int']['output']
  items: Array<CartItem>
}

/** A cart line (cache key: item_id). */
export type CartItem = {
  __typename: 'CartItem'
  item_id: Scalars['ID']['output']
  product: Product
  qty: Scalars['Int']['output']
  rowTotal: PriceWithTax
}

export type Category = {
  __typename: 'Category'
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
  __typename: 'CmsBlock'
  content: Scalars['String']['output']
  contentWysiwyg: Wysiwyg
  identifier: Scalars['ID']['output']
  title: Scalars['String']['output']
}

/** A content page (cache key: identifier). */
export type CmsPage = {
  __typename: 'CmsPage'
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
  __typename: 'CompanyInfo'
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
  __typename: 'ConfigurableOption'
  attribute: OptionAttribute
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
  values: Array<ConfigurableOptionValue>
}

export type ConfigurableOptionValue = {
  __typename: 'ConfigurableOptionValue'
  label: Scalars['String']['output']
  swatch?: Maybe<Swatch>
  value: Scalars['String']['output']
}

/** Customer service contact details. */
export type ContactInfo = {
  __typename: 'ContactInfo'
  address: PostalAddress
  email: Scalars['String']['output']
  /** Opening hours (French time) of every weekday, Monday first; a day without slots is closed. */
  openingHours: Array<OpeningDay>
  phone: Scalars['String']['output']
}

/** Content metadata entry (spec §3), as carried in response extensions. */
export type ContentMetadata = {
  __typename: 'ContentMetadata'
  hash: Scalars['String']['output']
  id: Scalars['ID']['output']
  type: Scalars['String']['output']
}

export type Coordinates = {
  __typename: 'Coordinates'
  latitude: Scalars['Float']['output']
  longitude: Scalars['Float']['output']
}

/** Four products placed at the corners of an image. */
export type CornerProducts = {
  __typename: 'CornerProducts'
  bottomLeft?: Maybe<Product>
  bottomRight?: Maybe<Product>
  topLeft?: Maybe<Product>
  topRight?: Maybe<Product>
}

/** A country with its ISO codes and its name in the store's language. */
export type Country = {
  __typename: 'Country'
  code2: Scalars['ID']['output']
  code3: Scalars['String']['output']
  name: Scalars['String']['output']
  numeric: Scalars['String']['output']
  subdivision: Scalars['String']['output']
}

export type CustomLink = {
  __typename: 'CustomLink'
  id: Scalars['ID']['output']
  url: Scalars['String']['output']
  value: Scalars['String']['output']
}

export type CustomOption = {
  __typename: 'CustomOption'
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
  __typename: 'CustomOptionValue'
  extraCost: ExtraCost
  id: Scalars['ID']['output']
  option_value_id: Scalars['ID']['output']
  sort_order: Scalars['Int']['output']
  title: Scalars['String']['output']
}

export type Customer = {
  __typename: 'Customer'
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
  __typename: 'CustomerAddress'
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
  __typename: 'CustomerAddressMutationResult'
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
  __typename: 'CustomerMutationResult'
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
  __typename: 'DynamicFacet'
  buckets: Array<FacetBucket>
  code: Scalars['String']['output']
  label: Scalars['String']['output']
}

export type EkomiFeedback = {
  __typename: 'EkomiFeedback'
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
  __typename: 'EkomiRating'
  average: Scalars['Float']['output']
  ratingNumber: Scalars['Int']['output']
}

/** A resolved link (cache key: identifier): the requested id, its URL and its type. */
export type Entity = {
  __typename: 'Entity'
  identifier: Scalars['ID']['output']
  type: Scalars['String']['output']
  url: Scalars['String']['output']
}

export type EntryTile = {
  __typename: 'EntryTile'
  link?: Maybe<Scalars['String']['output']>
  media?: Maybe<Media>
  title: Scalars['String']['output']
  withShadow: Scalars['Boolean']['output']
}

export type ExtraCost = FixedExtraCost | PercentageExtraCost

export type FacetBucket = {
  __typename: 'FacetBucket'
  docCount: Scalars['Int']['output']
  label: Scalars['String']['output']
  value: Scalars['String']['output']
}

export type FaqEntry = {
  __typename: 'FaqEntry'
  /** The answer as CMS HTML: text with links to the pages that say more. */
  answer: Scalars['String']['output']
  id: Scalars['ID']['output']
  position: Scalars['Int']['output']
  question: Scalars['String']['output']
  topic: Scalars['String']['output']
}

export type FixedExtraCost = {
  __typename: 'FixedExtraCost'
  prices: PriceWithTax
  type: Scalars['String']['output']
}

export type GenderFilter = {
  __typename: 'GenderFilter'
  name: Scalars['String']['output']
  values: Array<GenderFilterValue>
}

export type GenderFilterValue = {
  __typename: 'GenderFilterValue'
  code: Scalars['String']['output']
  label: Scalars['String']['output']
}

export type GiftCardFieldType = 'EMAIL' | 'RADIO' | 'TEXT' | 'TEXTAREA'

/** A field of the gift card form (cache key: id). */
export type GiftCardFormField = {
  __typename: 'GiftCardFormField'
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
  __typename: 'HostingProvider'
  address: PostalAddress
  name: Scalars['String']['output']
  phone: Scalars['String']['output']
}

export type Icon = {
  __typename: 'Icon'
  name: Scalars['String']['output']
  url: Scalars['String']['output']
}

export type Invoice = {
  __typename: 'Invoice'
  creationDate: Scalars['DateTime']['output']
  /** Download URL of the PDF invoice. */
  downloadLink?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  items: Array<InvoiceItem>
  totals: InvoiceTotals
}

export type InvoiceItem = {
  __typename: 'InvoiceItem'
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
  __typename: 'InvoiceTotals'
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
  __typename: 'Media'
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
  __typename: 'Money'
  amount: Scalars['Float']['output']
  currency: Scalars['String']['output']
}

export type Mutation = {
  __typename: 'Mutation'
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
  __typename: 'MutationResult'
  errorCode?: Maybe<MutationErrorCode>
  /** The input field at fault, when one is (`email`, `password`, `postcode`…). */
  errorField?: Maybe<Scalars['String']['output']>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

/** No page at this URL (cache key: identifier, the URL). */
export type NotFoundEntity = {
  __typename: 'NotFoundEntity'
  identifier: Scalars['ID']['output']
}

export type OpeningDay = {
  __typename: 'OpeningDay'
  day: Scalars['String']['output']
  opening: Array<OpeningSlot>
}

export type OpeningSlot = {
  __typename: 'OpeningSlot'
  from: Scalars['String']['output']
  to: Scalars['String']['output']
}

export type OptionAttribute = {
  __typename: 'OptionAttribute'
  code: Scalars['String']['output']
  id: Scalars['ID']['output']
  label: Scalars['String']['output']
}

/** An order (cache key: order_id). */
export type Order = {
  __typename: 'Order'
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
  __typename: 'OrderPayment'
  code: Scalars['String']['output']
}

export type PageBuilderNode = {
  __typename: 'PageBuilderNode'
  childNodes: Array<WysiwygNode>
  html?: Maybe<Scalars['String']['output']>
  kind: PageBuilderNodeKind
}

export type PageBuilderNodeKind =
  'BUTTON_ITEM' | 'DEFAULT' | 'HEADING' | 'IMAGE' | 'MAP' | 'ROW' | 'SLIDE' | 'SLIDER'

export type PercentageExtraCost = {
  __typename: 'PercentageExtraCost'
  rate: Scalars['Float']['output']
  type: Scalars['String']['output']
}

export type PickupPoint = {
  __typename: 'PickupPoint'
  address: PostalAddress
  coordinates: Coordinates
  id: Scalars['ID']['output']
  name: Scalars['String']['output']
  schedule: Array<OpeningDay>
}

export type PostalAddress = {
  __typename: 'PostalAddress'
  country: Scalars['String']['output']
  locality: Scalars['String']['output']
  postalCode: Scalars['String']['output']
  streetAddress: Array<Scalars['String']['output']>
}

export type Price = {
  __typename: 'Price'
  value: Money
}

/** Bounds of the listing's prices incl. tax: name is min or max. */
export type PriceRangeFacet = {
  __typename: 'PriceRangeFacet'
  name: Scalars['String']['output']
  value: Scalars['Float']['output']
}

export type PriceWithTax = {
  __typename: 'PriceWithTax'
  priceExclTax: Price
  priceInclTax: Price
}

/** A sellable product (cache key: sku). */
export type Product = {
  __typename: 'Product'
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
  __typename: 'ProductColorImage'
  /** Colour code (a value of the colour attribute, id 93). */
  color: Scalars['String']['output']
  image: Media
  /** Colour name in the store's language. */
  label: Scalars['String']['output']
}

/** A variant of a configurable product and the option values that pick it. */
export type ProductConfiguration = {
  __typename: 'ProductConfiguration'
  attributes: Array<SelectedAttribute>
  product: ProductVariant
}

export type ProductListing = {
  __typename: 'ProductListing'
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
  __typename: 'ProductPrices'
  finalPrice: PriceWithTax
  minPrice: PriceWithTax
  regularPrice: PriceWithTax
  tierPrice: Array<TierPrice>
}

export type ProductReview = {
  __typename: 'ProductReview'
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
  __typename: 'ProductReviews'
  /** Average rating from 0 to 5, 0 when there is no review. */
  ratingAverage: Scalars['Float']['output']
  reviews: Array<ProductReview>
  total: Scalars['Int']['output']
}

export type ProductStock = {
  __typename: 'ProductStock'
  isInStock: Scalars['Boolean']['output']
  qty: Scalars['Int']['output']
}

export type ProductType = 'BUNDLE' | 'CONFIGURABLE' | 'SIMPLE'

export type ProductVariant = {
  __typename: 'ProductVariant'
  id: Scalars['ID']['output']
  /** Picture of the variant (its colour); the gallery shows one per colour. */
  image?: Maybe<Media>
  prices: ProductPrices
  sku: Scalars['String']['output']
  stock: ProductStock
}

export type PushImage = {
  __typename: 'PushImage'
  labelCta: Scalars['String']['output']
  link?: Maybe<Scalars['String']['output']>
  media?: Maybe<Media>
  title: Scalars['String']['output']
}

export type Query = {
  __typename: 'Query'
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
  __typename: 'ReassuranceItem'
  icon: Scalars['String']['output']
  text: Scalars['String']['output']
  title: Scalars['String']['output']
}

/** An old or campaign URL: go to redirectTo (internal path or absolute URL) with redirectType. */
export type RedirectEntity = {
  __typename: 'RedirectEntity'
  identifier: Scalars['ID']['output']
  redirectTo: Scalars['String']['output']
  redirectType?: Maybe<Scalars['Int']['output']>
}

export type ReturnAttribute = {
  __typename: 'ReturnAttribute'
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
  __typename: 'ReturnAuthorizationResult'
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
  __typename: 'ReturnMerchandiseAuthorization'
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
  __typename: 'ReturnedItem'
  name: Scalars['String']['output']
  quantity: Scalars['Int']['output']
  sku: Scalars['String']['output']
  status: ReturnedItemStatus
}

export type ReturnedItemStatus = 'APPROVED' | 'AUTHORIZED' | 'DENIED' | 'PENDING' | 'RECEIVED' | 'REJECTED'

export type ReviewAuthor = {
  __typename: 'ReviewAuthor'
  displayName: Scalars['String']['output']
}

export type RouteEntity = Category | CmsPage | NotFoundEntity | Product | RedirectEntity

export type SearchSettings = {
  __typename: 'SearchSettings'
  dynamicFacetSize: Scalars['Int']['output']
  ignoredAttributeKeys: Array<Scalars['String']['output']>
  minQueryLength: Scalars['Int']['output']
}

export type SelectedAttribute = {
  __typename: 'SelectedAttribute'
  code: Scalars['String']['output']
  value: Scalars['String']['output']
}

export type SelectedBundleOption = {
  __typename: 'SelectedBundleOption'
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
  __typename: 'SelectedOption'
  option_id: Scalars['ID']['output']
  option_value: Scalars['String']['output']
}

export type SelectedOptionInput = {
  option_id: Scalars['ID']['input']
  option_value: Scalars['String']['input']
}

export type ShipmentItem = {
  __typename: 'ShipmentItem'
  name: Scalars['String']['output']
  quantity: Scalars['Int']['output']
  sku: Scalars['String']['output']
}

export type ShipmentTracking = {
  __typename: 'ShipmentTracking'
  items: Array<ShipmentItem>
  name: Scalars['String']['output']
  trackingId: Scalars['ID']['output']
  url?: Maybe<Scalars['String']['output']>
}

/** A storefront and its configuration (spec §1, §3). */
export type Shop = {
  __typename: 'Shop'
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
  __typename: 'ShopConfig'
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
  __typename: 'SitemapEntry'
  changefreq: Scalars['String']['output']
  lastmod?: Maybe<Scalars['DateTime']['output']>
  path: Scalars['String']['output']
  priority: Scalars['Float']['output']
  seoImages: Array<Scalars['String']['output']>
}

export type SitemapPage = {
  __typename: 'SitemapPage'
  entries: Array<SitemapEntry>
  total: Scalars['Int']['output']
}

export type SortDirection = 'ASC' | 'DESC'

export type SortOrder = {
  __typename: 'SortOrder'
  direction: SortDirection
  field: Scalars['String']['output']
}

export type Srcset = {
  __typename: 'Srcset'
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
  __typename: 'Swatch'
  type: Scalars['String']['output']
  value: Scalars['String']['output']
}

export type TierPrice = {
  __typename: 'TierPrice'
  price: PriceWithTax
  qty: Scalars['Int']['output']
}

export type TradeRegister = {
  __typename: 'TradeRegister'
  /** Registry court (greffe) keeping the register. */
  court: Scalars['String']['output']
  /** Registration as written on official documents (RCS city and SIREN). */
  number: Scalars['String']['output']
}

export type Translation = {
  __typename: 'Translation'
  id: Scalars['ID']['output']
  identifier: Scalars['String']['output']
  type: Scalars['String']['output']
  value: Scalars['String']['output']
}

export type Widget = {
  availableFrom?: Maybe<Scalars['DateTime']['output']>
}

export type WidgetEkomi = Widget & {
  __typename: 'WidgetEkomi'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  lastFeedback?: Maybe<EkomiFeedback>
  rating: EkomiRating
}

export type WidgetFourEntry = Widget & {
  __typename: 'WidgetFourEntry'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  entries: Array<EntryTile>
}

export type WidgetFourProduct = Widget & {
  __typename: 'WidgetFourProduct'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  products: Array<Product>
}

export type WidgetFullScreen = Widget & {
  __typename: 'WidgetFullScreen'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  link?: Maybe<Scalars['String']['output']>
  media?: Maybe<Media>
}

export type WidgetImageQuote = Widget & {
  __typename: 'WidgetImageQuote'
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
  __typename: 'WidgetImageText'
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
  __typename: 'WidgetInvalidData'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  reason: Scalars['String']['output']
}

export type WidgetLookbook = Widget & {
  __typename: 'WidgetLookbook'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  /** Named corners (not products) so it never conflicts with the product lists of other widgets. */
  corners: CornerProducts
  media?: Maybe<Media>
  title: Scalars['String']['output']
}

export type WidgetParallaxImage = Widget & {
  __typename: 'WidgetParallaxImage'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  images: Array<Media>
  isCategoryLink: Scalars['Boolean']['output']
  link?: Maybe<Scalars['String']['output']>
}

export type WidgetProductCarousel = Widget & {
  __typename: 'WidgetProductCarousel'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  ctaLabel?: Maybe<Scalars['String']['output']>
  ctaLink?: Maybe<Scalars['String']['output']>
  headingLevel: Scalars['Int']['output']
  products: Array<Product>
  title: Scalars['String']['output']
}

export type WidgetProductPush = Widget & {
  __typename: 'WidgetProductPush'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  image?: Maybe<Media>
  link?: Maybe<Scalars['String']['output']>
  mediaHover?: Maybe<Media>
  product?: Maybe<Product>
  title: Scalars['String']['output']
}

export type WidgetPush = Widget & {
  __typename: 'WidgetPush'
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
  __typename: 'WidgetReassurance'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  items: Array<ReassuranceItem>
}

export type WidgetTheme = Widget & {
  __typename: 'WidgetTheme'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  corners: CornerProducts
  link?: Maybe<Scalars['String']['output']>
  media?: Maybe<Media>
  mediaPosition: Scalars['String']['output']
  title: Scalars['String']['output']
}

export type WidgetThreePush = Widget & {
  __typename: 'WidgetThreePush'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  images: Array<PushImage>
}

export type WidgetTitleText = Widget & {
  __typename: 'WidgetTitleText'
  availableFrom?: Maybe<Scalars['DateTime']['output']>
  text: Scalars['String']['output']
  title: Scalars['String']['output']
}

export type Wishlist = {
  __typename: 'Wishlist'
  id: Scalars['ID']['output']
  isShareable: Scalars['Boolean']['output']
  items: Array<WishlistItem>
  shareCode?: Maybe<Scalars['String']['output']>
}

export type WishlistItem = {
  __typename: 'WishlistItem'
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
  __typename: 'WishlistMutationResult'
  errorCode?: Maybe<MutationErrorCode>
  errorMessage?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
  wishlist?: Maybe<Wishlist>
}

/** Structured content: page-builder nodes and widgets. Widgets not yet available are left out. */
export type Wysiwyg = {
  __typename: 'Wysiwyg'
  childNodes: Array<WysiwygNode>
  data: WysiwygData
}

export type WysiwygData = {
  __typename: 'WysiwygData'
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

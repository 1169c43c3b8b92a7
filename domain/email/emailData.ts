import type { ContactMessage } from '../contact/contactMessages.ts'
import type { EmailTemplateName } from './emailTemplateNames.ts'

/**
 * What each transactional e-mail says, as the rule that sends it decides (the outbox stores it as
 * JSON); the templates of `components/email/` render it. See docs/architecture.md.
 */

/** What the welcome e-mail shows. */
export interface AccountCreatedEmailData {
  firstName: string
  email: string
  accountUrl: string
}

/** What the abandoned-cart reminder shows; amounts in major units (euros), names in the store's language. */
export interface CartReminderEmailData {
  firstName: string
  items: { name: string; options: string; quantity: number; rowTotal: number }[]
  currency: string
  subtotal: number
  /** The signed link that brings the customer back to the cart (after signing in). */
  cartUrl: string
  /** Days the cart link works. */
  validDays: number
  /** Stops cart reminders and every marketing e-mail (also sent as List-Unsubscribe). */
  unsubscribeUrl: string
}

/** What the acknowledgment shows: the shopper's own message. */
export type ContactAcknowledgmentEmailData = ContactMessageEmailData

/** What both contact e-mails show: the message as the shopper wrote it. */
export type ContactMessageEmailData = ContactMessage

/** What the "your refund" e-mail shows; amounts in major units (euros). */
export interface CreditMemoEmailData {
  number: string
  orderNumber: string
  currency: string
  items: { name: string; quantity: number; amount: number }[]
  shipping: number
  adjustment: number
  total: number
  destination: 'payment' | 'store_credit'
  cardBrand: string | null
  cardLast4: string | null
  /** The customer's store credit after a refund to it; null for a refund to the payment method. */
  storeCreditBalance: number | null
  /** The order's refunds page (a guest's: the order look-up). */
  refundsUrl: string
  storeCreditUrl: string
}

/** What the e-mail change confirmation shows: the first name, the new address and the single-use link. */
export interface EmailChangeEmailData {
  firstName: string
  newEmail: string
  confirmUrl: string
  /** Hours the link stays valid. */
  validHours: number
}

/** What the notice to the former address shows. */
export interface EmailChangedEmailData {
  firstName: string
  newEmail: string
  contactUrl: string
}

/** What the gift card e-mail shows: who gives what to whom, the code, and where to check its balance. */
export interface GiftCardEmailData {
  recipientName: string
  senderName: string
  /** The sender's message, or '' when none. */
  message: string
  /** The code in clear: this e-mail is the only place it is written (the outbox forgets it once sent). */
  code: string
  /** Value of the card in major units (euros). */
  amount: number
  currency: string
  /** Last day the card can be spent (YYYY-MM-DD), or null when it never expires. */
  expirationDate: string | null
  balanceUrl: string
}

/** What the newsletter confirmation e-mail shows: the single-use link and how long it works. */
export interface NewsletterConfirmationEmailData {
  confirmUrl: string
  /** Days the link stays valid. */
  validDays: number
}

/** What the newsletter welcome e-mail shows: the unsubscribe link every newsletter carries. */
export interface NewsletterWelcomeEmailData {
  unsubscribeUrl: string
}

/** Who a gift card bought is from and for, as the order confirmation shows it. */
export interface OrderConfirmationGiftCard {
  /** Value of each card in major units (euros). */
  amount: number
  senderName: string
  recipientName: string
  recipientEmail: string
  /** The sender's message, or '' when none. */
  message: string
}

/** What the order confirmation shows; amounts in major units (euros), texts already in the store's language. */
export interface OrderConfirmationEmailData {
  number: string
  /** `giftCard` is set on a gift card line (absent in e-mails queued before gift cards were sold). */
  items: {
    name: string
    options: string
    quantity: number
    rowTotal: number
    giftCard?: OrderConfirmationGiftCard | null
  }[]
  currency: string
  subtotal: number
  discount: number
  shipping: number
  giftCards: number
  storeCredit: number
  grandTotal: number
  /** The VAT included, one line per rate with its label in the store's language (`Including 19 % VAT`); absent on e-mails queued before VAT by destination. */
  taxes?: { label: string; amount: number }[]
  /** The shipping method's title; null when nothing is shipped (gift cards only). */
  shippingMethod: string | null
  /** Lines of the delivery address, or of the pickup point. */
  deliverTo: string[]
  /** The delivery country's ISO code, named in the store's language under `deliverTo`; absent for a pickup point. */
  deliverToCountry?: string | null
  payment: string
  /** The customer's order page, or a guest's signed link to the order. */
  orderUrl: string
  /** The files bought (title and file name), and where they are downloaded; absent on e-mails queued before downloads existed. */
  downloads?: { title: string; fileName: string }[]
  downloadsUrl?: string
  /** The order's invoice and its PDF (a guest's link carries the order's signed token); absent on e-mails queued before it was linked. */
  invoice?: { number: string; url: string } | null
  /** The terms of sale and the withdrawal information in force when the order was placed (a durable-medium copy), as HTML with absolute links. */
  legalTexts?: { title: string; html: string }[]
}

/** A parcel of the order: its carrier, its tracking number and the carrier's tracking page (null for a carrier the shop no longer knows). */
export interface OrderShippedParcel {
  carrier: string
  trackingNumber: string
  trackingUrl: string | null
}

/** What the "your order has shipped" e-mail shows. */
export interface OrderShippedEmailData {
  number: string
  parcels: OrderShippedParcel[]
  /** The customer's order page, a guest's signed link to the order, or the order look-up page. */
  orderUrl: string
}

/** What the password change notice shows. */
export interface PasswordChangedEmailData {
  firstName: string
  passwordRequestUrl: string
}

/** What the password reset e-mail shows: the shopper's first name and the single-use link. */
export interface PasswordResetEmailData {
  firstName: string
  resetUrl: string
  /** Minutes the link stays valid. */
  validMinutes: number
}

/** What the registration attempt e-mail shows: the owner's first name and a single-use password link. */
export interface RegistrationAttemptEmailData {
  firstName: string
  resetUrl: string
  /** Minutes the link stays valid. */
  validMinutes: number
}

/** What the return status e-mail shows; statuses as the schema's enums. */
export interface ReturnStatusEmailData {
  number: string
  orderNumber: string
  firstname: string
  status: string
  /** The first e-mail of a return: its request was received. */
  requested: boolean
  items: { name: string; sku: string; quantity: number; status: string }[]
  /** Where to send the parcel: name and address lines, and the country's code. */
  returnAddress: string[]
  returnCountry: string
  returnsUrl: string
  /** The prepaid return label PDF, while the return is authorized. */
  labelUrl?: string
}

/** What the back-in-stock e-mail shows: the size that is back, its page and the unsubscribe link. */
export interface StockAlertBackInStockEmailData {
  productName: string
  /** The chosen options (`Navy, 42`). */
  optionLabels: string
  /** The product page with this size chosen. */
  productUrl: string
  unsubscribeUrl: string
}

/** What the stock alert confirmation e-mail shows: the size asked for, the single-use link, the cancel link. */
export interface StockAlertConfirmationEmailData {
  productName: string
  /** The chosen options (`Navy, 42`). */
  optionLabels: string
  confirmUrl: string
  unsubscribeUrl: string
  /** Days the link stays valid. */
  validDays: number
}

/** A withdrawn line as the statement names it. */
export interface WithdrawalEmailItem {
  name: string
  sku: string
  quantity: number
  /** `Label: value` of the size, colour and options bought. */
  options: string[]
  giftCard: boolean
}

/** What both withdrawal e-mails show: the statement as received, and what happens next. */
export interface WithdrawalEmailData {
  orderNumber: string
  /** When the order was placed (ISO). */
  orderDate: string
  name: string
  email: string
  /** When the statement was received (ISO): the acknowledgment states its date and time. */
  submittedAt: string
  wholeOrder: boolean
  items: WithdrawalEmailItem[]
  /** The first instant after the 14 days the consumer has to send the goods back (ISO). */
  returnBy: string
  returnAddress: { name: string; street: string[]; postalCode: string; locality: string; country: string }
  /** The customer's order page, or a guest's signed link to the order. */
  orderUrl: string
  /** Sent by a signed-in customer (else by a guest through the order's link). */
  byCustomer: boolean
}

/** The data each transactional e-mail template takes, by template name. */
export interface EmailTemplateData extends Record<EmailTemplateName, unknown> {
  passwordReset: PasswordResetEmailData
  emailChange: EmailChangeEmailData
  accountCreated: AccountCreatedEmailData
  passwordChanged: PasswordChangedEmailData
  emailChanged: EmailChangedEmailData
  giftCard: GiftCardEmailData
  orderConfirmation: OrderConfirmationEmailData
  newsletterConfirmation: NewsletterConfirmationEmailData
  newsletterWelcome: NewsletterWelcomeEmailData
  stockAlertConfirmation: StockAlertConfirmationEmailData
  stockAlertBackInStock: StockAlertBackInStockEmailData
  contactMessage: ContactMessageEmailData
  contactAcknowledgment: ContactAcknowledgmentEmailData
  orderShipped: OrderShippedEmailData
  creditMemo: CreditMemoEmailData
  withdrawalAcknowledgment: WithdrawalEmailData
  withdrawalReceived: WithdrawalEmailData
  returnStatus: ReturnStatusEmailData
  cartReminder: CartReminderEmailData
  registrationAttempt: RegistrationAttemptEmailData
}

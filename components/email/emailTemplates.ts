import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PasswordResetEmail, type PasswordResetEmailData } from './PasswordResetEmail.tsx'
import { EmailChangeEmail, type EmailChangeEmailData } from './EmailChangeEmail.tsx'
import { AccountCreatedEmail, type AccountCreatedEmailData } from './AccountCreatedEmail.tsx'
import { PasswordChangedEmail, type PasswordChangedEmailData } from './PasswordChangedEmail.tsx'
import { EmailChangedEmail, type EmailChangedEmailData } from './EmailChangedEmail.tsx'
import { GiftCardEmail, type GiftCardEmailData } from './GiftCardEmail.tsx'
import { OrderConfirmationEmail, type OrderConfirmationEmailData } from './OrderConfirmationEmail.tsx'
import { NewsletterConfirmationEmail, type NewsletterConfirmationEmailData } from './NewsletterConfirmationEmail.tsx'
import { NewsletterWelcomeEmail, type NewsletterWelcomeEmailData } from './NewsletterWelcomeEmail.tsx'
import { StockAlertConfirmationEmail, type StockAlertConfirmationEmailData } from './StockAlertConfirmationEmail.tsx'
import { StockAlertBackInStockEmail, type StockAlertBackInStockEmailData } from './StockAlertBackInStockEmail.tsx'
import { ContactMessageEmail, type ContactMessageEmailData } from './ContactMessageEmail.tsx'
import { ContactAcknowledgmentEmail, type ContactAcknowledgmentEmailData } from './ContactAcknowledgmentEmail.tsx'
import { OrderShippedEmail, type OrderShippedEmailData } from './OrderShippedEmail.tsx'
import { CreditMemoEmail, type CreditMemoEmailData } from './CreditMemoEmail.tsx'
import { WithdrawalAcknowledgmentEmail, type WithdrawalEmailData } from './WithdrawalAcknowledgmentEmail.tsx'
import { WithdrawalReceivedEmail } from './WithdrawalReceivedEmail.tsx'
import { ReturnStatusEmail, type ReturnStatusEmailData } from './ReturnStatusEmail.tsx'
import { CartReminderEmail, type CartReminderEmailData } from './CartReminderEmail.tsx'
import { RegistrationAttemptEmail, type RegistrationAttemptEmailData } from './RegistrationAttemptEmail.tsx'
import type { EmailTemplateName } from './emailTemplateNames.ts'

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

/** A template: its translated subject (which may name a value of the data, `{number}`) and the React component of its body. */
export interface EmailTemplate<Data> {
  subject: MessageDescriptor
  Body: ComponentType<{ data: Data }>
}

/** Every transactional e-mail the shop sends, by name (the outbox stores the name). */
export const EMAIL_TEMPLATES: { [Name in EmailTemplateName]: EmailTemplate<EmailTemplateData[Name]> } = {
  passwordReset: { subject: msg`Reset your password`, Body: PasswordResetEmail },
  emailChange: { subject: msg`Confirm your new e-mail address`, Body: EmailChangeEmail },
  accountCreated: { subject: msg`Welcome: your account is open`, Body: AccountCreatedEmail },
  passwordChanged: { subject: msg`Your password was changed`, Body: PasswordChangedEmail },
  emailChanged: { subject: msg`The e-mail address of your account was changed`, Body: EmailChangedEmail },
  giftCard: { subject: msg`You have received a gift card`, Body: GiftCardEmail },
  orderConfirmation: { subject: msg({ message: 'Your order {number} is confirmed', comment: '{number} is the order number, 000000042' }), Body: OrderConfirmationEmail },
  newsletterConfirmation: { subject: msg`Confirm your newsletter subscription`, Body: NewsletterConfirmationEmail },
  newsletterWelcome: { subject: msg`You are subscribed to our newsletter`, Body: NewsletterWelcomeEmail },
  stockAlertConfirmation: { subject: msg`Confirm your stock alert`, Body: StockAlertConfirmationEmail },
  stockAlertBackInStock: { subject: msg`It is back in stock`, Body: StockAlertBackInStockEmail },
  contactMessage: { subject: msg`New message from the contact form`, Body: ContactMessageEmail },
  contactAcknowledgment: { subject: msg`We have received your message`, Body: ContactAcknowledgmentEmail },
  orderShipped: { subject: msg({ message: 'Your order {number} has shipped', comment: '{number} is the order number, 000000042' }), Body: OrderShippedEmail },
  creditMemo: { subject: msg({ message: 'Your refund for order {orderNumber}', comment: '{orderNumber} is the order number, 000000042' }), Body: CreditMemoEmail },
  withdrawalAcknowledgment: { subject: msg({ message: 'Acknowledgment of receipt of your withdrawal from order {orderNumber}', comment: '{orderNumber} is the order number, 000000042' }), Body: WithdrawalAcknowledgmentEmail },
  withdrawalReceived: { subject: msg({ message: 'Withdrawal from order {orderNumber} received', comment: '{orderNumber} is the order number, 000000042' }), Body: WithdrawalReceivedEmail },
  returnStatus: { subject: msg({ message: 'News of your return {number}', comment: '{number} is the return number, RMA-000042' }), Body: ReturnStatusEmail },
  cartReminder: { subject: msg`You left something in your cart`, Body: CartReminderEmail },
  registrationAttempt: { subject: msg`Someone tried to open an account with your e-mail address`, Body: RegistrationAttemptEmail },
}

/** What the e-mail page renders: a template and its data. */
export interface EmailRenderRequest {
  template: EmailTemplateName
  data: Record<string, unknown>
}

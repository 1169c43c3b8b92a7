import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PasswordResetEmail } from './PasswordResetEmail.tsx'
import { EmailChangeEmail } from './EmailChangeEmail.tsx'
import { AccountCreatedEmail } from './AccountCreatedEmail.tsx'
import { PasswordChangedEmail } from './PasswordChangedEmail.tsx'
import { EmailChangedEmail } from './EmailChangedEmail.tsx'
import { GiftCardEmail } from './GiftCardEmail.tsx'
import { OrderConfirmationEmail } from './OrderConfirmationEmail.tsx'
import { NewsletterConfirmationEmail } from './NewsletterConfirmationEmail.tsx'
import { NewsletterWelcomeEmail } from './NewsletterWelcomeEmail.tsx'
import { StockAlertConfirmationEmail } from './StockAlertConfirmationEmail.tsx'
import { StockAlertBackInStockEmail } from './StockAlertBackInStockEmail.tsx'
import { ContactMessageEmail } from './ContactMessageEmail.tsx'
import { ContactAcknowledgmentEmail } from './ContactAcknowledgmentEmail.tsx'
import { OrderShippedEmail } from './OrderShippedEmail.tsx'
import { CreditMemoEmail } from './CreditMemoEmail.tsx'
import { WithdrawalAcknowledgmentEmail } from './WithdrawalAcknowledgmentEmail.tsx'
import { WithdrawalReceivedEmail } from './WithdrawalReceivedEmail.tsx'
import { ReturnStatusEmail } from './ReturnStatusEmail.tsx'
import { CartReminderEmail } from './CartReminderEmail.tsx'
import { RegistrationAttemptEmail } from './RegistrationAttemptEmail.tsx'
import type { EmailTemplateName } from '../../domain/email/emailTemplateNames.ts'
import type { EmailTemplateData } from '../../domain/email/emailData.ts'

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
  orderConfirmation: {
    subject: msg({
      message: 'Your order {number} is confirmed',
      comment: '{number} is the order number, 000000042',
    }),
    Body: OrderConfirmationEmail,
  },
  newsletterConfirmation: {
    subject: msg`Confirm your newsletter subscription`,
    Body: NewsletterConfirmationEmail,
  },
  newsletterWelcome: { subject: msg`You are subscribed to our newsletter`, Body: NewsletterWelcomeEmail },
  stockAlertConfirmation: { subject: msg`Confirm your stock alert`, Body: StockAlertConfirmationEmail },
  stockAlertBackInStock: { subject: msg`It is back in stock`, Body: StockAlertBackInStockEmail },
  contactMessage: { subject: msg`New message from the contact form`, Body: ContactMessageEmail },
  contactAcknowledgment: { subject: msg`We have received your message`, Body: ContactAcknowledgmentEmail },
  orderShipped: {
    subject: msg({
      message: 'Your order {number} has shipped',
      comment: '{number} is the order number, 000000042',
    }),
    Body: OrderShippedEmail,
  },
  creditMemo: {
    subject: msg({
      message: 'Your refund for order {orderNumber}',
      comment: '{orderNumber} is the order number, 000000042',
    }),
    Body: CreditMemoEmail,
  },
  withdrawalAcknowledgment: {
    subject: msg({
      message: 'Acknowledgement of receipt of your withdrawal from order {orderNumber}',
      comment: '{orderNumber} is the order number, 000000042',
    }),
    Body: WithdrawalAcknowledgmentEmail,
  },
  withdrawalReceived: {
    subject: msg({
      message: 'Withdrawal from order {orderNumber} received',
      comment: '{orderNumber} is the order number, 000000042',
    }),
    Body: WithdrawalReceivedEmail,
  },
  returnStatus: {
    subject: msg({
      message: 'News of your return {number}',
      comment: '{number} is the return number, RMA-000042',
    }),
    Body: ReturnStatusEmail,
  },
  cartReminder: { subject: msg`You left something in your cart`, Body: CartReminderEmail },
  registrationAttempt: {
    subject: msg`Someone tried to open an account with your e-mail address`,
    Body: RegistrationAttemptEmail,
  },
}

/** What the e-mail page renders: a template and its data. */
export interface EmailRenderRequest {
  template: EmailTemplateName
  data: Record<string, unknown>
}

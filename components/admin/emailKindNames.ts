import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { EmailTemplateName } from '../../domain/email/emailTemplateNames.ts'

/** How each kind of e-mail (the outbox's template) reads to staff: at /admin/emails and on the order's page. */
export const EMAIL_KIND_NAMES: Readonly<Record<EmailTemplateName, MessageDescriptor>> = {
  passwordReset: msg({ message: 'Password reset', context: 'email kind' }),
  emailChange: msg({ message: 'New e-mail address confirmation', context: 'email kind' }),
  accountCreated: msg({ message: 'Account welcome', context: 'email kind' }),
  passwordChanged: msg({ message: 'Password change notice', context: 'email kind' }),
  emailChanged: msg({ message: 'E-mail address change notice', context: 'email kind' }),
  giftCard: msg({ message: 'Gift card', context: 'email kind' }),
  orderConfirmation: msg({ message: 'Order confirmation', context: 'email kind' }),
  newsletterConfirmation: msg({ message: 'Newsletter subscription confirmation', context: 'email kind' }),
  newsletterWelcome: msg({ message: 'Newsletter welcome', context: 'email kind' }),
  stockAlertConfirmation: msg({ message: 'Stock alert confirmation', context: 'email kind' }),
  stockAlertBackInStock: msg({ message: 'Back-in-stock alert', context: 'email kind' }),
  contactMessage: msg({ message: 'Contact form message (to the shop)', context: 'email kind' }),
  contactAcknowledgment: msg({ message: 'Contact form acknowledgement', context: 'email kind' }),
  orderShipped: msg({ message: 'Shipping notice', context: 'email kind' }),
  creditMemo: msg({ message: 'Credit memo', context: 'email kind' }),
  withdrawalAcknowledgment: msg({ message: 'Withdrawal acknowledgement', context: 'email kind' }),
  withdrawalReceived: msg({ message: 'Withdrawal notice (to the shop)', context: 'email kind' }),
  returnStatus: msg({ message: 'Return update', context: 'email kind' }),
  cartReminder: msg({ message: 'Cart reminder', context: 'email kind' }),
  registrationAttempt: msg({ message: 'Registration attempt notice', context: 'email kind' }),
}

/**
 * The label of the button that sends an e-mail of each kind again, a whole sentence per kind
 * so that each language can choose its article and word order.
 */
export const EMAIL_RESEND_LABELS: Readonly<Record<EmailTemplateName, MessageDescriptor>> = {
  passwordReset: msg({ message: 'Send the password reset again', context: 'email resend' }),
  emailChange: msg({ message: 'Send the new e-mail address confirmation again', context: 'email resend' }),
  accountCreated: msg({ message: 'Send the account welcome again', context: 'email resend' }),
  passwordChanged: msg({ message: 'Send the password change notice again', context: 'email resend' }),
  emailChanged: msg({ message: 'Send the e-mail address change notice again', context: 'email resend' }),
  giftCard: msg({ message: 'Send the gift card again', context: 'email resend' }),
  orderConfirmation: msg({ message: 'Send the order confirmation again', context: 'email resend' }),
  newsletterConfirmation: msg({
    message: 'Send the newsletter subscription confirmation again',
    context: 'email resend',
  }),
  newsletterWelcome: msg({ message: 'Send the newsletter welcome again', context: 'email resend' }),
  stockAlertConfirmation: msg({
    message: 'Send the stock alert confirmation again',
    context: 'email resend',
  }),
  stockAlertBackInStock: msg({ message: 'Send the back-in-stock alert again', context: 'email resend' }),
  contactMessage: msg({ message: 'Send the contact form message again', context: 'email resend' }),
  contactAcknowledgment: msg({
    message: 'Send the contact form acknowledgement again',
    context: 'email resend',
  }),
  orderShipped: msg({ message: 'Send the shipping notice again', context: 'email resend' }),
  creditMemo: msg({ message: 'Send the credit memo again', context: 'email resend' }),
  withdrawalAcknowledgment: msg({
    message: 'Send the withdrawal acknowledgement again',
    context: 'email resend',
  }),
  withdrawalReceived: msg({ message: 'Send the withdrawal notice again', context: 'email resend' }),
  returnStatus: msg({ message: 'Send the return update again', context: 'email resend' }),
  cartReminder: msg({ message: 'Send the cart reminder again', context: 'email resend' }),
  registrationAttempt: msg({
    message: 'Send the registration attempt notice again',
    context: 'email resend',
  }),
}

/** The name of an outbox row's kind; null for a template this version does not know (shown as it is). */
export function emailKindName(template: string): MessageDescriptor | null {
  return Object.hasOwn(EMAIL_KIND_NAMES, template) ? EMAIL_KIND_NAMES[template as EmailTemplateName] : null
}

/** The label of the button that sends an outbox row again; null for a template this version does not know. */
export function emailResendLabel(template: string): MessageDescriptor | null {
  return Object.hasOwn(EMAIL_RESEND_LABELS, template)
    ? EMAIL_RESEND_LABELS[template as EmailTemplateName]
    : null
}

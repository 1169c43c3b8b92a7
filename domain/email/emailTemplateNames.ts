/**
 * Names of the transactional e-mail templates. Kept apart from the templates themselves
 * (Lingui macros, compiled by Vite only) so the rules and the server, which run without Vite, can check
 * an outbox row's template before asking Vike to render it.
 */
export const EMAIL_TEMPLATE_NAMES = [
  'passwordReset',
  'emailChange',
  'accountCreated',
  'passwordChanged',
  'emailChanged',
  'giftCard',
  'orderConfirmation',
  'newsletterConfirmation',
  'newsletterWelcome',
  'stockAlertConfirmation',
  'stockAlertBackInStock',
  'contactMessage',
  'contactAcknowledgment',
  'orderShipped',
  'creditMemo',
  'withdrawalAcknowledgment',
  'withdrawalReceived',
  'returnStatus',
  'cartReminder',
  'registrationAttempt',
] as const

/** Name of a transactional e-mail template. */
export type EmailTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[number]

/** Whether a name is a known template (rows of an older or newer version may name others). */
export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return (EMAIL_TEMPLATE_NAMES as readonly string[]).includes(name)
}

/** One-time messages a per-shopper page shows after a form's redirect (translated by the page). */
export const FORM_NOTICES = [
  'registered',
  'registeredWithOrder',
  'signedOut',
  'passwordResetSent',
  'passwordResetDone',
  'saved',
  'emailChangeSent',
  'emailChanged',
  'passwordChanged',
  'addressSaved',
  'addressDeleted',
  'newsletterSubscribed',
  'newsletterUnsubscribed',
  'newsletterConfirmationSent',
  'newsletterConfirmed',
  'addedToCart',
  'cartUpdated',
  'cartItemRemoved',
  'couponApplied',
  'couponRemoved',
  'productsAdded',
  'giftCardApplied',
  'giftCardRemoved',
  'storeCreditApplied',
  'storeCreditRemoved',
] as const

/** A one-time message code. */
export type FormNotice = (typeof FORM_NOTICES)[number]

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FormState } from '../../server/renderShopPage.ts'
import type { FormNotice } from '../../server/forms/formNotices.ts'
import { MUTATION_ERROR_MESSAGES } from './mutationErrorMessages.ts'

/** Shown when the server refused a form's token or origin (an old tab, a form from elsewhere). */
export const FORM_EXPIRED_MESSAGE = msg`This form expired. Please send it again.`

/** Shown when an order look-up matched no order (which of number, e-mail and postcode is wrong is not said). */
export const ORDER_NOT_FOUND_MESSAGE = msg`No order matches this order number, e-mail address and postcode. Please check them and try again.`

/** What the shopper reads for a refused form: the mutation's error, the expired form, the unknown address, or the order not found. */
export function formErrorMessage(code: FormState['errorCode']): MessageDescriptor {
  if (code === 'FORM_EXPIRED') return FORM_EXPIRED_MESSAGE
  // The server words an unknown address itself (`message`, components/forms/unknownAddressMessage.ts), keeping it out of the islands' catalogues.
  if (code === 'UNKNOWN_ADDRESS') return FORM_EXPIRED_MESSAGE
  if (code === 'ORDER_NOT_FOUND') return ORDER_NOT_FOUND_MESSAGE
  return MUTATION_ERROR_MESSAGES[code]
}

/** The one-time message of each notice code a form's redirect leaves (server/forms/formNotices.ts). */
export const FORM_NOTICE_MESSAGES: Record<FormNotice, MessageDescriptor> = {
  registered: msg`Welcome! Your account is ready.`,
  registeredWithOrder: msg`Welcome! Your account is ready, and your order is now in it.`,
  signedOut: msg`You are signed out.`,
  passwordResetSent: msg`If an account exists for this address, we have sent it a link to choose a new password. Please check your inbox, and your spam folder too.`,
  passwordResetDone: msg`Your new password is saved. You can sign in with it now.`,
  saved: msg`Your changes are saved.`,
  emailChangeSent: msg`We have sent a confirmation link to your new e-mail address. Your address changes once you open it.`,
  emailChanged: msg`Your new e-mail address is confirmed. Use it from now on to sign in.`,
  passwordChanged: msg`Your password is changed. Other devices signed in to your account were signed out.`,
  addressSaved: msg`The address is saved.`,
  addressDeleted: msg`The address is deleted.`,
  newsletterSubscribed: msg`You are subscribed to the newsletter.`,
  newsletterUnsubscribed: msg`You are unsubscribed from the newsletter.`,
  marketingUnsubscribed: msg`You are unsubscribed: we will send you no more cart reminders or marketing e-mails.`,
  newsletterConfirmationSent: msg`Check your inbox: we have sent you a link to confirm your subscription. You are subscribed only once you open it (look in your spam folder too).`,
  newsletterConfirmed: msg`Your subscription is confirmed: welcome to our newsletter!`,
  stockAlertConfirmationSent: msg`Check your inbox: we have sent you a link to confirm your alert. We will write to you when the size is back only once you open it.`,
  stockAlertConfirmed: msg`Your alert is confirmed: we will send you one e-mail when this size is back in stock.`,
  stockAlertSent: msg`Good news: this size is already back in stock, we have just sent you an e-mail.`,
  stockAlertUnsubscribed: msg`Your stock alert is cancelled: we will not write to you about this size.`,
  addedToCart: msg`The product is in your cart.`,
  cartUpdated: msg`The quantity is updated.`,
  cartItemRemoved: msg`The product is removed from your cart.`,
  couponApplied: msg`The coupon code is applied.`,
  couponRemoved: msg`The coupon code is removed.`,
  productsAdded: msg`The products are added to your cart.`,
  reordered: msg`The products of your order are in your cart again.`,
  giftCardApplied: msg`The gift card is applied to your order.`,
  giftCardRemoved: msg`The gift card is removed from your order.`,
  storeCreditApplied: msg`Your store credit is applied to your order.`,
  storeCreditRemoved: msg`Your store credit is no longer used for this order.`,
  reviewSubmitted: msg`Thank you, your review will be published after moderation.`,
  contactMessageSent: msg`Thank you, your message is sent. We answer within one working day, and we have e-mailed you a copy.`,
  wishlistAdded: msg`The product is in your wishlist.`,
  wishlistItemRemoved: msg`The product is removed from your wishlist.`,
  wishlistItemMoved: msg`The product is moved to your cart.`,
  wishlistShared: msg`Your wishlist is shared: send the link below to anyone you like.`,
  wishlistShareRevoked: msg`Your wishlist is no longer shared: the old link no longer works.`,
  wishlistItemsAddedToCart: msg`The wishlist's products are added to your cart.`,
  withdrawalReceived: msg`Your withdrawal is received. We have e-mailed you the acknowledgement of receipt.`,
  returnRequested: msg`Your return request is sent. We will tell you by e-mail as soon as it is checked.`,
}

/** Whether a notice code is one this storefront knows how to say. */
export function isFormNotice(code: string | null): code is FormNotice {
  return code !== null && Object.hasOwn(FORM_NOTICE_MESSAGES, code)
}

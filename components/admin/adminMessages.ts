import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What a refused back-office form says, by its error code. */
export const ADMIN_ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  WRONG_CREDENTIALS: msg`The e-mail address or the password is not right.`,
  WRONG_CODE: msg`This code is not right. Enter the current code of your app, or a recovery code.`,
  SIGN_IN_EXPIRED: msg`The sign-in took too long. Enter your e-mail address and password again.`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Wait a few minutes and try again.`,
  FORM_EXPIRED: msg`This form has expired. Reload the page and send it again.`,
  SETUP_LINK_INVALID: msg`This set-up link is no longer valid. Ask an owner for a new one.`,
  TOO_SHORT: msg`The password needs at least 12 characters.`,
  TOO_LONG: msg`This password is too long.`,
  TOO_COMMON: msg`This password is too common. Choose another one.`,
  CONTAINS_EMAIL: msg`The password must not contain your e-mail address.`,
  INVALID_EMAIL: msg`Enter a valid e-mail address.`,
  EMAIL_TAKEN: msg`A staff member already has this e-mail address.`,
  NOT_FOUND: msg`This staff member does not exist.`,
  CANNOT_CHANGE_SELF: msg`You cannot change your own account here.`,
  FORBIDDEN: msg`You are not allowed to do this.`,
  INVALID_ROLE: msg`Choose a role.`,
  REVIEW_NOT_FOUND: msg`This review does not exist any more.`,
  REASON_REQUIRED: msg`Give a reason for rejecting this review (staff only see it).`,
  UNKNOWN_SKU: msg`No size has this SKU.`,
  INVALID_QUANTITY: msg`Enter a quantity: a whole number from 0 to 1,000,000.`,
  EMPTY_LIST: msg`Paste at least one line: SKU;quantity.`,
  INVALID_LINES: msg`Nothing was changed: correct the lines below and send the list again.`,
}

/** The one-time messages after a form's redirect (`?done=`). */
export const ADMIN_NOTICES: Record<string, MessageDescriptor> = {
  signedOut: msg`You are signed out.`,
  signedOutEverywhere: msg`You are signed out on every device.`,
  setupDone: msg`Your account is set up. Sign in with your password and a code of your app.`,
  roleChanged: msg`The role is changed.`,
  disabled: msg`The staff member is disabled; their sessions ended.`,
  reviewApproved: msg`The review is approved: it shows on the product page.`,
  reviewRejected: msg`The review is rejected.`,
  stockSet: msg`The stock is saved.`,
  stockListSet: msg`The stock of every line is saved.`,
}

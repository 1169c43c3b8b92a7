import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Codes the payment provider answers a card with: refused details (per field) or a declined attempt. */
export type CardFormErrorCode =
  | 'invalid_number'
  | 'invalid_expiry'
  | 'expired_card'
  | 'invalid_cvc'
  | 'missing_name'
  | 'declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  | 'unavailable'

/** The card form field each refused detail belongs to; other codes concern the whole form. */
export const CARD_ERROR_FIELD: Partial<Record<CardFormErrorCode, CardFieldName>> = {
  invalid_number: 'number',
  invalid_expiry: 'expiry',
  expired_card: 'expiry',
  invalid_cvc: 'cvc',
  missing_name: 'name',
}

/** The card form's fields, named as the provider's endpoint reads them. */
export type CardFieldName = 'number' | 'expiry' | 'cvc' | 'name'

/** What the shopper reads for each code, in the store's language. */
export const CARD_ERROR_MESSAGES: Record<CardFormErrorCode, MessageDescriptor> = {
  invalid_number: msg`This card number is not valid. Please check it.`,
  invalid_expiry: msg`Please enter the expiry date as MM/YY.`,
  expired_card: msg`This card has expired. Please use another card.`,
  invalid_cvc: msg`The security code is the 3 digits on the back of the card.`,
  missing_name: msg`Please enter the name shown on the card.`,
  declined: msg`Your card was declined. Please use another card.`,
  insufficient_funds: msg`Your card has insufficient funds. Please use another card.`,
  authentication_failed: msg`Your bank could not confirm this payment. Please try again or use another card.`,
  unavailable: msg`The payment could not be sent. Please check your connection and try again.`,
}

/** Whether a string (from a query parameter or an answer) is a code the card form knows. */
export function isCardFormErrorCode(value: unknown): value is CardFormErrorCode {
  return typeof value === 'string' && Object.hasOwn(CARD_ERROR_MESSAGES, value)
}

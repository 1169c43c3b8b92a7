/**
 * What the gift card island receives (JSON props) and the pure rules of its form (docs/storefront-rules.md#gift-card-form):
 * which amount is chosen, how the recipient e-mail follows the sender's, what is wrong.
 */
import {
  CUSTOM_AMOUNT,
  EMAIL_DELIVERY,
  GIFT_CARD_FIELD,
  parseEuroAmount,
  type GiftCardFieldName,
} from '../cart/giftCardFormFields.ts'
import { isEmailAddress } from '../../config/emailAddress.ts'

/** A gift card product as its form shows it; amounts in euros, gross. */
export interface GiftCardProduct {
  sku: string
  name: string
  currency: string
  /** The listed amounts, ascending. */
  amounts: number[]
  /** The range of a typed amount, or null when only the listed amounts are sold. */
  openAmount: { min: number; max: number } | null
  /** Days a card can be spent once issued, or null when it never expires. */
  lifetimeDays: number | null
}

/** The form's values by field name, as typed (the quantity is not one of them). */
export type GiftCardValues = Record<GiftCardFieldName, string>

/** Longest message, in characters. */
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 300

/** What can be wrong with a field. */
export type GiftCardProblem =
  'chooseAmount' | 'amountOutOfRange' | 'required' | 'invalidEmail' | 'messageTooLong'

/** The problems of a form, by field; a field without problem is absent. */
export type GiftCardErrors = Partial<Record<GiftCardFieldName, GiftCardProblem>>

/**
 * The values to start on: what a refused add sent back (nothing lost, an empty recipient
 * e-mail shown as the sender's it stood for), else an empty form; e-mail delivery either way.
 */
export function startingGiftCardValues(sent: Record<string, string> = {}): GiftCardValues {
  const values = Object.fromEntries(
    Object.values(GIFT_CARD_FIELD).map((name) => [name, sent[name] ?? '']),
  ) as GiftCardValues
  return {
    ...withSenderEmail(values, values[GIFT_CARD_FIELD.senderEmail]),
    [GIFT_CARD_FIELD.type]: EMAIL_DELIVERY,
  }
}

/** The value a radio of the listed amount `amount` posts (`25.00`). */
export function amountChoiceValue(amount: number): string {
  return amount.toFixed(2)
}

/** The chosen amount in cents: a listed one, or the typed one within range; null when none can be bought yet. */
export function chosenAmountCents(product: GiftCardProduct, values: GiftCardValues): number | null {
  const chosen = values[GIFT_CARD_FIELD.amount]
  if (chosen === CUSTOM_AMOUNT) {
    const typed = parseEuroAmount(values[GIFT_CARD_FIELD.customAmount])
    const range = product.openAmount
    return typed !== null &&
      range &&
      typed >= Math.round(range.min * 100) &&
      typed <= Math.round(range.max * 100)
      ? typed
      : null
  }
  const listed = product.amounts.find((amount) => amountChoiceValue(amount) === chosen)
  return listed === undefined ? null : Math.round(listed * 100)
}

/**
 * The values after the sender's e-mail changes: the recipient's e-mail follows it while the
 * shopper has not typed one of their own (an emptied recipient field follows again).
 */
export function withSenderEmail(values: GiftCardValues, senderEmail: string): GiftCardValues {
  const recipient = values[GIFT_CARD_FIELD.recipientEmail]
  const follows = recipient === '' || recipient === values[GIFT_CARD_FIELD.senderEmail]
  return {
    ...values,
    [GIFT_CARD_FIELD.senderEmail]: senderEmail,
    ...(follows ? { [GIFT_CARD_FIELD.recipientEmail]: senderEmail } : {}),
  }
}

/**
 * What is wrong with the values: an amount must be chosen, and a typed one must be
 * within range; names and the sender's e-mail are required; e-mails must be valid (an empty
 * recipient e-mail is the sender's); the message is optional but not longer than its maximum.
 */
export function giftCardErrors(product: GiftCardProduct, values: GiftCardValues): GiftCardErrors {
  const errors: GiftCardErrors = {}
  const typesAmount = values[GIFT_CARD_FIELD.amount] === CUSTOM_AMOUNT && product.openAmount !== null
  if (chosenAmountCents(product, values) === null) {
    errors[typesAmount ? GIFT_CARD_FIELD.customAmount : GIFT_CARD_FIELD.amount] = typesAmount
      ? 'amountOutOfRange'
      : 'chooseAmount'
  }
  for (const name of [
    GIFT_CARD_FIELD.senderName,
    GIFT_CARD_FIELD.recipientName,
    GIFT_CARD_FIELD.senderEmail,
  ]) {
    if (values[name].trim() === '') errors[name] = 'required'
  }
  for (const name of [GIFT_CARD_FIELD.senderEmail, GIFT_CARD_FIELD.recipientEmail]) {
    const email = values[name].trim()
    if (email !== '' && !isEmailAddress(email)) errors[name] = 'invalidEmail'
  }
  if (values[GIFT_CARD_FIELD.message].replace(/\r\n?/g, '\n').trim().length > GIFT_CARD_MESSAGE_MAX_LENGTH) {
    errors[GIFT_CARD_FIELD.message] = 'messageTooLong'
  }
  return errors
}

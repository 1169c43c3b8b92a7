import { createHash } from 'node:crypto'
import type { Cents } from '../../pricing/index.ts'
import { fromCents } from '../../pricing/index.ts'
import type { GiftCardLineValue } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import type { CartItemInput } from './cartItemInput.ts'
import { isEmailAddress, normalizeEmail } from '../accounts/accountInput.ts'
import { GIFT_CARD_FIELDS } from '../giftcards/giftCardFields.ts'
import { findGiftCardProduct, isGiftCardAmountOffered } from '../giftcards/giftCardProduct.ts'
import type { ItemProblem } from './cartItemChoice.ts'
import { GIFT_CARD_ITEM_MESSAGES, ITEM_ERROR_MESSAGES } from './cartMessages.ts'
import { decodeOptionUid, type GiftCardOptionField } from './optionUids.ts'

/** Longest sender or recipient name. */
export const GIFT_CARD_NAME_MAX_LENGTH = 100
/** Longest message to the recipient. */
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 300

/** The gift card form's field (giftCardForm) whose label names each entered option in a refusal. */
const LABEL_FIELD_OF: Record<GiftCardOptionField, string> = {
  am_giftcard_amount: 'am_giftcard_amount_custom',
  am_giftcard_sender_name: 'am_giftcard_sender_name',
  am_giftcard_sender_email: 'am_giftcard_sender_email',
  am_giftcard_recipient_name: 'am_giftcard_recipient_name',
  am_giftcard_recipient_email: 'am_giftcard_recipient_email',
  am_giftcard_message: 'am_giftcard_message',
}

/**
 * Cents of an amount as a shopper types it in euros: digits, then a comma or a dot and at most
 * two decimals (`50`, `37,5`, `37.50`); null for anything else (signs, thousands separators, a
 * third decimal).
 */
export function parseGiftCardAmount(typed: string): Cents | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(typed.trim())
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/**
 * A digest of a gift card line's details for the line's options key: the same card twice is one
 * line, another recipient (or message) another line, and the key stays short whatever was typed.
 */
export function giftCardDigest(giftCard: GiftCardLineValue): string {
  const { amount_cents, sender_name, sender_email, recipient_name, recipient_email, message } = giftCard
  return createHash('sha256')
    .update(
      JSON.stringify([amount_cents, sender_name, sender_email, recipient_name, recipient_email, message]),
    )
    .digest('base64url')
}

/**
 * Reads and checks the gift card form of an item (its entered options `giftcard/am_giftcard_*`):
 * an amount offered by the product (listed, or typed within its range), the sender's and the
 * recipient's names and valid e-mail addresses, and an optional message; the first problem in
 * the form's order otherwise, in Magento's codes.
 */
export async function chooseGiftCard(
  context: DomainContext,
  sku: string,
  item: CartItemInput,
): Promise<GiftCardLineValue | ItemProblem> {
  const invalidOption: ItemProblem = {
    code: 'INVALID_PARAMETER_VALUE',
    message: ITEM_ERROR_MESSAGES.invalidOption,
  }
  if ((item.selected_options ?? []).length > 0) return invalidOption
  const typed = new Map<GiftCardOptionField, string>()
  for (const entered of item.entered_options ?? []) {
    const uid = decodeOptionUid(entered.uid)
    if (uid?.kind !== 'giftcard' || typed.has(uid.field)) return invalidOption
    typed.set(uid.field, entered.value)
  }
  const label = (field: GiftCardOptionField) =>
    GIFT_CARD_FIELDS.find((candidate) => candidate.code === LABEL_FIELD_OF[field])?.labels[
      context.language
    ] ?? field
  const amount = await chooseAmount(context, sku, typed.get('am_giftcard_amount')?.trim() ?? '')
  if (typeof amount !== 'number') return amount
  const readName = (field: GiftCardOptionField): string | ItemProblem => {
    // A name is one line: line breaks and runs of spaces become one space.
    const name = (typed.get(field) ?? '').replace(/\s+/g, ' ').trim()
    if (name === '')
      return {
        code: 'REQUIRED_PARAMETER_MISSING',
        message: GIFT_CARD_ITEM_MESSAGES.fieldMissing(label(field)),
      }
    return name.length > GIFT_CARD_NAME_MAX_LENGTH
      ? {
          code: 'INVALID_PARAMETER_VALUE',
          message: GIFT_CARD_ITEM_MESSAGES.textTooLong(label(field), GIFT_CARD_NAME_MAX_LENGTH),
        }
      : name
  }
  const readEmail = (field: GiftCardOptionField): string | ItemProblem => {
    const email = normalizeEmail(typed.get(field) ?? '')
    if (email === '')
      return {
        code: 'REQUIRED_PARAMETER_MISSING',
        message: GIFT_CARD_ITEM_MESSAGES.fieldMissing(label(field)),
      }
    return isEmailAddress(email)
      ? email
      : { code: 'INVALID_PARAMETER_VALUE', message: GIFT_CARD_ITEM_MESSAGES.emailInvalid(label(field)) }
  }
  const senderName = readName('am_giftcard_sender_name')
  if (typeof senderName !== 'string') return senderName
  const senderEmail = readEmail('am_giftcard_sender_email')
  if (typeof senderEmail !== 'string') return senderEmail
  const recipientName = readName('am_giftcard_recipient_name')
  if (typeof recipientName !== 'string') return recipientName
  const recipientEmail = readEmail('am_giftcard_recipient_email')
  if (typeof recipientEmail !== 'string') return recipientEmail
  const message = (typed.get('am_giftcard_message') ?? '').replace(/\r\n?/g, '\n').trim()
  if (message.length > GIFT_CARD_MESSAGE_MAX_LENGTH)
    return {
      code: 'INVALID_PARAMETER_VALUE',
      message: GIFT_CARD_ITEM_MESSAGES.textTooLong(
        label('am_giftcard_message'),
        GIFT_CARD_MESSAGE_MAX_LENGTH,
      ),
    }
  return {
    amount_cents: amount,
    sender_name: senderName,
    sender_email: senderEmail,
    recipient_name: recipientName,
    recipient_email: recipientEmail,
    message: message === '' ? null : message,
  }
}

/** The amount typed or chosen, in cents, when the product offers it. */
async function chooseAmount(
  context: DomainContext,
  sku: string,
  typed: string,
): Promise<Cents | ItemProblem> {
  if (typed === '')
    return { code: 'REQUIRED_PARAMETER_MISSING', message: GIFT_CARD_ITEM_MESSAGES.amountMissing }
  const product = await findGiftCardProduct(context.db, sku)
  if (!product) return { code: 'NOT_SALABLE', message: ITEM_ERROR_MESSAGES.notSalable }
  const cents = parseGiftCardAmount(typed)
  if (cents !== null && isGiftCardAmountOffered(product, cents)) return cents
  if (!product.openAmount)
    return { code: 'INVALID_PARAMETER_VALUE', message: GIFT_CARD_ITEM_MESSAGES.amountNotOffered }
  const format = (value: Cents) =>
    new Intl.NumberFormat(context.store.locale, {
      style: 'currency',
      currency: context.store.currency,
    }).format(fromCents(value))
  return {
    code: 'INVALID_PARAMETER_VALUE',
    message: GIFT_CARD_ITEM_MESSAGES.amountOutOfRange(
      format(product.openAmount.minCents),
      format(product.openAmount.maxCents),
    ),
  }
}

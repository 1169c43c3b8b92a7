/** The fields of the gift card form (Amasty's am_giftcard_* names), each an entered option `giftcard/<field>`. */
export const GIFT_CARD_OPTION_FIELDS = [
  'am_giftcard_amount',
  'am_giftcard_sender_name',
  'am_giftcard_sender_email',
  'am_giftcard_recipient_name',
  'am_giftcard_recipient_email',
  'am_giftcard_message',
] as const

/** A field of the gift card form. */
export type GiftCardOptionField = (typeof GIFT_CARD_OPTION_FIELDS)[number]

/** Magento's option uids: base64 of `configurable/…`, `custom-option/…`, `bundle/…` and `giftcard/…` paths. */
export type OptionUid =
  | { kind: 'configurable'; attributeId: number; value: string }
  | { kind: 'custom-option'; optionId: number; valueId: number | null }
  | { kind: 'bundle'; optionId: number; selectionId: number; qty: number }
  | { kind: 'giftcard'; field: GiftCardOptionField }

const WHOLE_NUMBER = /^\d{1,9}$/

/** The uid of a path (`configurable/93/red` → `Y29uZmlndXJhYmxlLzkzL3JlZA==`). */
export function encodeUid(...parts: (string | number)[]): string {
  return Buffer.from(parts.join('/'), 'utf8').toString('base64')
}

/** Reads an option uid; null when it is not one. */
export function decodeOptionUid(uid: string): OptionUid | null {
  if (uid.length > 200) return null
  const [kind, ...parts] = Buffer.from(uid, 'base64').toString('utf8').split('/')
  const numbers = parts.every((part) => WHOLE_NUMBER.test(part)) ? parts.map(Number) : null
  if (kind === 'configurable' && parts.length === 2 && WHOLE_NUMBER.test(parts[0] ?? '') && parts[1]) {
    return { kind, attributeId: Number(parts[0]), value: parts[1] }
  }
  if (kind === 'custom-option' && numbers && (parts.length === 1 || parts.length === 2)) {
    return { kind, optionId: numbers[0] as number, valueId: numbers[1] ?? null }
  }
  if (kind === 'bundle' && numbers && parts.length === 3) {
    return {
      kind,
      optionId: numbers[0] as number,
      selectionId: numbers[1] as number,
      qty: numbers[2] as number,
    }
  }
  const field = GIFT_CARD_OPTION_FIELDS.find((candidate) => candidate === parts[0])
  if (kind === 'giftcard' && parts.length === 1 && field) return { kind, field }
  return null
}

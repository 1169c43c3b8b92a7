/**
 * The product form's fields (as the browser posts them, or as FormData holds them) turned into
 * the shop API's `CartItemInput`, so the form without JavaScript and the configurator island
 * add exactly the same item. Option uids are Magento's (see `CartItemInput` in the schema).
 */

import { CUSTOM_AMOUNT, GIFT_CARD_FIELD, euroAmountText, parseEuroAmount } from './giftCardFormFields.ts'

/** The shop API's `CartItemInput`, without prices (there is no price input). */
export interface CartItemFromForm {
  sku: string
  quantity: number
  selected_options: string[]
  entered_options: Array<{ uid: string; value: string }>
}

/** Base64 of a UTF-8 text (`btoa` only takes Latin-1), as the API's uids are. */
export function base64Uid(path: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(path)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

const ATTRIBUTE_ID = /^attribute_id\[([\w-]+)\]$/
const CHOSEN_VALUE = /^options\[(\d+)\]$/
const ENTERED_TEXT = /^entered\[(\d+)\]$/
const BUNDLE_QUANTITY = /^bundle\[(\d+)\]\[(\d+)\]$/

/**
 * Reads `sku`, `qty`, `attribute_id[code]` with the chosen `code` value, `options[id]` (chosen
 * value ids), `entered[id]` (typed texts), `bundle[option][selection]` (piece quantities) and
 * the gift card form's `am_giftcard_*` fields (see {@link giftCardEnteredOptions}).
 * Empty choices are left out; a quantity that is not a number becomes 0, which the API refuses
 * with its own message.
 */
export function cartItemFromForm(fields: Iterable<[string, string]>): CartItemFromForm {
  const entries = [...fields]
  const value = (name: string) => entries.find(([key]) => key === name)?.[1] ?? ''
  const quantity = Number(value('qty'))
  const item: CartItemFromForm = {
    sku: value('sku'),
    quantity: Number.isFinite(quantity) ? quantity : 0,
    selected_options: [],
    entered_options: [],
  }
  for (const [name, field] of entries) {
    const attribute = ATTRIBUTE_ID.exec(name)
    const chosen = CHOSEN_VALUE.exec(name)
    const entered = ENTERED_TEXT.exec(name)
    const bundle = BUNDLE_QUANTITY.exec(name)
    if (attribute?.[1] && value(attribute[1]))
      item.selected_options.push(base64Uid(`configurable/${field}/${value(attribute[1])}`))
    else if (chosen && field) item.selected_options.push(base64Uid(`custom-option/${chosen[1]}/${field}`))
    else if (entered && field.trim())
      item.entered_options.push({ uid: base64Uid(`custom-option/${entered[1]}`), value: field })
    else if (bundle && field)
      item.selected_options.push(base64Uid(`bundle/${bundle[1]}/${bundle[2]}/${field}`))
  }
  item.entered_options.push(...giftCardEnteredOptions(entries, value))
  return item
}

/**
 * The gift card form's fields as entered options, uid = base64 of `giftcard/<field name>`: the
 * amount (the listed one, or the typed one when `custom`, written `37.50` when it reads as an
 * amount, else as typed for the API to refuse), sender and recipient names and e-mails (the
 * recipient's is the sender's when left empty: this is where a form sent without JavaScript
 * gets it), and the message, left out when empty. None when the form has no gift card field.
 */
function giftCardEnteredOptions(
  entries: ReadonlyArray<[string, string]>,
  value: (name: string) => string,
): CartItemFromForm['entered_options'] {
  if (!entries.some(([name]) => name.startsWith('am_giftcard_'))) return []
  const chosen = value(GIFT_CARD_FIELD.amount)
  const amount = (chosen === CUSTOM_AMOUNT ? value(GIFT_CARD_FIELD.customAmount) : chosen).trim()
  const amountCents = parseEuroAmount(amount)
  const senderEmail = value(GIFT_CARD_FIELD.senderEmail).trim()
  // A form sent without JavaScript breaks lines with CRLF, FormData with LF: one message, one length.
  const message = value(GIFT_CARD_FIELD.message).replace(/\r\n?/g, '\n').trim()
  const options: Array<[string, string]> = [
    [GIFT_CARD_FIELD.amount, amountCents === null ? amount : euroAmountText(amountCents)],
    [GIFT_CARD_FIELD.senderName, value(GIFT_CARD_FIELD.senderName).trim()],
    [GIFT_CARD_FIELD.senderEmail, senderEmail],
    [GIFT_CARD_FIELD.recipientName, value(GIFT_CARD_FIELD.recipientName).trim()],
    [GIFT_CARD_FIELD.recipientEmail, value(GIFT_CARD_FIELD.recipientEmail).trim() || senderEmail],
    ...(message ? [[GIFT_CARD_FIELD.message, message] as [string, string]] : []),
  ]
  return options.map(([name, text]) => ({ uid: base64Uid(`giftcard/${name}`), value: text }))
}

/** A parsed urlencoded body (each field a string, or a list when repeated) as form entries. */
export function formEntries(body: Record<string, string | string[] | undefined>): Array<[string, string]> {
  return Object.entries(body).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one): [string, string] => [
      name,
      one,
    ]),
  )
}

/**
 * The product form's fields (as the browser posts them, or as FormData holds them) turned into
 * the shop API's `CartItemInput`, so the form without JavaScript and the configurator island
 * add exactly the same item. Option uids are Magento's (see `CartItemInput` in the schema).
 */

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
 * value ids), `entered[id]` (typed texts) and `bundle[option][selection]` (piece quantities).
 * Empty choices are left out; a quantity that is not a number becomes 0, which the API refuses
 * with its own message.
 */
export function cartItemFromForm(fields: Iterable<[string, string]>): CartItemFromForm {
  const entries = [...fields]
  const value = (name: string) => entries.find(([key]) => key === name)?.[1] ?? ''
  const quantity = Number(value('qty'))
  const item: CartItemFromForm = { sku: value('sku'), quantity: Number.isFinite(quantity) ? quantity : 0, selected_options: [], entered_options: [] }
  for (const [name, field] of entries) {
    const attribute = ATTRIBUTE_ID.exec(name)
    const chosen = CHOSEN_VALUE.exec(name)
    const entered = ENTERED_TEXT.exec(name)
    const bundle = BUNDLE_QUANTITY.exec(name)
    if (attribute?.[1] && value(attribute[1])) item.selected_options.push(base64Uid(`configurable/${field}/${value(attribute[1])}`))
    else if (chosen && field) item.selected_options.push(base64Uid(`custom-option/${chosen[1]}/${field}`))
    else if (entered && field.trim()) item.entered_options.push({ uid: base64Uid(`custom-option/${entered[1]}`), value: field })
    else if (bundle && field) item.selected_options.push(base64Uid(`bundle/${bundle[1]}/${bundle[2]}/${field}`))
  }
  return item
}

/** A parsed urlencoded body (each field a string, or a list when repeated) as form entries. */
export function formEntries(body: Record<string, string | string[] | undefined>): Array<[string, string]> {
  return Object.entries(body).flatMap(([name, value]) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one): [string, string] => [name, one]))
}

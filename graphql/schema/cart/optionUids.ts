/** Magento's option uids: base64 of `configurable/…`, `custom-option/…`, `bundle/…` paths. */
export type OptionUid =
  | { kind: 'configurable'; attributeId: number; value: string }
  | { kind: 'custom-option'; optionId: number; valueId: number | null }
  | { kind: 'bundle'; optionId: number; selectionId: number; qty: number }

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
    return { kind, optionId: numbers[0] as number, selectionId: numbers[1] as number, qty: numbers[2] as number }
  }
  return null
}

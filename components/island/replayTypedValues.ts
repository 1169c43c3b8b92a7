import type { TypedValue } from './keepTypedValues.ts'

/**
 * Hands what the shopper gave fields before hydration to the hydrated components, as the events
 * a browser sends when typing, so a controlled field's state takes the value instead of writing
 * its own initial value over it. Loaded only when something was typed (it is not on every page's
 * path); a render in between may have reset a field, so the values come from the snapshot.
 */
export function replayTypedValues(typed: readonly TypedValue[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue
    if (field instanceof HTMLSelectElement) {
      field.value = value
      field.dispatchEvent(new Event('change', { bubbles: true }))
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // React compares a box with the state it last saw: show it the other one, then click into the wanted one.
      field.checked = !checked
      field.click()
    } else {
      // Through the element's own setter (React's value tracker records it), then the prototype's (it does not).
      field.value = value === '' ? '\u200b' : ''
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
        field,
        value,
      )
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}

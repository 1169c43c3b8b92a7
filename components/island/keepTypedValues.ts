/** A field the shopper changed before its island hydrated. */
export type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Inputs that hold no typing of the shopper's. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file'])

/**
 * The fields under `root` whose value the shopper changed since the server rendered them (typed,
 * ticked, chosen): a value that differs from the markup's `value`/`checked`/`selected`.
 */
export function fieldsChangedBeforeHydration(root: Element): TypedField[] {
  const changed: TypedField[] = []
  for (const field of root.querySelectorAll<TypedField>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) changed.push(field)
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) changed.push(field)
    } else if (!(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) && field.value !== field.defaultValue) {
      changed.push(field)
    }
  }
  return changed
}

/**
 * Hands what the shopper gave `fields` before hydration to the hydrated components, as the
 * events a browser sends when typing, so a controlled field's state takes the value instead of
 * writing its own initial value over it at the next render. Called once the island's tree is
 * committed, while the fields still show what the shopper typed.
 */
export function replayTypedValues(fields: readonly TypedField[]): void {
  for (const field of fields) {
    if (!field.isConnected) continue
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }))
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      const wanted = field.checked
      // React compares a box with the state it last saw: show it the other one, then click into the wanted one.
      field.checked = !wanted
      field.click()
    } else {
      const typed = field.value
      // Through the element's own setter (React's value tracker records it), then the prototype's (it does not).
      field.value = typed === '' ? '\u200b' : ''
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}

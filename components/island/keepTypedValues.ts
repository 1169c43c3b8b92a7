/** A field the shopper changed before its island hydrated. */
export type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** What the shopper gave a field: its value (a select's chosen value) and, for a box, whether it is ticked. */
export interface TypedValue {
  field: TypedField
  value: string
  checked: boolean
}

/**
 * What the shopper typed, ticked or chose under `root` since the server rendered it: the fields
 * whose value differs from the markup's `value`/`checked`/`selected`, with what they hold now.
 */
export function typedValuesUnder(root: Element): TypedValue[] {
  return [...root.querySelectorAll<TypedField>('input, textarea, select')]
    .filter((field) =>
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)
          ? field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)
          : !/^(hidden|submit|button|reset|image|file)$/.test(field.type) &&
            field.value !== field.defaultValue,
    )
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }))
}

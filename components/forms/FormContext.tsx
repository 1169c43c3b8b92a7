import { createContext, useContext } from 'react'
import type { FormState } from '../../server/renderShopPage.ts'

/** The form a field belongs to, and what the server sent back when it refused that form. */
export interface FormContextValue {
  /** The form's name as the server reports it (`login`, `address` …); field ids start with it. */
  form: string
  /** The refused form's state when it is this form, else null. */
  state: FormState | null
}

/** Given by {@link AccountForm} to the fields inside it. */
export const FormContext = createContext<FormContextValue | null>(null)

/** What a field shows: its id, its error (when the server named it), the value to refill. */
export interface FieldState {
  id: string
  /** Id of the field's error text when the server named this field, else undefined. */
  errorId: string | undefined
  /** The value the shopper typed, when the form comes back refused; undefined otherwise. */
  typed: string | undefined
  /** Whether the form comes back refused (then checkboxes show what was sent, even unchecked). */
  refilled: boolean
  state: FormState | null
}

/** The state of the field `name` of the enclosing form. */
export function useFieldState(name: string): FieldState {
  const context = useContext(FormContext)
  if (!context) throw new Error(`The field "${name}" must be inside an <AccountForm>`)
  const { form, state } = context
  const id = `${form}-${name}`
  return {
    id,
    errorId: state?.errorField === name ? `${id}-error` : undefined,
    typed: state ? state.values[name] : undefined,
    refilled: state !== null,
    state,
  }
}

/** The ids an input is described by (hint, error), or undefined when none. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => id !== undefined)
  return present.length > 0 ? present.join(' ') : undefined
}

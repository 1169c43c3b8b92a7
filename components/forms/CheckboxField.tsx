import type { ReactNode } from 'react'
import { describedBy, useFieldState } from './FormContext.tsx'
import { FieldError } from './FieldError.tsx'
import { checkboxRow, hint as hintStyle } from './forms.styles.ts'

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  name: string
  label: ReactNode
  defaultChecked?: boolean
  required?: boolean
  hint?: ReactNode
  /** The value sent when ticked. */
  value?: string
}

/** Whether a sent checkbox value counts as checked (as the server reads it: server/forms/formFields.ts). */
function isChecked(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== 'false' && value !== '0'
}

/**
 * A checkbox with its label on one 44 px row, inside an {@link AccountForm}. A refused form
 * shows it as it was sent (an unchecked box is not sent, so it comes back unchecked).
 */
export function CheckboxField({
  name,
  label,
  defaultChecked = false,
  required = false,
  hint,
  value = '1',
}: CheckboxFieldProps) {
  const state = useFieldState(name)
  const hintId = hint ? `${state.id}-hint` : undefined
  const checked = state.refilled ? isChecked(state.typed) : defaultChecked
  return (
    <div className={checkboxRow}>
      <label htmlFor={state.id}>
        <input
          id={state.id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={checked}
          required={required}
          aria-invalid={state.errorId ? true : undefined}
          aria-describedby={describedBy(hintId, state.errorId)}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p className={hintStyle} id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={state} />
    </div>
  )
}

import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame.tsx'
import { checkboxRow } from './forms.styles.ts'

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
  return (
    <FieldFrame name={name} hint={hint} className={checkboxRow}>
      {(control, state) => (
        <label htmlFor={control.id}>
          <input
            {...control}
            type="checkbox"
            name={name}
            value={value}
            defaultChecked={state.refilled ? isChecked(state.typed) : defaultChecked}
            required={required}
          />
          <span>{label}</span>
        </label>
      )}
    </FieldFrame>
  )
}

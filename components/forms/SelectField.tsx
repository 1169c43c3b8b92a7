import type { ReactNode } from 'react'
import { describedBy, useFieldState } from './FormContext.tsx'
import { FieldError } from './FieldError.tsx'
import { field } from './forms.styles.ts'

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  name: string
  label: ReactNode
  options: readonly { value: string; label: string }[]
  autoComplete: string
  required?: boolean
  defaultValue?: string
}

/** A labelled drop-down of an {@link AccountForm}; a refused form shows the option sent. */
export function SelectField({
  name,
  label,
  options,
  autoComplete,
  required = false,
  defaultValue,
}: SelectFieldProps) {
  const state = useFieldState(name)
  return (
    <div className={field}>
      <label htmlFor={state.id}>{label}</label>
      <select
        id={state.id}
        name={name}
        autoComplete={autoComplete}
        required={required}
        defaultValue={state.typed ?? defaultValue}
        aria-invalid={state.errorId ? true : undefined}
        aria-describedby={describedBy(state.errorId)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={state} />
    </div>
  )
}

import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
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

/**
 * A labelled drop-down of an {@link AccountForm}, starting with an empty "Choose…" option
 * (a required drop-down needs one to be checked); a refused form shows the option sent.
 */
export function SelectField({
  name,
  label,
  options,
  autoComplete,
  required = false,
  defaultValue,
}: SelectFieldProps) {
  const state = useFieldState(name)
  const { t } = useLingui()
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
        <option value="">{t`Choose…`}</option>
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

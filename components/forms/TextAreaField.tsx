import type { ReactNode } from 'react'
import { describedBy, useFieldState } from './FormContext.tsx'
import { FieldError } from './FieldError.tsx'
import { field, hint as hintStyle } from './forms.styles.ts'

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  name: string
  label: ReactNode
  required?: boolean
  maxLength: number
  rows?: number
  hint?: ReactNode
}

/**
 * A labelled multi-line text of an {@link AccountForm}: a refused form shows what was typed,
 * and the field the server named is marked invalid and described by its error.
 */
export function TextAreaField({ name, label, required = false, maxLength, rows = 6, hint }: TextAreaFieldProps) {
  const state = useFieldState(name)
  const hintId = hint ? `${state.id}-hint` : undefined
  return (
    <div className={field}>
      <label htmlFor={state.id}>{label}</label>
      <textarea
        id={state.id}
        name={name}
        required={required}
        maxLength={maxLength}
        rows={rows}
        defaultValue={state.typed}
        aria-invalid={state.errorId ? true : undefined}
        aria-describedby={describedBy(hintId, state.errorId)}
      />
      {hint ? (
        <p className={hintStyle} id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={state} />
    </div>
  )
}

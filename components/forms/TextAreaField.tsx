import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame.tsx'

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
export function TextAreaField({
  name,
  label,
  required = false,
  maxLength,
  rows = 6,
  hint,
}: TextAreaFieldProps) {
  return (
    <FieldFrame name={name} hint={hint}>
      {(control, state) => (
        <>
          <label htmlFor={control.id}>{label}</label>
          <textarea
            {...control}
            name={name}
            required={required}
            maxLength={maxLength}
            rows={rows}
            defaultValue={state.typed}
          />
        </>
      )}
    </FieldFrame>
  )
}

import type { ReactNode } from 'react'
import { describedBy, useFieldState, type FieldState } from './FormContext.tsx'
import { FieldError } from './FieldError.tsx'
import { field, hint as hintStyle } from './forms.styles.ts'

/** What a field's control carries from its frame: its id, and the marks of an invalid field naming its hint and error. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * The frame every field of an {@link AccountForm} shares: the control (with its label) the
 * field draws from `children`, then its hint and the error the server named. The control gets
 * the id, `aria-invalid` and `aria-describedby` (hint, then error) to spread on it.
 */
export function FieldFrame({
  name,
  hint,
  className = field,
  children,
}: {
  /** The field name the server reads. */
  name: string
  hint?: ReactNode
  className?: string
  children: (control: FieldControlProps, state: FieldState) => ReactNode
}) {
  const state = useFieldState(name)
  const hintId = hint ? `${state.id}-hint` : undefined
  const control: FieldControlProps = {
    id: state.id,
    'aria-invalid': state.errorId ? true : undefined,
    'aria-describedby': describedBy(hintId, state.errorId),
  }
  return (
    <div className={className}>
      {children(control, state)}
      {hint ? (
        <p className={hintStyle} id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={state} />
    </div>
  )
}

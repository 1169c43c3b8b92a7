import { useLingui } from '@lingui/react/macro'
import { formErrorMessage } from './formMessages.ts'
import type { FieldState } from './FormContext.tsx'
import { fieldError } from './forms.styles.ts'

/** The error text under a field the server named, which the field's aria-describedby points at. */
export function FieldError({ field }: { field: FieldState }) {
  const { i18n } = useLingui()
  if (!field.errorId || !field.state) return null
  return (
    <p className={fieldError} id={field.errorId}>
      {i18n._(formErrorMessage(field.state.errorCode))}
    </p>
  )
}

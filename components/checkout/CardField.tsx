import { useId, type HTMLAttributes } from 'react'
import { field, fieldError } from '../forms/forms.styles.ts'
import type { CardFieldName } from './cardErrorMessages.ts'

/** Props of {@link CardField}. */
export interface CardFieldProps {
  name: CardFieldName
  label: string
  /** The card autocomplete token (`cc-number`, `cc-exp`, `cc-csc`, `cc-name`), so browsers can fill saved cards. */
  autoComplete: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  maxLength: number
  /** The translated error of this field, shown under it and announced with it. */
  error: string | null
}

/** A labelled field of the card form; a refused one is marked invalid and described by its error. */
export function CardField({ name, label, autoComplete, inputMode, maxLength, error }: CardFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        required
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p className={fieldError} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

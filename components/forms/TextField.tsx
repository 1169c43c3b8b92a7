import type { HTMLAttributes, ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { describedBy, useFieldState } from './FormContext.tsx'
import { FieldError } from './FieldError.tsx'
import { field, hint as hintStyle, optionalMark } from './forms.styles.ts'

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The field name the server reads (server/forms/accountFormActions.ts). */
  name: string
  label: ReactNode
  type?: 'text' | 'email' | 'password' | 'tel'
  /** An autocomplete token (`email`, `current-password`, `given-name` …). */
  autoComplete: string
  required?: boolean
  /** Value shown before the shopper types (their saved name); never used for passwords. */
  defaultValue?: string
  hint?: ReactNode
  minLength?: number
  maxLength?: number
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
}

/**
 * A labelled text input of an {@link AccountForm}. A refused form shows the typed value
 * again (passwords never), and the field the server named is marked invalid and described
 * by its error text.
 */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
  defaultValue,
  hint,
  minLength,
  maxLength = 255,
  inputMode,
}: TextFieldProps) {
  const state = useFieldState(name)
  const hintId = hint ? `${state.id}-hint` : undefined
  const isPassword = type === 'password'
  const value = isPassword ? undefined : (state.typed ?? defaultValue)
  const isEmail = type === 'email'
  return (
    <div className={field}>
      <label htmlFor={state.id}>
        {label}
        {required ? null : (
          <span className={optionalMark}>
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      <input
        id={state.id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={value}
        minLength={minLength}
        maxLength={maxLength}
        inputMode={inputMode}
        {...(isEmail || isPassword ? { autoCapitalize: 'none', spellCheck: false } : {})}
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

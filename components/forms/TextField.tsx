import type { HTMLAttributes, ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { FieldFrame } from './FieldFrame.tsx'
import { optionalMark } from './forms.styles.ts'

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The field name the server reads (server/forms/*FormActions.ts). */
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
  const isPassword = type === 'password'
  const isEmail = type === 'email'
  return (
    <FieldFrame name={name} hint={hint}>
      {(control, state) => (
        <>
          <label htmlFor={control.id}>
            {label}
            {required ? null : (
              <span className={optionalMark}>
                {' '}
                <Trans>(optional)</Trans>
              </span>
            )}
          </label>
          <input
            {...control}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required={required}
            defaultValue={isPassword ? undefined : (state.typed ?? defaultValue)}
            minLength={minLength}
            maxLength={maxLength}
            inputMode={inputMode}
            {...(isEmail || isPassword ? { autoCapitalize: 'none', spellCheck: false } : {})}
          />
        </>
      )}
    </FieldFrame>
  )
}

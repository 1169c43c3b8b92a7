import { useId, type HTMLAttributes } from 'react'
import { cx } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import type { GiftCardFieldName } from '../cart/giftCardFormFields.ts'
import { field } from './configurator.styles.ts'
import { fieldError, giftCardField } from './giftCardForm.styles.ts'

/** Props of {@link GiftCardField}. */
export interface GiftCardFieldProps {
  name: GiftCardFieldName
  label: string
  value: string
  onChange: (value: string) => void
  /** An autocomplete token (`name`, `email`, or `off` for the recipient's details). */
  autoComplete: string
  type?: 'text' | 'email'
  /** A textarea instead of an input. */
  multiline?: boolean
  /** Required by the browser's own validation too (without JavaScript); unmarked fields say "(optional)" unless `optionalMark` is false. */
  required?: boolean
  /** Whether an optional field says so; false for one the form fills when left empty. */
  optionalMark?: boolean
  hint?: string | undefined
  /** What is wrong, in the store's language, or null. */
  error: string | null
  maxLength?: number
  disabled?: boolean
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
}

/**
 * A labelled text field of the gift card form: input or textarea, its hint, and its error,
 * which marks the control invalid and describes it.
 */
export function GiftCardField({
  name,
  label,
  value,
  onChange,
  autoComplete,
  type = 'text',
  multiline = false,
  required = false,
  optionalMark = true,
  hint,
  error,
  maxLength = 255,
  disabled = false,
  inputMode,
}: GiftCardFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  const control = {
    id,
    name,
    value,
    autoComplete,
    required,
    maxLength,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
  return (
    <div className={cx(field, giftCardField)}>
      <label htmlFor={id}>
        {label}
        {required || !optionalMark ? null : ` ${t`(optional)`}`}
      </label>
      {multiline ? (
        <textarea {...control} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...control}
          type={type}
          inputMode={inputMode}
          {...(type === 'email' ? { autoCapitalize: 'none', spellCheck: false } : {})}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
      {error ? (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

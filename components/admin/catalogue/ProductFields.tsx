import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { errorBox, fieldRow, panel } from '../admin.styles.ts'
import { PRODUCT_FORM_ERRORS } from './productFormErrors.ts'

/** The values and refused fields of a form sent back (one of `forms`), or null on a first display. */
export function useSentBack(forms: readonly string[]) {
  const state = usePageContext().admin?.formState
  return state && forms.includes(state.form) ? { values: state.values, fields: state.fields ?? {} } : null
}

/** What a sent-back form shows for a field: its typed value, else the stored one. */
export type SentBack = ReturnType<typeof useSentBack>

/** What a form's refused fields say, by code (the product forms' unless told). */
type FieldMessages = Record<string, MessageDescriptor>

/** A field's error message beside it, with the id its input points to. */
export function FieldError({
  id,
  error,
  messages = PRODUCT_FORM_ERRORS,
}: {
  id: string
  error: string | undefined
  messages?: FieldMessages
}) {
  const { i18n } = useLingui()
  if (!error) return null
  return (
    <p id={`${id}-error`} className={errorBox}>
      {i18n._(messages[error] ?? msg`Not right.`)}
    </p>
  )
}

/** A labelled text input, its value kept when the form comes back, its error beside it. */
export function TextInput({
  name,
  label,
  sentBack,
  initial = '',
  hint,
  type = 'text',
  messages,
}: {
  name: string
  label: ReactNode
  sentBack: SentBack
  initial?: string
  hint?: ReactNode
  type?: 'text' | 'date' | 'email'
  messages?: FieldMessages
}) {
  const id = `field-${name.replace(/[^\w-]/g, '-')}`
  const error = sentBack?.fields[name]
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={fieldRow}>
      <label htmlFor={id}>{label}</label>
      {hint ? <span id={`${id}-hint`}>{hint}</span> : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={sentBack ? (sentBack.values[name] ?? '') : initial}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      <FieldError id={id} error={error} {...(messages ? { messages } : {})} />
    </div>
  )
}

/** A labelled select of choices (a first empty option), its value kept, its error beside it. */
export function SelectInput({
  name,
  label,
  choices,
  sentBack,
  initial = '',
  messages,
}: {
  name: string
  label: ReactNode
  choices: readonly { value: string; label: string }[]
  sentBack: SentBack
  initial?: string
  messages?: FieldMessages
}) {
  const id = `field-${name}`
  const error = sentBack?.fields[name]
  return (
    <div className={fieldRow}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={sentBack ? (sentBack.values[name] ?? '') : initial}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">–</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} {...(messages ? { messages } : {})} />
    </div>
  )
}

/** A group of checkboxes named `<prefix>.<value>`, ticked as sent back or as stored, its error under the legend. */
export function CheckboxGroup({
  prefix,
  legend,
  choices,
  sentBack,
  initial = [],
  errorName,
  messages,
}: {
  prefix: string
  legend: ReactNode
  choices: readonly { value: string; label: string }[]
  sentBack: SentBack
  initial?: readonly string[]
  /** The name the rule gives the group's error (`categories` for `category`, else the prefix and `s`). */
  errorName?: string
  messages?: FieldMessages
}) {
  const error = sentBack?.fields[errorName ?? (prefix === 'category' ? 'categories' : `${prefix}s`)]
  const id = `group-${prefix}`
  return (
    <fieldset className={panel} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <FieldError id={id} error={error} {...(messages ? { messages } : {})} />
      {choices.map((choice) => {
        const name = `${prefix}.${choice.value}`
        const boxId = `${prefix}-${choice.value.replace(/[^\w-]/g, '-')}`
        const checked = sentBack ? (sentBack.values[name] ?? '') !== '' : initial.includes(choice.value)
        return (
          <div key={choice.value}>
            <input id={boxId} name={name} type="checkbox" value="1" defaultChecked={checked} />{' '}
            <label htmlFor={boxId}>{choice.label}</label>
          </div>
        )
      })}
    </fieldset>
  )
}

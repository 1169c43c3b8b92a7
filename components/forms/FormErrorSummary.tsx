import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formErrorMessage } from './formMessages.ts'
import { errorSummary } from './forms.styles.ts'

/** Props of {@link FormErrorSummary}. */
export interface FormErrorSummaryProps {
  /** The form whose refusal it shows (`login`, `deleteAddress` …). */
  form: string
  /** More help after the message (a link to ask for a new e-mail). */
  children?: ReactNode
}

/**
 * What was wrong with the form `form` when the server sent it back: the translated message (the
 * API's own when it gave one in the store's language, as cart mutations do) and how long to wait
 * when rate-limited, announced as an alert. Nothing otherwise.
 */
export function FormErrorSummary({ form, children }: FormErrorSummaryProps) {
  const { formState } = usePageContext()
  const { t, i18n } = useLingui()
  if (formState?.form !== form) return null
  const seconds = formState.retryAfterSeconds
  const minutes = seconds !== undefined ? Math.ceil(seconds / 60) : 0
  const wait =
    seconds === undefined
      ? null
      : seconds < 120
        ? t`You can try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`
        : t`You can try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`
  return (
    <div className={errorSummary} role="alert" id={`${form}-error`}>
      <p>{formState.message ?? i18n._(formErrorMessage(formState.errorCode))}</p>
      {wait ? <p>{wait}</p> : null}
      {children}
    </div>
  )
}

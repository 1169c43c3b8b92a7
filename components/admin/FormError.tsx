import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { ADMIN_ERROR_MESSAGES } from './adminMessages.ts'
import { errorBox } from './admin.styles.ts'

/** Why the named form was refused, when it was the one sent back. */
export function FormError({ form }: { form: string }) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const state = admin?.formState
  // A form sent back without a refusal (a search that keeps the typed values) has nothing to say.
  if (!state || state.form !== form || state.error === '') return null
  return (
    <p className={errorBox} role="alert">
      {i18n._(ADMIN_ERROR_MESSAGES[state.error] ?? msg`Something went wrong. Try again.`)}
    </p>
  )
}

/** A value typed into the form that was sent back, to show it again. */
export function useKeptValue(form: string, field: string): string {
  const state = usePageContext().admin?.formState
  return state?.form === form ? (state.values[field] ?? '') : ''
}

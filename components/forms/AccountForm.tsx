import type { ReactNode } from 'react'
import { cx } from '@linaria/core'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeHref } from '../shop/ShopContext.tsx'
import { CsrfField } from './CsrfField.tsx'
import { FormContext } from './FormContext.tsx'
import { FormErrorSummary } from './FormErrorSummary.tsx'
import { formStack } from './forms.styles.ts'

/** Props of {@link AccountForm}. */
export interface AccountFormProps {
  /** The form's name as the server reports a refusal (`FormState.form`): `login`, `address` … */
  name: string
  /** Store-relative path it posts to: the page's own path (`/user/information`). */
  action: string
  /** The `_action` field choosing the operation, on pages whose path has several. */
  operation?: string
  /** Id of the heading that names the form. */
  labelledBy?: string
  /** Help shown under the error message when the form comes back refused. */
  errorHelp?: ReactNode
  className?: string
  /** The form's id, for fields and buttons placed outside it (`form="…"`). */
  id?: string
  children: ReactNode
}

/**
 * A plain HTML form of the account pages, working without JavaScript: it posts
 * urlencoded to its page with the CSRF token and its `_action`; when the server sends it
 * back refused, it starts with the error summary and its fields show what was typed. With
 * the page script it is sent once however often it is clicked (`data-single-submit`).
 */
export function AccountForm({
  name,
  action,
  operation,
  labelledBy,
  errorHelp,
  className,
  id,
  children,
}: AccountFormProps) {
  const { store, formState } = usePageContext()
  const state = formState?.form === name ? formState : null
  return (
    <FormContext.Provider value={{ form: name, state }}>
      <form
        id={id}
        method="post"
        action={storeHref(store, action)}
        className={cx(formStack, className)}
        aria-labelledby={labelledBy}
      >
        <FormErrorSummary form={name}>{errorHelp}</FormErrorSummary>
        <CsrfField />
        {operation ? <input type="hidden" name="_action" value={operation} /> : null}
        {children}
      </form>
    </FormContext.Provider>
  )
}

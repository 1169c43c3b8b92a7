import { useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formErrorMessage } from '../forms/formMessages.ts'
import { errorSummary } from '../forms/forms.styles.ts'

/**
 * Why a wishlist form sent back refused did nothing, once at the top of the page (a page has a
 * form per item): the cart's own message when it refused a product, else the code's text.
 */
export function WishlistFormError({ forms }: { forms: readonly string[] }) {
  const { formState } = usePageContext()
  const { i18n } = useLingui()
  if (!formState || !forms.includes(formState.form)) return null
  return (
    <div className={errorSummary} role="alert" tabIndex={-1}>
      <p>{formState.message ?? i18n._(formErrorMessage(formState.errorCode))}</p>
    </div>
  )
}

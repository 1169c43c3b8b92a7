import { useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { FORM_NOTICE_MESSAGES, isFormNotice } from './formMessages.ts'
import { noticeBox } from './forms.styles.ts'
import { ProductsAddedText } from '../quickOrder/ProductsAddedText.tsx'

/** The one-time message a form's redirect left for this page ("Your changes are saved."), as a status. */
export function FormNotice() {
  const { notice, formResult } = usePageContext()
  const { i18n } = useLingui()
  if (!isFormNotice(notice)) return null
  // The quick order says how many products it added.
  const added = notice === 'productsAdded' && formResult?.form === 'quickOrder' ? Number(formResult.values.added) : NaN
  return (
    <div className={noticeBox} role="status">
      <p>{Number.isInteger(added) ? <ProductsAddedText count={added} /> : i18n._(FORM_NOTICE_MESSAGES[notice])}</p>
    </div>
  )
}

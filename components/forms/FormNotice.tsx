import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { FORM_NOTICE_MESSAGES, isFormNotice } from './formMessages.ts'
import { noticeBox } from './forms.styles.ts'
import { ProductsAddedText } from '../quickOrder/ProductsAddedText.tsx'

/**
 * The one-time message a form's redirect left for this page ("Your changes are saved."), as a
 * status; after a reorder, with the lines that were not added and why.
 */
export function FormNotice() {
  const { notice, formResult } = usePageContext()
  const { i18n } = useLingui()
  if (!isFormNotice(notice)) return null
  // The quick order says how many products it added.
  const added =
    notice === 'productsAdded' && formResult?.form === 'quickOrder' ? Number(formResult.values.added) : NaN
  // The reorder names the lines it could not add (the API's messages, in the store's language).
  const notAdded =
    notice === 'reordered' && formResult?.form === 'reorder'
      ? (formResult.values.notAdded ?? '').split('\n').filter((line) => line !== '')
      : []
  return (
    <div className={noticeBox} role="status">
      <p>
        {Number.isInteger(added) ? <ProductsAddedText count={added} /> : i18n._(FORM_NOTICE_MESSAGES[notice])}
      </p>
      {notAdded.length > 0 ? (
        <>
          <p>
            <Trans>These products were not added:</Trans>
          </p>
          <ul>
            {notAdded.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

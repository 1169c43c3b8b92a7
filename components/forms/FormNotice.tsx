import { useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { FORM_NOTICE_MESSAGES, isFormNotice } from './formMessages.ts'
import { noticeBox } from './forms.styles.ts'

/** The one-time message a form's redirect left for this page ("Your changes are saved."), as a status. */
export function FormNotice() {
  const { notice } = usePageContext()
  const { i18n } = useLingui()
  if (!isFormNotice(notice)) return null
  return (
    <div className={noticeBox} role="status">
      <p>{i18n._(FORM_NOTICE_MESSAGES[notice])}</p>
    </div>
  )
}

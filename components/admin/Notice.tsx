import { useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { ADMIN_NOTICES } from './adminMessages.ts'
import { noticeBox } from './admin.styles.ts'

/** The one-time message a form's redirect left (`?done=`). */
export function Notice() {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const message = admin?.notice ? ADMIN_NOTICES[admin.notice] : undefined
  if (!message) return null
  return (
    <p className={noticeBox} role="status">
      {i18n._(message)}
    </p>
  )
}

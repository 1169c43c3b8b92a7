import type { ReactNode } from 'react'
import { usePageContext } from '../../renderer/usePageContext.tsx'

/** A back-office form: POST to its action with the CSRF token; works without JavaScript. */
export function AdminForm({
  action,
  children,
  className,
  labelledBy,
  encType,
}: {
  action: string
  children: ReactNode
  className?: string
  labelledBy?: string
  /** `multipart/form-data` for a form with a file; its CSRF field stays first, read before the file. */
  encType?: 'multipart/form-data'
}) {
  const { admin } = usePageContext()
  return (
    <form method="post" action={action} className={className} aria-labelledby={labelledBy} encType={encType}>
      <input type="hidden" name="_csrf" value={admin?.csrfToken ?? ''} />
      {children}
    </form>
  )
}

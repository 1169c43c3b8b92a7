import type { ReactNode } from 'react'
import { usePageContext } from '../../renderer/usePageContext.tsx'

/** A back-office form: POST to its action with the CSRF token; works without JavaScript. */
export function AdminForm({
  action,
  children,
  className,
  labelledBy,
}: {
  action: string
  children: ReactNode
  className?: string
  labelledBy?: string
}) {
  const { admin } = usePageContext()
  return (
    <form method="post" action={action} className={className} aria-labelledby={labelledBy}>
      <input type="hidden" name="_csrf" value={admin?.csrfToken ?? ''} />
      {children}
    </form>
  )
}

import type { ReactNode } from 'react'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeHref } from '../shop/ShopContext.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'

/**
 * A sign-out button: signing out changes state, so it is a form posting to /user/logout
 * (with the CSRF token), never a link a prefetch could follow.
 */
export function SignOutForm({ buttonClassName, children }: { buttonClassName: string; children: ReactNode }) {
  const { store } = usePageContext()
  return (
    <form method="post" action={storeHref(store, '/user/logout')} data-single-submit="">
      <CsrfField />
      <button type="submit" className={buttonClassName}>
        {children}
      </button>
    </form>
  )
}

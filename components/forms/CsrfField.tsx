import { usePageContext } from '../../renderer/usePageContext.tsx'

/** The form's anti-forgery token (the server checks it with the session's secret). */
export function CsrfField() {
  const { csrfToken } = usePageContext()
  return <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
}

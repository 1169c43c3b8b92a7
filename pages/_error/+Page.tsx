import { usePageContext } from '../../renderer/usePageContext.tsx'
import { NotFoundScreen } from '../../components/screens/NotFoundScreen.tsx'
import { ErrorScreen } from '../../components/screens/ErrorScreen.tsx'

// https://vike.dev/error-page
export default function Page() {
  const pageContext = usePageContext()
  if (pageContext.is404) return <NotFoundScreen />
  // Only a reason a page gave on purpose is shown; internal errors stay in the logs.
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : undefined
  return <ErrorScreen errorText={reason} />
}

import { usePageContext } from '../../renderer/usePageContext.tsx'
import { NotFoundScreen } from '../../components/screens/NotFoundScreen.tsx'
import { ErrorScreen } from '../../components/screens/ErrorScreen.tsx'
import { SHARED_WISHLIST_GONE, SharedWishlistGone } from '../../components/wishlist/SharedWishlistGone.tsx'

// https://vike.dev/error-page
export default function Page() {
  const pageContext = usePageContext()
  if (pageContext.abortReason === SHARED_WISHLIST_GONE) return <SharedWishlistGone />
  if (pageContext.is404) return <NotFoundScreen />
  // Only a reason a page gave on purpose is shown; internal errors stay in the logs.
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : undefined
  return <ErrorScreen errorText={reason} />
}

import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { screen, screenTitle } from '../screens/screen.styles.ts'

/** The abort reason of a share code that opens no wishlist (pages/_error shows this page for it). */
export const SHARED_WISHLIST_GONE = 'sharedWishlistGone'

/** What an unknown or revoked share link shows: plainly that the wishlist is not shared (any more), and where to go. */
export function SharedWishlistGone() {
  return (
    <section className={screen} aria-labelledby="shared-wishlist-gone-title">
      <h1 id="shared-wishlist-gone-title" className={screenTitle}>
        <Trans>This wishlist is no longer shared</Trans>
      </h1>
      <p>
        <Trans>Its owner stopped sharing it, or the link is incomplete. Ask them for a new link.</Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Continue shopping</Trans>
        </Link>
      </p>
    </section>
  )
}

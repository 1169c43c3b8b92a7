import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { screen, screenTitle } from './screen.styles.ts'

/** Not-found screen (docs/storefront-rules.md#stand-alone-screens), with a link to the store's home page. */
export function NotFoundScreen() {
  const homeLink = (
    <Link to="/">
      <Trans>our home page</Trans>
    </Link>
  )
  return (
    <section className={screen} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={screenTitle}>
        <Trans>404: page not found</Trans>
      </h1>
      <p>
        <Trans>Sorry, this page does not exist or is no longer available.</Trans>
      </p>
      <p>
        <Trans>Check the address or go back to {homeLink}.</Trans>
      </p>
    </section>
  )
}

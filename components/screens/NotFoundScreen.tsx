import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { screen, screenTitle } from './screen.styles.ts'

/** Not-found screen of spec §2, with a link to the store's home page. */
export function NotFoundScreen() {
  const homeLink = (
    <Link to="/">
      <Trans>storefront homepage</Trans>
    </Link>
  )
  return (
    <section className={screen} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={screenTitle}>
        <Trans>404 : page not found </Trans>
      </h1>
      <p>
        <Trans>Unfortunately, the searched page does not correspond to any active page of our site.</Trans>
      </p>
      <p>
        <Trans>Verify the address or go back to {homeLink}.</Trans>
      </p>
    </section>
  )
}

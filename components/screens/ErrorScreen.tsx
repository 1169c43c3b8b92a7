import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { screen, screenActions, screenDetail, screenSubtitle, screenTitle } from './screen.styles.ts'
import { primaryButton } from '../theme/buttons.styles.ts'

/** Generic error screen (docs/storefront-rules.md#stand-alone-screens); the core script makes the button reload the page. */
export function ErrorScreen({ errorText }: { errorText?: string | undefined }) {
  return (
    <section className={screen} aria-labelledby="error-title">
      <h1 id="error-title" className={screenTitle}>
        <Trans>An error occured.</Trans>
      </h1>
      <p className={screenSubtitle}>
        <Trans>You can try to refresh this page. If the problem persists, contact us.</Trans>
      </p>
      {errorText ? <p className={screenDetail}>{errorText}</p> : null}
      <div className={screenActions}>
        <button type="button" className={primaryButton} data-action="reload">
          <Trans>Refresh page</Trans>
        </button>
        <Link to="/">
          <Trans>Return to website</Trans>
        </Link>
      </div>
    </section>
  )
}

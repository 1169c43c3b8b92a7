import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { screen, screenTitle } from './screen.styles.ts'

/** Shown for a request the shop cannot read: a malformed or overlong address (4xx). */
export function RequestErrorScreen({ reason }: { reason: 'badRequest' | 'uriTooLong' }) {
  return (
    <section className={screen} aria-labelledby="request-error-title">
      <h1 id="request-error-title" className={screenTitle}>
        {reason === 'uriTooLong' ? (
          <Trans>This address is too long</Trans>
        ) : (
          <Trans>This address is not valid</Trans>
        )}
      </h1>
      <p>
        <Trans>Check the address you typed or followed.</Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Return to website</Trans>
        </Link>
      </p>
    </section>
  )
}

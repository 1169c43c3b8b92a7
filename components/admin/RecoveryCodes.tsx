import { Trans } from '@lingui/react/macro'
import { code, panel } from './admin.styles.ts'

/** The recovery codes of a new enrolment: shown this once, never again. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className={panel} aria-labelledby="recovery-heading">
      <h1 id="recovery-heading">
        <Trans>Your recovery codes</Trans>
      </h1>
      <p>
        <Trans>
          Keep these codes somewhere safe: each one signs you in once if you lose your phone. They are shown
          only now.
        </Trans>
      </p>
      <ul>
        {codes.map((recoveryCode) => (
          <li key={recoveryCode} className={code}>
            {recoveryCode}
          </li>
        ))}
      </ul>
      <p>
        <a href="/admin/login">
          <Trans>Go to the sign-in page</Trans>
        </a>
      </p>
    </section>
  )
}

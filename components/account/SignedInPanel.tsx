import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { SignOutForm } from './SignOutForm.tsx'
import { actionList, panel } from './account.styles.ts'
import { primaryButton } from '../theme/buttons.styles.ts'

/** Shown instead of the sign-in or registration form to a shopper who is already signed in. */
export function SignedInPanel() {
  return (
    <section className={panel} aria-labelledby="signed-in-heading">
      <h2 id="signed-in-heading">
        <Trans>You are signed in</Trans>
      </h2>
      <p>
        <Trans>You are already signed in to your account. To use another account, sign out first.</Trans>
      </p>
      <ul className={actionList}>
        <li>
          <Link to="/user/">
            <Trans>Go to my account</Trans>
          </Link>
        </li>
        <li>
          <SignOutForm buttonClassName={primaryButton}>
            <Trans>Sign out</Trans>
          </SignOutForm>
        </li>
      </ul>
    </section>
  )
}

import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { TextField } from '../forms/TextField.tsx'
import { formActions } from '../forms/forms.styles.ts'

/** The fields of a sign-in form (e-mail, password), its button labelled `submitLabel` and the forgotten-password link. */
export function SignInFields({ submitLabel }: { submitLabel: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        name="email"
        type="email"
        label={t`E-mail address`}
        autoComplete="email"
        required
        maxLength={254}
      />
      <TextField
        name="password"
        type="password"
        label={t`Password`}
        autoComplete="current-password"
        required
        maxLength={128}
      />
      <div className={formActions}>
        <SubmitButton>{submitLabel}</SubmitButton>
        <Link to="/account/password-request">
          <Trans>Forgot your password?</Trans>
        </Link>
      </div>
    </>
  )
}

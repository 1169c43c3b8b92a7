import { css, cx } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { AccountForm } from '../forms/AccountForm.tsx'
import { CheckboxField } from '../forms/CheckboxField.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { TextField } from '../forms/TextField.tsx'
import { formActions } from '../forms/forms.styles.ts'
import { step } from './checkout.styles.ts'

// Between the order's status line and its details on the confirmation page: room on both sides.
const spaced = css`
  margin: 2.4rem 0;
`

/** Props of {@link CreateAccountAfterOrder}: who ordered, as the order says. */
export interface CreateAccountAfterOrderProps {
  email: string
  firstname: string
  lastname: string
}

/**
 * The guest's offer of an account after the order: only a password to choose and the terms to
 * accept; name and e-mail come from the order. It posts the registration form (/register).
 */
export function CreateAccountAfterOrder({ email, firstname, lastname }: CreateAccountAfterOrderProps) {
  const { t } = useLingui()
  return (
    <section className={cx(step, spaced)} aria-labelledby="create-account-heading">
      <h2 id="create-account-heading">
        <Trans>Create an account in one step</Trans>
      </h2>
      <p>{t`Choose a password to follow your orders and check out faster next time with ${email}.`}</p>
      <AccountForm name="register" action="/register" labelledBy="create-account-heading">
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="firstname" value={firstname} />
        <input type="hidden" name="lastname" value={lastname} />
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
        <TextField
          name="password"
          type="password"
          label={t`Password`}
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          hint={<Trans>At least 8 characters.</Trans>}
        />
        <CheckboxField
          name="acceptsTerms"
          required
          label={<Trans>I accept the terms and conditions of sale.</Trans>}
        />
        <div className={formActions}>
          <SubmitButton>
            <Trans>Create my account</Trans>
          </SubmitButton>
        </div>
      </AccountForm>
    </section>
  )
}

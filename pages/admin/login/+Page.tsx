import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../components/admin/FormError.tsx'
import { Notice } from '../../../components/admin/Notice.tsx'
import { PasskeyPrompt } from '../../../components/admin/PasskeyPrompt.tsx'
import { button, fieldRow, panel } from '../../../components/admin/admin.styles.ts'

/** Staff sign-in (/admin/login): e-mail and password, then a passkey (with JavaScript), a TOTP or a recovery code. */
export default function Page() {
  const { admin } = usePageContext()
  const email = useKeptValue('password', 'email')
  return (
    <section className={panel} aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">
        <Trans>Sign in to the back office</Trans>
      </h1>
      <Notice />
      {admin?.secondStep ? (
        <>
          <AdminForm action="/admin/login/passkey" labelledBy="sign-in-heading">
            <PasskeyPrompt
              ceremony="authenticate"
              options="/admin/login/passkey/options"
              action="/admin/login/passkey"
              responseField="response"
              label={<Trans>Use a passkey</Trans>}
            />
          </AdminForm>
          <SecondFactorCodeForm />
        </>
      ) : (
        <AdminForm action="/admin/login" labelledBy="sign-in-heading">
          <FormError form="password" />
          <div className={fieldRow}>
            <label htmlFor="email">
              <Trans>E-mail address</Trans>
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={email}
              required
            />
          </div>
          <div className={fieldRow}>
            <label htmlFor="password">
              <Trans>Password</Trans>
            </label>
            <input id="password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <button className={button} type="submit">
            <Trans>Sign in</Trans>
          </button>
        </AdminForm>
      )}
    </section>
  )
}

/** The second step's code form: a TOTP code or a recovery code; works without JavaScript. */
function SecondFactorCodeForm() {
  return (
    <AdminForm action="/admin/login/code" labelledBy="sign-in-heading">
      <FormError form="code" />
      <div className={fieldRow}>
        <label htmlFor="code">
          <Trans>Code from your authenticator app, or a recovery code</Trans>
        </label>
        <input id="code" name="code" autoComplete="one-time-code" required autoFocus />
      </div>
      <button className={button} type="submit">
        <Trans>Continue</Trans>
      </button>
    </AdminForm>
  )
}

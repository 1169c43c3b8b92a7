import { Trans } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { RecoveryCodes } from '../../../../components/admin/RecoveryCodes.tsx'
import { button, code, errorBox, fieldRow, panel } from '../../../../components/admin/admin.styles.ts'
import type { SetupPageData } from '../../../../server/admin/adminPageData.ts'

/**
 * A set-up link (/admin/setup/<token>): choose a password and enrol TOTP (the secret as text and
 * as an otpauth URI); after it, the recovery codes, shown once.
 */
export default function Page() {
  const { member, secret, uri } = useAdminData<SetupPageData>()
  const { admin, urlPathname } = usePageContext()
  if (admin?.shownOnce?.kind === 'recoveryCodes') return <RecoveryCodes codes={admin.shownOnce.codes} />
  return (
    <section className={panel} aria-labelledby="setup-heading">
      <h1 id="setup-heading">
        <Trans>Set up your account</Trans>
      </h1>
      {member ? (
        <SetupForm email={member.email} secret={secret} uri={uri} action={urlPathname} />
      ) : (
        <p className={errorBox}>
          <Trans>This set-up link is no longer valid. Ask an owner for a new one.</Trans>
        </p>
      )}
    </section>
  )
}

function SetupForm({
  email,
  secret,
  uri,
  action,
}: {
  email: string
  secret: string
  uri: string
  action: string
}) {
  return (
    <AdminForm action={action} labelledBy="setup-heading">
      <p>
        <Trans>
          Account: {email}. Choose a password of at least 12 characters, then add this key to an authenticator
          app and enter the code it shows.
        </Trans>
      </p>
      <FormError form="setup" />
      <input type="hidden" name="totpSecret" value={secret} />
      <div className={fieldRow}>
        <label htmlFor="password">
          <Trans>New password</Trans>
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          required
        />
      </div>
      <p>
        <Trans>Key for your authenticator app:</Trans> <code className={code}>{secret}</code>
      </p>
      <p>
        <Trans>Or open this link on the phone that has the app:</Trans>{' '}
        <a className={code} href={uri}>
          {uri}
        </a>
      </p>
      <div className={fieldRow}>
        <label htmlFor="totpCode">
          <Trans>Code shown by the app</Trans>
        </label>
        <input id="totpCode" name="totpCode" inputMode="numeric" autoComplete="one-time-code" required />
      </div>
      <button className={button} type="submit">
        <Trans>Set up my account</Trans>
      </button>
    </AdminForm>
  )
}

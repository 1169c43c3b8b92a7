import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../../components/admin/FormError.tsx'
import { PasskeyPrompt } from '../../../../components/admin/PasskeyPrompt.tsx'
import { RecoveryCodes } from '../../../../components/admin/RecoveryCodes.tsx'
import { button, code, errorBox, fieldRow, panel, qrCode } from '../../../../components/admin/admin.styles.ts'
import type { SetupPageData } from '../../../../server/admin/adminPageData.ts'

/**
 * A set-up link (/admin/setup/<token>): choose a password and enrol TOTP (the secret as a QR code,
 * as text and as an otpauth URI) or, with JavaScript, a passkey; after it, the recovery codes, shown once.
 */
export default function Page() {
  const { member, secret, uri, qrSvg } = useAdminData<SetupPageData>()
  const { admin, urlPathname } = usePageContext()
  if (admin?.shownOnce?.kind === 'recoveryCodes') return <RecoveryCodes codes={admin.shownOnce.codes} />
  return (
    <section className={panel} aria-labelledby="setup-heading">
      <h1 id="setup-heading">
        <Trans>Set up your account</Trans>
      </h1>
      {member ? (
        <SetupForm email={member.email} secret={secret} uri={uri} qrSvg={qrSvg} action={urlPathname} />
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
  qrSvg,
  action,
}: {
  email: string
  secret: string
  uri: string
  qrSvg: string
  action: string
}) {
  const { t } = useLingui()
  const passkeyName = useKeptValue('setup', 'passkeyName') || t`Passkey`
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
          data-passkey-check=""
        />
      </div>
      <PasskeyPrompt
        ceremony="register"
        options={`${action}/passkey/options`}
        action={`${action}/passkey`}
        responseField="passkeyResponse"
        label={<Trans>Set up with a passkey</Trans>}
      >
        <p>
          <Trans>Use a passkey of this device or a security key instead of an authenticator app:</Trans>
        </p>
        <div className={fieldRow}>
          <label htmlFor="passkeyName">
            <Trans>Name of the passkey</Trans>
          </label>
          <input id="passkeyName" name="passkeyName" defaultValue={passkeyName} maxLength={60} />
        </div>
      </PasskeyPrompt>
      <p>
        <Trans>Scan this QR code with your authenticator app:</Trans>
      </p>
      {/* The SVG is made on the server by the qrcode library from the URI alone (no markup of ours in it). */}
      <div
        className={qrCode}
        role="img"
        aria-label={t`QR code of the key for your authenticator app; the key is also written below.`}
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
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

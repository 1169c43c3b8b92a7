import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../components/admin/useAdminFormats.ts'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../components/admin/FormError.tsx'
import { Notice } from '../../../components/admin/Notice.tsx'
import { PasskeyPrompt } from '../../../components/admin/PasskeyPrompt.tsx'
import { fieldRow, inlineForm, linkButton, panel, table } from '../../../components/admin/admin.styles.ts'
import type { SecurityPageData } from '../../../server/admin/adminPageData.ts'

/** A staff member's own security page (/admin/security): their passkeys, to add, rename and remove. */
export default function Page() {
  const { passkeys, totpEnrolled } = useAdminData<SecurityPageData>()
  return (
    <>
      <h1>
        <Trans>Security</Trans>
      </h1>
      <Notice />
      <section className={panel} aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading">
          <Trans>Passkeys</Trans>
        </h2>
        <p>
          {totpEnrolled ? (
            <Trans>
              You sign in with your password and a code of your authenticator app; a passkey may replace the
              code.
            </Trans>
          ) : (
            <Trans>You sign in with your password and a passkey.</Trans>
          )}
        </p>
        <FormError form="passkeys" />
        {passkeys.length > 0 ? (
          <PasskeyTable passkeys={passkeys} />
        ) : (
          <p>
            <Trans>You have no passkey yet.</Trans>
          </p>
        )}
      </section>
      <AddPasskeyForm />
    </>
  )
}

function PasskeyTable({ passkeys }: { passkeys: SecurityPageData['passkeys'] }) {
  const { dateTime } = useAdminFormats()
  const { t } = useLingui()
  return (
    <table className={table} aria-labelledby="passkeys-heading">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Name</Trans>
          </th>
          <th scope="col">
            <Trans>Added</Trans>
          </th>
          <th scope="col">
            <Trans>Last used</Trans>
          </th>
          <th scope="col">
            <Trans>Actions</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {passkeys.map((passkey) => (
          <tr key={passkey.id}>
            <th scope="row">{passkey.name}</th>
            <td>{dateTime(passkey.createdAt)}</td>
            <td>{passkey.lastUsedAt ? dateTime(passkey.lastUsedAt) : t`Never`}</td>
            <td>
              <AdminForm action="/admin/security/passkeys/rename" className={inlineForm}>
                <input type="hidden" name="passkeyId" value={passkey.id} />
                <label htmlFor={`passkey-name-${passkey.id}`}>
                  <Trans>New name</Trans>
                </label>
                <input
                  id={`passkey-name-${passkey.id}`}
                  name="name"
                  defaultValue={passkey.name}
                  maxLength={60}
                  required
                />
                <button className={linkButton} type="submit">
                  <Trans>Rename</Trans>
                </button>
              </AdminForm>
              <AdminForm action="/admin/security/passkeys/remove" className={inlineForm}>
                <input type="hidden" name="passkeyId" value={passkey.id} />
                <button
                  className={linkButton}
                  type="submit"
                  aria-label={t`Remove the passkey ${passkey.name}`}
                >
                  <Trans>Remove</Trans>
                </button>
              </AdminForm>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Adding a passkey needs the browser's prompt: without JavaScript the page says so. */
function AddPasskeyForm() {
  return (
    <section className={panel} aria-labelledby="add-passkey-heading">
      <h2 id="add-passkey-heading">
        <Trans>Add a passkey</Trans>
      </h2>
      <FormError form="addPasskey" />
      <p data-passkey-needs-script="">
        <Trans>Adding a passkey needs JavaScript in this browser.</Trans>
      </p>
      <AdminForm action="/admin/security/passkeys" labelledBy="add-passkey-heading">
        <PasskeyPrompt
          ceremony="register"
          options="/admin/security/passkeys/options"
          action="/admin/security/passkeys"
          responseField="response"
          label={<Trans>Add a passkey</Trans>}
        >
          <div className={fieldRow}>
            <label htmlFor="passkey-name">
              <Trans>Name of the passkey</Trans>
            </label>
            <input id="passkey-name" name="name" maxLength={60} required data-passkey-check="" />
          </div>
        </PasskeyPrompt>
      </AdminForm>
    </section>
  )
}

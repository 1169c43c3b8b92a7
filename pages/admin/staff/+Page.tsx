import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../components/admin/FormError.tsx'
import { Notice } from '../../../components/admin/Notice.tsx'
import { ROLE_CHOICES, ROLE_NAMES } from '../../../components/admin/roleNames.ts'
import {
  button,
  code,
  fieldRow,
  linkButton,
  noticeBox,
  panel,
  table,
} from '../../../components/admin/admin.styles.ts'
import type { StaffPageData } from '../../../server/admin/adminPageData.ts'

/** Staff (/admin/staff, owners): invite, change a role, reset a second factor, disable. */
export default function Page() {
  const { members } = useAdminData<StaffPageData>()
  const { admin } = usePageContext()
  const shown = admin?.shownOnce?.kind === 'setupLink' ? admin.shownOnce : null
  const invited = shown?.email ?? ''
  return (
    <>
      <h1>
        <Trans>Staff</Trans>
      </h1>
      <Notice />
      <FormError form="member" />
      {shown ? (
        <div className={noticeBox} role="status">
          <p>
            <Trans>
              Send this one-time set-up link to {invited}; it is valid 24 hours and shown only now:
            </Trans>
          </p>
          <p className={code}>{shown.path}</p>
        </div>
      ) : null}
      <table className={table}>
        <caption>
          <Trans>Staff members</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>E-mail address</Trans>
            </th>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Role</Trans>
            </th>
            <th scope="col">
              <Trans>State</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </tbody>
      </table>
      <InviteForm />
    </>
  )
}

function MemberRow({ member }: { member: StaffPageData['members'][number] }) {
  const { admin } = usePageContext()
  const { i18n, t } = useLingui()
  const email = member.email
  return (
    <tr>
      <td>{member.email}</td>
      <td>{member.name}</td>
      <td>{i18n._(ROLE_NAMES[member.role])}</td>
      <td>{member.disabled ? t`Disabled` : member.setUp ? t`Active` : t`Waiting for set-up`}</td>
      <td>
        {member.id === admin?.viewer?.staffId || member.disabled ? null : (
          <>
            <AdminForm action="/admin/staff/role">
              <input type="hidden" name="staffId" value={member.id} />
              <label htmlFor={`role-${member.id}`}>
                <Trans>New role for {email}</Trans>
              </label>{' '}
              <select id={`role-${member.id}`} name="role" defaultValue={member.role}>
                {ROLE_CHOICES.map((role) => (
                  <option key={role} value={role}>
                    {i18n._(ROLE_NAMES[role])}
                  </option>
                ))}
              </select>{' '}
              <button className={linkButton} type="submit">
                <Trans>Change role</Trans>
              </button>
            </AdminForm>
            <AdminForm action="/admin/staff/reset">
              <input type="hidden" name="staffId" value={member.id} />
              <button className={linkButton} type="submit">
                <Trans>Reset password and second factor of {email}</Trans>
              </button>
            </AdminForm>
            <AdminForm action="/admin/staff/disable">
              <input type="hidden" name="staffId" value={member.id} />
              <button className={linkButton} type="submit">
                <Trans>Disable {email}</Trans>
              </button>
            </AdminForm>
          </>
        )}
      </td>
    </tr>
  )
}

function InviteForm() {
  const { i18n } = useLingui()
  const email = useKeptValue('invite', 'email')
  const name = useKeptValue('invite', 'name')
  const role = useKeptValue('invite', 'role') || 'customer_service'
  return (
    <section className={panel} aria-labelledby="invite-heading">
      <h2 id="invite-heading">
        <Trans>Invite a staff member</Trans>
      </h2>
      <AdminForm action="/admin/staff/invite" labelledBy="invite-heading">
        <FormError form="invite" />
        <div className={fieldRow}>
          <label htmlFor="invite-email">
            <Trans>E-mail address</Trans>
          </label>
          <input id="invite-email" name="email" type="email" defaultValue={email} required />
        </div>
        <div className={fieldRow}>
          <label htmlFor="invite-name">
            <Trans>Name</Trans>
          </label>
          <input id="invite-name" name="name" defaultValue={name} required />
        </div>
        <div className={fieldRow}>
          <label htmlFor="invite-role">
            <Trans>Role</Trans>
          </label>
          <select id="invite-role" name="role" defaultValue={role}>
            {ROLE_CHOICES.map((option) => (
              <option key={option} value={option}>
                {i18n._(ROLE_NAMES[option])}
              </option>
            ))}
          </select>
        </div>
        <button className={button} type="submit">
          <Trans>Invite</Trans>
        </button>
      </AdminForm>
    </section>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import {
  AUDIT_ACTION_NAMES,
  AUDIT_AREA_NAMES,
  auditActionName,
} from '../../../components/admin/auditActionNames.ts'
import { button, code, fieldRow, panel, table } from '../../../components/admin/admin.styles.ts'
import type { AuditPageData } from '../../../server/admin/adminPageData.ts'

/** The audit log (/admin/audit, owners): every change by staff and commands, newest first, filtered, paged. */
export default function Page() {
  const { filters, staff, records, nextBefore } = useAdminData<AuditPageData>()
  const next = new URLSearchParams({ ...filters, before: String(nextBefore ?? '') })
  return (
    <>
      <h1>
        <Trans>Audit log</Trans>
      </h1>
      <form method="get" action="/admin/audit" className={panel} aria-labelledby="audit-filter-heading">
        <h2 id="audit-filter-heading">
          <Trans>Filter</Trans>
        </h2>
        <div className={fieldRow}>
          <label htmlFor="staff">
            <Trans>Staff member</Trans>
          </label>
          <select id="staff" name="staff" defaultValue={filters.staff}>
            <option value="">—</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="action">
            <Trans>Action</Trans>
          </label>
          <ActionChoice value={filters.action} />
        </div>
        <div className={fieldRow}>
          <label htmlFor="from">
            <Trans>From (day)</Trans>
          </label>
          <input id="from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div className={fieldRow}>
          <label htmlFor="to">
            <Trans>To (day)</Trans>
          </label>
          <input id="to" name="to" type="date" defaultValue={filters.to} />
        </div>
        <button className={button} type="submit">
          <Trans>Show</Trans>
        </button>
      </form>
      <table className={table}>
        <caption>
          <Trans>Changes, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>When (UTC)</Trans>
            </th>
            <th scope="col">
              <Trans>Who</Trans>
            </th>
            <th scope="col">
              <Trans>Action</Trans>
            </th>
            <th scope="col">
              <Trans>Subject</Trans>
            </th>
            <th scope="col">
              <Trans>Before</Trans>
            </th>
            <th scope="col">
              <Trans>After</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td>{record.at.replace('T', ' ').slice(0, 19)}</td>
              <td>
                {record.actor}
                {record.clientAddress ? ` (${record.clientAddress})` : ''}
              </td>
              <td>
                <ActionName action={record.action} />
              </td>
              <td>{record.subject}</td>
              <td className={code}>{record.before}</td>
              <td className={code}>{record.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {nextBefore !== null ? (
        <p>
          <a href={`/admin/audit?${next.toString()}`}>
            <Trans>Older changes</Trans>
          </a>
        </p>
      ) : null}
    </>
  )
}

/** The action filter: every action by its name, grouped by area, each area's group led by "all of them". */
function ActionChoice({ value }: { value: string }) {
  const { i18n, t } = useLingui()
  const actions = Object.entries(AUDIT_ACTION_NAMES)
  return (
    <select id="action" name="action" defaultValue={value}>
      <option value="">{t`Any action`}</option>
      {Object.entries(AUDIT_AREA_NAMES).map(([area, areaName]) => {
        const label = i18n._(areaName)
        return (
          <optgroup key={area} label={label}>
            <option value={`${area}.`}>{t`${label}: every action`}</option>
            {actions
              .filter(([action]) => action.startsWith(`${area}.`))
              .map(([action, name]) => (
                <option key={action} value={action}>
                  {i18n._(name)}
                </option>
              ))}
          </optgroup>
        )
      })}
    </select>
  )
}

/** A recorded action in the staff member's words; a code no longer recorded as it is. */
function ActionName({ action }: { action: string }) {
  const { i18n } = useLingui()
  const name = auditActionName(action)
  return name ? <>{i18n._(name)}</> : <code>{action}</code>
}

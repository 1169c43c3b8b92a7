import { Trans } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
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
            <Trans>Action (or an area followed by a dot, such as staff.)</Trans>
          </label>
          <input id="action" name="action" defaultValue={filters.action} />
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
              <td>{record.action}</td>
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

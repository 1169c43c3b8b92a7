import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../components/admin/useAdminFormats.ts'
import { Pager } from '../../../components/admin/Pager.tsx'
import { table } from '../../../components/admin/admin.styles.ts'
import { emailKindName } from '../../../components/admin/emailKindNames.ts'
import type { EmailsPageData } from '../../../server/admin/adminPageData.ts'

/** The e-mails the outbox gave up sending (/admin/emails, owners and customer service), newest first; an order's e-mail links to its page, where it can be sent again. */
export default function Page() {
  const { page, pageSize, totalCount, emails } = useAdminData<EmailsPageData>()
  const format = useAdminFormats()
  const { i18n } = useLingui()
  const kindOf = (template: string) => {
    const name = emailKindName(template)
    return name ? i18n._(name) : template
  }
  return (
    <>
      <h1>
        <Trans>E-mails not sent</Trans>
      </h1>
      {emails.length === 0 ? (
        <p role="status">
          <Trans>Every e-mail was sent.</Trans>
        </p>
      ) : (
        <table className={table}>
          <caption>
            <Plural value={totalCount} one="# e-mail not sent" other="# e-mails not sent, newest first" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Written</Trans>
              </th>
              <th scope="col">
                <Trans>Store</Trans>
              </th>
              <th scope="col">
                <Trans>E-mail</Trans>
              </th>
              <th scope="col">
                <Trans>Recipient</Trans>
              </th>
              <th scope="col">
                <Trans>Order</Trans>
              </th>
              <th scope="col">
                <Trans>Attempts and last error</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {emails.map((email) => (
              <tr key={email.id}>
                <td>{format.dateTime(email.createdAt)}</td>
                <td>{email.storeKey}</td>
                <td>{kindOf(email.template)}</td>
                <td>{email.recipient}</td>
                <td>
                  {email.order ? <a href={`/admin/orders/${email.order.id}`}>{email.order.number}</a> : '—'}
                </td>
                <td>
                  {email.attempts} · {email.lastError}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        page={page}
        pageSize={pageSize}
        totalCount={totalCount}
        hrefOf={(to) => `/admin/emails?page=${to}`}
      />
    </>
  )
}

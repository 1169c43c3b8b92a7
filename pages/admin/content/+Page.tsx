import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { localeOfStaffLanguage } from '../../../components/admin/staffLanguage.ts'
import { formatDate } from '../../../components/price/formatMoney.ts'
import { button, fieldRow, filterGrid, panel, table } from '../../../components/admin/admin.styles.ts'
import type { ContentListPageData } from '../../../server/admin/contentPageData.ts'

const adminPath = (kind: 'page' | 'block', identifier: string, language: string) =>
  `/admin/content/${kind === 'page' ? 'pages' : 'blocks'}/${encodeURIComponent(identifier)}/${language}`

/** Pages and blocks (/admin/content, merchandisers and owners): search, store, kind and status filters. */
export default function Page() {
  const { items } = useAdminData<ContentListPageData>()
  const { admin } = usePageContext()
  const { t } = useLingui()
  const locale = localeOfStaffLanguage(admin?.language ?? 'en')
  const canEdit = admin?.allowed.includes('content.edit') ?? false
  return (
    <>
      <h1>
        <Trans>Pages and blocks</Trans>
      </h1>
      {canEdit ? (
        <p>
          <a href="/admin/content/new">
            <Trans>New page or block</Trans>
          </a>
        </p>
      ) : null}
      <ContentFilters />
      {items.length === 0 ? (
        <p role="status">
          <Trans>Nothing matches. Try a part of its identifier or title, or fewer filters.</Trans>
        </p>
      ) : (
        <table className={table}>
          <caption>
            <Trans>Pages first, then blocks, by identifier</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Title</Trans>
              </th>
              <th scope="col">
                <Trans>Kind</Trans>
              </th>
              <th scope="col">
                <Trans>Identifier</Trans>
              </th>
              <th scope="col">
                <Trans>Language</Trans>
              </th>
              <th scope="col">
                <Trans>Address</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.kind}/${item.identifier}/${item.language}`}>
                <td>
                  <a href={adminPath(item.kind, item.identifier, item.language)}>{item.title}</a>
                </td>
                <td>{item.kind === 'page' ? t`Page` : t`Block`}</td>
                <td>{item.identifier}</td>
                <td>{item.language}</td>
                <td>{item.urlKey === null ? '–' : `/${item.urlKey}`}</td>
                <td>
                  {!item.published
                    ? t`Unpublished`
                    : !item.shown && item.availableFrom
                      ? t`Shown from ${formatDate(item.availableFrom, locale)}`
                      : t`Shown`}
                  {item.required ? ` (${t`required by law`})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

function ContentFilters() {
  const { filters, stores } = useAdminData<ContentListPageData>()
  const { t } = useLingui()
  return (
    <form
      method="get"
      action="/admin/content"
      className={panel}
      role="search"
      aria-labelledby="content-search-heading"
    >
      <h2 id="content-search-heading">
        <Trans>Find pages and blocks</Trans>
      </h2>
      <div className={fieldRow}>
        <label htmlFor="content-search">
          <Trans>A part of the identifier or title</Trans>
        </label>
        <input id="content-search" name="q" type="search" defaultValue={filters.q} />
      </div>
      <div className={filterGrid}>
        <div className={fieldRow}>
          <label htmlFor="content-store">
            <Trans>Store</Trans>
          </label>
          <select id="content-store" name="store" defaultValue={filters.store}>
            <option value="">—</option>
            {stores.map(({ key, path }) => (
              <option key={key} value={key}>
                {key} ({path})
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="content-kind">
            <Trans>Kind</Trans>
          </label>
          <select id="content-kind" name="kind" defaultValue={filters.kind}>
            <option value="">—</option>
            <option value="pages">{t`Pages`}</option>
            <option value="blocks">{t`Blocks`}</option>
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="content-status">
            <Trans>Status</Trans>
          </label>
          <select id="content-status" name="status" defaultValue={filters.status}>
            <option value="">—</option>
            <option value="shown">{t`Shown`}</option>
            <option value="scheduled">{t`Published, shown later`}</option>
            <option value="unpublished">{t`Unpublished`}</option>
          </select>
        </div>
      </div>
      <button className={button} type="submit">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}

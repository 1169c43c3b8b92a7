import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { Link } from '../links/Link.tsx'
import { formErrorMessage } from '../forms/formMessages.ts'
import { errorSummary } from '../forms/forms.styles.ts'
import { primaryButton } from '../theme/buttons.styles.ts'
import { downloadsScroller, downloadsTable } from './downloadableLinks.styles.ts'

/** A file bought, as the downloads table shows it. */
export const DownloadableLinkFragment = graphql(`
  fragment DownloadableLink on CustomerDownloadableProduct {
    id
    date
    order_increment_id
    order_id
    product_name
    link_title
    file_name
    download_url
    remaining_downloads
    status
  }
`)

/** How a purchased file's status reads. */
const STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  AVAILABLE: msg`Available`,
  EXPIRED: msg`All downloads used`,
  REFUNDED: msg`Refunded`,
  CANCELED: msg`Order cancelled`,
}

/**
 * The files of paid orders, one row each: order (a link to it in the account), date, product and
 * file, downloads left, status and a Download button. The button is a plain form posting to the
 * file's download URL (no JavaScript; each download counts, so it is never a link that
 * prefetching or a mail scanner could follow). A refused download comes back here with why.
 */
export function DownloadableLinks({
  links: fragments,
  showOrder,
}: {
  links: readonly FragmentType<typeof DownloadableLinkFragment>[]
  showOrder: boolean
}) {
  const links = fragments.map((fragment) => readFragment(DownloadableLinkFragment, fragment))
  const { formState } = usePageContext()
  const { t, i18n } = useLingui()
  const refused = formState?.form === 'download' ? formState : null
  return (
    <>
      {refused ? (
        <div className={errorSummary} role="alert" data-download-refused={refused.values.link ?? ''}>
          <p>{i18n._(formErrorMessage(refused.errorCode))}</p>
        </div>
      ) : null}
      <div className={downloadsScroller}>
        <table className={downloadsTable}>
          <thead>
            <tr>
              {showOrder ? (
                <th scope="col">
                  <Trans>Order</Trans>
                </th>
              ) : null}
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>File</Trans>
              </th>
              <th scope="col">
                <Trans>Downloads left</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Download</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => {
              const status = STATUS_LABELS[link.status]
              const action = new URL(link.download_url)
              const title = link.link_title
              return (
                <tr key={link.id} data-downloadable-link={link.id}>
                  {showOrder ? (
                    <td>
                      <Link to={`/user/orders/${link.order_id}/`}>{link.order_increment_id}</Link>
                    </td>
                  ) : null}
                  <td>{i18n.date(new Date(link.date), { dateStyle: 'medium' })}</td>
                  <td>
                    <span>{link.product_name}</span>
                    <br />
                    <span>{`${title} (${link.file_name})`}</span>
                  </td>
                  <td data-remaining-downloads="">
                    {link.remaining_downloads === null ? t`Unlimited` : i18n.number(link.remaining_downloads)}
                  </td>
                  <td>{status ? i18n._(status) : link.status}</td>
                  <td>
                    {link.status === 'AVAILABLE' ? (
                      <form method="post" action={`${action.pathname}${action.search}`}>
                        <button type="submit" className={primaryButton} aria-label={t`Download ${title}`}>
                          <Trans>Download</Trans>
                        </button>
                      </form>
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}

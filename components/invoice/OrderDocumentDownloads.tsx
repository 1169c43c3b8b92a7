import { Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { actionList } from '../account/account.styles.ts'

/** The order's invoice and credit memos with their PDF links (a guest's carry the order's signed token). */
export const OrderDocumentDownloadsFragment = graphql(`
  fragment OrderDocumentDownloads on Order {
    invoices {
      id
      number
      downloadLink
    }
    credit_memos {
      id
      number
      downloadLink
    }
  }
`)

/**
 * The invoice and credit memos of an order as PDF downloads, for a guest on the order's signed
 * page (docs/invoices-and-refunds.md); nothing when the order has neither.
 */
export function OrderDocumentDownloads({
  order: fragment,
}: {
  order: FragmentType<typeof OrderDocumentDownloadsFragment>
}) {
  const { invoices, credit_memos: creditMemos } = readFragment(OrderDocumentDownloadsFragment, fragment)
  const { t } = useLingui()
  const documents = [
    ...invoices.map(({ id, number, downloadLink }) => ({
      key: `invoice-${id}`,
      label: t`Invoice ${number} (PDF)`,
      href: downloadLink,
    })),
    ...creditMemos.map(({ id, number, downloadLink }) => ({
      key: `credit-memo-${id}`,
      label: t`Credit memo ${number} (PDF)`,
      href: downloadLink,
    })),
  ]
  if (documents.length === 0) return null
  return (
    <section aria-labelledby="order-documents-heading">
      <h2 id="order-documents-heading">
        <Trans>Invoices and refunds</Trans>
      </h2>
      <ul className={actionList}>
        {documents.map(({ key, label, href }) =>
          href ? (
            <li key={key}>
              <a href={href} download>
                {label}
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { actionList } from './account.styles.ts'

/**
 * The invoices and refunds of an account order, as links to their pages; nothing when the
 * order has neither (an order placed before invoices were written).
 */
export function OrderDocuments({
  orderId,
  invoices,
  hasRefunds,
}: {
  orderId: string
  invoices: readonly { id: string; number: string }[]
  hasRefunds: boolean
}) {
  const { t } = useLingui()
  if (invoices.length === 0 && !hasRefunds) return null
  return (
    <section aria-labelledby="order-documents-heading">
      <h2 id="order-documents-heading">
        <Trans>Invoices and refunds</Trans>
      </h2>
      <ul className={actionList}>
        {invoices.map(({ id, number }) => (
          <li key={id}>
            <Link to={`/user/orders/${orderId}/invoice/${id}/`}>{t`Invoice ${number}`}</Link>
          </li>
        ))}
        {hasRefunds ? (
          <li>
            <Link to={`/user/orders/${orderId}/refunds`}>
              <Trans>Refunds</Trans>
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  )
}

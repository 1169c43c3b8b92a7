import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeTimeZone } from '../../config/stores.ts'
import { formatDateTime } from '../price/formatMoney.ts'
import { facts } from '../account/account.styles.ts'
import { statementItems } from './withdrawal.styles.ts'
import { labelledValue } from '../../config/labelledValue.ts'

/** A withdrawn line as a statement names it. */
export interface StatementItem {
  key: string
  name: string
  sku: string
  quantity: number
  options: readonly { label: string; value: string }[]
}

/**
 * A withdrawal statement as the consumer sends it (Directive 2011/83/EU, art. 11a): the pieces,
 * the contract (order number), the name and the address of the acknowledgment, and when it was
 * received once it was.
 */
export function WithdrawalStatementText({
  orderNumber,
  name,
  email,
  wholeOrder,
  items,
  submittedAt,
}: {
  orderNumber: string
  name: string
  email: string
  wholeOrder: boolean
  items: readonly StatementItem[]
  submittedAt?: string
}) {
  const { store } = usePageContext()
  const submitted = submittedAt ? formatDateTime(submittedAt, store.locale, storeTimeZone(store.key)) : null
  return (
    <>
      <p>
        {wholeOrder ? (
          <Trans>
            I hereby withdraw from my contract of sale of the following goods (my whole order {orderNumber}):
          </Trans>
        ) : (
          <Trans>
            I hereby withdraw from my contract of sale of the following goods of my order {orderNumber}:
          </Trans>
        )}
      </p>
      <ul className={statementItems}>
        {items.map((item) => (
          <li key={item.key}>
            {item.quantity} × {item.name} ({item.sku})
            {item.options.length > 0
              ? ` – ${item.options.map((option) => labelledValue(store.locale, option.label, option.value)).join(', ')}`
              : ''}
          </li>
        ))}
      </ul>
      <dl className={facts}>
        <dt>
          <Trans>Order number</Trans>
        </dt>
        <dd>{orderNumber}</dd>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{name}</dd>
        <dt>
          <Trans>E-mail address for the acknowledgement</Trans>
        </dt>
        <dd>{email}</dd>
        {submitted ? (
          <>
            <dt>
              <Trans>Received on</Trans>
            </dt>
            <dd data-withdrawal-received-at="">{submitted}</dd>
          </>
        ) : null}
      </dl>
    </>
  )
}
